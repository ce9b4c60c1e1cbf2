/// What kind of session a workout is (the seed's `WorkoutType`).
public enum WorkoutType: String, Codable, Sendable, Hashable {
    case lifting, cardio, metcon
}

/// A marker on a set.
public enum SetTag: String, Codable, Sendable, Hashable {
    case warmup, drop, failure
}

/// Where a model came from, so tools can point back at the text.
public struct LogLocation: Codable, Sendable, Hashable {
    public var file: String
    /// 1-based line.
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// One set (the seed's `WorkoutSet`), plus RPE, tags and duration, and the planning marks
/// of LANGUAGE.md §7.1 (a range of reps, AMRAP, a share of the training max, RIR).
public struct WorkoutSet: Codable, Sendable, Hashable {
    public var orderIndex: Int
    /// Reps; 0 for a time set. For a range (`8-12`) the lower bound.
    public var reps: Int
    /// The upper bound of a range of reps (`8-12` → 12): only in plans.
    public var repsMax: Int?
    /// `5+`: as many reps as possible, at least `reps`.
    public var isAMRAP: Bool
    /// `75%`: the share of the exercise's training max the load was written as; `weight` holds
    /// the resolved load (0 until it is resolved, or when no training max applies).
    public var percentOfMax: Double?
    /// Reps in reserve as written (`RIR2`); `rpe` then holds 10 − N, so everything that
    /// counts effort sees it.
    public var rir: Int?
    /// Load in kg; 0 means bodyweight (the seed's convention), with `bodyweightOffset` for
    /// `BW+10` / `BW-20`.
    public var weight: Double
    public var isBodyweight: Bool
    /// Added (+) or assisting (−) load in kg on a bodyweight set.
    public var bodyweightOffset: Double
    public var isCompleted: Bool
    public var rpe: Double?
    public var tags: [SetTag]
    /// Seconds, for time sets (planks, holds).
    public var duration: Double?
    /// Seconds of rest after the set.
    public var restTime: Double?
    public var notes: String?
    /// Each side's reps (LANGUAGE.md §8.2): `20x10|9` is left 10, right 9, with ``reps`` the
    /// smaller; a unilateral exercise's `20x10` is 10 on each side. Nil for a two-sided set.
    public var repsLeft: Int?
    public var repsRight: Int?
    /// Each side's time of `45s|40s`, in seconds, with ``duration`` the smaller.
    public var durationLeft: Double?
    public var durationRight: Double?

    @inlinable
    public init(
        orderIndex: Int, reps: Int, weight: Double, isBodyweight: Bool = false, bodyweightOffset: Double = 0,
        isCompleted: Bool = true, rpe: Double? = nil, tags: [SetTag] = [], duration: Double? = nil,
        restTime: Double? = nil, notes: String? = nil
    ) {
        self.orderIndex = orderIndex
        self.reps = reps
        self.weight = weight
        self.isBodyweight = isBodyweight
        self.bodyweightOffset = bodyweightOffset
        self.isCompleted = isCompleted
        self.rpe = rpe
        self.tags = tags
        self.duration = duration
        self.restTime = restTime
        self.notes = notes
        self.isAMRAP = false
    }

    private enum CodingKeys: String, CodingKey {
        case orderIndex, reps, repsMax, isAMRAP, percentOfMax, rir, weight, isBodyweight, bodyweightOffset
        case isCompleted, rpe, tags, duration, restTime, notes, repsLeft, repsRight, durationLeft, durationRight
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        orderIndex = try container.decode(Int.self, forKey: .orderIndex)
        reps = try container.decode(Int.self, forKey: .reps)
        repsMax = try container.decodeIfPresent(Int.self, forKey: .repsMax)
        isAMRAP = try container.decodeIfPresent(Bool.self, forKey: .isAMRAP) ?? false
        percentOfMax = try container.decodeIfPresent(Double.self, forKey: .percentOfMax)
        rir = try container.decodeIfPresent(Int.self, forKey: .rir)
        weight = try container.decode(Double.self, forKey: .weight)
        isBodyweight = try container.decode(Bool.self, forKey: .isBodyweight)
        bodyweightOffset = try container.decode(Double.self, forKey: .bodyweightOffset)
        isCompleted = try container.decode(Bool.self, forKey: .isCompleted)
        rpe = try container.decodeIfPresent(Double.self, forKey: .rpe)
        tags = try container.decode([SetTag].self, forKey: .tags)
        duration = try container.decodeIfPresent(Double.self, forKey: .duration)
        restTime = try container.decodeIfPresent(Double.self, forKey: .restTime)
        notes = try container.decodeIfPresent(String.self, forKey: .notes)
        repsLeft = try container.decodeIfPresent(Int.self, forKey: .repsLeft)
        repsRight = try container.decodeIfPresent(Int.self, forKey: .repsRight)
        durationLeft = try container.decodeIfPresent(Double.self, forKey: .durationLeft)
        durationRight = try container.decodeIfPresent(Double.self, forKey: .durationRight)
    }

    /// Writes the set as the export always has, adding the planning marks only when a set
    /// has them (`isAMRAP` only when true), so logs without them export unchanged.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(orderIndex, forKey: .orderIndex)
        try container.encode(reps, forKey: .reps)
        try container.encodeIfPresent(repsMax, forKey: .repsMax)
        if isAMRAP { try container.encode(true, forKey: .isAMRAP) }
        try container.encodeIfPresent(percentOfMax, forKey: .percentOfMax)
        try container.encodeIfPresent(rir, forKey: .rir)
        try container.encode(weight, forKey: .weight)
        try container.encode(isBodyweight, forKey: .isBodyweight)
        try container.encode(bodyweightOffset, forKey: .bodyweightOffset)
        try container.encode(isCompleted, forKey: .isCompleted)
        try container.encodeIfPresent(rpe, forKey: .rpe)
        try container.encode(tags, forKey: .tags)
        try container.encodeIfPresent(duration, forKey: .duration)
        try container.encodeIfPresent(restTime, forKey: .restTime)
        try container.encodeIfPresent(notes, forKey: .notes)
        try container.encodeIfPresent(repsLeft, forKey: .repsLeft)
        try container.encodeIfPresent(repsRight, forKey: .repsRight)
        try container.encodeIfPresent(durationLeft, forKey: .durationLeft)
        try container.encodeIfPresent(durationRight, forKey: .durationRight)
    }

    @inlinable public var isWarmup: Bool { tags.contains(.warmup) }
    public var isTimeSet: Bool { duration != nil && reps == 0 }

    /// Whether the set counts toward working volume and PRs: done, not a warm-up.
    @inlinable public var isWorkingSet: Bool { isCompleted && !isWarmup }

    /// The load moved, in kg: the weight, or bodyweight plus the offset (nil when the
    /// bodyweight is unknown).
    @inlinable public func effectiveLoad(bodyweight: Double?) -> Double? {
        guard isBodyweight else { return weight }
        guard let bodyweight else { return nil }
        return max(0, bodyweight + bodyweightOffset)
    }

    /// Whether each side was counted on its own (`10|9`, or a unilateral exercise).
    public var hasSides: Bool { repsLeft != nil || durationLeft != nil }

    /// The reps the load moved: both sides' for a set done one side at a time (10|9 → 19).
    @inlinable public var repsMoved: Int {
        if let repsLeft, let repsRight { return repsLeft + repsRight }
        return reps
    }

    /// reps × load in kg, both sides counted for a one-side set (20x10|9 → 20 × 19 = 380);
    /// 0 when the load is unknown or the set is timed.
    @inlinable public func volume(bodyweight: Double?) -> Double {
        Double(repsMoved) * (effectiveLoad(bodyweight: bodyweight) ?? 0)
    }
}

/// An exercise as done in one workout (the seed's `WorkoutExercise`).
public struct WorkoutExercise: Codable, Sendable, Hashable {
    public var exercise: Exercise
    /// The name as the user wrote it (an alias, or another case).
    public var writtenName: String
    public var orderIndex: Int
    public var sets: [WorkoutSet]
    public var notes: String?
    /// The superset the item belongs to, numbered 1, 2, … within its workout in line order;
    /// `nil` for an item done on its own. Items of one group follow each other.
    public var supersetGroup: Int?
    /// A template item's own rule (`progress:` under it, LANGUAGE.md §8.1).
    public var progress: ProgressionRule?

    public init(
        exercise: Exercise, writtenName: String, orderIndex: Int, sets: [WorkoutSet], notes: String? = nil,
        supersetGroup: Int? = nil
    ) {
        self.exercise = exercise
        self.writtenName = writtenName
        self.orderIndex = orderIndex
        self.sets = sets
        self.notes = notes
        self.supersetGroup = supersetGroup
    }
}

/// Cardio types (LANGUAGE.md §3.2).
public enum CardioType: String, Codable, Sendable, Hashable, CaseIterable {
    case run, bike, row, swim, walk, elliptical, ski
}

/// Metcon types (LANGUAGE.md §3.3); `for-time` is `fortime`.
public enum MetconType: String, Codable, Sendable, Hashable, CaseIterable {
    case amrap, emom, fortime
}

/// The quick-log figures of a cardio or metcon workout (the seed's `QuickLogData`).
public struct QuickLogData: Codable, Sendable, Hashable {
    public var cardioType: CardioType?
    public var metconType: MetconType?
    public var distanceKm: Double?
    /// Seconds.
    public var duration: Double?
    /// Minutes per km, written or derived.
    public var paceMinPerKm: Double?
    public var rounds: Int?
    public var result: String?

    public init(
        cardioType: CardioType? = nil, metconType: MetconType? = nil, distanceKm: Double? = nil,
        duration: Double? = nil, paceMinPerKm: Double? = nil, rounds: Int? = nil, result: String? = nil
    ) {
        self.cardioType = cardioType
        self.metconType = metconType
        self.distanceKm = distanceKm
        self.duration = duration
        self.paceMinPerKm = paceMinPerKm
        self.rounds = rounds
        self.result = result
    }

    /// Pace derived from distance and duration, in minutes per km.
    public var derivedPace: Double? {
        guard let distanceKm, distanceKm > 0, let duration, duration > 0 else { return nil }
        return duration / 60 / distanceKm
    }

    /// Speed in km/h.
    public var speedKmPerHour: Double? {
        guard let distanceKm, distanceKm > 0, let duration, duration > 0 else { return nil }
        return distanceKm / (duration / 3600)
    }
}

/// One training session (the seed's `Workout`).
public struct Workout: Codable, Sendable, Hashable {
    public var date: LocalDate
    public var time: LocalTime?
    public var type: WorkoutType
    public var title: String?
    /// Seconds; 0 when not written.
    public var duration: Double
    public var notes: String?
    public var rpe: Double?
    public var templateName: String?
    public var exercises: [WorkoutExercise]
    public var quickLog: QuickLogData?
    public var source: LogLocation

    public init(
        date: LocalDate, time: LocalTime?, type: WorkoutType, title: String? = nil, duration: Double = 0,
        notes: String? = nil, rpe: Double? = nil, templateName: String? = nil,
        exercises: [WorkoutExercise] = [], quickLog: QuickLogData? = nil, source: LogLocation
    ) {
        self.date = date
        self.time = time
        self.type = type
        self.title = title
        self.duration = duration
        self.notes = notes
        self.rpe = rpe
        self.templateName = templateName
        self.exercises = exercises
        self.quickLog = quickLog
        self.source = source
    }

    /// Every set of every exercise.
    public var allSets: [WorkoutSet] { exercises.flatMap(\.sets) }
}
