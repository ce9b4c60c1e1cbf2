import AntrainBasics
import AntrainSyntax

/// The catalogue keys of what the analysis says in its diagnostics and their fixes, in English
/// and Turkish side by side.
enum AnalysisMessages {
    static let amountWithoutUnit = MessageKey("analysis.amount-without-unit", en: "How much is {value}? Add a unit: `{value}g` for grams or `{value} servings`",
        tr: "{value} ne kadar? Bir birim ekleyin: gram için `{value}g`, porsiyon için `{value} servings`")
    static let cardioTypeMissing = MessageKey("analysis.cardio-type-missing", en: "Say what kind of cardio this was: {types}",
        tr: "Kardiyonun türünü yazın: {types}")
    static let metconTypeMissing = MessageKey("analysis.metcon-type-missing", en: "Say what kind of metcon this was: amrap, emom or fortime",
        tr: "Metcon türünü yazın: amrap, emom ya da fortime")
    static let add = MessageKey("fix.add", en: "Add `{text}`",
        tr: "`{text}` ekle")
    static let duplicateDefinition = MessageKey("analysis.duplicate-definition", en: "The {kind} `{name}` is already defined at {first}; keep one definition",
        tr: "`{name}` adlı {kind} zaten tanımlı ({first}); tek bir tanım bırakın")
    static let duplicateProfile = MessageKey("analysis.duplicate-profile", en: "There is already a profile in this folder, at {first}; each folder holds one athlete's profile (put another athlete's in a folder of its own)",
        tr: "Bu klasörde zaten bir profil var ({first}); her klasörde tek bir sporcunun profili bulunur (başka bir sporcunun profilini kendi klasörüne koyun)")
    static let emptyMeal = MessageKey("analysis.empty-meal", en: "This meal lists no food; add foods on indented lines below it",
        tr: "Bu öğünde hiç besin yok; besinleri altına girintili satırlarla ekleyin")
    static let energyMismatch = MessageKey("analysis.energy-mismatch", en: "{kcal} kcal does not fit the macros, which give {expected} kcal (4·protein + 4·carbs + 9·fat); check the figures",
        tr: "{kcal} kcal makrolarla uyuşmuyor: makrolardan {expected} kcal çıkıyor (4·protein + 4·karbonhidrat + 9·yağ); değerleri kontrol edin")
    static let exerciseWithoutSets = MessageKey("analysis.exercise-without-sets", en: "`{name}` has no sets; add them after the name (`{name} 100x5`) or on deeper lines below it",
        tr: "`{name}` adlı egzersizin seti yok; setleri adın hemen ardına (`{name} 100x5`) ya da altına, daha içeride satırlara yazın")
    static let futureDate = MessageKey("analysis.future-date", en: "{date} is in the future; mark planned sets with `[ ]` or check the date",
        tr: "{date} gelecekte bir tarih; planlanan setleri `[ ]` ile işaretleyin ya da tarihi kontrol edin")
    static let implausibleValue = MessageKey("analysis.implausible-value", en: "{what} of {found} is outside the plausible range of {range}: a typo?",
        tr: "{what} makul aralığın dışında (yazılan: {found}; makul aralık: {range}): yazım hatası olabilir mi?")
    static let liftingWithoutExercises = MessageKey("analysis.lifting-without-exercises", en: "This workout lists no exercise; add exercises on indented lines, like `  Bench Press 100x5`",
        tr: "Bu antrenmanda hiç egzersiz yok; egzersizleri girintili satırlara yazın, örneğin `  Bench Press 100x5`")
    static let macrosExceed100g = MessageKey("analysis.macros-exceed-100g", en: "Protein, carbs and fat add up to {total} g in 100 g of food; they can be at most 100 g",
        tr: "Protein, karbonhidrat ve yağ 100 g besinde toplam {total} g ediyor; bu toplam en fazla 100 g olabilir")
    static let missingProperty = MessageKey("analysis.missing-property", en: "{what} needs {properties}",
        tr: "{what} için {properties} gerekli")
    static let listAnd = MessageKey("list.and", en: "{first} and {rest}",
        tr: "{first} ve {rest}")
    static let negativeLoad = MessageKey("analysis.negative-load", en: "A load cannot be negative (found {found}); for assistance write `BW-20`",
        tr: "Yük negatif olamaz (yazılan: {found}); yardımlı hareketler için `BW-20` gibi yazın")
    static let assistanceOverBodyweight = MessageKey("analysis.assistance-over-bodyweight", en: "The assistance ({assistance}) is more than your bodyweight of {bodyweight} on that day",
        tr: "Yardım ağırlığı ({assistance}) o günkü vücut ağırlığınızdan ({bodyweight}) fazla")
    static let noCompletedSets = MessageKey("analysis.no-completed-sets", en: "`{name}` has only planned `[ ]` sets in a past workout; tick the ones you did (`[x]`) or remove it",
        tr: "Geçmiş bir antrenmanda `{name}` adlı egzersizin yalnızca planlanmış (`[ ]`) setleri var; yaptığınız setleri işaretleyin (`[x]`) ya da egzersizi kaldırın")
    static let invalidPlate = MessageKey("analysis.invalid-plate", en: "`{written}` is not a plate; expected a weight like `20`, `2.5 kg` or `45 lb`",
        tr: "`{written}` bir plaka değil; `20`, `2.5 kg` ya da `45 lb` gibi bir ağırlık bekleniyordu")
    static let notPositive = MessageKey("analysis.not-positive", en: "{what} must be more than 0 (found {found})",
        tr: "{what} sıfırdan büyük olmalı (yazılan: {found})")
    static let notNegative = MessageKey("analysis.not-negative", en: "{what} must be 0 or more (found {found})",
        tr: "{what} negatif olamaz (yazılan: {found})")
    static let overlappingWorkouts = MessageKey("analysis.overlapping-workouts", en: "This workout overlaps the one at {other}; only one workout can be going on at a time",
        tr: "Bu antrenman şu antrenmanla çakışıyor: {other}. Aynı anda yalnızca bir antrenman yapılabilir")
    static let sameStartTime = MessageKey("analysis.same-start-time", en: "Another lifting workout starts at the same time, at {other}; was this one logged twice?",
        tr: "Başka bir ağırlık antrenmanı da aynı saatte başlıyor: {other}. Bu antrenman iki kez mi yazıldı?")
    static let paceMismatch = MessageKey("analysis.pace-mismatch", en: "The pace {written} does not fit distance and duration, which give {derived}; check the figures",
        tr: "Yazılan tempo ({written}) mesafe ve süreyle uyuşmuyor: bunlardan {derived} çıkıyor; değerleri kontrol edin")
    static let redefinesPreset = MessageKey("analysis.redefines-preset", en: "`{name}` is already the preset {kind} `{preset}`; presets are read-only, so pick another name",
        tr: "`{name}` zaten hazır bir {kind}: `{preset}`. Hazır tanımlar değiştirilemez; başka bir ad seçin")
    static let repsNotPositive = MessageKey("analysis.reps-not-positive", en: "Reps must be a whole number, at least 1 (found {found})",
        tr: "Tekrar sayısı en az 1 olan bir tam sayı olmalı (yazılan: {found})")
    static let rpeOutOfRange = MessageKey("analysis.rpe-out-of-range", en: "RPE goes from 1 to 10 (found {found})",
        tr: "RPE 1 ile 10 arasında olur (yazılan: {found})")
    static let rpeStep = MessageKey("analysis.rpe-step", en: "RPE goes in steps of 0.5, like 8 or 8.5 (found {found})",
        tr: "RPE 0,5'lik adımlarla yazılır, örneğin 8 ya da 8,5 (yazılan: {found})")
    static let suspiciousLoad = MessageKey("analysis.suspicious-load", en: "{load} is more than 1.5 × your previous best of {best} for this exercise: a typo?",
        tr: "{load} bu egzersizdeki önceki en iyi ağırlığınızın ({best}) 1,5 katından fazla: yazım hatası olabilir mi?")
    static let tooLong = MessageKey("analysis.too-long", en: "{what} can be at most {limit} characters (found {found})",
        tr: "{what} en fazla {limit} karakter olabilir (şu an {found} karakter)")
    static let unknownValue = MessageKey("analysis.unknown-value", en: "`{word}` is not {what}. Did you mean `{suggestion}`? Expected one of: {valid}",
        tr: "`{word}` geçerli bir {what} değil. Şunu mu demek istediniz: `{suggestion}`? Geçerli değerler: {valid}")
    static let unknownValueNoSuggestion = MessageKey("analysis.unknown-value.none", en: "`{word}` is not {what}. Expected one of: {valid}",
        tr: "`{word}` geçerli bir {what} değil. Geçerli değerler: {valid}")
    static let unknownProperty = MessageKey("analysis.unknown-property", en: "A {kind} entry has no `{key}:`. Did you mean `{suggestion}:`? Known here: {keys}",
        tr: "`{kind}` kaydında `{key}:` diye bir özellik yok. Şunu mu demek istediniz: `{suggestion}:`? Burada geçerli olanlar: {keys}")
    static let unknownPropertyNoSuggestion = MessageKey("analysis.unknown-property.none", en: "A {kind} entry has no `{key}:`. Known here: {keys}",
        tr: "`{kind}` kaydında `{key}:` diye bir özellik yok. Burada geçerli olanlar: {keys}")
    static let unknownExercise = MessageKey("analysis.unknown-exercise", en: "`{name}` is not a preset or custom exercise. Did you mean `{suggestion}`? Define it with `exercise {name}` to track it",
        tr: "`{name}` hazır ya da özel bir egzersiz değil. Şunu mu demek istediniz: `{suggestion}`? Takip etmek için `exercise {name}` ile tanımlayın")
    static let unknownExerciseNoSuggestion = MessageKey("analysis.unknown-exercise.none", en: "`{name}` is not a preset or custom exercise. Define it with `exercise {name}` to track it",
        tr: "`{name}` hazır ya da özel bir egzersiz değil. Takip etmek için `exercise {name}` ile tanımlayın")
    static let unknownFood = MessageKey("analysis.unknown-food", en: "`{name}` is not a preset or custom food, so it counts 0 kcal. Did you mean `{suggestion}`? Define it with `food {name}` to count it",
        tr: "`{name}` hazır ya da özel bir besin değil, bu yüzden 0 kcal sayılıyor. Şunu mu demek istediniz: `{suggestion}`? Hesaba katmak için `food {name}` ile tanımlayın")
    static let unknownFoodNoSuggestion = MessageKey("analysis.unknown-food.none", en: "`{name}` is not a preset or custom food, so it counts 0 kcal. Define it with `food {name}` to count it",
        tr: "`{name}` hazır ya da özel bir besin değil, bu yüzden 0 kcal sayılıyor. Hesaba katmak için `food {name}` ile tanımlayın")
    static let defineExercise = MessageKey("fix.define-exercise", en: "Define `{name}` as a custom exercise",
        tr: "`{name}` adlı özel egzersizi tanımla")
    static let defineFood = MessageKey("fix.define-food", en: "Define `{name}` as a custom food",
        tr: "`{name}` adlı özel besini tanımla")
    // Planning (LANGUAGE.md §7.6).
    static let dayWithoutWeek = MessageKey("analysis.day-without-week", en: "A day belongs to a week: write `week 1` on a line above it",
        tr: "Her gün bir haftaya aittir: üstteki bir satıra `week 1` yazın")
    static let duplicateDay = MessageKey("analysis.duplicate-day", en: "Week {week} already plans `{day}` at {first}; a week has each day once, so merge the two or move one to another day",
        tr: "{week}. hafta `{day}` gününü zaten planlıyor ({first}); bir haftada her gün bir kez yer alır, bu yüzden ikisini birleştirin ya da birini başka bir güne taşıyın")
    static let noTrainingMax = MessageKey("analysis.no-training-max", en: "{written} of what? {exercise} has no training max on or before {date}; declare it above this workout: `{date} max {exercise}` and the load, like `120kg`",
        tr: "{written} neyin yüzdesi? {exercise} için {date} tarihinde ya da öncesinde antrenman maksimumu yok; bu antrenmanın üstünde tanımlayın: `{date} max {exercise}` ve ardından ağırlık, örneğin `120kg`")
    static let declareTrainingMax = MessageKey("fix.declare-training-max", en: "Declare a training max from your best e1RM",
        tr: "En iyi e1RM değerinizden bir antrenman maksimumu tanımla")
    static let rangeInCompletedSet = MessageKey("analysis.range-in-completed-set", en: "A range of reps ({lower}-{upper}) is a plan; a completed set has the reps you did — write {lower} or {upper}, or mark the set planned with `[ ]`",
        tr: "Tekrar aralığı ({lower}-{upper}) bir plandır; tamamlanmış bir sete yaptığınız tekrar sayısı yazılır — {lower} ya da {upper} yazın veya seti `[ ]` ile planlanmış olarak işaretleyin")
    static let rirOutOfRange = MessageKey("analysis.rir-out-of-range", en: "Reps in reserve go from 0 to 9, a whole number (found {found})",
        tr: "Yedek tekrar 0 ile 9 arasında bir tam sayı olur (yazılan: {found})")
    static let suspiciousPercent = MessageKey("analysis.suspicious-percent", en: "{written} is more than 110 % of your training max: a typo? A training max sits a little below your best, so sets above 110 % of it are rare",
        tr: "{written} antrenman maksimumunuzun %110'undan fazla: yazım hatası olabilir mi? Antrenman maksimumu en iyi derecenizin biraz altındadır, bu yüzden onun %110'unu aşan setler nadirdir")
    static let unknownProgram = MessageKey("analysis.unknown-program", en: "`{name}` is not a program. Did you mean `{suggestion}`? Define it with `program {name}` and its weeks, or write `program none` to end one",
        tr: "`{name}` bir program değil. Şunu mu demek istediniz: `{suggestion}`? Haftalarıyla birlikte `program {name}` ile tanımlayın ya da bir programı bitirmek için `program none` yazın")
    static let unknownProgramNoSuggestion = MessageKey("analysis.unknown-program.none", en: "`{name}` is not a program. Define it with `program {name}` and its weeks, or write `program none` to end one",
        tr: "`{name}` bir program değil. Haftalarıyla birlikte `program {name}` ile tanımlayın ya da bir programı bitirmek için `program none` yazın")
    static let unknownTemplate = MessageKey("analysis.unknown-template", en: "`{name}` is not a template. Did you mean `{suggestion}`? Define it with `template {name}` and its exercises",
        tr: "`{name}` bir şablon değil. Şunu mu demek istediniz: `{suggestion}`? Egzersizleriyle birlikte `template {name}` ile tanımlayın")
    static let unknownTemplateNoSuggestion = MessageKey("analysis.unknown-template.none", en: "`{name}` is not a template. Define it with `template {name}` and its exercises",
        tr: "`{name}` bir şablon değil. Egzersizleriyle birlikte `template {name}` ile tanımlayın")
    static let weekOutOfOrder = MessageKey("analysis.week-out-of-order", en: "This is week {found}, but the week before it makes this week {expected}; number the weeks 1, 2, 3 … in order, without gaps",
        tr: "Bu {found}. hafta, ama önceki haftadan sonra {expected}. hafta gelmeli; haftaları boşluk bırakmadan sırayla 1, 2, 3 … diye numaralandırın")
    /// Where something else is written, in the same file: "line 12".
    static let placeLine = MessageKey("place.line", en: "line {line}",
        tr: "{line}. satır")
    /// The other workout of `overlapping-workouts`: its place, then its date and time.
    static let placeWithWhen = MessageKey("place.with-when", en: "{place} ({when})",
        tr: "{place} ({when})")
    /// A load in a message: the number in the language's way, then the unit.
    static let load = MessageKey("unit.load", en: "{value} {unit}",
        tr: "{value} {unit}")

    /// What a definition is, in `{kind}`.
    enum Kind {
        static let exercise = MessageKey("kind.exercise", en: "exercise",
            tr: "egzersiz")
        static let food = MessageKey("kind.food", en: "food",
            tr: "besin")
        static let template = MessageKey("kind.template", en: "template",
            tr: "şablon")
        static let program = MessageKey("kind.program", en: "program",
            tr: "program")
        static let profile = MessageKey("kind.profile", en: "profile",
            tr: "profil")
        static let all = [exercise, food, template, program, profile]
    }

    /// What a value is, in `{what}` (the subject of a sentence, or after "is not").
    enum Subject {
        static let profileName = MessageKey("subject.profile-name", en: "A profile name",
            tr: "Profil adı")
        static let height = MessageKey("subject.height", en: "Height",
            tr: "Boy")
        static let language = MessageKey("subject.language", en: "a language",
            tr: "dil")
        static let unit = MessageKey("subject.unit", en: "a unit",
            tr: "birim")
        static let roundingStep = MessageKey("subject.rounding-step", en: "The rounding step",
            tr: "Yuvarlama adımı")
        static let barWeight = MessageKey("subject.bar-weight", en: "The bar's weight",
            tr: "Bar ağırlığı")
        static let oneRepMaxFormula = MessageKey("subject.e1rm-formula", en: "an e1RM formula",
            tr: "e1RM formülü")
        static let unilateral = MessageKey("subject.unilateral", en: "a yes or no",
            tr: "evet ya da hayır")
        static let plate = MessageKey("subject.plate", en: "A plate",
            tr: "Plaka")
        static let exerciseName = MessageKey("subject.exercise-name", en: "An exercise name",
            tr: "Egzersiz adı")
        static let exerciseCategory = MessageKey("subject.exercise-category", en: "an exercise category",
            tr: "egzersiz kategorisi")
        static let muscleGroup = MessageKey("subject.muscle-group", en: "a muscle group",
            tr: "kas grubu")
        static let equipment = MessageKey("subject.equipment", en: "a kind of equipment",
            tr: "ekipman türü")
        static let customExercise = MessageKey("subject.custom-exercise", en: "A custom exercise",
            tr: "Özel bir egzersiz")
        static let foodName = MessageKey("subject.food-name", en: "A food name",
            tr: "Besin adı")
        static let brand = MessageKey("subject.brand", en: "A brand",
            tr: "Marka")
        static let customFood = MessageKey("subject.custom-food", en: "A custom food",
            tr: "Özel bir besin")
        static let kcalPer100g = MessageKey("subject.kcal-per-100g", en: "Kcal per 100 g",
            tr: "100 g başına kcal")
        static let proteinPer100g = MessageKey("subject.protein-per-100g", en: "Protein per 100 g",
            tr: "100 g başına protein")
        static let carbsPer100g = MessageKey("subject.carbs-per-100g", en: "Carbs per 100 g",
            tr: "100 g başına karbonhidrat")
        static let fatPer100g = MessageKey("subject.fat-per-100g", en: "Fat per 100 g",
            tr: "100 g başına yağ")
        static let serving = MessageKey("subject.serving", en: "A serving",
            tr: "Porsiyon")
        static let foodCategory = MessageKey("subject.food-category", en: "a food category",
            tr: "besin kategorisi")
        static let distance = MessageKey("subject.distance", en: "The distance",
            tr: "Mesafe")
        static let duration = MessageKey("subject.duration", en: "The duration",
            tr: "Süre")
        static let pace = MessageKey("subject.pace", en: "The pace",
            tr: "Tempo")
        static let workoutNote = MessageKey("subject.workout-note", en: "A workout note",
            tr: "Antrenman notu")
        static let rounds = MessageKey("subject.rounds", en: "Rounds",
            tr: "Tur sayısı")
        static let result = MessageKey("subject.result", en: "A result",
            tr: "Sonuç")
        static let templateName = MessageKey("subject.template-name", en: "A template name",
            tr: "Şablon adı")
        static let workoutDuration = MessageKey("subject.workout-duration", en: "A workout's duration",
            tr: "Antrenman süresi")
        static let templateNote = MessageKey("subject.template-note", en: "A template note",
            tr: "Şablon notu")
        static let setNote = MessageKey("subject.set-note", en: "A set note",
            tr: "Set notu")
        static let setCount = MessageKey("subject.set-count", en: "The number of sets",
            tr: "Set sayısı")
        static let setDuration = MessageKey("subject.set-duration", en: "A set's duration",
            tr: "Set süresi")
        static let mealName = MessageKey("subject.meal-name", en: "A meal name",
            tr: "Öğün adı")
        static let amount = MessageKey("subject.amount", en: "An amount",
            tr: "Miktar")
        static let foodNote = MessageKey("subject.food-note", en: "A food note",
            tr: "Besin notu")
        static let mealNote = MessageKey("subject.meal-note", en: "A meal note",
            tr: "Öğün notu")
        static let bodyweight = MessageKey("subject.bodyweight", en: "Bodyweight",
            tr: "Vücut ağırlığı")
        static let load = MessageKey("subject.load", en: "A load",
            tr: "Yük")
        static let cardioType = MessageKey("subject.cardio-type", en: "a cardio type",
            tr: "kardiyo türü")
        static let metconType = MessageKey("subject.metcon-type", en: "a metcon type",
            tr: "metcon türü")
        static let programName = MessageKey("subject.program-name", en: "A program name",
            tr: "Program adı")
        static let programNote = MessageKey("subject.program-note", en: "A program note",
            tr: "Program notu")
        static let programCategory = MessageKey("subject.program-category", en: "a program category",
            tr: "program kategorisi")
        static let programDifficulty = MessageKey("subject.program-difficulty", en: "a program difficulty",
            tr: "zorluk düzeyi")
        static let progression = MessageKey("subject.progression", en: "a progression",
            tr: "ilerleme türü")
        static let shareOfTrainingMax = MessageKey("subject.share-of-training-max", en: "A share of the training max",
            tr: "Antrenman maksimumu yüzdesi")
        static let trainingMax = MessageKey("subject.training-max", en: "A training max",
            tr: "Antrenman maksimumu")
        static let calorieGoal = MessageKey("subject.calorie-goal", en: "The calorie goal",
            tr: "Kalori hedefi")
        static let proteinGoal = MessageKey("subject.protein-goal", en: "The protein goal",
            tr: "Protein hedefi")
        static let carbsGoal = MessageKey("subject.carbs-goal", en: "The carbs goal",
            tr: "Karbonhidrat hedefi")
        static let fatGoal = MessageKey("subject.fat-goal", en: "The fat goal",
            tr: "Yağ hedefi")
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
        negativeLoad, assistanceOverBodyweight, noCompletedSets, invalidPlate, notPositive, notNegative, overlappingWorkouts, sameStartTime,
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
