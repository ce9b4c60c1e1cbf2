import AntrainBasics
import AntrainSyntax

/// The labels, details and documentation of completion items, in English and Turkish.
/// Inserted text stays the log's syntax in every language.
enum CompletionMessages {
    static let todayWorkout = MessageKey("completion.today.workout", en: "today's workout",
        tr: "bugünkü antrenman")
    static let todayBreakfast = MessageKey("completion.today.breakfast", en: "today's breakfast",
        tr: "bugünkü kahvaltı")
    static let todayLunch = MessageKey("completion.today.lunch", en: "today's lunch",
        tr: "bugünkü öğle yemeği")
    static let todayDinner = MessageKey("completion.today.dinner", en: "today's dinner",
        tr: "bugünkü akşam yemeği")
    static let todaySnack = MessageKey("completion.today.snack", en: "today's snack",
        tr: "bugünkü ara öğün")

    /// The detail of the `DATE breakfast` snippet and its siblings.
    static func today(_ meal: MealKind) -> MessageKey {
        switch meal {
        case .breakfast: todayBreakfast
        case .lunch: todayLunch
        case .dinner: todayDinner
        case .snack: todaySnack
        }
    }

    static let profileKeyword = MessageKey("completion.keyword.profile", en: "your name, height, unit and daily goals",
        tr: "adınız, boyunuz, biriminiz ve günlük hedefleriniz")
    static let exerciseKeyword = MessageKey("completion.keyword.exercise", en: "define a custom exercise",
        tr: "kendi egzersizinizi tanımlayın")
    static let foodKeyword = MessageKey("completion.keyword.food", en: "define a custom food",
        tr: "kendi besininizi tanımlayın")
    static let templateKeyword = MessageKey("completion.keyword.template", en: "plan a workout",
        tr: "bir antrenman planlayın")
    static let recipeKeyword = MessageKey("completion.keyword.recipe", en: "a dish from ingredients, used in meals like a food",
        tr: "malzemelerden bir yemek; öğünlerde bir besin gibi kullanılır")

    /// A definition keyword's detail; nil for `program`, which completion does not offer at a
    /// line's start.
    static func definition(_ word: DefinitionWord) -> MessageKey? {
        switch word {
        case .profile: profileKeyword
        case .exercise: exerciseKeyword
        case .food: foodKeyword
        case .template: templateKeyword
        case .recipe: recipeKeyword
        case .program: nil
        }
    }

    static let lifting = MessageKey("completion.kind.lifting", en: "sets and reps",
        tr: "setler ve tekrarlar")
    static let cardioKind = MessageKey("completion.kind.cardio", en: "run, bike, row, swim, walk, elliptical, ski",
        tr: "türleri: run, bike, row, swim, walk, elliptical, ski")
    static let metconKind = MessageKey("completion.kind.metcon", en: "amrap, emom, fortime",
        tr: "türleri: amrap, emom, fortime")
    static let meal = MessageKey("completion.kind.meal", en: "a meal",
        tr: "bir öğün")
    static let namedMeal = MessageKey("completion.kind.namedMeal", en: "a meal with its own name: meal \"Pre-workout\"",
        tr: "kendi adını verdiğiniz bir öğün: meal \"Antrenman öncesi\"")
    static let bodyweight = MessageKey("completion.kind.bodyweight", en: "78.4kg",
        tr: "örnek: 78.4kg")
    static let trainingMax = MessageKey("completion.kind.max", en: "a training max: max Bench Press 120kg",
        tr: "antrenman maksimumu: max Bench Press 120kg")
    static let program = MessageKey("completion.kind.program", en: "start a program (or `program none`)",
        tr: "bir programa başlayın (ya da `program none`)")

    /// An entry kind's detail after a date.
    static func kind(_ word: DatedKindWord) -> MessageKey {
        switch word {
        case .lifting: lifting
        case .cardio: cardioKind
        case .metcon: metconKind
        case .breakfast, .lunch, .dinner, .snack: meal
        case .meal: namedMeal
        case .bodyweight: bodyweight
        case .trainingMax: trainingMax
        case .programStart: program
        case .measure: BodyMessages.measureKind
        }
    }

    static let cardio = MessageKey("completion.cardio", en: "cardio",
        tr: "kardiyo")
    static let amrap = MessageKey("completion.metcon.amrap", en: "as many rounds as possible",
        tr: "olabildiğince çok tur")
    static let emom = MessageKey("completion.metcon.emom", en: "every minute on the minute",
        tr: "her dakikanın başında")
    static let forTime = MessageKey("completion.metcon.fortime", en: "for time",
        tr: "süreye karşı")

    /// A metcon type's meaning.
    static func metcon(_ type: MetconTypeWord) -> MessageKey {
        switch type {
        case .amrap: amrap
        case .emom: emom
        case .fortime: forTime
        }
    }

    static let rpe = MessageKey("completion.rpe", en: "RPE {value}: {meaning}",
        tr: "RPE {value}: {meaning}")
    static let rpe10 = MessageKey("completion.rpe.10", en: "maximal, no reps left",
        tr: "maksimal, hiç tekrar kalmadı")
    static let rpe9_5 = MessageKey("completion.rpe.9.5", en: "maybe one more rep",
        tr: "belki bir tekrar daha")
    static let rpe9 = MessageKey("completion.rpe.9", en: "one rep left",
        tr: "bir tekrar kaldı")
    static let rpe8_5 = MessageKey("completion.rpe.8.5", en: "one or two reps left",
        tr: "bir ya da iki tekrar kaldı")
    static let rpe8 = MessageKey("completion.rpe.8", en: "two reps left",
        tr: "iki tekrar kaldı")
    static let rpe7_5 = MessageKey("completion.rpe.7.5", en: "two or three reps left",
        tr: "iki ya da üç tekrar kaldı")
    static let rpe7 = MessageKey("completion.rpe.7", en: "three reps left",
        tr: "üç tekrar kaldı")
    static let rpeModerate = MessageKey("completion.rpe.moderate", en: "moderate, four or more reps left",
        tr: "orta, dört ya da daha fazla tekrar kaldı")

    static let exerciseTitle = MessageKey("completion.exercise.title", en: "**{name}** ({origin})",
        tr: "**{name}** ({origin})")
    static let aliases = MessageKey("completion.exercise.aliases", en: "Also: {aliases}",
        tr: "Diğer adları: {aliases}")
    static let lastSession = MessageKey("completion.exercise.lastSession", en: "Last session {date}: {sets}",
        tr: "Önceki antrenman {date}: {sets}")
    static let loggedOne = MessageKey("completion.exercise.logged.one", en: "Logged {count} time",
        tr: "{count} kez kaydedildi")
    static let loggedOther = MessageKey("completion.exercise.logged.other", en: "Logged {count} times",
        tr: "{count} kez kaydedildi")
    static let repeatLast = MessageKey("completion.sets.repeat", en: "repeat last: {sets}",
        tr: "öncekini tekrarla: {sets}")
    static let repeatDetail = MessageKey("completion.sets.repeat.detail", en: "{exercise} on {date}",
        tr: "{exercise}, {date}")
    static let progress = MessageKey("completion.sets.progress", en: "progress: {sets}",
        tr: "ilerle: {sets}")
    static let progressDetail = MessageKey("completion.sets.progress.detail", en: "last top set {load} {unit} x{reps}{rpe} → {change}%",
        tr: "önceki en ağır set {load} {unit} x{reps}{rpe} → %{change}")
    static let progressRule = MessageKey(
        "completion.sets.progress.rule",
        en: "Progressive overload: RPE ≤ 6 adds 5 %, RPE 7–8 adds 2.5 %, RPE ≥ 9 takes 2.5 % off; rounded to {step} {unit}.",
        tr: "Kademeli yüklenme: RPE ≤ 6 ise %5 eklenir, RPE 7–8 ise %2,5 eklenir, RPE ≥ 9 ise %2,5 düşülür; {step} {unit} adımla yuvarlanır.")
    static let progressByRule = MessageKey("completion.sets.progress.byRule", en: "Progression `{rule}`: the next session after the last, as the hover shows it.",
        tr: "İlerleme kuralı `{rule}`: sonuncudan sonraki antrenman, üzerine gelince gösterildiği gibi.")
    static let progressByRuleDetail = MessageKey("completion.sets.progress.byRule.detail", en: "last session {load} {unit} x{reps} → {rule}",
        tr: "son antrenman {load} {unit} x{reps} → {rule}")
    static let nextSet = MessageKey("completion.sets.next", en: "next set: {set}",
        tr: "sonraki set: {set}")
    static let nextSetDetail = MessageKey("completion.sets.next.detail", en: "the set above, again",
        tr: "üstteki set, bir kez daha")
    static let foodDetail = MessageKey("completion.food.detail", en: "{kcal} kcal · {protein} P · {carbs} C · {fat} F per 100 g",
        tr: "100 g'da {kcal} kcal · {protein} P · {carbs} K · {fat} Y")
    static let foodTitle = MessageKey("completion.food.title", en: "**{name}** ({origin}, {category})",
        tr: "**{name}** ({origin}, {category})")
    static let matched = MessageKey("completion.food.matched", en: "Matched: {text}",
        tr: "Eşleşen: {text}")
    static let property = MessageKey("completion.property", en: "{kind} property",
        tr: "{kind} özelliği")

    static let programDay = MessageKey("completion.programDay", en: "{program}: week {week} of {weeks} · {weekday}",
        tr: "{program}: {week}/{weeks}. hafta · {weekday}")
    static let programDayDocumentation = MessageKey(
        "completion.programDay.documentation", en: "The program's workout for {date}, with suggested loads:\n\n```antrain\n{code}```",
        tr: "Programın {date} antrenmanı, önerilen yüklerle:\n\n```antrain\n{code}```")
    static let noProgram = MessageKey("completion.program.none", en: "end the program",
        tr: "programı bitirin")
    static let presetProgram = MessageKey("completion.program.preset", en: "preset program · {summary}",
        tr: "hazır program · {summary}")
    static let presetProgramDocumentation = MessageKey(
        "completion.program.preset.documentation", en: "{description}\n\nTaking it adds its templates and program at the end of this file.",
        tr: "{description}\n\nSeçerseniz şablonları ve programı bu dosyanın sonuna eklenir.")

    static let hours = MessageKey("completion.unit.hours", en: "hours",
        tr: "saat")
    static let minutes = MessageKey("completion.unit.minutes", en: "minutes",
        tr: "dakika")
    static let seconds = MessageKey("completion.unit.seconds", en: "seconds",
        tr: "saniye")

    /// After a number in a workout's header: the duration unit's meaning.
    static func durationUnit(_ unit: DurationUnitWord) -> MessageKey {
        switch unit {
        case .hours: hours
        case .minutes: minutes
        case .seconds: seconds
        }
    }

    static let all: [MessageKey] = [todayWorkout] + MealKind.allCases.map(today) + [profileKeyword, exerciseKeyword, foodKeyword, templateKeyword, recipeKeyword]
        + [lifting, cardioKind, metconKind, meal, namedMeal, bodyweight, trainingMax, program, cardio] + MetconTypeWord.allCases.map(metcon)
        + [rpe, rpe10, rpe9_5, rpe9, rpe8_5, rpe8, rpe7_5, rpe7, rpeModerate,
           exerciseTitle, aliases, lastSession, loggedOne, loggedOther, repeatLast, repeatDetail, progress, progressDetail, progressRule, progressByRule, progressByRuleDetail,
           nextSet, nextSetDetail, foodDetail, foodTitle, matched, property,
           programDay, programDayDocumentation, noProgram, presetProgram, presetProgramDocumentation]
        + DurationUnitWord.allCases.map(durationUnit)
}
