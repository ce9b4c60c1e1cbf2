import AntrainAnalysis
import AntrainBasics
import AntrainModel

/// `antrain exercises [QUERY] [--category C] [--muscle M] [--in PATH] [--lang en|tr]`: search the exercise library.
struct ExercisesCommand: Command {
    static let name = "exercises"
    static let summary = LocalizedText(CommandHelp.exercisesSummary)
    static let usage = CommandUsage(arguments: [
        ArgumentSpec(placeholder: "QUERY", value: .names(of: name), rows: [HelpRow("QUERY", LibraryHelp.exercisesQuery)]),
    ])

    enum Option: CommandOption {
        case category, muscle, logs, language

        var spec: OptionSpec {
            switch self {
            case .category: .option("--category", .choices(of: ExerciseCategory.self), "C", help: .choices(of: ExerciseCategory.self))
            case .muscle: .option("--muscle", .choices(of: MuscleGroup.self), "M", help: .choices(of: MuscleGroup.self))
            case .logs: .option("--in", .logs, "PATH", help: LibraryHelp.exercisesIn)
            case .language: .language(help: LibraryHelp.exercisesLang)
            }
        }
    }

    static func completionNames() -> [String] { PresetExerciseLibrary.shared.allExercises.map(\.name) }

    var query: String
    var category: ExerciseCategory?
    var muscle: MuscleGroup?
    var logPath: String?
    var language: Language?

    init(_ arguments: ParsedArguments<Option>) throws {
        category = arguments.value(.category, as: ExerciseCategory.self)
        muscle = arguments.value(.muscle, as: MuscleGroup.self)
        logPath = arguments.value(.logs)
        language = arguments.value(.language, as: Language.self)
        query = arguments.positionals.joined(separator: " ")
    }

    func run(in context: CommandContext) -> ExitCode {
        var library: any ExerciseLibraryProtocol = PresetExerciseLibrary.shared
        var language = context.language(option: language)
        if let logPath {
            // The workspace around the place (TOOLING.md §1), through the host like every command.
            guard let around = WorkspaceAround.load(file: logPath, mustExist: true, for: "exercises", language: language, in: context) else {
                return .usageError
            }
            library = around.snapshot.definitions.exercises
            language = context.language(option: self.language, profile: around.analysis.profile.language)
        }
        var matches = library.searchExercises(query: query, category: category, muscleGroup: muscle)
        if query.isEmpty { matches.sort { $0.item.name < $1.item.name } }
        guard !matches.isEmpty else {
            context.printError(LocalizedText(CommandMessages.noExercise, ["query": .text(query)]), in: language)
            return .problemsFound
        }
        let M = CommandMessages.self
        var rows = [[M.columnName, M.columnCategory, M.columnMuscles, M.columnEquipment, M.columnMatched].map { LocalizedText($0).text(in: language) }]
        for match in matches {
            let exercise = match.item
            rows.append([
                exercise.name, exercise.category.rawValue, exercise.muscleGroups.map(\.displayName).joined(separator: ", "),
                exercise.equipment.rawValue, match.isAliasMatch ? match.matchedText : "",
            ])
        }
        context.print(Table.render(rows))
        return .success
    }
}

/// `antrain foods [QUERY] [--category C] [--in PATH] [--lang en|tr]`: search the food library.
struct FoodsCommand: Command {
    static let name = "foods"
    static let summary = LocalizedText(CommandHelp.foodsSummary)
    static let usage = CommandUsage(arguments: [
        ArgumentSpec(placeholder: "QUERY", value: .names(of: name), rows: [HelpRow("QUERY", LibraryHelp.foodsQuery)]),
    ])

    enum Option: CommandOption {
        case category, logs, language

        var spec: OptionSpec {
            switch self {
            case .category: .option("--category", .choices(of: FoodCategory.self), "C", help: .choices(of: FoodCategory.self))
            case .logs: .option("--in", .logs, "PATH", help: LibraryHelp.foodsIn)
            case .language: .language(help: LibraryHelp.foodsLang)
            }
        }
    }
    /// The foods' names and their aliases, so a Turkish name completes too (`tavuk` → `tavuk göğsü`).
    static func completionNames() -> [String] {
        var seen = Set<String>()
        return PresetFoodLibrary.shared.allFoods.flatMap { [$0.name] + $0.aliases }.filter { seen.insert($0.lowercased()).inserted }
    }

    var query: String
    var category: FoodCategory?
    var logPath: String?
    var language: Language?

    init(_ arguments: ParsedArguments<Option>) throws {
        category = arguments.value(.category, as: FoodCategory.self)
        logPath = arguments.value(.logs)
        language = arguments.value(.language, as: Language.self)
        query = arguments.positionals.joined(separator: " ")
    }

    func run(in context: CommandContext) -> ExitCode {
        var library: any FoodLibraryProtocol = PresetFoodLibrary.shared
        var language = context.language(option: language)
        if let logPath {
            // The workspace around the place (TOOLING.md §1), through the host like every command.
            guard let around = WorkspaceAround.load(file: logPath, mustExist: true, for: "foods", language: language, in: context) else {
                return .usageError
            }
            library = around.snapshot.definitions.foods
            language = context.language(option: self.language, profile: around.analysis.profile.language)
        }
        var matches = library.searchFoods(query: query, category: category)
        if query.isEmpty { matches.sort { $0.item.name < $1.item.name } }
        guard !matches.isEmpty else {
            context.printError(LocalizedText(CommandMessages.noFood, ["query": .text(query)]), in: language)
            return .problemsFound
        }
        let M = CommandMessages.self
        var rows = [[M.columnName, M.columnCategory, M.columnKcal, M.columnProtein, M.columnCarbs, M.columnFat, M.columnServing, M.columnMatched]
            .map { LocalizedText($0).text(in: language) }]
        // Figures as the language writes them: `2.5 g`, `2,5 g`.
        func number(_ value: Double, decimals: Int = 1) -> String { Format.number(value, decimals: decimals, language: language) }
        for match in matches {
            let food = match.item
            rows.append([
                food.displayName, food.category.rawValue, number(food.caloriesPer100g, decimals: 0),
                number(food.proteinPer100g) + " g", number(food.carbsPer100g) + " g",
                number(food.fatPer100g) + " g", number(food.defaultServingGrams) + " g",
                match.isAliasMatch ? match.matchedText : "",
            ])
        }
        context.print(Table.render(rows))
        context.print(LocalizedText(CommandMessages.foodsFootnote), in: language)
        return .success
    }
}

/// Plain-text tables with columns padded to their widest cell.
enum Table {
    static func render(_ rows: [[String]]) -> String {
        guard let columns = rows.first?.count else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == columns - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n")
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
