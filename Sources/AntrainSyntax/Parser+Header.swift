import AntrainBasics
/// Reading header lines (LANGUAGE.md §3 and §4).
extension ParserState {
    mutating func parseHeader(_ line: PhysicalLine) -> RawEntry {
        // A meal's header of a date, a time and its word is read from its bytes
        // (``LineReader/plainMealHeader(_:)``).
        if let plain = reader.plainMealHeader(line) {
            let bodyStart = Int32(arena.lines.count)
            let entry = RawEntry(
                line: Int32(line.number), bodyStart: bodyStart, bodyEnd: bodyStart, range: line.range,
                headerRange: TextRange(line.range.lowerBound, line.contentEnd), date: plain.date, time: plain.time,
                keyword: plain.keyword, note: nil, header: Int32(arena.headers.count), kind: .meal
            )
            let header = EntryHeaderSyntax.meal(kind: plain.meal, customName: nil)
            #if DEBUG || FUZZING
            checkPlainMealHeader(entry, header, line)
            #endif
            arena.headers.append(header)
            return entry
        }
        return parseWholeHeader(line)
    }

    #if DEBUG || FUZZING
    /// Holds a meal header read from its bytes to the full read of its line.
    private mutating func checkPlainMealHeader(_ entry: RawEntry, _ header: EntryHeaderSyntax, _ line: PhysicalLine) {
        let reportedBefore = diagnostics.count
        let general = parseWholeHeader(line)
        let generalHeader = arena.headers.removeLast()
        precondition(general.date == entry.date && general.time == entry.time && general.keyword == entry.keyword
               && general.note == entry.note && general.kind == entry.kind && general.header == entry.header
               && general.range == entry.range && general.headerRange == entry.headerRange
               && general.bodyStart == entry.bodyStart && general.bodyEnd == entry.bodyEnd && general.line == entry.line
               && generalHeader == header && diagnostics.count == reportedBefore,
               "a meal header read from its bytes differs from its full read: \(header) \(generalHeader)")
    }
    #endif

    /// Reads a header line from its tokens.
    private mutating func parseWholeHeader(_ line: PhysicalLine) -> RawEntry {
        load(line)
        let bodyStart = Int32(arena.lines.count)
        var entry = RawEntry(
            line: Int32(line.number), bodyStart: bodyStart, bodyEnd: bodyStart, range: line.range,
            headerRange: TextRange(line.range.lowerBound, line.contentEnd),
            date: nil, time: nil, keyword: nil, note: reader.note, header: Int32(arena.headers.count), kind: nil
        )
        // Set once and moved into the arena: the header is an enum with strings and arrays in
        // some cases, and every overwrite or copy of one goes through its outlined copy.
        let header: EntryHeaderSyntax
        if reader.count > 0 {
            checkStrings()
            switch reader[0].kind {
            case .date:
                header = parseDatedHeader(into: &entry, line: line)
            case .word:
                header = parseDefinitionHeader(into: &entry, line: line)
            default:
                report(SyntaxDiagnostics.expectedHeader(TextRange(line.contentStart, line.contentEnd)))
                header = .unreadable
            }
        } else {
            header = .unreadable
        }
        entry.kind = header.kind
        arena.headers.append(header)
        return entry
    }

    /// Reports every unterminated string on the loaded line. Inlined as far as its first test:
    /// most lines hold no string, and a call per line cost more than the test.
    @inline(__always)
    mutating func checkStrings() {
        if reader.hasString { checkStringTokens() }
    }

    private mutating func checkStringTokens() {
        for token in reader.tokens where token.kind == .string {
            if token.length < 2 || bytes[Int(token.end) - 1] != UInt8(ascii: "\"") {
                report(SyntaxDiagnostics.unterminatedString(token.range))
            }
        }
    }

    private mutating func parseDatedHeader(into entry: inout RawEntry, line: PhysicalLine) -> EntryHeaderSyntax {
        let date = Self.dateSyntax(bytes, reader[0].range)
        entry.date = date
        if !date.isValid { report(SyntaxDiagnostics.invalidDate(date)) }
        var cursor = 1
        if reader.kind(at: cursor) == .clock {
            let parts = reader.clockParts(cursor)
            if parts.count == 2 {
                let time = Self.timeSyntax(hour: parts[0], minute: parts[1], range: reader[cursor].range)
                entry.time = time
                if !time.isValid { report(SyntaxDiagnostics.invalidTime(time)) }
                cursor += 1
            }
        }
        guard cursor < reader.count, reader[cursor].kind == .word else {
            let range = cursor < reader.count ? reader[cursor].range : TextRange(line.contentEnd, line.contentEnd)
            report(SyntaxDiagnostics.expectedEntryKind(range), .missing)
            return .unknownKind
        }
        entry.keyword = reader[cursor].range
        guard let word = reader.word(cursor, in: DatedKindWord.self) else {
            report(SyntaxDiagnostics.unknownEntryKind(source.text(reader[cursor].range), reader[cursor].range))
            return .unknownKind
        }
        cursor += 1
        let meal = word.mealKind
        switch word.entryKind {
        case .lifting: return liftingHeader(from: cursor)
        case .cardio: return cardioHeader(from: cursor)
        case .metcon: return metconHeader(from: cursor)
        case .meal: return mealHeader(meal, from: cursor)
        case .bodyweight: return bodyweightHeader(from: cursor, line: line)
        case .trainingMax: return trainingMaxHeader(from: cursor, line: line)
        case .programStart: return programStartHeader(from: cursor, line: line)
        case .measure: return .measure(measurements: measurements(from: cursor))
        default: return .unreadable
        }
    }

    private mutating func parseDefinitionHeader(into entry: inout RawEntry, line: PhysicalLine) -> EntryHeaderSyntax {
        guard let kind = reader.word(0, in: DefinitionWord.self)?.entryKind else {
            report(SyntaxDiagnostics.expectedHeader(TextRange(line.contentStart, line.contentEnd)))
            return .unreadable
        }
        entry.keyword = reader[0].range
        if kind == .profile {
            if reader.count > 1 {
                report(SyntaxDiagnostics.unexpected(
                    SyntaxMessages.profileStandsAlone,
                    reader.span(1, reader.count)))
            }
            return .profile
        }
        var name: NameSyntax?
        if reader.count > 1 {
            name = reader.name(1, reader.count)
        } else {
            report(SyntaxDiagnostics.expectedName(reader.lowercased(0), TextRange(line.contentEnd, line.contentEnd)), .missing)
        }
        switch kind {
        case .exercise: return .exerciseDefinition(name: name)
        case .food: return .foodDefinition(name: name)
        case .program: return .programDefinition(name: name)
        case .recipe: return .recipeDefinition(name: name)
        default: return .template(name: name)
        }
    }

    private mutating func liftingHeader(from start: Int) -> EntryHeaderSyntax {
        var cursor = start
        var title: NameSyntax?
        var duration: DurationSyntax?
        if reader.kind(at: cursor) == .string {
            title = reader.name(cursor, cursor + 1)
            cursor += 1
        } else {
            let titleStart = cursor
            var probe = cursor
            while cursor < reader.count, reader.duration(at: &probe) == nil {
                cursor += 1
                probe = cursor
            }
            if cursor > titleStart { title = NameSyntax(range: reader.span(titleStart, cursor), isQuoted: false) }
        }
        duration = reader.duration(at: &cursor)
        reportLeftovers(from: cursor, SyntaxMessages.nothingAfterDuration)
        return .lifting(title: title, duration: duration)
    }

    private mutating func cardioHeader(from start: Int) -> EntryHeaderSyntax {
        var cursor = start
        var type: TextRange?
        if reader.kind(at: cursor) == .word, !reader.isWord(cursor, "pace") {
            type = reader[cursor].range
            cursor += 1
        }
        var distance: DistanceSyntax?
        var duration: DurationSyntax?
        var pace: PaceSyntax?
        while cursor < reader.count {
            if let read = reader.distance(at: &cursor) { distance = read; continue }
            if let read = reader.duration(at: &cursor) { duration = read; continue }
            if reader.isWord(cursor, "pace") {
                var after = cursor + 1
                if reader.kind(at: after) == .colon { after += 1 }
                if let read = reader.pace(at: &after) { pace = read; cursor = after; continue }
            }
            if let read = reader.pace(at: &cursor) { pace = read; continue }
            reportLeftovers(from: cursor, SyntaxMessages.cardioLeftovers)
            break
        }
        return .cardio(type: type, distance: distance, duration: duration, pace: pace)
    }

    private mutating func metconHeader(from start: Int) -> EntryHeaderSyntax {
        var cursor = start
        var type: TextRange?
        if reader.kind(at: cursor) == .word {
            type = reader[cursor].range
            cursor += 1
            // `for-time` is three tokens.
            if reader.kind(at: cursor) == .minus, reader.isWord(cursor + 1, "time"), reader.isAdjacent(cursor) {
                type = reader.span(cursor - 1, cursor + 2)
                cursor += 2
            }
        }
        var duration: DurationSyntax?
        var rounds: NumberSyntax?
        var result: NameSyntax?
        while cursor < reader.count {
            if reader.kind(at: cursor) == .number, reader.isWord(cursor + 1, oneOf: WordLists.rounds) {
                rounds = reader.number(cursor)
                cursor += 2
                continue
            }
            if let read = reader.duration(at: &cursor) { duration = read; continue }
            if reader.kind(at: cursor) == .string {
                result = reader.name(cursor, cursor + 1)
                cursor += 1
                continue
            }
            reportLeftovers(from: cursor, SyntaxMessages.metconLeftovers)
            break
        }
        return .metcon(type: type, duration: duration, rounds: rounds, result: result)
    }

    private mutating func mealHeader(_ meal: MealKind?, from start: Int) -> EntryHeaderSyntax {
        if meal != nil {
            reportLeftovers(from: start, SyntaxMessages.nothingAfterMealName)
            return .meal(kind: meal, customName: nil)
        }
        guard start < reader.count else {
            report(SyntaxDiagnostics.unexpected(SyntaxMessages.mealNameMissing,
                                                reader[start - 1].range), .missing)
            return .meal(kind: nil, customName: nil)
        }
        return .meal(kind: nil, customName: reader.name(start, reader.count))
    }

    private mutating func bodyweightHeader(from start: Int, line: PhysicalLine) -> EntryHeaderSyntax {
        var cursor = start
        guard let weight = reader.quantity(at: &cursor, units: WordLists.loadUnits) else {
            let range = start < reader.count ? reader.span(start, reader.count) : TextRange(line.contentEnd, line.contentEnd)
            report(SyntaxDiagnostics.unexpected(SyntaxMessages.bodyweightMissing, range), .missing)
            return .bodyweight(weight: nil)
        }
        reportLeftovers(from: cursor, SyntaxMessages.nothingAfterBodyweight)
        return .bodyweight(weight: weight)
    }

    /// Reports the tokens from `index` to the end of the line as unexpected, if any.
    mutating func reportLeftovers(from index: Int, _ message: MessageKey) {
        guard index < reader.count else { return }
        report(SyntaxDiagnostics.unexpected(message, reader.span(index, reader.count)))
    }

    /// A date token's parts, checked against the calendar. (Static: a method of the parser's
    /// state, called from a mutating one, copied the whole state.)
    /// A header's `HH:MM`, valid when it is a time of day: the one rule for both readers of a
    /// header (this one and ``LineReader/plainMealHeader(_:)``).
    static func timeSyntax(hour: Int, minute: Int, range: TextRange) -> TimeSyntax {
        TimeSyntax(hour: hour, minute: minute, range: range, isValid: hour < 24 && minute < 60)
    }

    static func dateSyntax(_ bytes: UnsafeBufferPointer<UInt8>, _ range: TextRange) -> DateSyntax {
        // Three numbers in locals, not an array: a header is read per entry.
        var (year, month, day) = (0, 0, 0)
        if range.length == 10 {
            // `YYYY-MM-DD`, as nearly every date is written (the lexer's date is four digits, a
            // dash, one or two digits, a dash, one or two): each digit is at a known place.
            let at = range.lowerBound
            func digit(_ offset: Int) -> Int { Int(bytes[at + offset] &- UInt8(ascii: "0")) }
            year = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3)
            month = digit(5) * 10 + digit(6)
            day = digit(8) * 10 + digit(9)
        } else {
            var part = 0
            for offset in range.lowerBound..<range.upperBound {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "-") {
                    part += 1
                } else {
                    let digit = Int(byte - 48)
                    switch part {
                    case 0: year = year * 10 + digit
                    case 1: month = month * 10 + digit
                    default: day = day * 10 + digit
                    }
                }
            }
        }
        let isValid = range.length == 10 && (1...12).contains(month) && day >= 1
            && day <= CalendarMath.daysIn(month: month, year: year) && year >= 1900
        return DateSyntax(year: year, month: month, day: day, range: range, isValid: isValid)
    }
}
