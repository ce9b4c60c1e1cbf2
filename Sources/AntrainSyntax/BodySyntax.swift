/// A `key: value` line of an entry's body.
public struct PropertySyntax: Hashable, Sendable {
    public var key: TextRange
    /// The key as the grammar knows it (`per 100g`, `note`), or `nil` for an unknown key.
    public var knownKey: PropertyKey?
    public var value: PropertyValueSyntax
    /// The value's text, trimmed, without a trailing note; empty when nothing follows `:`.
    public var valueRange: TextRange
    public var range: TextRange
}

/// The parsed value of a property; its shape depends on the key.
public enum PropertyValueSyntax: Hashable, Sendable {
    /// Free text or a single word (notes, names, enum values).
    case text(TextRange)
    /// A comma-separated list (`muscles:`, `aliases:`).
    case list([TextRange])
    case duration(DurationSyntax)
    indirect case distance(DistanceSyntax)
    case pace(PaceSyntax)
    case quantity(QuantitySyntax)
    /// Height in centimetres (`180 cm`, `1.80 m`, `5 ft 11 in`).
    case height(centimetres: Double, range: TextRange)
    /// `380 kcal, 30 protein, 40 carbs, 12 fat`.
    indirect case macros(MacrosSyntax)
    /// A value that did not read; the parser reported why.
    case invalid
    /// Nothing after the colon.
    case empty
}

/// The four figures of a food, per 100 g.
public struct MacrosSyntax: Hashable, Sendable {
    public var kcal: NumberSyntax?
    public var protein: NumberSyntax?
    public var carbs: NumberSyntax?
    public var fat: NumberSyntax?
    /// Beyond the macros (LANGUAGE.md §9.2): grams, and sodium in milligrams (converted
    /// from grams when written `0.4g sodium`).
    public var fiber: NumberSyntax?
    public var sugar: NumberSyntax?
    public var satfat: NumberSyntax?
    public var sodium: NumberSyntax?

    /// The figure `word` names.
    public subscript(word: NutrientKeyWord) -> NumberSyntax? {
        get {
            switch word {
            case .kcal: kcal
            case .protein: protein
            case .carbs: carbs
            case .fat: fat
            case .fiber: fiber
            case .sugar: sugar
            case .satFat: satfat
            case .sodium: sodium
            }
        }
        set {
            switch word {
            case .kcal: kcal = newValue
            case .protein: protein = newValue
            case .carbs: carbs = newValue
            case .fat: fat = newValue
            case .fiber: fiber = newValue
            case .sugar: sugar = newValue
            case .satFat: satfat = newValue
            case .sodium: sodium = newValue
            }
        }
    }
}

/// An exercise (or metcon movement, or template line): a name and its sets (a view on its
/// tree's arena).
public struct ExerciseItemSyntax: Equatable, Sendable {
    @usableFromInline let arena: SyntaxArena
    @usableFromInline let index: Int32

    @inlinable init(arena: SyntaxArena, index: Int32) {
        self.arena = arena
        self.index = index
    }

    @inlinable var raw: RawExercise { arena.exercises[Int(index)] }

    /// The `+` that opens the line: the item joins the superset of the item above it.
    @inlinable public var superset: TextRange? { arena.exercises[Int(index)].superset }
    @inlinable public var name: NameSyntax { arena.exercises[Int(index)].name }
    @inlinable public var colon: TextRange? { arena.exercises[Int(index)].colon }
    /// The item's own line, line break included (its set lines are ``children``).
    @inlinable public var range: TextRange { arena.exercises[Int(index)].range }
    /// Sets written on the item's own line.
    @inlinable public var inlineSets: SetList {
        let raw = raw
        return SetList(arena: arena, range: raw.setsStart..<raw.inlineEnd)
    }
    /// Deeper-indented lines under the item (set lines, blanks, comments, errors).
    @inlinable public var children: BodyLines {
        let raw = raw
        return BodyLines(arena: arena, range: raw.childStart..<raw.childEnd, isChildren: true)
    }
    /// Every set of the item in written order, inline first.
    @inlinable public var allSets: SetList {
        let raw = raw
        return SetList(arena: arena, range: raw.setsStart..<raw.setsEnd)
    }
    /// How many sets the item stands for (`100x5x3` is three), inline and on its set lines.
    @inlinable public var setCount: Int { allSets.setCount }

    public static func == (left: ExerciseItemSyntax, right: ExerciseItemSyntax) -> Bool {
        let a = left.raw
        let b = right.raw
        return a.superset == b.superset && a.name == b.name && a.colon == b.colon && a.range == b.range
            && left.inlineSets == right.inlineSets && left.children.elementsEqual(right.children)
    }
}

/// A food line of a meal: `Chicken Breast 200g`.
public struct FoodItemSyntax: Hashable, Sendable {
    public var name: NameSyntax
    public var amount: AmountSyntax?
    public var range: TextRange
}

/// What one body line holds.
public enum BodyLineContent: Equatable, Sendable {
    case blank
    case comment
    case property(PropertySyntax)
    case exercise(ExerciseItemSyntax)
    case food(FoodItemSyntax)
    /// A deeper line of sets under an exercise.
    case sets(SetList)
    /// `week 2 "3s" intensity 105%` in a program.
    case programWeek(ProgramWeekSyntax)
    /// `thu: Lower A @8` in a program, under the week above it.
    case programDay(ProgramDaySyntax)
    /// A line that could not be read; a diagnostic says why (none under an unknown entry kind).
    case unreadable
    /// `waist 82cm` (or several, comma-separated) in a `measure` entry.
    case measurements([MeasurementSyntax])
}

/// One physical line inside an entry's body (a view on its tree's arena).
public struct BodyLineSyntax: Equatable, Sendable {
    @usableFromInline let arena: SyntaxArena
    @usableFromInline let index: Int32
    /// Whether the line is under an exercise (in ``SyntaxArena/childLines``).
    @usableFromInline let isChild: Bool

    @inlinable init(arena: SyntaxArena, index: Int32, isChild: Bool) {
        self.arena = arena
        self.index = index
        self.isChild = isChild
    }

    @inlinable var raw: RawLine { isChild ? arena.childLines[Int(index)] : arena.lines[Int(index)] }

    /// 0-based line number.
    @inlinable public var line: Int { Int(raw.line) }
    /// The whole line including its indentation and line break (for an exercise, its set
    /// lines too).
    @inlinable public var range: TextRange { raw.range }
    /// The line without indentation, trailing spaces, note and line break.
    @inlinable public var contentRange: TextRange { raw.contentRange }
    /// Indentation width, a tab counting as ``Parser/tabWidth`` spaces.
    @inlinable public var indentWidth: Int { Int(raw.indentWidth) }
    /// `# ...` after the content: the item's note (for a comment line, the comment).
    @inlinable public var note: TextRange? { raw.note }

    @inlinable public var content: BodyLineContent {
        let raw = raw
        let payload = Int(raw.payload)
        switch raw.kind {
        case .blank: return .blank
        case .comment: return .comment
        case .property: return .property(arena.properties[payload])
        case .exercise: return .exercise(ExerciseItemSyntax(arena: arena, index: raw.payload))
        case .food: return .food(arena.foods[payload])
        case .sets: return .sets(SetList(arena: arena, range: raw.payload..<raw.payloadEnd))
        case .programWeek: return .programWeek(arena.weeks[payload])
        case .programDay: return .programDay(arena.days[payload])
        case .unreadable: return .unreadable
        case .measurements: return .measurements(Array(arena.measurements[payload..<Int(raw.payloadEnd)]))
        }
    }

    /// The line's property, if it is one: read without building ``content`` (the lowering
    /// looks for properties in every entry, and most lines are none).
    @inlinable public var property: PropertySyntax? {
        let raw = raw
        return raw.kind == .property ? arena.properties[Int(raw.payload)] : nil
    }

    /// Whether the line is a property, read from its kind alone: most entries have none,
    /// and asking each line for its ``property`` builds and frees an optional per line.
    @inlinable public var isProperty: Bool { raw.kind == .property }

    /// The line's food item, if it is one, read without building ``content``.
    @inlinable public var food: FoodItemSyntax? {
        let raw = raw
        return raw.kind == .food ? arena.foods[Int(raw.payload)] : nil
    }

    /// The line's exercise item, if it is one, read without building ``content``.
    @inlinable public var exercise: ExerciseItemSyntax? {
        let raw = raw
        return raw.kind == .exercise ? ExerciseItemSyntax(arena: arena, index: raw.payload) : nil
    }

    /// The line's sets, if it is a set line, read without building ``content``.
    @inlinable public var sets: SetList? {
        let raw = raw
        return raw.kind == .sets ? SetList(arena: arena, range: raw.payload..<raw.payloadEnd) : nil
    }

    /// Whether the line is a property whose key the grammar does not know.
    @inlinable public var isUnknownProperty: Bool {
        let raw = raw
        return raw.kind == .property && arena.properties[Int(raw.payload)].knownKey == nil
    }

    public static func == (left: BodyLineSyntax, right: BodyLineSyntax) -> Bool {
        let a = left.raw
        let b = right.raw
        return a.line == b.line && a.range == b.range && a.contentRange == b.contentRange
            && a.indentWidth == b.indentWidth && a.note == b.note && left.content == right.content
    }
}

/// Body lines in order: an entry's item-level lines, or an exercise's deeper lines.
/// Indexed from 0, like the array it stands for.
public struct BodyLines: RandomAccessCollection, Sendable {
    @usableFromInline let arena: SyntaxArena
    @usableFromInline let range: Range<Int32>
    @usableFromInline let isChildren: Bool

    @inlinable init(arena: SyntaxArena, range: Range<Int32>, isChildren: Bool) {
        self.arena = arena
        self.range = range
        self.isChildren = isChildren
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { range.count }
    @inlinable public subscript(position: Int) -> BodyLineSyntax {
        precondition(position >= 0 && position < range.count, "body line index out of range")
        return BodyLineSyntax(arena: arena, index: range.lowerBound + Int32(position), isChild: isChildren)
    }

    /// Whether one of the lines is a property, read from the lines' kinds in the arena: the
    /// lowering asks every entry, most of which have none, without a view made per line.
    public var containsProperty: Bool {
        let lines = isChildren ? arena.childLines : arena.lines
        for index in Int(range.lowerBound)..<Int(range.upperBound) where lines[index].kind == .property { return true }
        return false
    }
}

/// Sets in written order: one line's, or all of an exercise's. Indexed from 0, like the
/// array it stands for.
public struct SetList: RandomAccessCollection, Equatable, Sendable {
    @usableFromInline let arena: SyntaxArena
    @usableFromInline let range: Range<Int32>

    @inlinable init(arena: SyntaxArena, range: Range<Int32>) {
        self.arena = arena
        self.range = range
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { range.count }
    public subscript(position: Int) -> SetSyntax {
        precondition(position >= 0 && position < range.count, "set index out of range")
        let record = arena.sets[Int(range.lowerBound) + position]
        if record.flags.contains(.long) { return arena.longSets[Int(record.tagStart)] }
        return arena.bytes.withUnsafeBufferPointer { SetSyntax(record, bytes: $0) }
    }

    /// ``SetSyntax/repeatCount`` of the set at `position`, read from its record: a set
    /// written without a count (`x3`) is one set, with nothing read from its bytes, and a
    /// count is read from its own bytes alone, the set not built (an outline counts every
    /// exercise's sets, the lowering sizes each exercise's list of sets).
    public func repeatCount(at position: Int) -> Int {
        precondition(position >= 0 && position < range.count, "set index out of range")
        return repeatCount(of: arena.sets[Int(range.lowerBound) + position])
    }

    /// How many sets the list stands for: the sum of their ``SetSyntax/repeatCount``s, read
    /// from the records.
    public var setCount: Int { setCount(eachAtMost: .max) }

    /// ``setCount`` with each set's count taken as at most `limit`: the lowering makes at most
    /// that many models of one written set, and sizes an exercise's list of sets with this.
    public func setCount(eachAtMost limit: Int) -> Int {
        arena.sets.withUnsafeBufferPointer { sets in
            var count = 0
            for index in Int(range.lowerBound)..<Int(range.upperBound) {
                // Most sets are written without a count: one each, read from the flags alone.
                let record = sets[index]
                count += record.count.isPresent || record.flags.contains(.long) ? Swift.min(repeatCount(of: record), limit) : 1
            }
            return count
        }
    }

    /// ``SetSyntax/repeatCount`` of `record`, its count's number read from the source's bytes
    /// without building the set.
    private func repeatCount(of record: SetRecord) -> Int {
        if record.flags.contains(.long) { return arena.longSets[Int(record.tagStart)].repeatCount }
        guard record.count.isPresent else { return 1 }
        let value = arena.bytes.withUnsafeBufferPointer { LineReader.parseNumber($0, record.count.range(base: record.start)) }
        return SetSyntax.repeatCount(count: value)
    }

    /// The tags written after `set`, one of this list's sets, in order.
    @inlinable public func tags(of set: SetSyntax) -> ArraySlice<SetTagSyntax> {
        arena.tags[Int(set.tagStart)..<Int(set.tagStart) + Int(set.tagCount)]
    }

    /// Equal when the sets read the same, tags included, wherever their trees are.
    public static func == (left: SetList, right: SetList) -> Bool {
        left.elementsEqual(right) { a, b in a == b && left.tags(of: a) == right.tags(of: b) }
    }
}
