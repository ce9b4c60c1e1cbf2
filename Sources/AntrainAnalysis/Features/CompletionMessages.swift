import AntrainBasics
import AntrainSyntax

/// The labels, details and documentation of completion items; the Turkish is in
/// `TurkishCatalogue.editor`. Inserted text stays the log's syntax in every language.
enum CompletionMessages {
    static let todayWorkout = MessageKey("completion.today.workout", "today's workout")
    static let todayBreakfast = MessageKey("completion.today.breakfast", "today's breakfast")
    static let todayLunch = MessageKey("completion.today.lunch", "today's lunch")
    static let todayDinner = MessageKey("completion.today.dinner", "today's dinner")
    static let todaySnack = MessageKey("completion.today.snack", "today's snack")

    /// The detail of the `DATE breakfast` snippet and its siblings.
    static func today(_ meal: MealKind) -> MessageKey {
        switch meal {
        case .breakfast: todayBreakfast
        case .lunch: todayLunch
        case .dinner: todayDinner
        case .snack: todaySnack
        }
    }

    static let profileKeyword = MessageKey("completion.keyword.profile", "your name, height, unit and daily goals")
    static let exerciseKeyword = MessageKey("completion.keyword.exercise", "define a custom exercise")
    static let foodKeyword = MessageKey("completion.keyword.food", "define a custom food")
    static let templateKeyword = MessageKey("completion.keyword.template", "plan a workout")
    static let recipeKeyword = MessageKey("completion.keyword.recipe", "a dish from ingredients, used in meals like a food")

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

    static let lifting = MessageKey("completion.kind.lifting", "sets and reps")
    static let cardioKind = MessageKey("completion.kind.cardio", "run, bike, row, swim, walk, elliptical, ski")
    static let metconKind = MessageKey("completion.kind.metcon", "amrap, emom, fortime")
    static let meal = MessageKey("completion.kind.meal", "a meal")
    static let namedMeal = MessageKey("completion.kind.namedMeal", "a meal with its own name: meal \"Pre-workout\"")
    static let bodyweight = MessageKey("completion.kind.bodyweight", "78.4kg")
    static let trainingMax = MessageKey("completion.kind.max", "a training max: max Bench Press 120kg")
    static let program = MessageKey("completion.kind.program", "start a program (or `program none`)")

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

    static let cardio = MessageKey("completion.cardio", "cardio")
    static let amrap = MessageKey("completion.metcon.amrap", "as many rounds as possible")
    static let emom = MessageKey("completion.metcon.emom", "every minute on the minute")
    static let forTime = MessageKey("completion.metcon.fortime", "for time")

    /// A metcon type's meaning.
    static func metcon(_ type: MetconTypeWord) -> MessageKey {
        switch type {
        case .amrap: amrap
        case .emom: emom
        case .fortime: forTime
        }
    }

    static let rpe = MessageKey("completion.rpe", "RPE {value}: {meaning}")
    static let rpe10 = MessageKey("completion.rpe.10", "maximal, no reps left")
    static let rpe9_5 = MessageKey("completion.rpe.9.5", "maybe one more rep")
    static let rpe9 = MessageKey("completion.rpe.9", "one rep left")
    static let rpe8_5 = MessageKey("completion.rpe.8.5", "one or two reps left")
    static let rpe8 = MessageKey("completion.rpe.8", "two reps left")
    static let rpe7_5 = MessageKey("completion.rpe.7.5", "two or three reps left")
    static let rpe7 = MessageKey("completion.rpe.7", "three reps left")
    static let rpeModerate = MessageKey("completion.rpe.moderate", "moderate, four or more reps left")

    static let exerciseTitle = MessageKey("completion.exercise.title", "**{name}** ({origin})")
    static let aliases = MessageKey("completion.exercise.aliases", "Also: {aliases}")
    static let lastSession = MessageKey("completion.exercise.lastSession", "Last session {date}: {sets}")
    static let loggedOne = MessageKey("completion.exercise.logged.one", "Logged {count} time")
    static let loggedOther = MessageKey("completion.exercise.logged.other", "Logged {count} times")
    static let repeatLast = MessageKey("completion.sets.repeat", "repeat last: {sets}")
    static let repeatDetail = MessageKey("completion.sets.repeat.detail", "{exercise} on {date}")
    static let progress = MessageKey("completion.sets.progress", "progress: {sets}")
    static let progressDetail = MessageKey("completion.sets.progress.detail", "last top set {load} {unit} x{reps}{rpe} → {change}%")
    static let progressRule = MessageKey(
        "completion.sets.progress.rule",
        "Progressive overload: RPE ≤ 6 adds 5 %, RPE 7–8 adds 2.5 %, RPE ≥ 9 takes 2.5 % off; rounded to {step} {unit}.")
    static let nextSet = MessageKey("completion.sets.next", "next set: {set}")
    static let nextSetDetail = MessageKey("completion.sets.next.detail", "the set above, again")
    static let foodDetail = MessageKey("completion.food.detail", "{kcal} kcal · {protein} P · {carbs} C · {fat} F per 100 g")
    static let foodTitle = MessageKey("completion.food.title", "**{name}** ({origin}, {category})")
    static let matched = MessageKey("completion.food.matched", "Matched: {text}")
    static let property = MessageKey("completion.property", "{kind} property")

    static let programDay = MessageKey("completion.programDay", "{program}: week {week} of {weeks} · {weekday}")
    static let programDayDocumentation = MessageKey(
        "completion.programDay.documentation", "The program's workout for {date}, with suggested loads:\n\n```antrain\n{code}```")
    static let noProgram = MessageKey("completion.program.none", "end the program")
    static let presetProgram = MessageKey("completion.program.preset", "preset program · {summary}")
    static let presetProgramDocumentation = MessageKey(
        "completion.program.preset.documentation", "{description}\n\nTaking it adds its templates and program at the end of this file.")

    static let hours = MessageKey("completion.unit.hours", "hours")
    static let minutes = MessageKey("completion.unit.minutes", "minutes")
    static let seconds = MessageKey("completion.unit.seconds", "seconds")

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
           exerciseTitle, aliases, lastSession, loggedOne, loggedOther, repeatLast, repeatDetail, progress, progressDetail, progressRule,
           nextSet, nextSetDetail, foodDetail, foodTitle, matched, property,
           programDay, programDayDocumentation, noProgram, presetProgram, presetProgramDocumentation]
        + DurationUnitWord.allCases.map(durationUnit)
}
