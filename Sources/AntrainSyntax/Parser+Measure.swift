/// Reading `measure` entries (LANGUAGE.md §9.1): `SITE VALUE` pairs separated by commas, on
/// the header line after `measure` or on body lines of their own.
extension ParserState {
    /// The measurements of the loaded line from token `start` to its end; a pair that does
    /// not read is reported and left out, and the pairs after it still read.
    mutating func measurements(from start: Int) -> [MeasurementSyntax] {
        var found: [MeasurementSyntax] = []
        var segmentStart = start
        for index in start...reader.count where index == reader.count || reader[index].kind == .comma {
            if index > segmentStart {
                if let measurement = measurement(segmentStart, index) {
                    found.append(measurement)
                } else {
                    report(SyntaxDiagnostics.unexpected(SyntaxMessages.expectedMeasurement, reader.span(segmentStart, index)))
                }
            } else if index < reader.count {
                report(SyntaxDiagnostics.unexpected(SyntaxMessages.expectedMeasurement, reader[index].range))
            }
            segmentStart = index + 1
        }
        return found
    }

    /// `[left|right] SITE NUMBER [cm|in|%]` over the tokens `start..<end`, or nil.
    private func measurement(_ start: Int, _ end: Int) -> MeasurementSyntax? {
        var cursor = start
        var side: MeasurementSide?
        if end - start > 2, reader[cursor].kind == .word, let written = MeasurementSide.named(reader.lowercased(cursor)) {
            side = written
            cursor += 1
        }
        let wordsStart = cursor
        var words: [String] = []
        while cursor < end, reader[cursor].kind == .word {
            words.append(reader.lowercased(cursor))
            cursor += 1
        }
        guard !words.isEmpty, cursor < end, reader[cursor].kind == .number else { return nil }
        let siteWordsRange = reader.span(wordsStart, cursor)
        let number = reader.number(cursor)
        let numberIndex = cursor
        cursor += 1
        var unit: MeasurementUnit?
        var unitRange: TextRange?
        if cursor < end, reader[cursor].kind == .word, let written = MeasurementUnit.lengthNamed(reader.lowercased(cursor)) {
            unit = written
            unitRange = reader[cursor].range
            cursor += 1
        } else if cursor < end, reader.isPercentSign(cursor) {
            unit = .percent
            unitRange = reader[cursor].range
            cursor += 1
        }
        guard cursor == end else { return nil }
        return MeasurementSyntax(
            side: side, site: MeasurementSite.named(words.joined(separator: " ")), siteRange: reader.span(start, numberIndex),
            siteWordsRange: siteWordsRange, value: number, unit: unit, unitRange: unitRange,
            valueRange: reader.span(numberIndex, end), range: reader.span(start, end)
        )
    }
}
