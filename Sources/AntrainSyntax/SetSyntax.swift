/// The load of a set: a weight, or bodyweight with an optional offset.
public struct LoadSyntax: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `100`, `225lb`, `-5` (negative: an error the validator reports).
        case weight(Double)
        /// `BW`, `BW+10` (offset 10), `BW-20` (offset -20).
        case bodyweight(offset: Double)
        /// `75%`: a share of the exercise's training max (LANGUAGE.md §7.1), resolved to a
        /// weight only by the analysis, which knows the maxes and the athlete's rounding.
        case percentOfMax(Double)
    }

    public var kind: Kind
    public var unit: LoadUnit?
    public var range: TextRange
}

/// `[ ]` (planned) or `[x]` (done) before a set.
public struct BoxSyntax: Hashable, Sendable {
    public var isChecked: Bool
    public var range: TextRange
}

/// A marker after a set: `warmup`, `drop`, `failure`, or `rest 2:00`.
public struct SetTagSyntax: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case warmup, drop, failure, rest }
    public var kind: Kind
    public var range: TextRange
    /// The rest after the set, for `rest`.
    public var rest: DurationSyntax?
}

/// Reps in reserve as written: `RIR2` or `2RIR` (LANGUAGE.md §7.1).
///
/// Kept apart from `@RPE` so that the formatter writes it back the way it was typed, while
/// the model stores it as RPE 10 − N for everything that counts effort.
public struct RIRSyntax: Hashable, Sendable {
    public var value: NumberSyntax
    /// Whether the number comes after the word (`RIR2`) rather than before it (`2RIR`).
    public var isWordFirst: Bool
    public var range: TextRange
}

/// One set as written: `[x] BW+10 x 6 x3 @8.5 failure rest 2:00`, `75% x8-12x3 RIR2`.
///
/// Grammar: `[BOX] (LOAD? 'x' REPS | LOAD? DURATION) ['x' COUNT] [EFFORT] [TAG]*`, where
/// `REPS` is `N`, `N-M` (a range) or `N+` (AMRAP) and `EFFORT` is `@RPE`, `RIR N` or `N RIR`.
public struct SetSyntax: Equatable, Sendable {
    public var range: TextRange
    public var box: BoxSyntax?
    public var load: LoadSyntax?
    /// The reps, or the lower bound of a range (`8` of `8-12`).
    public var reps: NumberSyntax?
    /// The upper bound of a range of reps (`12` of `8-12`): a plan, not a completed set.
    public var repsMax: NumberSyntax?
    /// The `+` of an AMRAP set (`5+`): as many reps as possible, at least `reps`.
    public var amrap: TextRange?
    public var duration: DurationSyntax?
    /// The right side's reps of `10|9` (LANGUAGE.md §8.2); ``reps`` then holds the left's.
    public var repsRight: NumberSyntax?
    /// The right side's time of `45s|40s`; ``duration`` then holds the left's.
    public var durationRight: DurationSyntax?
    public var count: NumberSyntax?
    public var rpe: NumberSyntax?
    public var rir: RIRSyntax?
    /// The set's tags are in its tree's arena (``SetList/tags(of:)``): where they start, how
    /// many there are, and which kinds they include, so that a set stays a plain value
    /// without an array of its own.
    @usableFromInline var tagStart: UInt32 = 0
    public internal(set) var tagCount: UInt32 = 0
    @usableFromInline var tagKinds: UInt8 = 0

    public init(range: TextRange) {
        self.range = range
    }

    /// Every part at once, for the decoding of a record (``SetSyntax/init(_:bytes:)``):
    /// assigned one by one after ``init(range:)``, a 200-byte value was written twice.
    @inline(__always)
    init(
        range: TextRange, box: BoxSyntax?, load: LoadSyntax?, reps: NumberSyntax?, repsMax: NumberSyntax?,
        amrap: TextRange?, duration: DurationSyntax?, repsRight: NumberSyntax?, durationRight: DurationSyntax?,
        count: NumberSyntax?, rpe: NumberSyntax?, rir: RIRSyntax?, tagStart: UInt32, tagCount: UInt32, tagKinds: UInt8
    ) {
        self.range = range
        self.box = box
        self.load = load
        self.reps = reps
        self.repsMax = repsMax
        self.amrap = amrap
        self.duration = duration
        self.repsRight = repsRight
        self.durationRight = durationRight
        self.count = count
        self.rpe = rpe
        self.rir = rir
        self.tagStart = tagStart
        self.tagCount = tagCount
        self.tagKinds = tagKinds
    }

    /// `[ ]`: planned, not done yet.
    public var isPlanned: Bool { box.map { !$0.isChecked } ?? false }
    @inlinable public var isWarmup: Bool { has(.warmup) }
    /// Whether a tag of `kind` follows the set.
    @inlinable public func has(_ kind: SetTagSyntax.Kind) -> Bool { tagKinds & Self.bit(kind) != 0 }
    /// Whether the set gives each side its own reps or time (`10|9`, `45s|40s`).
    public var hasSides: Bool { repsRight != nil || durationRight != nil }
    /// `5+`: as many reps as possible.
    public var isAMRAP: Bool { amrap != nil }
    /// The text of a range of reps (`8-12`), from the lower bound to the upper; `nil` when
    /// the reps are no range.
    public var repsRange: TextRange? {
        guard let reps, let repsMax else { return nil }
        return TextRange(start: reps.range.start, end: repsMax.range.end)
    }
    /// How many sets this one stands for (`x3`), at least 1 (and at most a million, so a
    /// typo of twenty digits is a count, not a crash).
    public var repeatCount: Int { Self.repeatCount(count: count?.value) }

    /// The ``repeatCount`` of a set whose count reads `value` (nil when it has none).
    static func repeatCount(count value: Double?) -> Int {
        guard let value, value >= 1 else { return 1 }
        return Int(min(value, 1_000_000))
    }

    @inlinable static func bit(_ kind: SetTagSyntax.Kind) -> UInt8 {
        switch kind {
        case .warmup: 1
        case .drop: 2
        case .failure: 4
        case .rest: 8
        }
    }

    /// Equal when written the same: the tags' place in the arena does not count
    /// (``SetList`` compares the tags themselves).
    public static func == (left: SetSyntax, right: SetSyntax) -> Bool {
        left.range == right.range && left.box == right.box && left.load == right.load && left.reps == right.reps
            && left.repsMax == right.repsMax && left.amrap == right.amrap && left.duration == right.duration
            && left.repsRight == right.repsRight && left.durationRight == right.durationRight
            && left.count == right.count && left.rpe == right.rpe && left.rir == right.rir
            && left.tagCount == right.tagCount && left.tagKinds == right.tagKinds
    }
}
