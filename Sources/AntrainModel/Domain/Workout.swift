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
///
/// Stored compactly: its optional figures as plain numbers with a presence bit each, its
/// flags and the tags it contains in one word, its tags in written order packed two bits
/// each. A log's tens of thousands of sets are built, copied and freed with no array per set
/// and no optional's padding; the properties read and write as the plain optionals and array
/// they stand for, and equality, hashing and the encoding see only those.
public struct WorkoutSet: Codable, Sendable, Hashable {
    public var orderIndex: Int
    /// Reps; 0 for a time set. For a range (`8-12`) the lower bound.
    public var reps: Int
    /// Load in kg; 0 means bodyweight (the seed's convention), with `bodyweightOffset` for
    /// `BW+10` / `BW-20`.
    public var weight: Double
    /// Added (+) or assisting (−) load in kg on a bodyweight set.
    public var bodyweightOffset: Double
    public var notes: String?

    // The optional figures' values: 0 when absent, so that the derived equality and hashing
    // of the stored fields are those of the optionals.
    @usableFromInline var storedRepsMax = 0
    @usableFromInline var storedRIR = 0
    @usableFromInline var storedRepsLeft = 0
    @usableFromInline var storedRepsRight = 0
    @usableFromInline var storedPercentOfMax = 0.0
    @usableFromInline var storedRPE = 0.0
    @usableFromInline var storedDuration = 0.0
    @usableFromInline var storedRestTime = 0.0
    @usableFromInline var storedDurationLeft = 0.0
    @usableFromInline var storedDurationRight = 0.0
    /// The tags in written order, two bits each from the lowest (``SetTagCode``), up to
    /// ``packedTagLimit``; 0 when there are more (then in ``overflowTags``).
    @usableFromInline var packedTags: UInt32 = 0
    @usableFromInline var flags = Flags()
    /// The tags of a set with more than ``packedTagLimit`` of them (an import could write
    /// that many), else nil.
    @usableFromInline var overflowTags: [SetTag]?

    /// The set's marks and which of its optional figures are present.
    @usableFromInline
    struct Flags: OptionSet, Sendable, Hashable {
        @usableFromInline var rawValue: UInt16
        @inlinable init(rawValue: UInt16) { self.rawValue = rawValue }

        @inlinable static var isAMRAP: Flags { Flags(rawValue: 1 << 0) }
        @inlinable static var isBodyweight: Flags { Flags(rawValue: 1 << 1) }
        @inlinable static var isCompleted: Flags { Flags(rawValue: 1 << 2) }
        @inlinable static var hasRepsMax: Flags { Flags(rawValue: 1 << 3) }
        @inlinable static var hasRIR: Flags { Flags(rawValue: 1 << 4) }
        @inlinable static var hasRepsLeft: Flags { Flags(rawValue: 1 << 5) }
        @inlinable static var hasRepsRight: Flags { Flags(rawValue: 1 << 6) }
        @inlinable static var hasPercentOfMax: Flags { Flags(rawValue: 1 << 7) }
        @inlinable static var hasRPE: Flags { Flags(rawValue: 1 << 8) }
        @inlinable static var hasDuration: Flags { Flags(rawValue: 1 << 9) }
        @inlinable static var hasRestTime: Flags { Flags(rawValue: 1 << 10) }
        @inlinable static var hasDurationLeft: Flags { Flags(rawValue: 1 << 11) }
        @inlinable static var hasDurationRight: Flags { Flags(rawValue: 1 << 12) }
        /// Which tags the set has (derived from the list): `isWarmup` and friends read one bit.
        @inlinable static var hasWarmup: Flags { Flags(rawValue: 1 << 13) }
        @inlinable static var hasDrop: Flags { Flags(rawValue: 1 << 14) }
        @inlinable static var hasFailure: Flags { Flags(rawValue: 1 << 15) }

        /// The bit that says a set has `tag`.
        @inlinable static func has(_ tag: SetTag) -> Flags {
            switch tag {
            case .warmup: .hasWarmup
            case .drop: .hasDrop
            case .failure: .hasFailure
            }
        }
    }

    /// How many tags ``packedTags`` holds: two bits each in 32, 0 ending the list.
    @inlinable static var packedTagLimit: Int { 16 }

    /// A tag's two bits in ``packedTags`` (never 0, which ends the list).
    @inlinable static func code(of tag: SetTag) -> UInt32 {
        switch tag {
        case .warmup: 1
        case .drop: 2
        case .failure: 3
        }
    }

    @inlinable mutating func setFlag(_ flag: Flags, _ isOn: Bool) {
        if isOn { flags.insert(flag) } else { flags.remove(flag) }
    }

    /// The upper bound of a range of reps (`8-12` → 12): only in plans.
    @inlinable public var repsMax: Int? {
        get { flags.contains(.hasRepsMax) ? storedRepsMax : nil }
        set { storedRepsMax = newValue ?? 0; setFlag(.hasRepsMax, newValue != nil) }
    }
    /// `5+`: as many reps as possible, at least `reps`.
    @inlinable public var isAMRAP: Bool {
        get { flags.contains(.isAMRAP) }
        set { setFlag(.isAMRAP, newValue) }
    }
    /// `75%`: the share of the exercise's training max the load was written as; `weight` holds
    /// the resolved load (0 until it is resolved, or when no training max applies).
    @inlinable public var percentOfMax: Double? {
        get { flags.contains(.hasPercentOfMax) ? storedPercentOfMax : nil }
        set { storedPercentOfMax = newValue ?? 0; setFlag(.hasPercentOfMax, newValue != nil) }
    }
    /// Reps in reserve as written (`RIR2`); `rpe` then holds 10 − N, so everything that
    /// counts effort sees it.
    @inlinable public var rir: Int? {
        get { flags.contains(.hasRIR) ? storedRIR : nil }
        set { storedRIR = newValue ?? 0; setFlag(.hasRIR, newValue != nil) }
    }
    @inlinable public var isBodyweight: Bool {
        get { flags.contains(.isBodyweight) }
        set { setFlag(.isBodyweight, newValue) }
    }
    @inlinable public var isCompleted: Bool {
        get { flags.contains(.isCompleted) }
        set { setFlag(.isCompleted, newValue) }
    }
    @inlinable public var rpe: Double? {
        get { flags.contains(.hasRPE) ? storedRPE : nil }
        set { storedRPE = newValue ?? 0; setFlag(.hasRPE, newValue != nil) }
    }
    /// The set's tags in the order written.
    public var tags: [SetTag] {
        get {
            if let overflowTags { return overflowTags }
            var tags: [SetTag] = []
            var packed = packedTags
            while packed != 0 {
                switch packed & 3 {
                case 1: tags.append(.warmup)
                case 2: tags.append(.drop)
                default: tags.append(.failure)
                }
                packed >>= 2
            }
            return tags
        }
        set {
            flags.subtract([.hasWarmup, .hasDrop, .hasFailure])
            for tag in newValue { flags.insert(.has(tag)) }
            packedTags = 0
            overflowTags = nil
            guard newValue.count <= Self.packedTagLimit else {
                overflowTags = newValue
                return
            }
            for (position, tag) in newValue.enumerated() { packedTags |= Self.code(of: tag) << (2 * UInt32(position)) }
        }
    }
    /// Adds `tag` after the set's other tags, with no array made (the lowering's way).
    @inlinable public mutating func appendTag(_ tag: SetTag) {
        flags.insert(.has(tag))
        if var overflowTags {
            self.overflowTags = nil
            overflowTags.append(tag)
            self.overflowTags = overflowTags
            return
        }
        let count = (packedTags.bitWidth - packedTags.leadingZeroBitCount + 1) / 2
        guard count < Self.packedTagLimit else {
            var all = tags
            all.append(tag)
            packedTags = 0
            overflowTags = all
            return
        }
        packedTags |= Self.code(of: tag) << (2 * UInt32(count))
    }
    /// Whether the set has `tag`, read from one bit: no array is made.
    @inlinable public func hasTag(_ tag: SetTag) -> Bool { flags.contains(.has(tag)) }
    /// Seconds, for time sets (planks, holds).
    @inlinable public var duration: Double? {
        get { flags.contains(.hasDuration) ? storedDuration : nil }
        set { storedDuration = newValue ?? 0; setFlag(.hasDuration, newValue != nil) }
    }
    /// Seconds of rest after the set.
    @inlinable public var restTime: Double? {
        get { flags.contains(.hasRestTime) ? storedRestTime : nil }
        set { storedRestTime = newValue ?? 0; setFlag(.hasRestTime, newValue != nil) }
    }
    /// Each side's reps (LANGUAGE.md §8.2): `20x10|9` is left 10, right 9, with ``reps`` the
    /// smaller; a unilateral exercise's `20x10` is 10 on each side. Nil for a two-sided set.
    @inlinable public var repsLeft: Int? {
        get { flags.contains(.hasRepsLeft) ? storedRepsLeft : nil }
        set { storedRepsLeft = newValue ?? 0; setFlag(.hasRepsLeft, newValue != nil) }
    }
    @inlinable public var repsRight: Int? {
        get { flags.contains(.hasRepsRight) ? storedRepsRight : nil }
        set { storedRepsRight = newValue ?? 0; setFlag(.hasRepsRight, newValue != nil) }
    }
    /// Each side's time of `45s|40s`, in seconds, with ``duration`` the smaller.
    @inlinable public var durationLeft: Double? {
        get { flags.contains(.hasDurationLeft) ? storedDurationLeft : nil }
        set { storedDurationLeft = newValue ?? 0; setFlag(.hasDurationLeft, newValue != nil) }
    }
    @inlinable public var durationRight: Double? {
        get { flags.contains(.hasDurationRight) ? storedDurationRight : nil }
        set { storedDurationRight = newValue ?? 0; setFlag(.hasDurationRight, newValue != nil) }
    }

    @inlinable
    public init(
        orderIndex: Int, reps: Int, weight: Double, isBodyweight: Bool = false, bodyweightOffset: Double = 0,
        isCompleted: Bool = true, rpe: Double? = nil, tags: [SetTag] = [], duration: Double? = nil,
        restTime: Double? = nil, notes: String? = nil
    ) {
        self.orderIndex = orderIndex
        self.reps = reps
        self.weight = weight
        self.bodyweightOffset = bodyweightOffset
        self.notes = notes
        // The flags gathered in one word, then stored once: every set of a log is made here.
        var flags = Flags()
        if isBodyweight { flags.insert(.isBodyweight) }
        if isCompleted { flags.insert(.isCompleted) }
        if let rpe {
            storedRPE = rpe
            flags.insert(.hasRPE)
        }
        if let duration {
            storedDuration = duration
            flags.insert(.hasDuration)
        }
        if let restTime {
            storedRestTime = restTime
            flags.insert(.hasRestTime)
        }
        self.flags = flags
        if !tags.isEmpty { self.tags = tags }
    }

    private enum CodingKeys: String, CodingKey {
        case orderIndex, reps, repsMax, isAMRAP, percentOfMax, rir, weight, isBodyweight, bodyweightOffset
        case isCompleted, rpe, tags, duration, restTime, notes, repsLeft, repsRight, durationLeft, durationRight
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        orderIndex = try container.decode(Int.self, forKey: .orderIndex)
        reps = try container.decode(Int.self, forKey: .reps)
        weight = try container.decode(Double.self, forKey: .weight)
        bodyweightOffset = try container.decode(Double.self, forKey: .bodyweightOffset)
        notes = try container.decodeIfPresent(String.self, forKey: .notes)
        repsMax = try container.decodeIfPresent(Int.self, forKey: .repsMax)
        isAMRAP = try container.decodeIfPresent(Bool.self, forKey: .isAMRAP) ?? false
        percentOfMax = try container.decodeIfPresent(Double.self, forKey: .percentOfMax)
        rir = try container.decodeIfPresent(Int.self, forKey: .rir)
        isBodyweight = try container.decode(Bool.self, forKey: .isBodyweight)
        isCompleted = try container.decode(Bool.self, forKey: .isCompleted)
        rpe = try container.decodeIfPresent(Double.self, forKey: .rpe)
        tags = try container.decode([SetTag].self, forKey: .tags)
        duration = try container.decodeIfPresent(Double.self, forKey: .duration)
        restTime = try container.decodeIfPresent(Double.self, forKey: .restTime)
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

    @inlinable public var isWarmup: Bool { flags.contains(.hasWarmup) }
    @inlinable public var isTimeSet: Bool { flags.contains(.hasDuration) && reps == 0 }

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
    @inlinable public var hasSides: Bool { !flags.isDisjoint(with: [.hasRepsLeft, .hasDurationLeft]) }

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
