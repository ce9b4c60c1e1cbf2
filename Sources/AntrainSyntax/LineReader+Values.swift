/// Readers for the value forms shared by headers, properties and sets. Each takes the
/// position of its first token, advances it past what it read, and returns `nil` (leaving
/// the position alone) when the tokens there are not of its form.
extension LineReader {
    /// `H:MM:SS`, `MM:SS`, `1h`, `1h05`, `1h05min`, `1h 30min`, `45min`, `45 min`, `60s`.
    func duration(at position: inout Int) -> DurationSyntax? {
        guard position < count else { return nil }
        let start = position
        if tokens[position].kind == .clock {
            let parts = clockParts(position)
            guard parts.count <= 3 else { return nil }
            let seconds = parts.seconds
            position += 1
            return DurationSyntax(seconds: seconds, range: tokens[start].range)
        }
        // A unit is a word token: most numbers are followed by `x` or nothing, and need no
        // spelling compared.
        guard tokens[position].kind == .number, position + 1 < count, tokens[position + 1].kind == .word,
              let unit = word(position + 1, in: DurationUnitWord.self) else { return nil }
        let value = numberValue(position)
        var cursor = position + 1
        var seconds: Double
        // The unit in one lookup; the number is read only when there is one.
        switch unit {
        case .hours:
            seconds = value * 3600
            cursor += 1
            // Minutes after hours: `1h05`, `1h05min`, `1h 30min`.
            if cursor < count, tokens[cursor].kind == .number {
                let touching = tokens[cursor - 1].end == tokens[cursor].start
                if isWord(cursor + 1, oneOf: WordLists.minutesAfterHours) {
                    seconds += numberValue(cursor) * 60
                    cursor += 2
                } else if touching {
                    seconds += numberValue(cursor) * 60
                    cursor += 1
                }
            }
        case .minutes:
            seconds = value * 60
            cursor += 1
            if cursor + 1 < count, tokens[cursor].kind == .number, isWord(cursor + 1, oneOf: WordLists.secondsAfterMinutes) {
                seconds += numberValue(cursor)
                cursor += 2
            }
        case .seconds:
            seconds = value
            cursor += 1
        }
        position = cursor
        return DurationSyntax(seconds: seconds, range: span(start, cursor))
    }

    /// `5.2km`, `2000m`, `3mi` (`m` is always metres).
    func distance(at position: inout Int) -> DistanceSyntax? {
        guard position + 1 < count, tokens[position].kind == .number else { return nil }
        let unit: DistanceSyntax.Unit
        if isWord(position + 1, "km") { unit = .km }
        else if isWord(position + 1, "m") { unit = .m }
        else if isWord(position + 1, oneOf: WordLists.miles) { unit = .mi }
        else { return nil }
        let number = number(position)
        let kilometres: Double
        switch unit {
        case .km: kilometres = number.value
        case .m: kilometres = number.value / 1000
        case .mi: kilometres = number.value * 1.609344
        }
        let range = span(position, position + 2)
        position += 2
        return DistanceSyntax(kilometres: kilometres, unit: unit, number: number, range: range)
    }

    /// `5:05/km`, `8:10/mi`.
    func pace(at position: inout Int) -> PaceSyntax? {
        guard position + 2 < count, tokens[position].kind == .clock, tokens[position + 1].kind == .slash else {
            return nil
        }
        let isPerMile: Bool
        if isWord(position + 2, "km") { isPerMile = false }
        else if isWord(position + 2, "mi") { isPerMile = true }
        else { return nil }
        let parts = clockParts(position)
        guard parts.count <= 3 else { return nil }
        let seconds = parts.seconds
        let perKilometre = isPerMile ? seconds / 1.609344 : seconds
        let range = span(position, position + 3)
        position += 3
        return PaceSyntax(secondsPerKilometre: perKilometre, isPerMile: isPerMile, range: range)
    }

    /// The number token of a signed number at `position` (`12`, or `-12` with the minus sign
    /// against it), and whether it is negative; nil when no number starts there.
    func signedNumber(at position: Int) -> (number: Int, isNegative: Bool)? {
        if kind(at: position) == .minus, kind(at: position + 1) == .number, isAdjacent(position) {
            return (position + 1, true)
        }
        return kind(at: position) == .number ? (position, false) : nil
    }

    /// A number, negative with a leading `-`, and an optional unit word after it.
    func quantity(at position: inout Int, units: [StaticString]? = nil) -> QuantitySyntax? {
        guard let start = signedNumber(at: position) else { return nil }
        var cursor = start.number
        let negative = start.isNegative
        var number = number(cursor)
        if negative {
            number.value = -number.value
            number.range.start = tokens[position].start
        }
        cursor += 1
        var unit: String?
        var unitRange: TextRange?
        if cursor < count, tokens[cursor].kind == .word {
            if units == nil || isWord(cursor, oneOf: units!) {
                unit = lowercased(cursor)
                unitRange = tokens[cursor].range
                cursor += 1
            }
        }
        let range = span(position, cursor)
        position = cursor
        return QuantitySyntax(number: number, unit: unit, unitRange: unitRange, range: range)
    }
}
