import AntrainAnalysis
import AntrainModel

/// `antrain exercises [QUERY] [--category C] [--muscle M]`: search the exercise library.
struct ExercisesCommand: Command {
    static let name = "exercises"
    static let summary = "Search the exercise library (presets and the custom exercises of the logs here)"
    static let usage = """
        antrain exercises [QUERY] [--category C] [--muscle M] [--in PATH]

          QUERY       a name, alias, prefix or initials: "bench", "inc db", "rdl"
          --category  \(ExerciseCategory.allCases.map(\.rawValue).joined(separator: ", "))
          --muscle    \(MuscleGroup.allCases.map(\.rawValue).joined(separator: ", "))
          --in PATH   also search the custom exercises defined in these logs (default: none)
        """

    var query: String
    var category: ExerciseCategory?
    var muscle: MuscleGroup?
    var logPath: String?

    init(arguments: inout Arguments) throws {
        category = try arguments.option("--category", choices: ExerciseCategory.allCases.map(\.rawValue)).flatMap(ExerciseCategory.init)
        muscle = try arguments.option("--muscle", choices: MuscleGroup.allCases.map(\.rawValue)).flatMap(MuscleGroup.init)
        logPath = try arguments.option("--in")
        query = try arguments.positionals().joined(separator: " ")
    }

    func run(in context: CommandContext) -> ExitCode {
        var library: any ExerciseLibraryProtocol = PresetExerciseLibrary.shared
        if let logPath {
            guard let sources = LogFiles.load([logPath], for: "exercises", in: context) else { return .usageError }
            library = WorkspaceSnapshot.analyze(sources, settings: context.analysisSettings).definitions.exercises
        }
        var matches = library.searchExercises(query: query, category: category, muscleGroup: muscle)
        if query.isEmpty { matches.sort { $0.item.name < $1.item.name } }
        guard !matches.isEmpty else {
            context.printError("No exercise matches \"\(query)\"")
            return .problemsFound
        }
        var rows = [["NAME", "CATEGORY", "MUSCLES", "EQUIPMENT", "MATCHED"]]
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

/// `antrain foods [QUERY]`: search the food library.
struct FoodsCommand: Command {
    static let name = "foods"
    static let summary = "Search the food library: kcal and macros per 100 g, default serving"
    static let usage = """
        antrain foods [QUERY] [--category C] [--in PATH]

          QUERY       a name or alias, in English or Turkish: "chicken", "tavuk gogsu"
          --category  \(FoodCategory.allCases.map(\.rawValue).joined(separator: ", "))
          --in PATH   also search the custom foods defined in these logs
        """

    var query: String
    var category: FoodCategory?
    var logPath: String?

    init(arguments: inout Arguments) throws {
        category = try arguments.option("--category", choices: FoodCategory.allCases.map(\.rawValue)).flatMap(FoodCategory.init)
        logPath = try arguments.option("--in")
        query = try arguments.positionals().joined(separator: " ")
    }

    func run(in context: CommandContext) -> ExitCode {
        var library: any FoodLibraryProtocol = PresetFoodLibrary.shared
        if let logPath {
            guard let sources = LogFiles.load([logPath], for: "foods", in: context) else { return .usageError }
            library = WorkspaceSnapshot.analyze(sources, settings: context.analysisSettings).definitions.foods
        }
        var matches = library.searchFoods(query: query, category: category)
        if query.isEmpty { matches.sort { $0.item.name < $1.item.name } }
        guard !matches.isEmpty else {
            context.printError("No food matches \"\(query)\"")
            return .problemsFound
        }
        var rows = [["NAME", "CATEGORY", "KCAL", "PROTEIN", "CARBS", "FAT", "SERVING", "MATCHED"]]
        for match in matches {
            let food = match.item
            rows.append([
                food.displayName, food.category.rawValue, Format.number(food.caloriesPer100g, decimals: 0),
                Format.number(food.proteinPer100g) + " g", Format.number(food.carbsPer100g) + " g",
                Format.number(food.fatPer100g) + " g", Format.number(food.defaultServingGrams) + " g",
                match.isAliasMatch ? match.matchedText : "",
            ])
        }
        context.print(Table.render(rows))
        context.print("Figures per 100 g; presets from USDA FoodData Central.")
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
