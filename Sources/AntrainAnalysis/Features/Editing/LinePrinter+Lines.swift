import AntrainModel
import AntrainSyntax

/// Header and body lines in canonical form. Each writer returns false when it meets a
/// shape it does not print; the line is then kept as written.
extension LinePrinter {
    // MARK: - Headers

    mutating func appendHeader(_ entry: EntrySyntax) -> Bool {
        if let date = entry.date {
            appendVerbatim(date.range)
            if let time = entry.time {
                appendSpace()
                appendVerbatim(time.range)
            }
            appendSpace()
        }
        guard let keyword = entry.keyword else { return false }
        appendTokens(keyword, gluesUnits: false)
        var cursor = firstIndex(atOrAfter: keyword.end)
        switch entry.header {
        case .lifting(let title, let duration):
            if let title { appendPart(title.range) }
            if let duration { appendPart(duration.range, gluesUnits: true) }
        case .cardio(let type, let distance, let duration, let pace):
            if let type { appendPart(type, gluesUnits: false) }
            cursor = type.map { firstIndex(atOrAfter: $0.end) } ?? cursor
            appendQuickLogParts(from: cursor, ranges: [distance?.range, duration?.range, pace?.range], pace: pace?.range)
        case .metcon(let type, let duration, let rounds, let result):
            if let type { appendPart(type, gluesUnits: false) }
            cursor = type.map { firstIndex(atOrAfter: $0.end) } ?? cursor
            appendMetconParts(from: cursor, duration: duration?.range, rounds: rounds, result: result?.range)
        case .meal(_, let customName):
            if let customName { appendPart(customName.range) }
        case .bodyweight(let weight):
            if let weight { appendPart(weight.range, gluesUnits: true, words: .loadUnits) }
        case .profile:
            break
        case .exerciseDefinition(let name), .foodDefinition(let name), .template(let name), .programDefinition(let name),
             .recipeDefinition(let name):
            if let name { appendPart(name.range) }
        case .trainingMax(let exercise, let load):
            if let exercise { appendPart(exercise.range) }
            if let load { appendPart(load.range, gluesUnits: true, words: .loadUnits) }
        case .programStart(let target):
            switch target {
            case .program(let name)?: appendPart(name.range)
            case .none(let range)?: appendPart(range, gluesUnits: false)
            case nil: break
            }
        case .measure(let measurements):
            appendMeasurements(measurements)
        case .unknownKind, .unreadable:
            return false
        }
        appendNote()
        return true
    }

    /// A space, then `range` as written (a name) or normalised (numbers and units).
    private mutating func appendPart(_ range: TextRange) {
        appendSpace()
        appendVerbatim(range)
    }

    private mutating func appendPart(_ range: TextRange, gluesUnits: Bool, words: Words = .lowercased) {
        appendSpace()
        appendTokens(range, gluesUnits: gluesUnits, words: words)
    }

    /// Distance, duration and pace in the order written; `pace` before a pace (its `:`
    /// dropped). A part written twice leaves a token unwritten, and the line as it was.
    private mutating func appendQuickLogParts(from start: Int, ranges: [TextRange?], pace: TextRange?) {
        var index = start
        while index < tokens.count {
            if isWord(index, "pace"), let pace, tokens[index].end <= pace.start {
                appendSpace()
                appendLowercased(index)
                index += 1
                if index < tokens.count, tokens[index].kind == .colon, tokens[index].end <= pace.start {
                    markWritten(index..<index + 1)
                    index += 1
                }
                continue
            }
            guard let range = ranges.compactMap({ $0 }).first(where: { $0.start == tokens[index].start }) else { return }
            appendPart(range, gluesUnits: true)
            index = firstIndex(atOrAfter: range.end)
        }
    }

    /// Duration, `N rounds` and the quoted result in the order written.
    private mutating func appendMetconParts(from start: Int, duration: TextRange?, rounds: NumberSyntax?, result: TextRange?) {
        var index = start
        while index < tokens.count {
            let tokenStart = tokens[index].start
            if let duration, duration.start == tokenStart {
                appendPart(duration, gluesUnits: true)
                index = firstIndex(atOrAfter: duration.end)
            } else if let rounds, rounds.range.start == tokenStart, index + 1 < tokens.count {
                appendSpace()
                appendToken(index)
                appendSpace()
                appendLowercased(index + 1)
                index += 2
            } else if let result, result.start == tokenStart {
                appendPart(result)
                index += 1
            } else {
                return
            }
        }
    }

    // MARK: - Body lines

    /// `key: value`, the key of a known property in its canonical spelling.
    mutating func appendProperty(_ property: PropertySyntax) -> Bool {
        if let key = property.knownKey {
            append(key.rawValue)
            markWritten(indices(in: property.key))
        } else {
            appendVerbatim(property.key)
        }
        let colon = firstIndex(atOrAfter: property.key.end)
        guard colon < tokens.count, tokens[colon].kind == .colon else { return false }
        markWritten(colon..<colon + 1)
        append(":")
        let value = property.valueRange
        // A list of no items (`plates: ,`) writes nothing after its colon: a space there would
        // stand before the note, and the next format would take it away.
        let writesValue: Bool
        if case .list(let items) = property.value { writesValue = !items.isEmpty } else { writesValue = !value.isEmpty }
        if writesValue { appendSpace() }
        switch property.value {
        case .empty:
            break
        case .text(let range):
            if let key = property.knownKey, let canonical = Self.canonicalEnumValue(key, text(range)) {
                append(canonical)
                markWritten(indices(in: range))
            } else {
                appendVerbatim(range)
            }
        case .list(let items):
            for (position, item) in items.enumerated() {
                if position > 0 { append(", ") }
                if property.knownKey == .muscles, let canonical = Self.canonicalEnumValue(.muscles, text(item)) {
                    append(canonical)
                    markWritten(indices(in: item))
                } else {
                    appendVerbatim(item)
                }
            }
            for index in indices(in: value) where tokens[index].kind == .comma { markWritten(index..<index + 1) }
        case .duration, .distance, .pace, .quantity:
            appendTokens(value, gluesUnits: true)
        case .height, .macros:
            appendTokens(value, gluesUnits: false)
        case .invalid:
            return false
        }
        appendNote()
        return true
    }

    /// `NAME: SETS` or `NAME SETS`, as the user chose, the name as written; a superset item
    /// starts with `+ `.
    mutating func appendExercise(_ item: ExerciseItemSyntax) -> Bool {
        if let plus = item.superset {
            append("+ ")
            markWritten(indices(in: plus))
        }
        appendVerbatim(item.name.range)
        if let colon = item.colon {
            append(":")
            markWritten(indices(in: colon))
        }
        if !item.inlineSets.isEmpty {
            appendSpace()
            appendSets(item.inlineSets)
        }
        appendNote()
        return true
    }

    /// `waist 82cm, hips 96cm` on a `measure` body line.
    mutating func appendMeasurementLine(_ measurements: [MeasurementSyntax]) -> Bool {
        appendMeasurements(measurements)
        appendNote()
        return true
    }

    /// `NAME AMOUNT`: `Oats 80g`, `Egg x3`, `Rice 2 servings`.
    mutating func appendFood(_ item: FoodItemSyntax) -> Bool {
        appendVerbatim(item.name.range)
        if let amount = item.amount {
            appendSpace()
            let parts = indices(in: amount.range)
            for index in parts {
                let token = tokens[index]
                if index > parts.lowerBound, token.kind == .word, !Self.gluedAmountUnits.contains(lowercased(index)) {
                    appendSpace()
                }
                if token.kind == .number { appendToken(index) } else { appendLowercased(index) }
            }
        }
        appendNote()
        return true
    }

    /// `week 2 "3s" deload intensity 60% volume 50%`, the parts in the order written.
    mutating func appendProgramWeek(_ week: ProgramWeekSyntax) -> Bool {
        appendLowercased(firstIndex(atOrAfter: week.keyword.start))
        var parts: [(TextRange, Bool)] = []
        if let number = week.number { parts.append((number.range, false)) }
        if let name = week.name { parts.append((name.range, true)) }
        if let phase = week.phaseRange { parts.append((phase, false)) }
        if let intensity = week.intensity { parts.append((intensity.range, false)) }
        if let volume = week.volume { parts.append((volume.range, false)) }
        for (range, isName) in parts.sorted(by: { $0.0.start < $1.0.start }) {
            appendSpace()
            if isName { appendVerbatim(range) } else { appendTokens(range, gluesUnits: true) }
        }
        appendNote()
        return true
    }

    /// `thu: Lower A @8 intensity 110%`: the day in lower case, the template as written.
    mutating func appendProgramDay(_ day: ProgramDaySyntax) -> Bool {
        appendLowercased(firstIndex(atOrAfter: day.dayRange.start))
        let colon = firstIndex(atOrAfter: day.dayRange.end)
        guard colon < tokens.count, tokens[colon].kind == .colon else { return false }
        append(":")
        markWritten(colon..<colon + 1)
        var parts: [(TextRange, Bool)] = []
        if let template = day.template { parts.append((template.range, true)) }
        if let intensity = day.intensity { parts.append((intensity.range, false)) }
        if let volume = day.volume { parts.append((volume.range, false)) }
        if let rpe = day.rpe {
            let at = firstIndex(atOrAfter: rpe.range.start) - 1
            guard at >= 0, tokens[at].kind == .at else { return false }
            parts.append((TextRange(start: tokens[at].start, end: rpe.range.end), false))
        }
        for (range, isName) in parts.sorted(by: { $0.0.start < $1.0.start }) {
            appendSpace()
            if isName {
                appendVerbatim(range)
            } else if tokens[firstIndex(atOrAfter: range.start)].kind == .at {
                append("@")
                markWritten(firstIndex(atOrAfter: range.start)..<firstIndex(atOrAfter: range.start) + 1)
                appendVerbatim(TextRange(start: tokens[firstIndex(atOrAfter: range.start) + 1].start, end: range.end))
            } else {
                appendTokens(range, gluesUnits: true)
            }
        }
        appendNote()
        return true
    }

    /// A deeper line of sets under an exercise.
    mutating func appendSetLine(_ sets: SetList) -> Bool {
        appendSets(sets)
        appendNote()
        return true
    }

    /// Units written right after their number in a food amount: `80g`, `1.5l`.
    static let gluedAmountUnits: Set<String> = Set(FoodUnitWord.allCases.flatMap(\.glued).map(\.description))

    func text(_ range: TextRange) -> String {
        String(decoding: bytes[range.lowerBound..<range.upperBound], as: UTF8.self)
    }

    /// The spelling LANGUAGE.md §4 gives an enum value (`barbell`, `fullBody`, `lb`), or
    /// nil for a value that is not one (kept as written, and reported by the analysis).
    static func canonicalEnumValue(_ key: PropertyKey, _ written: String) -> String? {
        let folded = String(written.lowercased().filter { $0 != " " })
        let values: [String]
        switch key {
        case .category:
            values = ExerciseCategory.allCases.map(\.rawValue) + FoodCategory.allCases.map(\.rawValue)
                + ProgramCategory.allCases.map(\.rawValue)
        case .difficulty: values = ProgramDifficulty.allCases.map(\.rawValue)
        case .progression: values = WeekProgressionPattern.allCases.map(\.rawValue)
        case .equipment: values = Equipment.allCases.map(\.rawValue)
        case .muscles: values = MuscleGroup.allCases.map(\.rawValue)
        case .unit: return WeightUnit(written: folded)?.rawValue
        case .e1rm: values = OneRepMaxFormula.allCases.map(\.rawValue)
        case .unilateral: values = ["yes", "no"]
        case .progress: return ProgressionRuleReader.canonicalText(written)
        default: return nil
        }
        return values.first { $0.lowercased() == folded }
    }
}
