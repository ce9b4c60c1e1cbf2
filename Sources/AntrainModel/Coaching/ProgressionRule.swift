/// How the next session's load follows from the last (LANGUAGE.md §8.1, `progress:`).
///
/// One rule per exercise, written on the profile, a program, a template or a template item;
/// the nearest wins. ``rpe`` is the seed's rule and the default.
public struct ProgressionRule: Codable, Sendable, Hashable {
    /// The rule's shape: what counts as a successful session and what follows it.
    public enum Kind: Codable, Sendable, Hashable {
        /// The seed's rule (§7.5): the last top set adjusted by its RPE.
        case rpe
        /// Repeat the last session's loads.
        case none
        /// Every planned rep done: + step next time.
        case linear
        /// Reps climb from `low` to `high` at one load; every set at `high`: + step, back to `low`.
        case double(low: Int, high: Int)
        /// The session's reps over all working sets reach `reps`: + step.
        case sum(reps: Int)
    }

    /// What a success adds: a load in a unit (nil: the athlete's unit) or a share of the load.
    public enum Step: Codable, Sendable, Hashable {
        case load(Double, unit: WeightUnit?)
        case percent(Double)

        /// The load `last` (kg) plus this step, in kg, for an athlete who lifts in `unit`.
        public func applied(to last: Double, athleteUnit unit: WeightUnit) -> Double {
            switch self {
            case .load(let amount, let written): last + (written ?? unit).toKilograms(amount)
            case .percent(let percent): last * (1 + percent / 100)
            }
        }
    }

    /// Failed sessions in a row before a deload, when the rule does not say.
    public static let defaultStall = 3
    /// The share taken off at a deload, in percent, when the rule does not say.
    public static let defaultDeloadPercent = 10.0

    public var kind: Kind
    /// What a success adds; nil for ``Kind/rpe`` and ``Kind/none``.
    public var step: Step?
    /// Failed sessions in a row that trigger the deload.
    public var stall: Int
    /// How much the deload takes off the last load, in percent.
    public var deloadPercent: Double

    public init(kind: Kind, step: Step? = nil, stall: Int = Self.defaultStall, deloadPercent: Double = Self.defaultDeloadPercent) {
        self.kind = kind
        self.step = step
        self.stall = stall
        self.deloadPercent = deloadPercent
    }

    /// The seed's rule, which applies where nothing is written.
    public static let rpe = ProgressionRule(kind: .rpe)

    /// Whether the rule counts successes and failures (linear, double, sum); the seed's rule
    /// and `none` keep no streak.
    public var keepsStreak: Bool {
        switch kind {
        case .rpe, .none: false
        case .linear, .double, .sum: true
        }
    }

    /// The rule in its shortest form: `linear +2.5kg stall 4`, options only when they differ
    /// from the defaults.
    public var canonicalText: String { text(withDefaults: false) }

    /// The rule with every option spelt out (`linear +2.5kg stall 3 deload 10%`), for hover:
    /// what applies, defaults included.
    public var fullText: String { text(withDefaults: true) }

    private func text(withDefaults: Bool) -> String {
        var words: [String]
        switch kind {
        case .rpe: return "rpe"
        case .none: return "none"
        case .linear: words = ["linear"]
        case .double(let low, let high): words = ["double", "\(low)-\(high)"]
        case .sum(let reps): words = ["sum", String(reps)]
        }
        if let step { words.append(step.text) }
        if withDefaults || stall != Self.defaultStall { words += ["stall", String(stall)] }
        if withDefaults || deloadPercent != Self.defaultDeloadPercent { words += ["deload", Self.number(deloadPercent) + "%"] }
        return words.joined(separator: " ")
    }

    /// Exported as the rule written out in full (`"linear +2.5kg stall 3 deload 10%"`), the
    /// form a lifter reads and the reader reads back.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(fullText)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard case .success(let rule) = ProgressionRuleReader.read(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "`\(text)` is no progression rule")
        }
        self = rule
    }

    /// `2.5`, `10`: a number without a needless `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension ProgressionRule.Step {
    /// `+2.5kg`, `+5lb`, `+2.5`, `+5%`.
    public var text: String {
        switch self {
        case .load(let amount, let unit): "+" + ProgressionRule.number(amount) + (unit?.rawValue ?? "")
        case .percent(let percent): "+" + ProgressionRule.number(percent) + "%"
        }
    }
}

/// Where the rule that applies to an exercise was written (nearest first).
public enum ProgressionOrigin: String, Codable, Sendable, Hashable {
    case item, template, program, profile
    /// Nothing was written: the seed's RPE rule.
    case standard
}
