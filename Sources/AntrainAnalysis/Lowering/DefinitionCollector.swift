import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Reads the definitions (profile, custom exercises and foods, templates, programs) of every file of
/// a workspace and checks them: duplicates across files, presets redefined, missing or
/// unknown properties, food figures that cannot be right.
struct DefinitionCollector {
    let trees: [SyntaxTree]
    let fileNames: [String]
    let folders: [String]
    var diagnostics: [[Diagnostic]]
    private var profiles: [WrittenProfile] = []
    private var exercises: [Exercise] = []
    var foods: [FoodItem] = []
    /// `recipe` definitions as read; their figures come once every food is known
    /// (``resolveRecipes()``).
    var pendingRecipes: [PendingRecipe] = []
    var recipes: [Recipe] = []
    private(set) var sites: [DefinitionSite] = []
    private var siteByKey: [String: DefinitionSite] = [:]
    var fileIndex = 0
    /// Programs as read, with the day lines whose templates are checked once every file's
    /// templates are known (see ``checkProgramTemplates(_:)``).
    var programs: [TrainingProgram] = []
    var programDayTemplates: [(fileIndex: Int, name: String, range: TextRange)] = []

    let firstLines: [Int]

    init(sources: [SourceFile]) {
        self.trees = sources.map(\.tree)
        self.fileNames = sources.map(\.name)
        self.firstLines = sources.map(\.firstLine)
        self.folders = sources.map(\.folder)
        self.diagnostics = Array(repeating: [], count: trees.count)
    }

    mutating func collect() -> WorkspaceDefinitions {
        for (index, tree) in trees.enumerated() {
            fileIndex = index
            for itemIndex in tree.definitionItems {
                guard case .entry(let entry) = tree.items[itemIndex] else { continue }
                switch entry.header {
                case .profile: readProfile(entry, tree: tree)
                case .exerciseDefinition(let name?): readExercise(entry, name: name, tree: tree)
                case .foodDefinition(let name?): readFood(entry, name: name, tree: tree)
                case .template(let name?): register(.template, name: tree.source.text(name.textRange), nameRange: name.range, entry: entry)
                case .programDefinition(let name?): readProgram(entry, name: name, tree: tree)
                case .recipeDefinition(let name?): readRecipe(entry, name: name, tree: tree)
                default: break
                }
            }
        }
        checkProgramTemplates()
        resolveRecipes()
        let (athletes, athleteOfFile) = AthleteScopes.resolve(profiles, fileFolders: folders)
        var definitions = WorkspaceDefinitions(
            athletes: athletes, athleteOfFile: athleteOfFile, customExercises: exercises, customFoods: foods, sites: sites,
            programs: programs
        )
        definitions.unusedProfiles = profiles.filter(\.isDuplicate).map { Athlete(profile: $0.profile, site: $0.site, folder: $0.folder) }
        definitions.recipes = recipes
        return definitions
    }

    mutating func report(_ diagnostic: Diagnostic) { diagnostics[fileIndex].append(diagnostic) }

    /// "november.antrain:12" for messages that point at another definition.
    func describe(_ site: DefinitionSite, line: Int) -> MessageArgument {
        AnalysisDiagnostics.place(file: fileNames[site.fileIndex] == fileNames[fileIndex] ? nil : fileNames[site.fileIndex], line: line)
    }

    func line(of site: DefinitionSite) -> Int {
        firstLines[site.fileIndex] + trees[site.fileIndex].source.lineIndex.line(containing: site.entryRange.lowerBound) + 1
    }

    /// Records a definition; false when its name is already taken (and reported).
    ///
    /// - Parameter brand: a food's brand, part of its identity: `Protein Bar (Acme)` and
    ///   `Protein Bar (Zeta)` are two foods.
    @discardableResult
    mutating func register(
        _ kind: DefinitionSite.Kind, name: String, brand: String? = nil, nameRange: TextRange, entry: EntrySyntax
    ) -> Bool {
        let key = "\(kind.rawValue):\(SearchText.key(name))" + (brand.map { "(\(SearchText.key($0)))" } ?? "")
        let site = DefinitionSite(kind: kind, name: name, fileIndex: fileIndex, nameRange: nameRange, entryRange: entry.range)
        if let first = siteByKey[key] {
            let shown = brand.map { "\(name) (\($0))" } ?? name
            report(AnalysisDiagnostics.duplicateDefinition(kind.message, shown, first: describe(first, line: line(of: first)), nameRange))
            return false
        }
        siteByKey[key] = site
        sites.append(site)
        return true
    }

    func properties(_ entry: EntrySyntax) -> EntryProperties { EntryProperties(entry) }

    private mutating func readProfile(_ entry: EntrySyntax, tree: SyntaxTree) {
        let keyword = entry.keyword ?? entry.headerRange
        let site = DefinitionSite(kind: .profile, name: "profile", fileIndex: fileIndex, nameRange: keyword, entryRange: entry.range)
        // A second profile in one folder is reported, and still read in full: its mistakes
        // are reported too, though it governs no log.
        let folder = folders[fileIndex]
        let first = profiles.first { $0.folder == folder }?.site
        if let first {
            report(AnalysisDiagnostics.duplicateProfile(first: describe(first, line: line(of: first)), keyword))
        }
        var result = UserProfile.defaults
        let properties = properties(entry)
        if let property = properties[.name], case .text(let range) = property.value {
            let name = tree.source.text(range)
            if name.count > 50 { report(AnalysisDiagnostics.tooLong(AnalysisMessages.Subject.profileName, limit: 50, found: name.count, range)) }
            result.name = name
        }
        if let property = properties[.height], case .height(let centimetres, let range) = property.value {
            if centimetres <= 0 { report(AnalysisDiagnostics.notPositive(AnalysisMessages.Subject.height, found: tree.source.text(range), range)) }
            else { result.heightCm = centimetres }
        }
        if let property = properties[.unit], case .text(let range) = property.value {
            if let unit = WeightUnit(written: tree.source.text(range)) {
                result.unit = unit
            } else {
                report(AnalysisDiagnostics.unknownEnumValue(AnalysisMessages.Subject.unit, tree.source.text(range), valid: WeightUnit.names, range))
            }
        }
        let goals: [(PropertyKey, WritableKeyPath<UserProfile, Double>, MessageKey)] = [
            (.calories, \.calorieGoal, AnalysisMessages.Subject.calorieGoal), (.protein, \.proteinGoal, AnalysisMessages.Subject.proteinGoal),
            (.carbs, \.carbsGoal, AnalysisMessages.Subject.carbsGoal), (.fat, \.fatGoal, AnalysisMessages.Subject.fatGoal),
        ]
        for (key, path, what) in goals {
            guard let property = properties[key], case .quantity(let quantity) = property.value else { continue }
            let value = quantity.number.value
            if key == .calories ? value <= 0 : value < 0 {
                report(AnalysisDiagnostics.notPositive(what, found: tree.source.text(quantity.range), quantity.range, orZero: key != .calories))
            } else {
                result[keyPath: path] = value
            }
        }
        readPlanningSettings(properties, into: &result, tree: tree)
        result.nutrientGoals = nutrientGoals(properties, tree: tree)
        if let property = properties[.sex], case .text(let range) = property.value {
            result.sex = enumValue(range, tree: tree, what: BodyMessages.sex, BodySex.self)
        }
        profiles.append(WrittenProfile(profile: result, site: site, folder: folder, isDuplicate: first != nil))
    }

    /// `language:`, `rounding:`, `bar:` and `plates:`: the athlete's language and equipment.
    private mutating func readPlanningSettings(_ properties: EntryProperties, into result: inout UserProfile, tree: SyntaxTree) {
        if let property = properties[.language], case .text(let range) = property.value {
            result.language = enumValue(range, tree: tree, what: AnalysisMessages.Subject.language, ProfileLanguage.self)
        }
        if let property = properties[.progress] {
            let (rule, problem) = ProgressionProperty.read(property, in: tree.source)
            result.progress = rule
            if let problem { report(problem) }
        }
        if let property = properties[.e1rm], case .text(let range) = property.value {
            result.e1rm = enumValue(range, tree: tree, what: AnalysisMessages.Subject.oneRepMaxFormula, OneRepMaxFormula.self)
        }
        let unit = result.unit
        func kilograms(_ quantity: QuantitySyntax, what: MessageKey) -> Double? {
            let written = tree.source.text(quantity.range)
            guard quantity.number.value > 0 else {
                report(AnalysisDiagnostics.notPositive(what, found: written, quantity.range))
                return nil
            }
            guard let word = quantity.unit else { return unit.toKilograms(quantity.number.value) }
            guard let written = WeightUnit(written: word) else {
                report(AnalysisDiagnostics.unknownEnumValue(AnalysisMessages.Subject.unit, word, valid: WeightUnit.names, quantity.unitRange ?? quantity.range))
                return nil
            }
            return written.toKilograms(quantity.number.value)
        }
        if let property = properties[.rounding], case .quantity(let quantity) = property.value {
            result.roundingKg = kilograms(quantity, what: AnalysisMessages.Subject.roundingStep)
        }
        if let property = properties[.bar], case .quantity(let quantity) = property.value {
            result.barKg = kilograms(quantity, what: AnalysisMessages.Subject.barWeight)
        }
        if let property = properties[.plates], case .list(let items) = property.value {
            var plates: [Double] = []
            for item in items {
                let written = tree.source.text(item)
                guard let (number, unitWord) = Self.plate(written) else {
                    report(AnalysisDiagnostics.invalidPlate(written, item))
                    continue
                }
                guard number > 0 else {
                    report(AnalysisDiagnostics.notPositive(AnalysisMessages.Subject.plate, found: written, item))
                    continue
                }
                if unitWord.isEmpty {
                    plates.append(unit.toKilograms(number))
                } else if let written = WeightUnit(written: unitWord) {
                    plates.append(written.toKilograms(number))
                } else {
                    report(AnalysisDiagnostics.unknownEnumValue(AnalysisMessages.Subject.unit, unitWord, valid: WeightUnit.names, item))
                }
            }
            if !plates.isEmpty { result.platesKg = plates.sorted(by: >) }
        }
    }

    /// `2.5`, `2.5kg`, `45 lb`: a plate's number and its unit word (lower case, maybe empty).
    static func plate(_ written: String) -> (Double, String)? {
        let trimmed = written.trimmingSpaces
        let digits = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        guard let number = Double(digits) else { return nil }
        return (number, String(trimmed.dropFirst(digits.count)).trimmingSpaces.lowercased())
    }

    private mutating func readExercise(_ entry: EntrySyntax, name: NameSyntax, tree: SyntaxTree) {
        let nameText = tree.source.text(name.textRange)
        if nameText.count > 100 { report(AnalysisDiagnostics.tooLong(AnalysisMessages.Subject.exerciseName, limit: 100, found: nameText.count, name.range)) }
        let properties = properties(entry)
        var aliases: [(String, TextRange)] = []
        if let property = properties[.aliases], case .list(let items) = property.value {
            aliases = items.map { (tree.source.text($0), $0) }
        }
        for (written, range) in [(nameText, name.range)] + aliases {
            if let preset = PresetExerciseLibrary.shared.exercise(named: written) {
                report(AnalysisDiagnostics.redefinesPreset(AnalysisMessages.Kind.exercise, written, preset: preset.name, range))
            }
        }
        guard register(.exercise, name: nameText, nameRange: name.range, entry: entry) else { return }
        var missing: [String] = []
        var category: ExerciseCategory?
        if let property = properties[.category], case .text(let range) = property.value {
            category = enumValue(range, tree: tree, what: AnalysisMessages.Subject.exerciseCategory, ExerciseCategory.self)
        } else {
            missing.append("category")
        }
        var muscles: [MuscleGroup] = []
        if let property = properties[.muscles], case .list(let items) = property.value {
            for item in items {
                if let muscle = enumValue(item, tree: tree, what: AnalysisMessages.Subject.muscleGroup, MuscleGroup.self) { muscles.append(muscle) }
            }
        } else {
            missing.append("muscles")
        }
        var equipment = Equipment.none
        if let property = properties[.equipment], case .text(let range) = property.value {
            equipment = enumValue(range, tree: tree, what: AnalysisMessages.Subject.equipment, Equipment.self) ?? .none
        }
        if !missing.isEmpty {
            report(AnalysisDiagnostics.missingProperty(AnalysisMessages.Subject.customExercise, missing, name.range))
        }
        var exercise = Exercise(
            name: nameText, category: category ?? .barbell, muscleGroups: muscles, equipment: equipment,
            aliases: aliases.map(\.0), isCustom: true, version: 0
        )
        if let property = properties[.unilateral], case .text(let range) = property.value {
            exercise.isUnilateral = enumValue(range, tree: tree, what: AnalysisMessages.Subject.unilateral, YesOrNo.self) == .yes
        }
        exercises.append(exercise)
    }

    private mutating func readFood(_ entry: EntrySyntax, name: NameSyntax, tree: SyntaxTree) {
        let nameText = tree.source.text(name.textRange)
        if nameText.count > 100 { report(AnalysisDiagnostics.tooLong(AnalysisMessages.Subject.foodName, limit: 100, found: nameText.count, name.range)) }
        let properties = properties(entry)
        var aliases: [(String, TextRange)] = []
        if let property = properties[.aliases], case .list(let items) = property.value {
            aliases = items.map { (tree.source.text($0), $0) }
        }
        var brand: String?
        if let property = properties[.brand], case .text(let range) = property.value {
            brand = tree.source.text(range)
            if brand!.count > 50 { report(AnalysisDiagnostics.tooLong(AnalysisMessages.Subject.brand, limit: 50, found: brand!.count, range)) }
        }
        if brand == nil {
            for (written, range) in [(nameText, name.range)] + aliases {
                if let preset = PresetFoodLibrary.shared.food(named: written) {
                    report(AnalysisDiagnostics.redefinesPreset(AnalysisMessages.Kind.food, written, preset: preset.name, range))
                }
            }
        }
        guard register(.food, name: nameText, brand: brand, nameRange: name.range, entry: entry) else { return }
        var figures: [PropertyKey: NumberSyntax] = [:]
        var macrosRange = name.range
        if let property = properties[.per100g], case .macros(let macros) = property.value {
            figures[.kcal] = macros.kcal
            figures[.protein] = macros.protein
            figures[.carbs] = macros.carbs
            figures[.fat] = macros.fat
            macrosRange = property.valueRange
        }
        for key in [PropertyKey.kcal, .protein, .carbs, .fat] {
            if let property = properties[key], case .quantity(let quantity) = property.value { figures[key] = quantity.number }
        }
        let missing = [PropertyKey.kcal, .protein, .carbs, .fat].filter { figures[$0] == nil }.map(\.rawValue)
        if !missing.isEmpty {
            report(AnalysisDiagnostics.missingProperty(AnalysisMessages.Subject.customFood, missing.count == 4 ? ["per 100g"] : missing, name.range))
        }
        for (key, number) in figures where number.value < 0 {
            report(AnalysisDiagnostics.notPositive(Self.per100gSubject(key), found: tree.source.text(number.range), number.range, orZero: true))
        }
        let kcal = figures[.kcal]?.value ?? 0
        let protein = figures[.protein]?.value ?? 0
        let carbs = figures[.carbs]?.value ?? 0
        let fat = figures[.fat]?.value ?? 0
        if protein + carbs + fat > 100 {
            report(AnalysisDiagnostics.macrosExceed100g(total: protein + carbs + fat, macrosRange))
        } else if missing.isEmpty {
            let expected = 4 * protein + 4 * carbs + 9 * fat
            if expected > 0, abs(kcal - expected) / expected > 0.2 {
                report(AnalysisDiagnostics.energyMismatch(kcal: kcal, expected: expected, figures[.kcal]?.range ?? macrosRange))
            }
        }
        var serving = 100.0
        if let property = properties[.serving], case .quantity(let quantity) = property.value {
            if quantity.number.value <= 0 {
                report(AnalysisDiagnostics.notPositive(AnalysisMessages.Subject.serving, found: tree.source.text(quantity.range), quantity.range))
            } else {
                serving = Self.grams(quantity)
            }
        }
        var category = FoodCategory.other
        if let property = properties[.category], case .text(let range) = property.value {
            category = enumValue(range, tree: tree, what: AnalysisMessages.Subject.foodCategory, FoodCategory.self) ?? .other
        }
        var food = FoodItem(
            name: nameText, brand: brand, caloriesPer100g: kcal, proteinPer100g: protein, carbsPer100g: carbs,
            fatPer100g: fat, defaultServingGrams: serving, category: category, aliases: aliases.map(\.0),
            isCustom: true, version: 0
        )
        food.nutrientsPer100g = nutrients(properties, tree: tree)
        foods.append(food)
    }

    /// An enum value written in a property, case-insensitive; reports unknown ones.
    mutating func enumValue<Value: RawRepresentable & CaseIterable>(
        _ range: TextRange, tree: SyntaxTree, what: MessageKey, _ type: Value.Type
    ) -> Value? where Value.RawValue == String {
        let written = tree.source.text(range)
        let lowered = written.lowercased().replacingSpaces()
        if let value = Value.allCases.first(where: { $0.rawValue.lowercased() == lowered }) { return value }
        report(AnalysisDiagnostics.unknownEnumValue(what, written, valid: Value.allCases.map(\.rawValue), range))
        return nil
    }
}

/// The answer of `unilateral: yes|no`.
enum YesOrNo: String, CaseIterable {
    case yes, no
}

extension String {
    /// "full body" → "fullbody", so `fullBody` may be written with a space.
    func replacingSpaces() -> String { String(filter { $0 != " " }) }
}

extension DefinitionCollector {
    /// "Protein per 100 g": the subject of a food's figure in a message.
    static func per100gSubject(_ key: PropertyKey) -> MessageKey {
        switch key {
        case .protein: AnalysisMessages.Subject.proteinPer100g
        case .carbs: AnalysisMessages.Subject.carbsPer100g
        case .fat: AnalysisMessages.Subject.fatPer100g
        default: AnalysisMessages.Subject.kcalPer100g
        }
    }

    /// A food's `serving:` or a recipe's `yield:` in grams: in a food amount's unit (`2oz`,
    /// `1.5 kg`, `1l`), or grams when it has none, or one no mass or volume unit.
    static func grams(_ quantity: QuantitySyntax) -> Double {
        quantity.number.value * (quantity.unit.flatMap(FoodUnitWord.matching)?.grams ?? 1)
    }
}

extension DefinitionSite.Kind {
    /// The kind's word in a message ("exercise").
    var message: MessageKey {
        switch self {
        case .exercise: AnalysisMessages.Kind.exercise
        case .food: AnalysisMessages.Kind.food
        case .template: AnalysisMessages.Kind.template
        case .program: AnalysisMessages.Kind.program
        case .profile: AnalysisMessages.Kind.profile
        }
    }
}
