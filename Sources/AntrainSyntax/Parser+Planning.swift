import AntrainBasics
/// Reading the planning lines of LANGUAGE.md §7: `DATE max EXERCISE LOAD`,
/// `DATE program NAME`, and a program's `week` and day lines.
extension ParserState {
    /// `max Bench Press 120kg`: the name runs up to the load, which ends the line.
    mutating func trainingMaxHeader(from start: Int, line: PhysicalLine) -> EntryHeaderSyntax {
        var loadStart = reader.count
        if loadStart - 1 > start, reader.kind(at: loadStart - 1) == .word, reader.kind(at: loadStart - 2) == .number,
           reader.loadUnit(at: loadStart - 1) != nil {
            loadStart -= 2
        } else if loadStart - 1 > start, reader.kind(at: loadStart - 1) == .number {
            loadStart -= 1
        }
        var cursor = loadStart
        guard loadStart > start, let load = reader.quantity(at: &cursor, units: WordLists.loadUnits), cursor == reader.count else {
            let range = start < reader.count ? reader.span(start, reader.count) : TextRange(line.contentEnd, line.contentEnd)
            report(SyntaxDiagnostics.trainingMaxLoadMissing(range), .missing)
            return .trainingMax(exercise: start < reader.count ? reader.name(start, reader.count) : nil, load: nil)
        }
        return .trainingMax(exercise: reader.name(start, loadStart), load: load)
    }

    /// `program Wave 5-3-1`, or `program none` (`program yok`).
    mutating func programStartHeader(from start: Int, line: PhysicalLine) -> EntryHeaderSyntax {
        guard start < reader.count else {
            report(SyntaxDiagnostics.programNameMissing(TextRange(line.contentEnd, line.contentEnd)), .missing)
            return .programStart(nil)
        }
        if start + 1 == reader.count, reader.isWord(start, oneOf: WordLists.noProgram) {
            return .programStart(.none(reader[start].range))
        }
        return .programStart(.program(reader.name(start, reader.count)))
    }

    /// A week (`week`, `hafta`) or a day line of a program, or nil when the line is neither (a property).
    /// The line's kind and its node's index in the arena.
    mutating func programLine(_ line: PhysicalLine) -> (kind: RawLineKind, index: Int)? {
        if reader.isWord(0, oneOf: WordLists.week), reader.count == 1 || reader.kind(at: 1) != .colon {
            let week = programWeek()
            arena.weeks.append(week)
            return (.programWeek, arena.weeks.count - 1)
        }
        if reader.kind(at: 1) == .colon, let day = Self.weekday(reader, at: 0) {
            let day = programDay(day)
            arena.days.append(day)
            return (.programDay, arena.days.count - 1)
        }
        return nil
    }

    /// The day a word names, in English or Turkish.
    static func weekday(_ reader: LineReader, at index: Int) -> ProgramWeekday? {
        reader.word(index, in: ProgramWeekday.self)
    }

    private mutating func programWeek() -> ProgramWeekSyntax {
        var week = ProgramWeekSyntax(keyword: reader[0].range, range: reader.span(0, reader.count))
        var cursor = 1
        if reader.kind(at: cursor) == .number {
            week.number = reader.number(cursor)
            cursor += 1
        } else {
            report(SyntaxDiagnostics.unexpected(SyntaxMessages.weekNumberMissing,
                                                cursor < reader.count ? reader[cursor].range : reader[0].range), .missing)
        }
        while cursor < reader.count {
            if reader.kind(at: cursor) == .string, week.name == nil {
                week.name = reader.name(cursor, cursor + 1)
                cursor += 1
            } else if week.phase == nil, let phase = reader.word(cursor, in: ProgramPhase.self) {
                week.phase = phase
                week.phaseRange = reader[cursor].range
                cursor += 1
            } else if let modifier = modifier(at: &cursor) {
                if modifier.kind == .intensity { week.intensity = modifier } else { week.volume = modifier }
            } else {
                reportLeftovers(from: cursor,
                                SyntaxMessages.weekLeftovers)
                break
            }
        }
        return week
    }

    private mutating func programDay(_ day: ProgramWeekday) -> ProgramDaySyntax {
        var result = ProgramDaySyntax(day: day, dayRange: reader[0].range, range: reader.span(0, reader.count))
        var cursor = 2
        if reader.kind(at: cursor) == .string {
            result.template = reader.name(cursor, cursor + 1)
            cursor += 1
        } else {
            let nameStart = cursor
            var probe = cursor
            while cursor < reader.count, reader[cursor].kind != .at, modifier(at: &probe) == nil {
                cursor += 1
                probe = cursor
            }
            if cursor > nameStart { result.template = reader.name(nameStart, cursor) }
        }
        if result.template == nil {
            report(SyntaxDiagnostics.unexpected(SyntaxMessages.dayTemplateMissing,
                                                cursor < reader.count ? reader[cursor].range : reader[1].range), .missing)
        }
        while cursor < reader.count {
            if reader[cursor].kind == .at, reader.kind(at: cursor + 1) == .number, result.rpe == nil {
                result.rpe = reader.number(cursor + 1)
                cursor += 2
            } else if let modifier = modifier(at: &cursor) {
                if modifier.kind == .intensity { result.intensity = modifier } else { result.volume = modifier }
            } else {
                reportLeftovers(from: cursor, SyntaxMessages.dayLeftovers)
                break
            }
        }
        return result
    }

    /// `intensity 105%` or `volume 90%` at `cursor`.
    private func modifier(at cursor: inout Int) -> ModifierSyntax? {
        let kind: ModifierSyntax.Kind
        if reader.isWord(cursor, "intensity") { kind = .intensity }
        else if reader.isWord(cursor, "volume") { kind = .volume }
        else { return nil }
        guard reader.kind(at: cursor + 1) == .number, reader.isPercentSign(cursor + 2), reader.isAdjacent(cursor + 1) else {
            return nil
        }
        let modifier = ModifierSyntax(kind: kind, percent: reader.number(cursor + 1), range: reader.span(cursor, cursor + 3))
        cursor += 3
        return modifier
    }
}
