import AntrainBasics
/// Reading body lines: properties, exercise items, food items and set lines.
extension ParserState {
    /// The loaded line's content without its note: from the first to the last token.
    func contentRange(_ line: PhysicalLine) -> TextRange {
        guard let first = reader.tokens.first, let last = reader.tokens.last else {
            return TextRange(line.contentStart, line.contentStart)
        }
        return TextRange(start: first.start, end: last.end)
    }

    /// A line one level deeper than the items: sets of the exercise above.
    mutating func parseSetLine(_ line: PhysicalLine) -> RawLine {
        load(line)
        checkStrings()
        let content = contentRange(line)
        // `progress: double 8-12 +2kg` under a template item: its own rule (LANGUAGE.md §8.1).
        if reader.count >= 2, reader.isWord(0, "progress"), reader.kind(at: 1) == .colon,
           let property = property(kind: .template, colon: 1, line: line) {
            arena.properties.append(property)
            return EntryBuilder.line(line, content: content, note: reader.note, .property, payload: arena.properties.count - 1)
        }
        let first = arena.sets.count
        let failure = reader.sets(from: 0, into: &arena)
        if let failure { reportSetFailure(failure) }
        if arena.sets.count == first, failure == nil {
            return EntryBuilder.line(line, content: content, note: reader.note, .unreadable)
        }
        return EntryBuilder.line(line, content: content, note: reader.note, .sets, payload: first, payloadEnd: arena.sets.count)
    }

    /// A line at the item level of an entry of `kind` (nil: the header did not read).
    ///
    /// `hasExerciseAbove` says whether the entry already holds an exercise item, which a `+`
    /// (superset) item needs.
    mutating func parseItemLevelLine(_ line: PhysicalLine, kind: EntryKind?, hasExerciseAbove: Bool) -> RawLine {
        // A food of words and numbers only is read from its bytes (``LineReader/plainFood(_:)``).
        if kind == .meal || kind == .recipe, let food = reader.plainFood(line) {
            #if DEBUG || FUZZING
            checkPlainFood(food, line)
            #endif
            arena.foods.append(food.item)
            return EntryBuilder.line(line, content: food.content, note: nil, .food, payload: arena.foods.count - 1)
        }
        load(line)
        let content = contentRange(line)
        // A line reaches here with a token (blank and comment lines do not); the readers below
        // index the first one, so a line without any stays unreadable rather than trapping.
        guard let kind, reader.count > 0 else { return EntryBuilder.line(line, content: content, note: reader.note, .unreadable) }
        checkStrings()
        if kind == .program, let planned = programLine(line) {
            return EntryBuilder.line(line, content: content, note: reader.note, planned.kind, payload: planned.index)
        }
        let colon = reader.propertyColon(kind: kind)
        if let colon, let property = property(kind: kind, colon: colon, line: line) {
            arena.properties.append(property)
            return EntryBuilder.line(line, content: content, note: reader.note, .property, payload: arena.properties.count - 1)
        }
        switch kind {
        case .lifting, .template, .metcon:
            if let exercise = exerciseItem(line: line, hasExerciseAbove: hasExerciseAbove) {
                arena.exercises.append(exercise)
                return EntryBuilder.line(line, content: content, note: reader.note, .exercise, payload: arena.exercises.count - 1)
            }
        case .meal, .recipe:
            if let food = foodItem(line: line) {
                arena.foods.append(food)
                return EntryBuilder.line(line, content: content, note: reader.note, .food, payload: arena.foods.count - 1)
            }
        case .program:
            report(SyntaxDiagnostics.expectedProgramLine(content))
        case .measure:
            let first = arena.measurements.count
            arena.measurements += measurements(from: 0)
            if arena.measurements.count > first {
                return EntryBuilder.line(line, content: content, note: reader.note, .measurements, payload: first, payloadEnd: arena.measurements.count)
            }
        case .cardio, .bodyweight, .profile, .exercise, .food, .trainingMax, .programStart:
            let example = Self.propertyExample(kind)
            report(SyntaxDiagnostics.expectedProperty(example, content))
        }
        return EntryBuilder.line(line, content: content, note: reader.note, .unreadable)
    }

    static func propertyExample(_ kind: EntryKind) -> String {
        switch kind {
        case .cardio: "distance: 5km"
        case .profile: "unit: kg"
        case .exercise: "muscles: chest, triceps"
        case .food: "per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat"
        default: "note: felt strong"
        }
    }

    private mutating func property(kind: EntryKind, colon: Int, line: PhysicalLine) -> PropertySyntax? {
        let keyRange = reader.span(0, colon)
        let known = reader.propertyKey(upTo: colon).flatMap {
            PropertyKey.keys(for: kind).contains($0) ? $0 : nil
        }
        let valueStart = colon + 1
        let valueRange = valueStart < reader.count
            ? reader.span(valueStart, reader.count)
            : TextRange(start: reader[colon].end, end: reader[colon].end)
        var property = PropertySyntax(
            key: keyRange, knownKey: known, value: .empty, valueRange: valueRange,
            range: TextRange(start: keyRange.start, end: max(valueRange.end, reader[colon].end))
        )
        guard valueStart < reader.count else { return property }
        guard let known else {
            property.value = .text(valueRange)
            return property
        }
        property.value = propertyValue(known, from: valueStart, valueRange: valueRange)
        return property
    }

    /// A known key's value, by the form the key takes.
    private mutating func propertyValue(_ key: PropertyKey, from start: Int, valueRange: TextRange) -> PropertyValueSyntax {
        var cursor = start
        let value: PropertyValueSyntax?
        let expected: MessageKey
        switch key {
        case .note, .result, .name, .template, .brand, .category, .equipment, .unit, .language, .difficulty, .progression,
             .e1rm, .progress, .unilateral, .sex:
            return .text(valueRange)
        case .muscles, .aliases, .plates:
            return .list(reader.listItems(from: start))
        case .duration:
            value = reader.duration(at: &cursor).map(PropertyValueSyntax.duration)
            expected = SyntaxMessages.valueDuration
        case .distance:
            value = reader.distance(at: &cursor).map(PropertyValueSyntax.distance)
            expected = SyntaxMessages.valueDistance
        case .pace:
            value = reader.pace(at: &cursor).map(PropertyValueSyntax.pace)
            expected = SyntaxMessages.valuePace
        case .rpe, .rounds, .calories, .protein, .carbs, .fat, .kcal, .serving, .servings, .yield, .fiber, .sugar, .satfat, .sodium:
            value = reader.quantity(at: &cursor).map(PropertyValueSyntax.quantity)
            expected = key == .serving ? SyntaxMessages.valueServing : SyntaxMessages.valueNumber
        case .rounding, .bar:
            value = reader.quantity(at: &cursor).map(PropertyValueSyntax.quantity)
            expected = key == .bar ? SyntaxMessages.valueBar : SyntaxMessages.valueRounding
        case .height:
            value = reader.height(at: &cursor)
            expected = SyntaxMessages.valueHeight
        case .per100g:
            value = reader.macros(at: &cursor)
            expected = SyntaxMessages.valueMacros
        }
        guard let value, cursor == reader.count else {
            report(SyntaxDiagnostics.invalidValue(key: key.rawValue, expected: expected, valueRange))
            return .invalid
        }
        return value
    }

    /// `[+] NAME [:] [SETS]`, `[+] "NAME" SETS`.
    private mutating func exerciseItem(line: PhysicalLine, hasExerciseAbove: Bool) -> RawExercise? {
        var first = 0
        var superset: TextRange?
        if reader[0].kind == .plus {
            guard reader.count > 1 else {
                report(SyntaxDiagnostics.exerciseNameMissing(contentRange(line)), .missing)
                return nil
            }
            superset = reader[0].range
            first = 1
            if !hasExerciseAbove { report(SyntaxDiagnostics.supersetWithoutExerciseAbove(reader[0].range)) }
        }
        var nameEnd: Int
        var setsStart: Int
        var colonRange: TextRange?
        if reader[first].kind == .string {
            nameEnd = first + 1
            setsStart = first + 1
            if reader.kind(at: first + 1) == .colon { colonRange = reader[first + 1].range; setsStart = first + 2 }
        } else if let colon = reader.firstColon, colon > first,
                  !reader.startsSet(at: first) {
            nameEnd = colon
            setsStart = colon + 1
            colonRange = reader[colon].range
        } else {
            if reader.startsSet(at: first) {
                report(SyntaxDiagnostics.exerciseNameMissing(contentRange(line)), .missing)
                return nil
            }
            nameEnd = first + 1
            while nameEnd < reader.count, !reader.startsSet(at: nameEnd), reader[nameEnd].kind != .comma {
                nameEnd += 1
            }
            setsStart = nameEnd
        }
        let name = reader.name(first, nameEnd)
        let firstSet = Int32(arena.sets.count)
        if setsStart < reader.count, let failure = reader.sets(from: setsStart, into: &arena) {
            reportSetFailure(failure)
        }
        let setsEnd = Int32(arena.sets.count)
        let children = Int32(arena.childLines.count)
        return RawExercise(
            superset: superset, name: name, colon: colonRange, range: TextRange(line.range.lowerBound, line.range.upperBound),
            setsStart: firstSet, inlineEnd: setsEnd, setsEnd: setsEnd, childStart: children, childEnd: children
        )
    }

    /// `NAME [AMOUNT]`: the amount is the last word(s) when they have the amount form.
    private mutating func foodItem(line: PhysicalLine) -> FoodItemSyntax? {
        let count = reader.count
        let read = count >= 2 ? reader.foodAmount(last: reader.tokens[count - 1], beforeLast: reader.tokens[count - 2], count: count) : nil
        let amount = read?.amount
        let nameEnd = count - (read?.tokens ?? 0)
        return FoodItemSyntax(
            name: reader.name(0, nameEnd), amount: amount,
            range: TextRange(line.range.lowerBound, line.range.upperBound)
        )
    }

    #if DEBUG || FUZZING
    /// Holds a food read from its bytes to the full read of its line.
    private mutating func checkPlainFood(_ food: LineReader.PlainFood, _ line: PhysicalLine) {
        load(line)
        let reportedBefore = diagnostics.count
        let general = reader.count > 0 && !reader.hasString && reader.firstColon == nil ? foodItem(line: line) : nil
        precondition(general == food.item && contentRange(line) == food.content && reader.note == nil
               && diagnostics.count == reportedBefore,
               "a food read from its bytes differs from its full read: \(food.item) \(String(describing: general))")
    }
    #endif

    mutating func reportSetFailure(_ failure: SetReadFailure) {
        let start = min(failure.at, reader.count - 1)
        report(SyntaxDiagnostics.unexpected(failure.message, reader.span(max(0, start), reader.count)))
    }
}
