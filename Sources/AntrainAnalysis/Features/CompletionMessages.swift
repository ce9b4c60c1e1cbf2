import AntrainBasics
import AntrainSyntax

/// The labels, details and documentation of completion items; the Turkish is in
/// `TurkishCatalogue.editor`. Inserted text stays the log's syntax in every language.
enum CompletionMessages {
    static let todayWorkout = MessageKey("completion.today.workout", "today's workout")
    static let todayMeals: [String: MessageKey] = [
        "breakfast": MessageKey("completion.today.breakfast", "today's breakfast"),
        "lunch": MessageKey("completion.today.lunch", "today's lunch"),
        "dinner": MessageKey("completion.today.dinner", "today's dinner"),
        "snack": MessageKey("completion.today.snack", "today's snack"),
    ]
    static let profileKeyword = MessageKey("completion.keyword.profile", "your name, height, unit and daily goals")
    static let exerciseKeyword = MessageKey("completion.keyword.exercise", "define a custom exercise")
    static let foodKeyword = MessageKey("completion.keyword.food", "define a custom food")
    static let templateKeyword = MessageKey("completion.keyword.template", "plan a workout")
    static let recipeKeyword = MessageKey("completion.keyword.recipe", "a dish from ingredients, used in meals like a food")

    static let kinds: [String: MessageKey] = [
        "lifting": MessageKey("completion.kind.lifting", "sets and reps"),
        "cardio": MessageKey("completion.kind.cardio", "run, bike, row, swim, walk, elliptical, ski"),
        "metcon": MessageKey("completion.kind.metcon", "amrap, emom, fortime"),
        "breakfast": MessageKey("completion.kind.meal", "a meal"),
        "lunch": MessageKey("completion.kind.meal", "a meal"),
        "dinner": MessageKey("completion.kind.meal", "a meal"),
        "snack": MessageKey("completion.kind.meal", "a meal"),
        "meal": MessageKey("completion.kind.namedMeal", "a meal with its own name: meal \"Pre-workout\""),
        "bodyweight": MessageKey("completion.kind.bodyweight", "78.4kg"),
    ]
    static let trainingMax = MessageKey("completion.kind.max", "a training max: max Bench Press 120kg")
    static let program = MessageKey("completion.kind.program", "start a program (or `program none`)")
    static let cardio = MessageKey("completion.cardio", "cardio")
    static let metcons: [String: MessageKey] = [
        "amrap": MessageKey("completion.metcon.amrap", "as many rounds as possible"),
        "emom": MessageKey("completion.metcon.emom", "every minute on the minute"),
        "fortime": MessageKey("completion.metcon.fortime", "for time"),
    ]

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

    /// After a number in a workout's header: the duration unit's meaning.
    static let durationUnits: [DurationUnits.Kind: MessageKey] = [
        .hours: MessageKey("completion.unit.hours", "hours"),
        .minutes: MessageKey("completion.unit.minutes", "minutes"),
        .seconds: MessageKey("completion.unit.seconds", "seconds"),
    ]

    static let all: [MessageKey] = [todayWorkout] + Array(todayMeals.values) + [profileKeyword, exerciseKeyword, foodKeyword, templateKeyword, recipeKeyword]
        + Array(Set(kinds.values)) + [trainingMax, program, cardio] + Array(metcons.values)
        + [rpe, rpe10, rpe9_5, rpe9, rpe8_5, rpe8, rpe7_5, rpe7, rpeModerate,
           exerciseTitle, aliases, lastSession, loggedOne, loggedOther, repeatLast, repeatDetail, progress, progressDetail, progressRule,
           nextSet, nextSetDetail, foodDetail, foodTitle, matched, property,
           programDay, programDayDocumentation, noProgram, presetProgram, presetProgramDocumentation]
        + DurationUnits.Kind.allCases.map { durationUnits[$0]! }
}
