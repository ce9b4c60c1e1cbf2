/// Reading the common food line (`Chicken Breast 200g`, `Egg x2`, `Banana`) in one pass over
/// its bytes, without lexing it into the token buffer.
///
/// Most lines of a log of meals are foods made of words, numbers and spaces only. For such a
/// line every token is a run of one byte class (a word, or a number: no date, clock or
/// fraction can form without `-`, `:` or `.`), so its reading needs only the last three tokens,
/// which this keeps as it goes. Any other byte (a colon that may make a property, a quote, a
/// note, punctuation) or a word the lexer might split (`kgx2`) leaves the line to the full
/// read. What makes an amount is not restated here: both reads ask
/// ``foodAmount(last:beforeLast:count:)``. Only the tokenizing is this reader's own, and debug
/// and fuzzing builds hold it to the lexer's (the same item for every line this accepts).
extension LineReader {
    /// A food line read from its bytes: the item and the content's range (first to last token).
    struct PlainFood {
        var item: FoodItemSyntax
        var content: TextRange
    }

    /// The food on `line`, when its content is words, numbers and white space only; nil
    /// otherwise (the line is then read whole).
    func plainFood(_ line: PhysicalLine) -> PlainFood? {
        let start = line.contentStart, end = line.contentEnd
        // Offsets are 32-bit in tokens and ranges, as the lexer checks.
        precondition(end <= Int(UInt32.max), "a source is at most 4 GiB")
        let none = Token(kind: .word, start: 0, end: 0)
        // The last three tokens, the last first.
        var (last, beforeLast, third) = (none, none, none)
        var first = none
        var count = 0
        var cursor = start
        while cursor < end {
            let tokenStart = cursor
            let kind: TokenKind
            switch classes[Int(bytes[cursor])] {
            case .whiteSpace:
                cursor += 1
                continue
            case .word:
                cursor += 1
                while cursor < end, classes[Int(bytes[cursor])] == .word { cursor += 1 }
                kind = bytes[cursor - 1] | 0x20 == UInt8(ascii: "x") && cursor - tokenStart == 1 ? .times : .word
                // A short word ending in `x` against a digit may be two tokens (`BWx8`).
                if kind == .word, bytes[cursor - 1] | 0x20 == UInt8(ascii: "x"), cursor - tokenStart <= 4, cursor < end,
                   Lexer.isDigit(bytes[cursor]) {
                    return nil
                }
            case .digit:
                cursor += 1
                while cursor < end, Lexer.isDigit(bytes[cursor]) { cursor += 1 }
                kind = .number
            default:
                return nil
            }
            third = beforeLast
            beforeLast = last
            last = Token(kind: kind, start: UInt32(truncatingIfNeeded: tokenStart), end: UInt32(truncatingIfNeeded: cursor))
            if count == 0 { first = last }
            count += 1
        }
        guard count > 0 else { return nil }
        // The amount by the one rule both readers follow (``foodAmount(last:beforeLast:count:)``).
        let read = foodAmount(last: last, beforeLast: beforeLast, count: count)
        let amount = read?.amount
        let nameEndFromBack = read?.tokens ?? 0
        let nameLast = nameEndFromBack == 0 ? last : nameEndFromBack == 1 ? beforeLast : third
        let name = NameSyntax(range: TextRange(start: first.start, end: nameLast.end), isQuoted: false)
        return PlainFood(
            item: FoodItemSyntax(name: name, amount: amount, range: TextRange(line.range.lowerBound, line.range.upperBound)),
            content: TextRange(start: first.start, end: last.end)
        )
    }
}
