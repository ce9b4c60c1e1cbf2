/// Writes one generated log: the definitions, then day after day of entries.
///
/// It owns the two random streams. `random` drives the simulation and every written form;
/// `mistakeRandom` only decides where mistakes go, so a log with mistakes is the same log as
/// without them, plus its mistakes, and a test can compare the two line by line.
struct LogWriter {
    let options: LogGenerator.Options
    var random: SeededRandom
    private var mistakeRandom: SeededRandom
    private let mistakePerMillion: Int
    var text: TextBuffer
    var athlete: Athlete
    private(set) var mistakes: [(line: Int, mistake: LogGenerator.Mistake)] = []
    /// The day being written.
    private(set) var date = FixtureDate.defaultStart
    private(set) var isInFinalWeek = false
    /// Spaces per indentation level of the entry being written (2, sometimes 4).
    var indent = 2
    private var previousWasMeal = false
    /// A comment line was just written for the next entry, which follows it without a blank.
    private var followsComment = false

    init(seed: UInt64, options: LogGenerator.Options, reservingCapacity capacity: Int) {
        self.options = options
        random = SeededRandom(seed: seed)
        mistakeRandom = SeededRandom(seed: seed ^ 0x6D69_7374_616B_6573)
        let rate = options.includeMistakes ? min(max(options.mistakeRate, 0), 1) : 0
        mistakePerMillion = Int(rate * 1_000_000 + 0.5)
        text = TextBuffer(reservingCapacity: capacity, lineEnding: options.lineEnding)
        athlete = Athlete(random: &random)
    }

    var byteCount: Int { text.byteCount }
    var writesComments: Bool { options.features.contains(.comments) }

    func finish() -> LogGenerator.Report {
        (text.makeString(), mistakes)
    }

    /// Writes every entry of `date` in time order, each after a blank line.
    mutating func writeDay(_ date: FixtureDate, isInFinalWeek: Bool) {
        self.date = date
        self.isInFinalWeek = isInFinalWeek
        previousWasMeal = false
        let event = athlete.startDay(date, random: &random)
        var schedule = DaySchedule()
        planWorkouts(into: &schedule)
        planMeals(into: &schedule)
        if options.features.contains(.bodyweight), random.chance(percent: 45) {
            schedule.add(.bodyweight, at: random.int(in: 390...435), isTimed: random.chance(percent: 35))
        }
        if let event, writesComments { writeComment(for: event) }
        writePlanningLines()
        for entry in schedule.entriesInTimeOrder() {
            write(entry)
        }
    }

    /// A session dated after `today` whose sets are all planned (`[ ]`), as a lifter writes
    /// the plan for tomorrow.
    mutating func writePlannedSession(after today: FixtureDate) {
        guard options.features.contains(.lifting), options.features.contains(.plannedSets) else { return }
        var day = today.adding(days: 1)
        while Self.session(on: day) == nil { day = day.adding(days: 1) }
        date = day
        guard let session = Self.session(on: day) else { return }
        text.endLine()
        if writesComments {
            text.append("# next session")
            text.endLine()
        }
        writeLiftingHeader(session, minute: athlete.prefersMorning ? 450 : 1080, durationMinutes: nil, mistake: nil)
        for lift in chosenLifts(for: session) {
            writePlannedExercise(lift)
        }
    }

    /// The program: upper/lower on Monday, Tuesday, Thursday and Friday.
    static func session(on date: FixtureDate) -> Session? {
        switch date.weekday {
        case 0: .upperA
        case 1: .lowerA
        case 3: .upperB
        case 4: .lowerB
        default: nil
        }
    }

    /// Draws whether the next entry gets a mistake, and which one fits it.
    mutating func drawMistake(for site: MistakeSite) -> LogGenerator.Mistake? {
        guard mistakePerMillion > 0, mistakeRandom.chance(perMillion: mistakePerMillion) else { return nil }
        return mistakeRandom.element(of: site.candidates)
    }

    /// Notes that `mistake` is on the line about to be written.
    mutating func record(_ mistake: LogGenerator.Mistake) {
        mistakes.append((text.currentLine, mistake))
    }

    /// Writes the date and, when given, the time that start every dated header.
    mutating func writeDateAndTime(minute: Int?) {
        text.append(date: date)
        if let minute {
            text.append(byte: 0x20)
            text.append(clock: minute)
        }
    }

    /// `   # note` after an item or header.
    mutating func writeTrailingNote(_ note: String) {
        text.append(spaces: random.int(in: 1...3))
        text.append("# ")
        text.append(note)
    }

    private mutating func write(_ entry: DaySchedule.Entry) {
        let isMeal: Bool
        if case .meal = entry.kind { isMeal = true } else { isMeal = false }
        if followsComment {
            followsComment = false
        } else if !(isMeal && previousWasMeal && random.chance(percent: 30)) {
            text.endLine()
        }
        previousWasMeal = isMeal
        let minute = entry.isTimed ? entry.minute : nil
        switch entry.kind {
        case .bodyweight: writeBodyweight(minute: minute)
        case .lifting(let session, let duration): writeLifting(session, minute: minute, durationMinutes: duration)
        case .cardio(let plan): writeCardio(plan, minute: minute)
        case .metcon(let plan): writeMetcon(plan, minute: minute)
        case .meal(let meal, let turkish): writeMeal(meal, minute: minute, isTurkish: turkish)
        }
    }

    private mutating func writeComment(for event: DayEvent) {
        switch event {
        case .newWeek:
            guard random.chance(percent: 8) else { return }
            text.endLine()
            text.append("# Week ")
            text.append(number: weekOfYear)
        case .deloadWeek:
            text.endLine()
            text.append("# Week ")
            text.append(number: weekOfYear)
            text.append(" — deload")
        case .layoff:
            text.endLine()
            text.append("# ")
            text.append(random.element(of: FixtureVocabulary.layoffComments))
        }
        text.endLine()
        previousWasMeal = false
        followsComment = true
    }

    /// The week of the year the current day is in, counted from January 1.
    private var weekOfYear: Int {
        let january = FixtureDate(year: date.components.year, month: 1, day: 1) ?? date
        return date.days(since: january) / 7 + 1
    }

    private mutating func writeBodyweight(minute: Int?) {
        let mistake = drawMistake(for: .bodyweight)
        indent = 2
        if mistake == .invalidDate {
            record(.invalidDate)
            text.append(number: date.components.year)
            text.append("-02-30")
            if let minute {
                text.append(byte: 0x20)
                text.append(clock: minute)
            }
        } else {
            writeDateAndTime(minute: minute)
        }
        text.append(random.chance(percent: 10) ? " weight " : " bodyweight ")
        text.append(tenths: athlete.bodyweightReading(random: &random))
        let unitForm = random.next(below: 100)
        text.append(unitForm < 80 ? "kg" : unitForm < 92 ? " kg" : "")
        if writesComments, random.chance(percent: 3) { writeTrailingNote("morning, fasted") }
        text.endLine()
    }
}
