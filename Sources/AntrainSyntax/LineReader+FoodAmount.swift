/// The one rule for a food's amount (LANGUAGE.md §9: `Chicken Breast 200g`, `Egg x2`, `Egg 2x`,
/// `Banana 2`), read from the last two tokens of the line. Both readers of a food line ask it:
/// the full read over the lexer's tokens (``ParserState/foodItem(line:)``) and the byte-level
/// read of a plain food (``LineReader/plainFood(_:)``), so the grammar of an amount is written
/// once and the two cannot disagree about it.
extension LineReader {
    /// A food's amount and how many tokens it takes from the end of the line (the name ends
    /// before them); nil when the line's last tokens are no amount.
    /// - Parameters:
    ///   - last, beforeLast: the line's last two tokens (`beforeLast` is read only when
    ///     `count` ≥ 2).
    ///   - count: how many tokens the line's content holds. An amount of two tokens needs a
    ///     name before it (`200 g` alone is a food named `200 g`); a bare number needs one word.
    func foodAmount(last: Token, beforeLast: Token, count: Int) -> (amount: AmountSyntax, tokens: Int)? {
        guard count >= 2 else { return nil }
        if count >= 3 {
            let range = TextRange(start: beforeLast.start, end: last.end)
            switch (beforeLast.kind, last.kind) {
            case (.number, .word):
                // Compared in place, in one lookup: a String per food line would be the
                // parser's one allocation.
                guard let unit = foodAmountUnit(last) else { return nil }
                let number = NumberSyntax(value: Self.parseNumber(bytes, beforeLast.range), range: beforeLast.range)
                return (AmountSyntax(kind: unit.amount(of: number.value), number: number, range: range), 2)
            case (.times, .number):
                let number = NumberSyntax(value: Self.parseNumber(bytes, last.range), range: last.range)
                return (AmountSyntax(kind: .servings(number.value), number: number, range: range), 2)
            case (.number, .times):
                let number = NumberSyntax(value: Self.parseNumber(bytes, beforeLast.range), range: beforeLast.range)
                return (AmountSyntax(kind: .servings(number.value), number: number, range: range), 2)
            default:
                break
            }
        }
        guard last.kind == .number else { return nil }
        let number = NumberSyntax(value: Self.parseNumber(bytes, last.range), range: last.range)
        return (AmountSyntax(kind: .bare(number.value), number: number, range: number.range), 1)
    }
}
