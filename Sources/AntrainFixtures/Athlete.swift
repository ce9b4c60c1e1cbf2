/// The simulated person behind a generated log: bodyweight, strength on every lift, and the
/// rhythm of training (deload weeks, layoffs, morning or evening sessions).
///
/// Realistic logs come from a state that moves slowly: loads that grow by one plate step when
/// a session goes well, a bodyweight that drifts through bulks and cuts. Keeping that state in
/// one value makes every day's text follow from yesterday's, as a real log does.
struct Athlete {
    /// One lift's progress. Loads are in tenths of a kilogram; for bodyweight lifts `work` is
    /// the added load; `reps` is the rep target, or seconds for held positions.
    struct LiftState {
        var work: Int
        var cap: Int
        var reps: Int
        /// The heaviest completed working set so far; validators flag anything above 1.5 times it.
        var best: Int?
    }

    let name: String
    let heightCentimetres: Int
    /// Bodyweight trend in hundredths of a kilogram; readings scatter around it.
    private(set) var bodyweight: Int
    private let homeBodyweight: Int
    private var trendPerDay = 0
    private var trendDaysLeft = 0
    var lifts: [LiftState]
    private(set) var isDeloadWeek = false
    private var weeksUntilDeload: Int
    private(set) var layoffDaysLeft = 0
    var daysSinceLifting = 0
    private(set) var prefersMorning: Bool
    private var daysLived = 0
    /// Round-robin positions, so that every cardio and metcon type appears within weeks.
    var cardioTurn = 0
    var metconTurn = 0
    let kettlebell: Int
    let sandbag: Int

    init(random: inout SeededRandom) {
        name = random.element(of: FixtureVocabulary.profileNames)
        bodyweight = random.int(in: 6000...9500)
        homeBodyweight = bodyweight
        heightCentimetres = 150 + bodyweight / 200 + random.int(in: 0...15)
        weeksUntilDeload = random.int(in: 5...8)
        prefersMorning = random.chance(percent: 60)
        kettlebell = random.element(of: [160, 200, 240])
        sandbag = random.element(of: [400, 500, 600])
        let strength = random.int(in: 650...1000)
        let bodyweightTenths = bodyweight / 10
        var lifts: [LiftState] = []
        for lift in Lift.allCases {
            let loading = lift.loading
            let cap = bodyweightTenths * loading.cap / 1000 * random.int(in: 900...1150) / 1000
            switch lift.style {
            case .loaded, .loadedHold:
                let start = bodyweightTenths * loading.start / 1000 * strength / 1000
                lifts.append(LiftState(work: Self.rounded(start, step: loading.step), cap: cap, reps: loading.reps.lowerBound))
            case .bodyweight:
                let reps = min(loading.reps.upperBound, loading.reps.lowerBound + (strength - 650) / 120)
                lifts.append(LiftState(work: 0, cap: cap, reps: reps))
            case .timed:
                lifts.append(LiftState(work: 0, cap: 0, reps: 45))
            }
        }
        self.lifts = lifts
    }

    /// The first three weeks try every kind of training once: cardio of every type, every
    /// metcon type. A 30-day log then shows every entry kind, which tests rely on.
    var isInFirstWeeks: Bool { daysLived <= 21 }

    /// Whether the athlete trains today at all (not on a vacation or sick break).
    var isTraining: Bool { layoffDaysLeft == 0 }

    /// Advances one day: bodyweight drift, the deload cycle, layoffs and aging.
    ///
    /// - Returns: what a lifter would note in a comment line about the day, if anything.
    mutating func startDay(_ date: FixtureDate, random: inout SeededRandom) -> DayEvent? {
        daysLived += 1
        daysSinceLifting += 1
        driftBodyweight(random: &random)
        if daysLived % 365 == 0, daysLived > 12 * 365 { age() }
        if layoffDaysLeft > 0 { layoffDaysLeft -= 1 }
        guard date.weekday == 0 else { return nil }
        if random.chance(percent: 1) { prefersMorning.toggle() }
        weeksUntilDeload -= 1
        isDeloadWeek = weeksUntilDeload == 0
        if isDeloadWeek {
            weeksUntilDeload = random.int(in: 5...8) + 1
            return .deloadWeek
        }
        if daysLived > 42, random.chance(percent: 3) {
            layoffDaysLeft = random.int(in: 7...20)
            return .layoff
        }
        return .newWeek
    }

    /// One bodyweight reading in tenths of a kilogram: the trend plus the day's water.
    func bodyweightReading(random: inout SeededRandom) -> Int {
        (bodyweight + random.int(in: -60...60)) / 10
    }

    /// After a break of more than ten days, loads come back about ten percent lighter.
    mutating func returnFromBreakIfNeeded() {
        guard daysSinceLifting > 10 else { return }
        for index in lifts.indices where lifts[index].work > 0 {
            let step = Lift(rawValue: index)?.loading.step ?? 25
            lifts[index].work = Self.rounded(lifts[index].work * 9 / 10, step: step)
        }
    }

    /// `value` rounded to the nearest multiple of `step`, and at least one step.
    static func rounded(_ value: Int, step: Int) -> Int {
        max(step, (value + step / 2) / step * step)
    }

    private mutating func driftBodyweight(random: inout SeededRandom) {
        if trendDaysLeft == 0 {
            trendDaysLeft = random.int(in: 56...168)
            if bodyweight > homeBodyweight + 1200 {
                trendPerDay = -random.int(in: 3...7)
            } else if bodyweight < homeBodyweight - 500 {
                trendPerDay = random.int(in: 2...5)
            } else {
                trendPerDay = random.int(in: -6...4)
            }
        }
        trendDaysLeft -= 1
        bodyweight += trendPerDay
    }

    /// Past the first dozen years strength ceilings fall slowly, as they do with age.
    private mutating func age() {
        for index in lifts.indices {
            lifts[index].cap = lifts[index].cap * 985 / 1000
        }
    }
}

/// Something about a day worth a comment line in the log.
enum DayEvent {
    case newWeek, deloadWeek, layoff
}
