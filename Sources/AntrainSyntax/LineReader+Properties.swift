import AntrainBasics
/// Reading property lines (`key: value`): whether a line is one, its key, and the values
/// read from tokens alone.
///
/// These read only the loaded line, so they live on the reader: as methods of the parser's
/// state, which is hundreds of bytes, each call from a mutating one copied the whole state.
extension LineReader {
    /// The index of the `:` that makes this line a property, if it is one.
    ///
    /// A line is a property when the words before its first `:` are a key of the kind, or
    /// (for kinds with items) one word followed by a value that is no set: `Squat: 100x5` and
    /// `Deadlift:` are exercises, `mood: great` is an unknown property.
    func propertyColon(kind: EntryKind) -> Int? {
        guard let colon = firstColon, colon > 0 else { return nil }
        for index in 0..<colon where self[index].kind != .word && self[index].kind != .number {
            return nil
        }
        if propertyKey(upTo: colon).map({ PropertyKey.keys(for: kind).contains($0) }) == true {
            return colon
        }
        if !PropertyKey.kindHasItems(kind) { return colon }
        if kind == .meal || kind == .recipe { return colon == 1 ? colon : nil }
        guard colon == 1, colon + 1 < count else { return nil }
        return attemptsSet(at: colon + 1) ? nil : colon
    }

    /// The key the words before `colon` spell, if they spell one: a one-word key (nearly
    /// every property) is matched on its bytes; `e1rm` and `per 100g` on the tokens' bytes,
    /// each gap between two tokens read as one space, so that `per  100g` is the same key.
    /// No `String` is built: a multi-word exercise name before a colon (`Bench Press: 100x5`)
    /// asks this on nearly every workout line.
    func propertyKey(upTo colon: Int) -> PropertyKey? {
        guard colon > 0 else { return nil }
        if colon == 1 { return PropertyKey.matching(bytes, self[0].range.lowerBound..<self[0].range.upperBound) }
        for key in PropertyKey.multiTokenKeys where spells(key.spelling, tokensBefore: colon) { return key.key }
        return nil
    }

    /// Comma-separated items, each the span of its words.
    func listItems(from start: Int) -> [TextRange] {
        var items: [TextRange] = []
        var itemStart = start
        for index in start...count where index == count || self[index].kind == .comma {
            if index > itemStart { items.append(span(itemStart, index)) }
            itemStart = index + 1
        }
        return items
    }

    func height(at cursor: inout Int) -> PropertyValueSyntax? {
        let start = cursor
        guard let first = quantity(at: &cursor) else { return nil }
        var centimetres: Double
        switch first.unit {
        case "cm": centimetres = first.number.value
        case "m": centimetres = first.number.value * 100
        case "in": centimetres = first.number.value * 2.54
        case "ft":
            centimetres = first.number.value * 30.48
            if let inches = quantity(at: &cursor), inches.unit == "in" || inches.unit == nil {
                centimetres += inches.number.value * 2.54
            }
        default: return nil
        }
        return .height(centimetres: centimetres, range: span(start, cursor))
    }

    func macros(at cursor: inout Int) -> PropertyValueSyntax? {
        var macros = MacrosSyntax()
        while cursor < count {
            guard kind(at: cursor) == .number else { return nil }
            var number = number(cursor)
            cursor += 1
            let unit = word(cursor, in: NutrientUnitWord.self)
            if unit != nil { cursor += 1 }
            guard let figure = nutrientKey(at: &cursor) else { return nil }
            // Sodium is in milligrams unless written in grams; the others in grams unless in mg.
            number.value = figure.value(number.value, writtenIn: unit)
            macros[figure] = number
            cursor += 1
            if kind(at: cursor) == .comma { cursor += 1 }
        }
        return .macros(macros)
    }

    /// The figure the word at `cursor` names. A two-word name (`saturated fat`, Turkish
    /// `doymuş yağ`) is its first word and any word after it; `cursor` is left on the second.
    private func nutrientKey(at cursor: inout Int) -> NutrientKeyWord? {
        guard kind(at: cursor) == .word else { return nil }
        if let figure = word(cursor, in: NutrientKeyWord.twoWordStarts), kind(at: cursor + 1) == .word {
            cursor += 1
            return figure
        }
        return word(cursor, in: NutrientKeyWord.self)
    }
}
