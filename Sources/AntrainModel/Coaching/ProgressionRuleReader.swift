/// Reads a `progress:` value (`linear +2.5kg stall 3 deload 10%`) into a ``ProgressionRule``.
///
/// The value is a few words, so it is read here from its text rather than by the line
/// parser: a problem says which word (by its UTF-8 offsets in the value) and why, and the
/// analysis turns it into `unknown-progression` or `invalid-progression`.
public enum ProgressionRuleReader {
    /// The rule words, in the order completion offers them.
    public static let ruleWords = ["rpe", "none", "linear", "double", "sum"]
    /// The option words after a rule's step.
    public static let optionWords = ["stall", "deload"]

    /// Why a value is no rule.
    public enum Problem: Error, Sendable, Hashable {
        /// A word where a rule or option word belongs (`lineal`).
        case unknownWord(String, offsets: Range<Int>)
        /// Numbers that cannot work: range low > high, a zero step, `stall 0`, deload ≥ 100 %;
        /// or a missing piece (a step, a range, a total).
        case invalid(InvalidReason, offsets: Range<Int>)
    }

    /// What is wrong with a rule's numbers.
    public enum InvalidReason: String, Sendable, Hashable {
        case rangeReversed, zeroStep, stallZero, deloadTooLarge, missingStep, missingRange, missingTotal, unexpected
    }

    /// The rule `text` writes, or the first problem in it.
    public static func read(_ text: String) -> Result<ProgressionRule, Problem> {
        let words = Self.words(text)
        guard let first = words.first else { return .failure(.invalid(.unexpected, offsets: 0..<0)) }
        var index = 1
        var rule: ProgressionRule
        switch first.text.lowercased() {
        case "rpe": rule = .rpe
        case "none": rule = ProgressionRule(kind: .none)
        case "linear": rule = ProgressionRule(kind: .linear)
        case "double":
            guard index < words.count, let range = reps(words[index].text) else {
                return .failure(.invalid(.missingRange, offsets: index < words.count ? words[index].offsets : first.offsets))
            }
            guard range.low <= range.high, range.low > 0 else { return .failure(.invalid(.rangeReversed, offsets: words[index].offsets)) }
            rule = ProgressionRule(kind: .double(low: range.low, high: range.high))
            index += 1
        case "sum":
            guard index < words.count, let total = Int(words[index].text), total > 0 else {
                return .failure(.invalid(.missingTotal, offsets: index < words.count ? words[index].offsets : first.offsets))
            }
            rule = ProgressionRule(kind: .sum(reps: total))
            index += 1
        default:
            return .failure(.unknownWord(first.text, offsets: first.offsets))
        }
        guard rule.kind != .rpe, rule.kind != .none else {
            return index < words.count ? .failure(.invalid(.unexpected, offsets: words[index].offsets)) : .success(rule)
        }
        guard index < words.count, let step = step(words[index].text) else {
            return .failure(.invalid(.missingStep, offsets: index < words.count ? words[index].offsets : first.offsets))
        }
        if step.isZero { return .failure(.invalid(.zeroStep, offsets: words[index].offsets)) }
        rule.step = step
        index += 1
        while index < words.count {
            let word = words[index]
            let option = word.text.lowercased()
            guard Self.optionWords.contains(option) else { return .failure(.unknownWord(word.text, offsets: word.offsets)) }
            guard index + 1 < words.count else { return .failure(.invalid(.unexpected, offsets: word.offsets)) }
            let value = words[index + 1]
            if option == "stall" {
                guard let count = Int(value.text) else { return .failure(.invalid(.unexpected, offsets: value.offsets)) }
                guard count > 0 else { return .failure(.invalid(.stallZero, offsets: value.offsets)) }
                rule.stall = count
            } else {
                let digits = value.text.hasSuffix("%") ? String(value.text.dropLast()) : value.text
                guard let percent = Double(digits), percent > 0 else { return .failure(.invalid(.unexpected, offsets: value.offsets)) }
                guard percent < 100 else { return .failure(.invalid(.deloadTooLarge, offsets: value.offsets)) }
                rule.deloadPercent = percent
            }
            index += 2
        }
        return .success(rule)
    }

    /// The rule as the formatter writes it: its words in lower case, one space apart, the
    /// step glued (`+ 2.5 KG` → `+2.5kg`), options kept as written (a default written stays); nil when it does not read.
    public static func canonicalText(_ text: String) -> String? {
        guard case .success = read(text) else { return nil }
        return words(text).map { word in
            if word.text.hasPrefix("+"), let step = step(word.text) { return step.text }
            return word.text.lowercased()
        }.joined(separator: " ")
    }

    /// The words of `text` with their UTF-8 offsets; `+ 2.5 kg` and `10 %` are joined to
    /// one word each, as lifters write them both ways.
    public static func words(_ text: String) -> [(text: String, offsets: Range<Int>)] {
        var result: [(text: String, offsets: Range<Int>)] = []
        var offset = 0
        var current = ""
        var start = 0
        func flush() {
            if !current.isEmpty { result.append((current, start..<offset)) }
            current = ""
        }
        for character in text {
            let width = character.utf8.count
            if character == " " || character == "\t" {
                flush()
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
            offset += width
        }
        flush()
        // Join a lone `+` to the number after it, and a unit or `%` to the number before it.
        var joined: [(text: String, offsets: Range<Int>)] = []
        for word in result {
            if let last = joined.last, last.text == "+" || (isUnit(word.text) && last.text.last?.isNumber == true) {
                joined[joined.count - 1] = (last.text + word.text, last.offsets.lowerBound..<word.offsets.upperBound)
            } else {
                joined.append(word)
            }
        }
        return joined
    }

    private static func isUnit(_ word: String) -> Bool { word == "%" || WeightUnit(written: word.lowercased()) != nil }

    /// `8-12` → (8, 12).
    private static func reps(_ word: String) -> (low: Int, high: Int)? {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]) else { return nil }
        return (low, high)
    }

    /// `+2.5kg`, `+5lb`, `+2.5`, `+5%`.
    private static func step(_ word: String) -> ProgressionRule.Step? {
        guard word.hasPrefix("+") else { return nil }
        let body = word.dropFirst()
        let digits = body.prefix { $0.isNumber || $0 == "." }
        guard let amount = Double(digits) else { return nil }
        let rest = body.dropFirst(digits.count).lowercased()
        if rest == "%" { return .percent(amount) }
        if rest.isEmpty { return .load(amount, unit: nil) }
        guard let unit = WeightUnit(written: rest) else { return nil }
        return .load(amount, unit: unit)
    }
}

extension ProgressionRule.Step {
    var isZero: Bool {
        switch self {
        case .load(let amount, _): amount == 0
        case .percent(let percent): percent == 0
        }
    }
}
