/// The significant tokens of one line and small helpers to read them.
///
/// Whitespace is left out and the trailing `# note` is split off, so the parser sees only
/// what matters; adjacency (`1h05min` vs `1h 05min`) is still visible from the offsets.
struct LineReader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The loaded line's tokens, in ``buffer`` (valid until the next ``load(from:to:)``).
    private(set) var tokens = UnsafeBufferPointer<Token>(start: nil, count: 0)
    var note: TextRange?
    /// Whether the loaded line holds a string token (most lines hold none, and the parser
    /// then skips looking for an unterminated one).
    private(set) var hasString = false
    /// The index of the loaded line's first `:` token, if it has one: the lexer notes it, so
    /// that asking whether an item line is a property (most are not, and hold no colon)
    /// does not walk its tokens.
    private(set) var firstColon: Int?
    private let buffer = TokenBuffer()
    let classes = ByteClass.table

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Lexes `start..<end` (a line's content) into `tokens`, reusing the buffer.
    mutating func load(from start: Int, to end: Int) {
        buffer.reserve(max(end - start, 1))
        var writer = TokenBuffer.Writer(buffer)
        Lexer.lex(bytes, from: start, to: end, includingWhitespace: false, classes: classes, into: &writer)
        var count = writer.count
        let notes = writer.notes.pointee
        hasString = notes.hasString
        firstColon = notes.firstColon < 0 ? nil : notes.firstColon
        note = nil
        if count > 0, buffer.base[count - 1].kind == .comment {
            note = buffer.base[count - 1].range
            count -= 1
        }
        tokens = UnsafeBufferPointer(start: buffer.base, count: count)
    }

    var count: Int { tokens.count }

    subscript(index: Int) -> Token { tokens[index] }

    func kind(at index: Int) -> TokenKind? { index < tokens.count ? tokens[index].kind : nil }

    /// The word of `vocabulary` the token at `index` spells (ASCII letters in any case), read
    /// from the bytes without building a `String`; nil for any other token.
    func word<Word: Vocabulary>(_ index: Int, in vocabulary: Word.Type) -> Word? {
        // As ``isWord(_:_:)``: a word, or `x`, which the lexer reads as a times sign.
        guard index < tokens.count, tokens[index].kind == .word || tokens[index].kind == .times else { return nil }
        return Word.matcher.match(bytes, Int(tokens[index].start)..<Int(tokens[index].end))
    }

    /// The word of `matcher` the token at `index` spells, as ``word(_:in:)`` reads a vocabulary's.
    func word<Word>(_ index: Int, in matcher: WordMatcher<Word>) -> Word? {
        guard index < tokens.count, tokens[index].kind == .word || tokens[index].kind == .times else { return nil }
        return matcher.match(bytes, Int(tokens[index].start)..<Int(tokens[index].end))
    }

    /// Whether tokens `index` and `index + 1` touch (no space between them).
    func isAdjacent(_ index: Int) -> Bool {
        index + 1 < tokens.count && tokens[index].end == tokens[index + 1].start
    }

    /// The token's text lower-cased in ASCII (non-ASCII bytes kept as they are).
    func lowercased(_ index: Int) -> String {
        let token = tokens[index]
        return String(unsafeUninitializedCapacity: token.length) { buffer in
            for offset in 0..<token.length {
                let byte = bytes[Int(token.start) + offset]
                buffer[offset] = (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
            }
            return token.length
        }
    }

    /// Whether the token at `index` is a word equal to `word` (ASCII, case-insensitive).
    ///
    /// Inlined as far as the token's kind and length: the set reader asks this of tokens that
    /// are mostly numbers (`bw`, `rir`), and a call per question cost more than the answer.
    @inline(__always)
    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        guard index < tokens.count, tokens[index].kind == .word || tokens[index].kind == .times,
              tokens[index].length == word.utf8CodeUnitCount else {
            return false
        }
        return spells(tokens[index], word)
    }

    /// Whether `token`, as long as `word`, spells it (ASCII, case-insensitive).
    private func spells(_ token: Token, _ word: StaticString) -> Bool {
        let pointer = word.utf8Start
        for offset in 0..<token.length {
            let byte = bytes[Int(token.start) + offset]
            let lowered = (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
            if lowered != pointer[offset] { return false }
        }
        return true
    }

    /// Whether tokens `0..<end` spell `spelling` (lowercase ASCII; ASCII letters of the
    /// tokens in any case), each gap between two tokens read as one space: the tokens
    /// `Per`, `100`, `g` spell `per 100g`.
    func spells(_ spelling: [UInt8], tokensBefore end: Int) -> Bool {
        var position = 0
        for index in 0..<min(end, tokens.count) {
            if index > 0, !isAdjacent(index - 1) {
                guard position < spelling.count, spelling[position] == UInt8(ascii: " ") else { return false }
                position += 1
            }
            let token = tokens[index]
            guard position + token.length <= spelling.count else { return false }
            for offset in Int(token.start)..<Int(token.end) {
                let byte = bytes[offset]
                if (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) != spelling[position] { return false }
                position += 1
            }
        }
        return position == spelling.count
    }

    /// Whether the word at `index` is one of `words` (lower-case ASCII spellings).
    ///
    /// The token is checked once and each spelling rejected on its length and first byte:
    /// the set reader asks this of nearly every token, and most are no unit at all.
    func isWord(_ index: Int, oneOf words: [StaticString]) -> Bool {
        guard index < tokens.count, tokens[index].kind == .word || tokens[index].kind == .times else { return false }
        let token = tokens[index]
        let length = token.length
        let start = Int(token.start)
        let first = bytes[start] >= 0x41 && bytes[start] <= 0x5A ? bytes[start] | 0x20 : bytes[start]
        for word in words where word.utf8CodeUnitCount == length && word.utf8Start[0] == first {
            let spelling = word.utf8Start
            var offset = 1
            while offset < length {
                let byte = bytes[start + offset]
                if (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) != spelling[offset] { break }
                offset += 1
            }
            if offset == length { return true }
        }
        return false
    }

    /// The value of a number token (digits with an optional fraction).
    func numberValue(_ index: Int) -> Double {
        Self.parseNumber(bytes, tokens[index].range)
    }

    func number(_ index: Int) -> NumberSyntax {
        NumberSyntax(value: numberValue(index), range: tokens[index].range)
    }

    /// Parses `digits[.digits]` without allocating.
    ///
    /// The whole digits are summed in an integer first, while it stays below 10^15: every
    /// step of the sum in a `Double` is then exact too, so the value is the same, without a
    /// conversion per digit (the lowering reads the numbers of every set through here). Longer
    /// numbers, which only a fuzzer writes, go on in a `Double` from where the integer stopped.
    static func parseNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ range: TextRange) -> Double {
        var cursor = range.lowerBound
        let end = range.upperBound
        var integer = 0
        while cursor < end, integer < 100_000_000_000_000 {
            let digit = bytes[cursor] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            integer = integer * 10 + Int(digit)
            cursor += 1
        }
        var whole = Double(integer)
        var fraction: Double = 0
        var scale: Double = 1
        var inFraction = false
        for offset in cursor..<end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if inFraction {
                scale /= 10
                fraction += Double(byte &- UInt8(ascii: "0")) * scale
            } else {
                whole = whole * 10 + Double(byte &- UInt8(ascii: "0"))
            }
        }
        return whole + fraction
    }

    /// The unit of a food's amount the word at `index` names. `g`, the unit of most food
    /// lines, is compared in place; the others are looked up.
    func foodAmountUnit(_ index: Int) -> FoodUnitWord? {
        guard index < tokens.count, tokens[index].kind == .word || tokens[index].kind == .times else { return nil }
        return foodAmountUnit(tokens[index])
    }

    /// The unit of a food's amount `token` (a word) names.
    func foodAmountUnit(_ token: Token) -> FoodUnitWord? {
        if token.length == 1, bytes[Int(token.start)] | 0x20 == UInt8(ascii: "g") { return .grams }
        return FoodUnitWord.matcher.match(bytes, Int(token.start)..<Int(token.end))
    }

    /// The colon-separated parts of a clock token (`1:05:00` → 1, 5, 0), without allocating:
    /// only the first three are kept, and `count` says how many there were.
    func clockParts(_ index: Int) -> ClockParts {
        var parts = ClockParts()
        var current = 0
        let token = tokens[index]
        // `HH:MM` and `M:SS`, as nearly every clock is written (a clock token is digits with
        // a digit after each colon, so the colon's place settles the form): each digit is at
        // a known place.
        let at = Int(token.start)
        func digit(_ offset: Int) -> Int { Int(bytes[at + offset] &- UInt8(ascii: "0")) }
        if token.length == 5, bytes[at + 2] == UInt8(ascii: ":") {
            parts.append(digit(0) * 10 + digit(1))
            parts.append(digit(3) * 10 + digit(4))
            return parts
        }
        if token.length == 4, bytes[at + 1] == UInt8(ascii: ":") {
            parts.append(digit(0))
            parts.append(digit(2) * 10 + digit(3))
            return parts
        }
        for offset in token.range.lowerBound..<token.range.upperBound {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ":") {
                parts.append(current)
                current = 0
            } else {
                // Saturates: twenty digits are a wrong clock, not an overflow.
                current = min(current * 10 + Int(byte &- UInt8(ascii: "0")), 999_999_999)
            }
        }
        parts.append(current)
        return parts
    }

    /// A name made of tokens `from..<to`: quoted when it is one string token.
    func name(_ from: Int, _ to: Int) -> NameSyntax {
        var name = NameSyntax(range: span(from, to), isQuoted: to == from + 1 && tokens[from].kind == .string)
        if name.isQuoted {
            let token = tokens[from]
            name.isClosed = token.length >= 2 && bytes[Int(token.end) - 1] == UInt8(ascii: "\"")
        }
        return name
    }

    /// The range from the start of token `from` to the end of token `to - 1`.
    func span(_ from: Int, _ to: Int) -> TextRange {
        TextRange(start: tokens[from].start, end: tokens[max(from, to - 1)].end)
    }
}

/// The parts of a clock token (`H:MM:SS`, `MM:SS`, `HH:MM`): the first three and how many.
struct ClockParts {
    private var values: (Int, Int, Int) = (0, 0, 0)
    private(set) var count = 0

    mutating func append(_ value: Int) {
        switch count {
        case 0: values.0 = value
        case 1: values.1 = value
        case 2: values.2 = value
        default: break
        }
        count += 1
    }

    subscript(index: Int) -> Int {
        switch index {
        case 0: values.0
        case 1: values.1
        default: values.2
        }
    }

    /// The parts read as a length of time, each one 60 of the next (`1:05:00` → 3900).
    var seconds: Double {
        var total = 0.0
        for index in 0..<min(count, 3) { total = total * 60 + Double(self[index]) }
        return total
    }
}
