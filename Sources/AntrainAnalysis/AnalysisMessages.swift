import AntrainBasics
import AntrainSyntax

/// The catalogue keys of what the analysis says in its diagnostics and their fixes. English
/// here; other languages in ``Catalogue``.
enum AnalysisMessages {
    static let amountWithoutUnit = MessageKey("analysis.amount-without-unit", "How much is {value}? Add a unit: `{value}g` for grams or `{value} servings`")
    static let cardioTypeMissing = MessageKey("analysis.cardio-type-missing", "Say what kind of cardio this was: {types}")
    static let metconTypeMissing = MessageKey("analysis.metcon-type-missing", "Say what kind of metcon this was: amrap, emom or fortime")
    static let add = MessageKey("fix.add", "Add `{text}`")
    static let duplicateDefinition = MessageKey("analysis.duplicate-definition", "The {kind} `{name}` is already defined at {first}; keep one definition")
    static let duplicateProfile = MessageKey("analysis.duplicate-profile", "There is already a profile in this folder, at {first}; each folder holds one athlete's profile (put another athlete's in a folder of its own)")
    static let emptyMeal = MessageKey("analysis.empty-meal", "This meal lists no food; add foods on indented lines below it")
    static let energyMismatch = MessageKey("analysis.energy-mismatch", "{kcal} kcal does not fit the macros, which give {expected} kcal (4·protein + 4·carbs + 9·fat); check the figures")
    static let exerciseWithoutSets = MessageKey("analysis.exercise-without-sets", "`{name}` has no sets; add them after the name (`{name} 100x5`) or on deeper lines below it")
    static let futureDate = MessageKey("analysis.future-date", "{date} is in the future; mark planned sets with `[ ]` or check the date")
    static let implausibleValue = MessageKey("analysis.implausible-value", "{what} of {found} is outside the plausible range of {range}: a typo?")
    static let liftingWithoutExercises = MessageKey("analysis.lifting-without-exercises", "This workout lists no exercise; add exercises on indented lines, like `  Bench Press 100x5`")
    static let macrosExceed100g = MessageKey("analysis.macros-exceed-100g", "Protein, carbs and fat add up to {total} g in 100 g of food; they can be at most 100 g")
    static let missingProperty = MessageKey("analysis.missing-property", "{what} needs {properties}")
    static let listAnd = MessageKey("list.and", "{first} and {rest}")
    static let negativeLoad = MessageKey("analysis.negative-load", "A load cannot be negative (found {found}); for assistance write `BW-20`")
    static let assistanceOverBodyweight = MessageKey("analysis.assistance-over-bodyweight", "The assistance ({assistance}) is more than your bodyweight of {bodyweight} on that day")
    static let noCompletedSets = MessageKey("analysis.no-completed-sets", "`{name}` has only planned `[ ]` sets in a past workout; tick the ones you did (`[x]`) or remove it")
    static let invalidPlate = MessageKey("analysis.invalid-plate", "`{written}` is not a plate; expected a weight like `20`, `2.5 kg` or `45 lb`")
    static let notPositive = MessageKey("analysis.not-positive", "{what} must be more than 0 (found {found})")
    static let notNegative = MessageKey("analysis.not-negative", "{what} must be 0 or more (found {found})")
    static let overlappingWorkouts = MessageKey("analysis.overlapping-workouts", "This workout overlaps the one at {other}; only one workout can be going on at a time")
    static let paceMismatch = MessageKey("analysis.pace-mismatch", "The pace {written} does not fit distance and duration, which give {derived}; check the figures")
    static let redefinesPreset = MessageKey("analysis.redefines-preset", "`{name}` is already the preset {kind} `{preset}`; presets are read-only, so pick another name")
    static let repsNotPositive = MessageKey("analysis.reps-not-positive", "Reps must be a whole number, at least 1 (found {found})")
    static let rpeOutOfRange = MessageKey("analysis.rpe-out-of-range", "RPE goes from 1 to 10 (found {found})")
    static let rpeStep = MessageKey("analysis.rpe-step", "RPE goes in steps of 0.5, like 8 or 8.5 (found {found})")
    static let suspiciousLoad = MessageKey("analysis.suspicious-load", "{load} is more than 1.5 × your previous best of {best} for this exercise: a typo?")
    static let tooLong = MessageKey("analysis.too-long", "{what} can be at most {limit} characters (found {found})")
    static let unknownValue = MessageKey("analysis.unknown-value", "`{word}` is not {what}. Did you mean `{suggestion}`? Expected one of: {valid}")
    static let unknownValueNoSuggestion = MessageKey("analysis.unknown-value.none", "`{word}` is not {what}. Expected one of: {valid}")
    static let unknownProperty = MessageKey("analysis.unknown-property", "A {kind} entry has no `{key}:`. Did you mean `{suggestion}:`? Known here: {keys}")
    static let unknownPropertyNoSuggestion = MessageKey("analysis.unknown-property.none", "A {kind} entry has no `{key}:`. Known here: {keys}")
    static let unknownExercise = MessageKey("analysis.unknown-exercise", "`{name}` is not a preset or custom exercise. Did you mean `{suggestion}`? Define it with `exercise {name}` to track it")
    static let unknownExerciseNoSuggestion = MessageKey("analysis.unknown-exercise.none", "`{name}` is not a preset or custom exercise. Define it with `exercise {name}` to track it")
    static let unknownFood = MessageKey("analysis.unknown-food", "`{name}` is not a preset or custom food, so it counts 0 kcal. Did you mean `{suggestion}`? Define it with `food {name}` to count it")
    static let unknownFoodNoSuggestion = MessageKey("analysis.unknown-food.none", "`{name}` is not a preset or custom food, so it counts 0 kcal. Define it with `food {name}` to count it")
    static let defineExercise = MessageKey("fix.define-exercise", "Define `{name}` as a custom exercise")
    static let defineFood = MessageKey("fix.define-food", "Define `{name}` as a custom food")
    // Planning (LANGUAGE.md §7.6).
    static let dayWithoutWeek = MessageKey("analysis.day-without-week", "A day belongs to a week: write `week 1` on a line above it")
    static let duplicateDay = MessageKey("analysis.duplicate-day", "Week {week} already plans `{day}` at {first}; a week has each day once, so merge the two or move one to another day")
    static let noTrainingMax = MessageKey("analysis.no-training-max", "{written} of what? {exercise} has no training max on or before {date}; declare it above this workout: `{date} max {exercise}` and the load, like `120kg`")
    static let declareTrainingMax = MessageKey("fix.declare-training-max", "Declare a training max from your best e1RM")
    static let rangeInCompletedSet = MessageKey("analysis.range-in-completed-set", "A range of reps ({lower}-{upper}) is a plan; a completed set has the reps you did — write {lower} or {upper}, or mark the set planned with `[ ]`")
    static let rirOutOfRange = MessageKey("analysis.rir-out-of-range", "Reps in reserve go from 0 to 9, a whole number (found {found})")
    static let suspiciousPercent = MessageKey("analysis.suspicious-percent", "{written} is more than 110 % of your training max: a typo? A training max sits a little below your best, so sets above 110 % of it are rare")
    static let unknownProgram = MessageKey("analysis.unknown-program", "`{name}` is not a program. Did you mean `{suggestion}`? Define it with `program {name}` and its weeks, or write `program none` to end one")
    static let unknownProgramNoSuggestion = MessageKey("analysis.unknown-program.none", "`{name}` is not a program. Define it with `program {name}` and its weeks, or write `program none` to end one")
    static let unknownTemplate = MessageKey("analysis.unknown-template", "`{name}` is not a template. Did you mean `{suggestion}`? Define it with `template {name}` and its exercises")
    static let unknownTemplateNoSuggestion = MessageKey("analysis.unknown-template.none", "`{name}` is not a template. Define it with `template {name}` and its exercises")
    static let weekOutOfOrder = MessageKey("analysis.week-out-of-order", "This is week {found}, but the week before it makes this week {expected}; number the weeks 1, 2, 3 … in order, without gaps")
    /// Where something else is written, in the same file: "line 12".
    static let placeLine = MessageKey("place.line", "line {line}")
    /// The other workout of `overlapping-workouts`: its place, then its date and time.
    static let placeWithWhen = MessageKey("place.with-when", "{place} ({when})")
    /// A load in a message: the number in the language's way, then the unit.
    static let load = MessageKey("unit.load", "{value} {unit}")

    /// What a definition is, in `{kind}`.
    enum Kind {
        static let exercise = MessageKey("kind.exercise", "exercise")
        static let food = MessageKey("kind.food", "food")
        static let template = MessageKey("kind.template", "template")
        static let program = MessageKey("kind.program", "program")
        static let profile = MessageKey("kind.profile", "profile")
        static let all = [exercise, food, template, program, profile]
    }

    /// What a value is, in `{what}` (the subject of a sentence, or after "is not").
    enum Subject {
        static let profileName = MessageKey("subject.profile-name", "A profile name")
        static let height = MessageKey("subject.height", "Height")
        static let language = MessageKey("subject.language", "a language")
        static let unit = MessageKey("subject.unit", "a unit")
        static let roundingStep = MessageKey("subject.rounding-step", "The rounding step")
        static let barWeight = MessageKey("subject.bar-weight", "The bar's weight")
        static let oneRepMaxFormula = MessageKey("subject.e1rm-formula", "an e1RM formula")
        static let unilateral = MessageKey("subject.unilateral", "a yes or no")
        static let plate = MessageKey("subject.plate", "A plate")
        static let exerciseName = MessageKey("subject.exercise-name", "An exercise name")
        static let exerciseCategory = MessageKey("subject.exercise-category", "an exercise category")
        static let muscleGroup = MessageKey("subject.muscle-group", "a muscle group")
        static let equipment = MessageKey("subject.equipment", "a kind of equipment")
        static let customExercise = MessageKey("subject.custom-exercise", "A custom exercise")
        static let foodName = MessageKey("subject.food-name", "A food name")
        static let brand = MessageKey("subject.brand", "A brand")
        static let customFood = MessageKey("subject.custom-food", "A custom food")
        static let kcalPer100g = MessageKey("subject.kcal-per-100g", "Kcal per 100 g")
        static let proteinPer100g = MessageKey("subject.protein-per-100g", "Protein per 100 g")
        static let carbsPer100g = MessageKey("subject.carbs-per-100g", "Carbs per 100 g")
        static let fatPer100g = MessageKey("subject.fat-per-100g", "Fat per 100 g")
        static let serving = MessageKey("subject.serving", "A serving")
        static let foodCategory = MessageKey("subject.food-category", "a food category")
        static let distance = MessageKey("subject.distance", "The distance")
        static let duration = MessageKey("subject.duration", "The duration")
        static let pace = MessageKey("subject.pace", "The pace")
        static let workoutNote = MessageKey("subject.workout-note", "A workout note")
        static let rounds = MessageKey("subject.rounds", "Rounds")
        static let result = MessageKey("subject.result", "A result")
        static let templateName = MessageKey("subject.template-name", "A template name")
        static let workoutDuration = MessageKey("subject.workout-duration", "A workout's duration")
        static let templateNote = MessageKey("subject.template-note", "A template note")
        static let setNote = MessageKey("subject.set-note", "A set note")
        static let setCount = MessageKey("subject.set-count", "The number of sets")
        static let setDuration = MessageKey("subject.set-duration", "A set's duration")
        static let mealName = MessageKey("subject.meal-name", "A meal name")
        static let amount = MessageKey("subject.amount", "An amount")
        static let foodNote = MessageKey("subject.food-note", "A food note")
        static let mealNote = MessageKey("subject.meal-note", "A meal note")
        static let bodyweight = MessageKey("subject.bodyweight", "Bodyweight")
        static let load = MessageKey("subject.load", "A load")
        static let cardioType = MessageKey("subject.cardio-type", "a cardio type")
        static let metconType = MessageKey("subject.metcon-type", "a metcon type")
        static let programName = MessageKey("subject.program-name", "A program name")
        static let programNote = MessageKey("subject.program-note", "A program note")
        static let programCategory = MessageKey("subject.program-category", "a program category")
        static let programDifficulty = MessageKey("subject.program-difficulty", "a program difficulty")
        static let progression = MessageKey("subject.progression", "a progression")
        static let shareOfTrainingMax = MessageKey("subject.share-of-training-max", "A share of the training max")
        static let trainingMax = MessageKey("subject.training-max", "A training max")
        static let calorieGoal = MessageKey("subject.calorie-goal", "The calorie goal")
        static let proteinGoal = MessageKey("subject.protein-goal", "The protein goal")
        static let carbsGoal = MessageKey("subject.carbs-goal", "The carbs goal")
        static let fatGoal = MessageKey("subject.fat-goal", "The fat goal")
        static let all = [
            profileName, height, language, unit, roundingStep, barWeight, plate, exerciseName, exerciseCategory, muscleGroup,
            equipment, customExercise, foodName, brand, customFood, kcalPer100g, proteinPer100g, carbsPer100g, fatPer100g,
            serving, foodCategory, distance, duration, pace, workoutNote, rounds, result, templateName, workoutDuration,
            templateNote, setNote, setCount, setDuration, mealName, amount, foodNote, mealNote, bodyweight, cardioType,
            metconType, programName, programNote, programCategory, programDifficulty, progression, shareOfTrainingMax, trainingMax,
            load, calorieGoal, proteinGoal, carbsGoal, fatGoal, oneRepMaxFormula, unilateral,
        ]
    }

    static let all: [MessageKey] = [
        amountWithoutUnit, cardioTypeMissing, metconTypeMissing, add, duplicateDefinition, duplicateProfile, emptyMeal,
        energyMismatch, exerciseWithoutSets, futureDate, implausibleValue, liftingWithoutExercises, macrosExceed100g, missingProperty, listAnd,
        negativeLoad, assistanceOverBodyweight, noCompletedSets, invalidPlate, notPositive, notNegative, overlappingWorkouts,
        paceMismatch, redefinesPreset, repsNotPositive, rpeOutOfRange, rpeStep, suspiciousLoad, tooLong, unknownValue,
        unknownValueNoSuggestion, unknownProperty, unknownPropertyNoSuggestion, unknownExercise, unknownExerciseNoSuggestion,
        unknownFood, unknownFoodNoSuggestion, defineExercise, defineFood, dayWithoutWeek, duplicateDay, noTrainingMax,
        declareTrainingMax, rangeInCompletedSet, rirOutOfRange, suspiciousPercent, unknownProgram, unknownProgramNoSuggestion,
        unknownTemplate, unknownTemplateNoSuggestion, weekOutOfOrder, load, placeLine, placeWithWhen,
    ] + Kind.all + Subject.all + CoachingDiagnosticMessages.all
}

/// Every key of the diagnostics' catalogue, for the test that each has its translations.
public enum DiagnosticMessages {
    public static var all: [MessageKey] { SyntaxMessages.all + AnalysisMessages.all + BodyMessages.diagnostics + RecipeMessages.diagnostics + NutrientMessages.diagnostics }
}
