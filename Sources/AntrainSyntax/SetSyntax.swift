/// The load of a set: a weight, or bodyweight with an optional offset.
public struct LoadSyntax: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `100`, `225lb`, `-5` (negative: an error the validator reports).
        case weight(Double)
        /// `BW`, `BW+10` (offset 10), `BW-20` (offset -20).
        case bodyweight(offset: Double)
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

/// One set as written: `[x] BW+10 x 6 x3 @8.5 failure rest 2:00`.
///
/// Grammar: `[BOX] (LOAD? 'x' REPS | LOAD? DURATION) ['x' COUNT] ['@' RPE] [TAG]*`.
public struct SetSyntax: Hashable, Sendable {
    public var range: TextRange
    public var box: BoxSyntax?
    public var load: LoadSyntax?
    public var reps: NumberSyntax?
    public var duration: DurationSyntax?
    public var count: NumberSyntax?
    public var rpe: NumberSyntax?
    public var tags: [SetTagSyntax]

    public init(range: TextRange) {
        self.range = range
        self.tags = []
    }

    /// `[ ]`: planned, not done yet.
    public var isPlanned: Bool { box.map { !$0.isChecked } ?? false }
    public var isWarmup: Bool { tags.contains { $0.kind == .warmup } }
    /// How many sets this one stands for (`x3`), at least 1 (and at most a million, so a
    /// typo of twenty digits is a count, not a crash).
    public var repeatCount: Int {
        guard let value = count?.value, value >= 1 else { return 1 }
        return Int(min(value, 1_000_000))
    }
}
