import Foundation

/// A small TextMate tokenizer, enough to test `Grammar/antrain.tmLanguage.json`.
///
/// It follows vscode-textmate where our grammar depends on it: `match` rules, `begin`/`end`
/// rules with `beginCaptures`, `endCaptures`, `captures` and `contentName`, captures that
/// carry their own `patterns` (retokenized on the text up to the capture's end, so
/// lookbehinds still see the line), `include` of `#name`, `$self` and `$base`, the end
/// pattern winning a tie with the inner patterns, and the earliest match winning otherwise
/// (the first rule on a tie). Regexes run on NSRegularExpression (ICU), one line plus its
/// `\n` at a time, with transparent and non-anchoring bounds so that `^` means "start of the
/// line" as in Oniguruma. Not supported, because the grammar does not use them:
/// back-references from `end` to `begin`, `while`, `applyEndPatternLast`, injections.
struct TextMateGrammar: @unchecked Sendable {
    // Unchecked: immutable after `init`, and NSRegularExpression is thread-safe for matching.

    let scopeName: String
    private let rules: [Rule]
    private let rootCandidates: [Int]
    private let candidatesByRule: [Int: [Int]]

    init(contentsOf url: URL) throws {
        try self.init(json: Data(contentsOf: url))
    }

    init(json data: Data) throws {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let scopeName = object["scopeName"] as? String
        else { throw TextMateGrammarError.invalidGrammar("no top-level object with a scopeName") }
        var builder = RuleBuilder()
        for (name, value) in (object["repository"] as? [String: Any]) ?? [:] {
            builder.repository[name] = try builder.compile(value as? [String: Any] ?? [:], at: "#\(name)")
        }
        let root = try builder.patterns(object["patterns"], at: "patterns")
        var candidatesByRule: [Int: [Int]] = [:]
        for (id, rule) in builder.rules.enumerated() {
            candidatesByRule[id] = try builder.flatten(rule.patterns, root: root)
        }
        self.scopeName = scopeName
        self.rules = builder.rules
        self.rootCandidates = try builder.flatten(root, root: root)
        self.candidatesByRule = candidatesByRule
    }

    /// Tokenizes a whole document; lines end at `\n`, and a `\r` before it is dropped.
    func tokenize(_ text: String) -> [TextMateLine] {
        var stack = [Frame(ruleID: nil, scopes: [scopeName], contentScopes: [scopeName])]
        var lines = text.components(separatedBy: "\n")
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines.map { rawLine in
            let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : rawLine
            let string = line + "\n"
            let length = string.utf16.count
            var scopes = [[String]](repeating: [scopeName], count: length)
            tokenize(string, from: 0, to: length, stack: &stack, into: &scopes)
            return TextMateLine(text: line, scopes: Array(scopes.dropLast()))
        }
    }

    // MARK: - Tokenizing

    private struct Frame {
        var ruleID: Int?
        var scopes: [String]
        var contentScopes: [String]
    }

    private enum Winner {
        case end
        case rule(Int)
    }

    private func tokenize(
        _ string: String, from start: Int, to limit: Int, stack: inout [Frame], into scopes: inout [[String]]
    ) {
        var position = start
        var stalls = 0
        while true {
            let frame = stack[stack.count - 1]
            guard let (winner, match) = bestMatch(in: string, from: position, to: limit, frame: frame) else {
                fill(&scopes, position..<limit, with: frame.contentScopes)
                return
            }
            fill(&scopes, position..<match.range.location, with: frame.contentScopes)
            switch winner {
            case .end:
                let rule = rules[frame.ruleID!]
                apply(rule.endCaptures ?? rule.captures, of: match, in: string, base: frame.scopes, into: &scopes)
                if stack.count > 1 { stack.removeLast() }
            case .rule(let id):
                let rule = rules[id]
                let base = frame.contentScopes + (rule.name.map { [$0] } ?? [])
                if rule.match != nil {
                    apply(rule.captures, of: match, in: string, base: base, into: &scopes)
                } else {
                    apply(rule.beginCaptures ?? rule.captures, of: match, in: string, base: base, into: &scopes)
                    let content = base + (rule.contentName.map { [$0] } ?? [])
                    stack.append(Frame(ruleID: id, scopes: base, contentScopes: content))
                }
            }
            let next = NSMaxRange(match.range)
            stalls = next == position ? stalls + 1 : 0
            if stalls > 2 * stack.count + 8 {  // A grammar looping without advancing: give up on the line.
                fill(&scopes, position..<limit, with: stack[stack.count - 1].contentScopes)
                return
            }
            position = next
            if position >= limit, match.range.length > 0 { return }
        }
    }

    private func bestMatch(
        in string: String, from position: Int, to limit: Int, frame: Frame
    ) -> (Winner, NSTextCheckingResult)? {
        let range = NSRange(location: position, length: limit - position)
        let options: NSRegularExpression.MatchingOptions = [.withTransparentBounds, .withoutAnchoringBounds]
        var best: (Winner, NSTextCheckingResult)?
        if let id = frame.ruleID, let end = rules[id].end,
           let match = end.firstMatch(in: string, options: options, range: range) {
            best = (.end, match)
            if match.range.location == position { return best }
        }
        let candidates = frame.ruleID.map { candidatesByRule[$0] ?? [] } ?? rootCandidates
        for id in candidates {
            guard let regex = rules[id].match ?? rules[id].begin,
                  let match = regex.firstMatch(in: string, options: options, range: range)
            else { continue }
            if best == nil || match.range.location < best!.1.range.location {
                best = (.rule(id), match)
                if match.range.location == position { break }
            }
        }
        return best
    }

    private func apply(
        _ captures: [Int: Int]?, of match: NSTextCheckingResult, in string: String, base: [String],
        into scopes: inout [[String]]
    ) {
        fill(&scopes, match.range.location..<NSMaxRange(match.range), with: base)
        for (group, id) in (captures ?? [:]).sorted(by: { $0.key < $1.key }) where group < match.numberOfRanges {
            let range = match.range(at: group)
            guard range.location != NSNotFound, range.length > 0 else { continue }
            let span = range.location..<min(NSMaxRange(range), scopes.count)
            if let name = rules[id].name {
                for index in span { scopes[index].append(name) }
            }
            guard !(candidatesByRule[id] ?? []).isEmpty, let first = span.first else { continue }
            let captureScopes = scopes[first]
            var stack = [Frame(ruleID: id, scopes: captureScopes, contentScopes: captureScopes)]
            let prefix = (string as NSString).substring(to: NSMaxRange(range))
            tokenize(prefix, from: range.location, to: NSMaxRange(range), stack: &stack, into: &scopes)
        }
    }

    private func fill(_ scopes: inout [[String]], _ range: Range<Int>, with value: [String]) {
        for index in range where index < scopes.count { scopes[index] = value }
    }
}

/// One tokenized line: its text and, per UTF-16 unit, the scopes from outermost to innermost.
struct TextMateLine: Sendable {
    let text: String
    let scopes: [[String]]

    /// Runs of equal scopes, as an editor would colour them.
    var tokens: [(text: String, scopes: [String])] {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        var result: [(text: String, scopes: [String])] = []
        var start = 0
        for index in 1...units.count where index == units.count || scopes[index] != scopes[start] {
            result.append((String(decoding: units[start..<index], as: UTF16.self), scopes[start]))
            start = index
        }
        return result
    }
}

enum TextMateGrammarError: Error, CustomStringConvertible {
    case invalidGrammar(String)
    case invalidRegex(rule: String, pattern: String)
    case unknownInclude(String)

    var description: String {
        switch self {
        case .invalidGrammar(let why): "invalid grammar: \(why)"
        case .invalidRegex(let rule, let pattern): "\(rule): ICU rejects the regex \(pattern)"
        case .unknownInclude(let name): "include of an unknown repository entry \(name)"
        }
    }
}

// MARK: - Loading

private enum PatternReference {
    case rule(Int)
    case repository(String)
    case root
}

private struct Rule {
    var name: String?
    var contentName: String?
    var match: NSRegularExpression?
    var begin: NSRegularExpression?
    var end: NSRegularExpression?
    var captures: [Int: Int]?
    var beginCaptures: [Int: Int]?
    var endCaptures: [Int: Int]?
    var patterns: [PatternReference] = []
}

private struct RuleBuilder {
    var rules: [Rule] = []
    var repository: [String: Int] = [:]

    mutating func compile(_ object: [String: Any], at path: String) throws -> Int {
        var rule = Rule()
        rule.name = object["name"] as? String
        rule.contentName = object["contentName"] as? String
        rule.match = try regex(object["match"], at: path)
        rule.begin = try regex(object["begin"], at: path)
        rule.end = try regex(object["end"], at: path)
        rule.captures = try captures(object["captures"], at: path)
        rule.beginCaptures = try captures(object["beginCaptures"], at: path)
        rule.endCaptures = try captures(object["endCaptures"], at: path)
        rule.patterns = try patterns(object["patterns"], at: path)
        rules.append(rule)
        return rules.count - 1
    }

    mutating func patterns(_ value: Any?, at path: String) throws -> [PatternReference] {
        try ((value as? [[String: Any]]) ?? []).enumerated().map { index, object in
            switch object["include"] as? String {
            case let name? where name.hasPrefix("#"): .repository(String(name.dropFirst()))
            case "$self", "$base": .root
            case let other?: throw TextMateGrammarError.unknownInclude(other)
            case nil: .rule(try compile(object, at: "\(path).patterns[\(index)]"))
            }
        }
    }

    /// The rules that can start a match, with includes and pattern-only rules expanded.
    func flatten(_ references: [PatternReference], root: [PatternReference]) throws -> [Int] {
        var seen: Set<String> = []
        func expand(_ references: [PatternReference]) throws -> [Int] {
            try references.flatMap { reference -> [Int] in
                switch reference {
                case .root:
                    return seen.insert("$self").inserted ? try expand(root) : []
                case .repository(let name):
                    guard let id = repository[name] else { throw TextMateGrammarError.unknownInclude(name) }
                    return seen.insert(name).inserted ? try expand([.rule(id)]) : []
                case .rule(let id):
                    let rule = rules[id]
                    return rule.match != nil || rule.begin != nil ? [id] : try expand(rule.patterns)
                }
            }
        }
        return try expand(references)
    }

    private mutating func captures(_ value: Any?, at path: String) throws -> [Int: Int]? {
        guard let object = value as? [String: [String: Any]] else { return nil }
        var result: [Int: Int] = [:]
        for (key, capture) in object {
            guard let group = Int(key) else { throw TextMateGrammarError.invalidGrammar("\(path): capture \(key)") }
            result[group] = try compile(capture, at: "\(path).captures.\(key)")
        }
        return result
    }

    private func regex(_ value: Any?, at path: String) throws -> NSRegularExpression? {
        guard let pattern = value as? String else { return nil }
        do {
            return try NSRegularExpression(pattern: pattern)
        } catch {
            throw TextMateGrammarError.invalidRegex(rule: path, pattern: pattern)
        }
    }
}
