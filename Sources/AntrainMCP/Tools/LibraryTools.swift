import AntrainAnalysis
import AntrainModel
import JSONRPC

/// The tools that search the libraries: the workspace's exercises and foods (presets and the
/// custom ones the logs define), through the same search as `antrain exercises`, `antrain
/// foods` and completion, and the preset programs as `antrain programs` lists them.
enum LibraryTools {
    static let defaultLimit = 20

    struct ExerciseHit: Encodable {
        var name: String
        var category: String
        var muscles: [String]
        var equipment: String
        var aliases: [String]
        var custom: Bool
        /// The alias the query matched, when it was not the name.
        var matched: String?
    }

    static let searchExercises = MCPTool(
        name: "search_exercises", title: "Search exercises",
        description: """
            Searches the exercise library (presets and the exercises the logs define) by name, alias, word prefixes or \
            abbreviation (`bp` finds Bench Press), best match first; filter by category or muscle group. Use the exact \
            `name` in log entries.
            """,
        inputSchema: Schema.object([
            "query": Schema.string("what to look for (empty: every exercise, by name)"),
            "category": Schema.oneOf(ExerciseCategory.allCases.map(\.rawValue), "only this category"),
            "muscle": Schema.oneOf(MuscleGroup.allCases.map(\.rawValue), "only exercises working this muscle group"),
            "limit": ["type": "integer", "minimum": 1, "maximum": 500, "description": "at most this many (default 20)"],
        ]),
        outputSchema: Schema.object([
            "total": Schema.integer,
            "exercises": Schema.array(Schema.object([
                "name": Schema.string, "category": Schema.string, "muscles": Schema.array(Schema.string), "equipment": Schema.string,
                "aliases": Schema.array(Schema.string), "custom": Schema.boolean, "matched": Schema.string,
            ], required: ["name", "category", "muscles", "equipment", "aliases", "custom"])),
        ], required: ["total", "exercises"]),
        call: { arguments, workspace throws(ToolFailure) in
            let query = try arguments.string("query") ?? ""
            let category = try arguments.choice("category", among: ExerciseCategory.allCases.map(\.rawValue)).flatMap(ExerciseCategory.init)
            let muscle = try arguments.choice("muscle", among: MuscleGroup.allCases.map(\.rawValue)).flatMap(MuscleGroup.init)
            let limit = try arguments.integer("limit", in: 1...500) ?? defaultLimit
            var matches = try workspace.definitionsSnapshot().definitions.exercises.searchExercises(query: query, category: category, muscleGroup: muscle)
            if query.isEmpty { matches.sort { $0.item.name < $1.item.name } }
            let hits = matches.prefix(limit).map { match in
                let exercise = match.item
                return ExerciseHit(name: exercise.name, category: exercise.category.rawValue, muscles: exercise.muscleGroups.map(\.rawValue),
                                   equipment: exercise.equipment.rawValue, aliases: exercise.aliases, custom: exercise.isCustom,
                                   matched: match.isAliasMatch ? match.matchedText : nil)
            }
            return ToolOutcome(structured: ["total": .integer(matches.count), "exercises": try StructuredJSON.value(hits)])
        })

    struct FoodHit: Encodable {
        var name: String
        var brand: String?
        var category: String
        var kcalPer100g: Double
        var proteinPer100g: Double
        var carbsPer100g: Double
        var fatPer100g: Double
        var servingGrams: Double
        var custom: Bool
        var matched: String?
    }

    static let searchFoods = MCPTool(
        name: "search_foods", title: "Search foods",
        description: """
            Searches the food library (presets and the foods the logs define) by name or alias, best match first: calories \
            and macros per 100 g and the default serving. Use the exact `name` in meal entries.
            """,
        inputSchema: Schema.object([
            "query": Schema.string("what to look for (empty: every food, by name)"),
            "category": Schema.oneOf(FoodCategory.allCases.map(\.rawValue), "only this category"),
            "limit": ["type": "integer", "minimum": 1, "maximum": 500, "description": "at most this many (default 20)"],
        ]),
        outputSchema: Schema.object([
            "total": Schema.integer,
            "foods": Schema.array(Schema.object([
                "name": Schema.string, "brand": Schema.string, "category": Schema.string, "kcalPer100g": Schema.number,
                "proteinPer100g": Schema.number, "carbsPer100g": Schema.number, "fatPer100g": Schema.number,
                "servingGrams": Schema.number, "custom": Schema.boolean, "matched": Schema.string,
            ], required: ["name", "category", "kcalPer100g", "proteinPer100g", "carbsPer100g", "fatPer100g", "servingGrams", "custom"])),
        ], required: ["total", "foods"]),
        call: { arguments, workspace throws(ToolFailure) in
            let query = try arguments.string("query") ?? ""
            let category = try arguments.choice("category", among: FoodCategory.allCases.map(\.rawValue)).flatMap(FoodCategory.init)
            let limit = try arguments.integer("limit", in: 1...500) ?? defaultLimit
            var matches = try workspace.definitionsSnapshot().definitions.foods.searchFoods(query: query, category: category)
            if query.isEmpty { matches.sort { $0.item.name < $1.item.name } }
            let hits = matches.prefix(limit).map { match in
                let food = match.item
                return FoodHit(name: food.name, brand: food.brand, category: food.category.rawValue, kcalPer100g: food.caloriesPer100g,
                               proteinPer100g: food.proteinPer100g, carbsPer100g: food.carbsPer100g, fatPer100g: food.fatPer100g,
                               servingGrams: food.defaultServingGrams, custom: food.isCustom,
                               matched: match.isAliasMatch ? match.matchedText : nil)
            }
            return ToolOutcome(structured: ["total": .integer(matches.count), "foods": try StructuredJSON.value(hits)])
        })

    struct ProgramRow: Encodable {
        var name: String
        var daysPerWeek: Int
        var weeks: Int
        var summary: String
        /// The program as log text (its `program` definition), for one named program.
        var text: String?
    }

    static let programs = MCPTool(
        name: "programs", title: "Preset programs",
        description: """
            The preset training programs (name, days per week, weeks, summary), or one of them by name (or the start of its \
            name) with its text: a `program` definition ready to append to a log, after which `START_DATE program NAME` \
            starts it.
            """,
        inputSchema: Schema.object(["name": Schema.string("a program's name or the start of it (default: list them all)")]),
        outputSchema: Schema.object([
            "programs": Schema.array(Schema.object([
                "name": Schema.string, "daysPerWeek": Schema.integer, "weeks": Schema.integer, "summary": Schema.string,
                "text": Schema.string,
            ], required: ["name", "daysPerWeek", "weeks", "summary"])),
        ], required: ["programs"]),
        call: { arguments, _ throws(ToolFailure) in
            func row(_ preset: ProgramPreset, text: Bool) -> ProgramRow {
                ProgramRow(name: preset.name, daysPerWeek: preset.daysPerWeek, weeks: preset.weekCount, summary: preset.summary(in: .en),
                           text: text ? preset.text(in: .en) : nil)
            }
            guard let name = try arguments.string("name"), !name.isEmpty else {
                return ToolOutcome(structured: ["programs": try StructuredJSON.value(ProgramPresets.all.map { row($0, text: false) })])
            }
            switch ProgramLookup(name) {
            case .found(let preset):
                return ToolOutcome(structured: ["programs": try StructuredJSON.value([row(preset, text: true)])])
            case .ambiguous(let presets):
                throw ToolFailure("‘\(name)’ starts several programs: \(presets.map { "‘\($0.name)’" }.joined(separator: ", ")).")
            case .missing:
                throw ToolFailure("No program is called ‘\(name)’; the programs are \(ProgramPresets.all.map { "‘\($0.name)’" }.joined(separator: ", ")).")
            }
        })
}
