import AntrainSyntax

/// One line's tokens and the canonical text being built from them.
///
/// The printer re-lexes a line (tokens keep every byte) and writes it back token by token,
/// deciding only the spacing and the case of keywords. It records which tokens it has
/// written: a line whose tokens were not all written is printed as it was instead, so a
/// token the parser skipped can never be dropped.
struct LinePrinter {
    let bytes: [UInt8]
    private(set) var tokens: [Token] = []
    /// `# ...` at the end of the line.
    private(set) var note: TextRange?
    private var written: [Bool] = []
    private var writtenCount = 0
    var output: [UInt8] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Lexes `start..<end` (a line's content, indentation and trailing spaces excluded).
    mutating func load(from start: Int, to end: Int) {
        var list = tokens
        list.removeAll(keepingCapacity: true)
        bytes.withUnsafeBufferPointer { buffer in
            Lexer.lexLine(buffer, from: start, to: end, includingWhitespace: false, into: &list)
        }
        note = nil
        if let last = list.last, last.kind == .comment {
            note = last.range
            list.removeLast()
        }
        tokens = list
        written.removeAll(keepingCapacity: true)
        written.append(contentsOf: repeatElement(false, count: list.count))
        writtenCount = 0
        output.removeAll(keepingCapacity: true)
    }

    /// Whether every token of the line (its note aside) made it into the output.
    var hasWrittenEveryToken: Bool { writtenCount == tokens.count }

    // MARK: - Finding tokens

    /// The index of the first token that starts at or after `offset`.
    func firstIndex(atOrAfter offset: UInt32) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].start < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The tokens that lie inside `range`.
    func indices(in range: TextRange) -> Range<Int> {
        let lower = firstIndex(atOrAfter: range.start)
        var upper = lower
        while upper < tokens.count, tokens[upper].end <= range.end { upper += 1 }
        return lower..<upper
    }

    func isWord(_ index: Int, _ word: String) -> Bool {
        index < tokens.count && (tokens[index].kind == .word || tokens[index].kind == .times)
            && lowercased(index) == word
    }

    /// The token's text in ASCII lower case (other bytes kept), as the parser compares words.
    func lowercased(_ index: Int) -> String {
        let token = tokens[index]
        var result = [UInt8](bytes[token.range.lowerBound..<token.range.upperBound])
        for position in result.indices where result[position] >= 0x41 && result[position] <= 0x5A {
            result[position] |= 0x20
        }
        return String(decoding: result, as: UTF8.self)
    }

    // MARK: - Writing

    mutating func markWritten(_ indices: Range<Int>) {
        for index in indices where !written[index] {
            written[index] = true
            writtenCount += 1
        }
    }

    mutating func append(_ text: String) { output.append(contentsOf: text.utf8) }

    mutating func appendSpace() { output.append(UInt8(ascii: " ")) }

    /// The bytes of `range` exactly as written.
    mutating func appendVerbatim(_ range: TextRange) {
        output.append(contentsOf: bytes[range.lowerBound..<range.upperBound])
        markWritten(indices(in: range))
    }

    /// One token as written.
    mutating func appendToken(_ index: Int) {
        output.append(contentsOf: bytes[tokens[index].range.lowerBound..<tokens[index].range.upperBound])
        markWritten(index..<index + 1)
    }

    /// One token in ASCII lower case (a keyword, a unit, a tag).
    mutating func appendLowercased(_ index: Int) {
        append(lowercased(index))
        markWritten(index..<index + 1)
    }

    /// The note, one space after the content.
    mutating func appendNote() {
        guard let note else { return }
        if !output.isEmpty { appendSpace() }
        output.append(contentsOf: bytes[note.lowerBound..<note.upperBound])
    }

    /// How the words of a run of tokens are written.
    enum Words {
        /// ASCII lower case.
        case lowercased
        /// Lower case, with `lbs`/`kgs` written `lb`/`kg` (loads and bodyweights).
        case loadUnits
    }

    /// The tokens of `range` with canonical spacing: none before `,` and `:` and one after,
    /// none around `/`, a unit glued to its number when `gluesUnits`, and otherwise a
    /// space where the user had any (never one where there was none, which would change
    /// `1h05` into something else). Strings are kept as written.
    mutating func appendTokens(_ range: TextRange, gluesUnits: Bool, words: Words = .lowercased) {
        let run = indices(in: range)
        for index in run {
            if index > run.lowerBound, needsSpace(between: index - 1, and: index, gluesUnits: gluesUnits) {
                appendSpace()
            }
            switch tokens[index].kind {
            case .word:
                let word = lowercased(index)
                if words == .loadUnits, let unit = LoadUnit.named(word) {
                    append(unit.rawValue)
                } else {
                    append(word)
                }
                markWritten(index..<index + 1)
            case .times:
                appendLowercased(index)
            default:
                appendToken(index)
            }
        }
    }

    private func needsSpace(between left: Int, and right: Int, gluesUnits: Bool) -> Bool {
        let (a, b) = (tokens[left], tokens[right])
        if b.kind == .comma || b.kind == .colon { return false }
        if a.kind == .comma || a.kind == .colon { return true }
        if a.kind == .slash || b.kind == .slash { return false }
        if gluesUnits, a.kind == .number, b.kind == .word { return false }
        return a.end != b.start
    }
}
