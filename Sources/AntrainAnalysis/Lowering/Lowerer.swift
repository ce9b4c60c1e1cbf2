import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Lowers one file's syntax tree to the domain models of LANGUAGE.md §5, checking the
/// per-entry rules of §6 on the way.
///
/// It needs the workspace's definitions (the profile's unit, custom exercises and foods,
/// template names), so it runs after ``DefinitionCollector`` has read every file.
struct Lowerer {
    /// The tree being lowered; several in turn when a source is lowered a part at a time
    /// (see ``lower(_:)``), all of the same source text.
    private(set) var tree: SyntaxTree
    let file: String
    let fileIndex: Int
    let definitions: WorkspaceDefinitions
    let today: LocalDate
    /// The unit of loads written without one: the file's athlete's.
    let unit: WeightUnit
    var output = LoweredFile()
    /// Names already resolved in this file, by the id of their bytes: a log repeats the same
    /// few dozen names thousands of times, and building and folding a `String` for each use
    /// cost more than the rest of the line (see ``NameInterner``).
    var exerciseNames = NameInterner()
    var resolvedExercises: [ResolvedName<Exercise>] = []
    var foodNames = NameInterner()
    var resolvedFoods: [ResolvedName<FoodItem>] = []
    /// Diagnostics for unknown names, by name: the "did you mean" search runs once per name,
    /// and each use only moves the ranges.
    var unknownNameDiagnostics: [String: Diagnostic] = [:]
    /// A workout title → the template it names (nil for none), looked up once per title.
    var templateOfTitle: [String: String?] = [:]
    /// Exercise name → index of its history key in `output.exerciseKeys`.
    var exerciseKeyIndex: [String: Int32] = [:]
    /// What each exercise item of the entry being lowered resolved to, in line order
    /// (``lowerExerciseItems(_:isTemplate:date:)``): the history keys and messages read these,
    /// so a check builds no exercise model to learn them. One list, emptied for each entry.
    var itemNames: [ResolvedName<Exercise>] = []
    /// The percent loads of the workout being lowered, moved into its ``LoweredWorkout``.
    var pendingPercentLoads: [PercentLoad] = []
    /// The properties of the entry being lowered (see ``properties(_:)``).
    private var entryProperties: EntryProperties?
    /// The day whose meals are being added up (see ``addMeal(on:_:)``).
    private var openMealDay: (date: LocalDate, totals: DayTotals)?
    /// The latest day written to ``LoweredFile/mealTotalsByDay``: a log's days come in date
    /// order, so a day's totals are looked up there only when the log comes back to a day.
    private var latestMealDay: LocalDate?

    /// The line the text starts at in its file (see ``SourceFile/firstLine``).
    let firstLine: Int
    /// What the lowering keeps besides the diagnostics and the figures the rules read.
    let retention: LoweringRetention
    var keepsMeals: Bool { retention == .everyModel }
    var keepsExerciseModels: Bool { retention == .everyModel }
    var keepsDayTotals: Bool { retention != .ruleFigures }

    init(source: SourceFile, fileIndex: Int, definitions: WorkspaceDefinitions, today: LocalDate,
         retention: LoweringRetention = .everyModel) {
        self.retention = retention
        self.tree = source.tree
        self.file = source.name
        self.firstLine = source.firstLine
        self.fileIndex = fileIndex
        self.definitions = definitions
        self.today = today
        self.unit = definitions.athlete(ofFile: fileIndex).profile.unit
    }


    func text(_ range: TextRange) -> String { tree.source.text(range) }

    func location(_ entry: EntrySyntax) -> LogLocation { LogLocation(file: file, line: firstLine + entry.line + 1) }

    mutating func report(_ diagnostic: Diagnostic) { output.diagnostics.append(diagnostic) }

    /// Reports an unknown name at `range`; `make` (the "did you mean" search) runs once per
    /// name, later uses of the name only move the first diagnostic.
    mutating func reportUnknownName(_ key: String, at range: TextRange, make: () -> Diagnostic) {
        let diagnostic = unknownNameDiagnostics[key] ?? make()
        unknownNameDiagnostics[key] = diagnostic
        report(diagnostic.moved(to: range))
    }

    mutating func lower() -> LoweredFile {
        reserveCapacity(LoweringCapacity(tree.entries))
        for entry in tree.entries { lowerEntry(entry) }
        closeMealDay()
        return output
    }

    /// Sizes ``output``'s lists for a whole file's entries. Not for a file lowered a part at
    /// a time: sizing exactly for each part would copy the lists once per part.
    private mutating func reserveCapacity(_ capacity: LoweringCapacity) {
        output.workouts.reserveCapacity(capacity.workouts)
        output.bodyweights.reserveCapacity(capacity.bodyweights)
        if keepsMeals { output.meals.reserveCapacity(capacity.meals) }
        if keepsDayTotals { output.mealTotalsByDay.reserveCapacity(capacity.mealDays) }
    }

    /// Lowers the entries of `part`, a tree of some lines of the same source text (see
    /// ``Parser/parse(_:lines:)``), adding to ``output``; the parts must come in file order.
    mutating func lower(_ part: SyntaxTree) {
        tree = part
        for entry in part.entries { lowerEntry(entry) }
        closeMealDay()
    }

    /// Lowers one entry into `output`.
    private mutating func lowerEntry(_ entry: EntrySyntax) {
        entryProperties = EntryProperties(entry)
        if let date = entry.date, date.isValid, entry.kind != nil {
            checkFutureDate(entry, date: LocalDate(year: date.year, month: date.month, day: date.day))
        }
        switch entry.header {
        case .lifting(let title, let duration):
            lowerLifting(entry, title: title, duration: duration)
        case .cardio(let type, let distance, let duration, let pace):
            lowerCardio(entry, type: type, distance: distance, duration: duration, pace: pace)
        case .metcon(let type, let duration, let rounds, let result):
            lowerMetcon(entry, type: type, duration: duration, rounds: rounds, result: result)
        case .meal(let kind, let customName):
            lowerMeal(entry, kind: kind, customName: customName)
        case .bodyweight(let weight):
            lowerBodyweight(entry, weight: weight)
        case .template(let name):
            lowerTemplate(entry, name: name)
        case .trainingMax(let exercise, let load):
            lowerTrainingMax(entry, exercise: exercise, load: load)
        case .programStart(let target):
            lowerProgramStart(entry, target: target)
        case .measure(let measurements):
            lowerMeasure(entry, header: measurements)
        case .recipeDefinition:
            lowerRecipe(entry)
        case .profile, .exerciseDefinition, .foodDefinition, .programDefinition:
            // Read by DefinitionCollector; only unknown properties are left to report.
            reportUnknownProperties(entry)
        case .unknownKind, .unreadable:
            break
        }
    }

    /// The model date of a dated entry (only called for valid dates).
    func modelDate(_ entry: EntrySyntax) -> LocalDate? {
        guard let date = entry.date, date.isValid else { return nil }
        return LocalDate(year: date.year, month: date.month, day: date.day)
    }

    func modelTime(_ entry: EntrySyntax) -> LocalTime? {
        guard let time = entry.time, time.isValid else { return nil }
        return LocalTime(hour: time.hour, minute: time.minute)
    }

    /// A future entry is a warning unless every set in it is planned.
    private mutating func checkFutureDate(_ entry: EntrySyntax, date: LocalDate) {
        guard date > today, let range = entry.date?.range else { return }
        if entry.kind == .lifting || entry.kind == .metcon {
            var hasSets = false
            var allPlanned = true
            for line in entry.body {
                guard case .exercise(let item) = line.content else { continue }
                for set in item.allSets {
                    hasSets = true
                    allPlanned = allPlanned && set.isPlanned
                }
            }
            if hasSets, allPlanned { return }
        }
        report(AnalysisDiagnostics.futureDate(date, range))
    }

    /// Properties of the entry whose key the kind does not know.
    mutating func reportUnknownProperties(_ entry: EntrySyntax) {
        guard let kind = entry.kind else { return }
        // Most entries have no property of an unknown key: the entry being lowered's are
        // read in place, with no copy of its properties made to learn it.
        if entryProperties?.entryRange == entry.range, entryProperties?.unknownKeys.isEmpty == true { return }
        for key in properties(entry).unknownKeys {
            report(AnalysisDiagnostics.unknownProperty(text(key), kind: kind, key))
        }
    }

    /// Lets `add` add a meal to its day's totals, in place. A log's meals come in date order,
    /// so the open day is added to where it lies and written to ``LoweredFile/mealTotalsByDay``
    /// once, when another day starts or the lowering ends: not looked up and written back per
    /// meal, and no meal's own list of foods merged into it.
    mutating func addMeal(on date: LocalDate, _ add: (inout DayTotals) -> Void) {
        if openMealDay?.date != date {
            closeMealDay()
            // A day after every day written so far is new: only a day come back to is looked up.
            let isNew = latestMealDay.map { date > $0 } ?? true
            openMealDay = (date, isNew ? DayTotals() : output.mealTotalsByDay[date] ?? DayTotals())
        }
        add(&openMealDay!.totals)
    }

    /// Writes the open day's meal totals to ``output``.
    private mutating func closeMealDay() {
        guard let day = openMealDay else { return }
        output.mealTotalsByDay[day.date] = day.totals
        latestMealDay = max(latestMealDay ?? day.date, day.date)
        openMealDay = nil
    }

    /// The properties of an entry by key (the last one wins), for kinds that read them: the
    /// entry being lowered's are read once, in ``lowerEntry(_:)``.
    func properties(_ entry: EntrySyntax) -> EntryProperties {
        entryProperties?.entryRange == entry.range ? entryProperties! : EntryProperties(entry)
    }

    /// The text of a free-text property, with a length check.
    mutating func textValue(_ property: PropertySyntax?, what: MessageKey, limit: Int) -> String? {
        guard let property, case .text(let range) = property.value else { return nil }
        let value = text(range)
        checkLength(value, what: what, limit: limit, range: range)
        return value
    }

    mutating func checkLength(_ value: String, what: MessageKey, limit: Int, range: TextRange) {
        // Characters never outnumber UTF-8 bytes: count them only when it could matter.
        guard value.utf8.count > limit else { return }
        let length = value.count
        if length > limit { report(AnalysisDiagnostics.tooLong(what, limit: limit, found: length, range)) }
    }

    /// A count written as a number (reps, rounds) as an `Int`, clamped so that no number a
    /// person can type traps the conversion.
    static func wholeCount(_ value: Double) -> Int {
        value >= 0 ? Int(min(value, 1_000_000_000)) : 0
    }

    /// A note after `#`, without the `#` and surrounding spaces.
    func noteText(_ range: TextRange?) -> String? {
        guard let range else { return nil }
        // Trimmed on the bytes: a note's spaces and tabs are ASCII. Next to a non-ASCII byte
        // a space could begin a character of its own (a combining mark after it), so that
        // rare case is trimmed by characters.
        let bytes = tree.source.bytes
        var start = min(range.lowerBound, bytes.count), end = min(range.upperBound, bytes.count)
        if start < end, bytes[start] == UInt8(ascii: "#") { start += 1 }
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        let bordersNonASCII = bytes[start] >= 0x80 || (end < bytes.count && bytes[end] >= 0x80)
        guard bordersNonASCII else { return text(TextRange(start, end)) }
        var value = Substring(text(range))
        if value.hasPrefix("#") { value = value.dropFirst() }
        let trimmed = value.trimmingSpaces
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// A name as written and what it resolved to (a placeholder when unknown), kept per
/// spelling; a class, so that each use of the name reads it instead of copying the exercise
/// or food.
final class ResolvedName<Value> {
    let written: String
    let value: Value
    let isKnown: Bool
    /// The index of the name's history key in the file's key list (``Lowerer/historyKeyIndex(_:)``),
    /// once an exercise of a dated workout has needed it: -1 before.
    var historyKey: Int32 = -1

    init(written: String, value: Value?, placeholder: (String) -> Value) {
        self.written = written
        self.value = value ?? placeholder(written)
        self.isKnown = value != nil
    }
}
