/// Reading the common meal header (`2026-11-20 12:30 lunch`, `2026-11-20 kahvaltı`) in one
/// pass over its bytes, without lexing it into the token buffer.
///
/// Most headers of a log are meals written as a date, perhaps a time, and a meal's word, and
/// nothing else. This accepts only that exact shape: a `YYYY-MM-DD` date, an `HH:MM` time, each
/// followed by white space, and one word that is a meal's (with its kind, so nothing may follow
/// it) ending the content. Anything else (a note, a custom meal name, another kind, a date or
/// a time that is not real, so that a diagnostic is due) leaves the line to the full read.
/// The rules of what it reads are the full read's own: the date (``ParserState/dateSyntax(_:_:)``),
/// the time of day (``ParserState/timeSyntax(hour:minute:range:)``) and the meal words
/// (``DatedKindWord``). Only finding the pieces' bytes is this reader's, and debug and fuzzing
/// builds hold it to the full read (the same entry for every line this accepts).
extension LineReader {
    /// A meal header read from its bytes.
    struct PlainMealHeader {
        var date: DateSyntax
        var time: TimeSyntax?
        var keyword: TextRange
        var meal: MealKind
    }

    /// The meal header on `line`, when it has exactly the shape above; nil otherwise.
    func plainMealHeader(_ line: PhysicalLine) -> PlainMealHeader? {
        let start = line.contentStart, end = line.contentEnd
        precondition(end <= Int(UInt32.max), "a source is at most 4 GiB")
        // `YYYY-MM-DD` and white space.
        let dateEnd = start + 10
        guard dateEnd < end, bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
              classes[Int(bytes[dateEnd])] == .whiteSpace, areDigits(start, start + 4), areDigits(start + 5, start + 7),
              areDigits(start + 8, dateEnd) else { return nil }
        var cursor = skipWhiteSpace(from: dateEnd, to: end)
        // `HH:MM` and white space.
        var time: TimeSyntax?
        if cursor < end, Lexer.isDigit(bytes[cursor]) {
            let clockEnd = cursor + 5
            guard clockEnd < end, bytes[cursor + 2] == UInt8(ascii: ":"), Lexer.isDigit(bytes[cursor + 1]),
                  Lexer.isDigit(bytes[cursor + 3]), Lexer.isDigit(bytes[cursor + 4]),
                  classes[Int(bytes[clockEnd])] == .whiteSpace else { return nil }
            func digit(_ offset: Int) -> Int { Int(bytes[cursor + offset] &- UInt8(ascii: "0")) }
            let clock = ParserState.timeSyntax(hour: digit(0) * 10 + digit(1), minute: digit(3) * 10 + digit(4), range: TextRange(cursor, clockEnd))
            // An invalid time is the full read's to report.
            guard clock.isValid else { return nil }
            time = clock
            cursor = skipWhiteSpace(from: clockEnd, to: end)
        }
        // One word to the end of the content: the meal's.
        let wordStart = cursor
        while cursor < end, classes[Int(bytes[cursor])] == .word { cursor += 1 }
        // A word ending in `x` may be a times sign to the lexer (`x`); none is a meal's.
        guard cursor == end, cursor > wordStart, bytes[cursor - 1] | 0x20 != UInt8(ascii: "x"),
              let word = DatedKindWord.matcher.match(bytes, wordStart..<cursor), word.entryKind == .meal,
              let meal = word.mealKind
        else { return nil }
        // Read last: most headers that are no meal's are turned away before it.
        let date = ParserState.dateSyntax(bytes, TextRange(start, dateEnd))
        guard date.isValid else { return nil }
        return PlainMealHeader(date: date, time: time, keyword: TextRange(wordStart, cursor), meal: meal)
    }

    private func areDigits(_ start: Int, _ end: Int) -> Bool {
        for offset in start..<end where !Lexer.isDigit(bytes[offset]) { return false }
        return true
    }

    private func skipWhiteSpace(from start: Int, to end: Int) -> Int {
        var cursor = start
        while cursor < end, classes[Int(bytes[cursor])] == .whiteSpace { cursor += 1 }
        return cursor
    }
}
