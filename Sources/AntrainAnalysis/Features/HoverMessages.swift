import AntrainBasics

/// Every text of the hovers, one key each; the Turkish is in `TurkishCatalogue.editor`.
enum HoverMessages {
    // Counts, one key per plural form.
    static let setsOne = MessageKey("hover.sets.one", "{count} set")
    static let setsOther = MessageKey("hover.sets.other", "{count} sets")
    static let setsDoneOne = MessageKey("hover.setsDone.one", "{count} set done")
    static let setsDoneOther = MessageKey("hover.setsDone.other", "{count} sets done")
    static let exercisesOne = MessageKey("hover.exercises.one", "{count} exercise")
    static let exercisesOther = MessageKey("hover.exercises.other", "{count} exercises")
    static let roundsOne = MessageKey("hover.rounds.one", "{count} round")
    static let roundsOther = MessageKey("hover.rounds.other", "{count} rounds")
    static let movementsOne = MessageKey("hover.movements.one", "{count} movement")
    static let movementsOther = MessageKey("hover.movements.other", "{count} movements")
    static let weeksOne = MessageKey("hover.weeks.one", "{count} week")
    static let weeksOther = MessageKey("hover.weeks.other", "{count} weeks")
    static let entriesOne = MessageKey("hover.entries.one", "{count} entry")
    static let entriesOther = MessageKey("hover.entries.other", "{count} entries")

    // A lifting entry.
    static let untitledWorkout = MessageKey("hover.workout.untitled", "Lifting")
    static let duration = MessageKey("hover.workout.duration", "Duration: {duration}")
    static let planned = MessageKey("hover.workout.planned", "{count} planned")
    static let reps = MessageKey("hover.reps", "{count} reps")
    static let volume = MessageKey("hover.volume", "volume {volume}")
    static let setsPerMuscle = MessageKey("hover.workout.setsPerMuscle", "Working sets per muscle: {muscles}")
    static let template = MessageKey("hover.workout.template", "Template: {name}")
    static let note = MessageKey("hover.note", "Note: {note}")

    // Cardio and metcon.
    static let cardioTitle = MessageKey("hover.cardio.title", "**Cardio: {type} — {date}**")
    static let distance = MessageKey("hover.cardio.distance", "distance {distance} km")
    static let cardioDuration = MessageKey("hover.cardio.duration", "duration {duration}")
    static let pace = MessageKey("hover.cardio.pace", "pace {pace}")
    static let speed = MessageKey("hover.cardio.speed", "speed {speed} km/h")
    static let metconTitle = MessageKey("hover.metcon.title", "**Metcon: {type} — {date}**")
    static let metconTime = MessageKey("hover.metcon.time", "time {duration}")
    static let result = MessageKey("hover.metcon.result", "Result: {result}")

    // An exercise.
    static let unknownExercise = MessageKey("hover.exercise.unknown", "unknown")
    static let customExercise = MessageKey("hover.exercise.custom", "custom")
    static let presetExercise = MessageKey("hover.exercise.preset", "preset")
    static let thisSession = MessageKey("hover.exercise.session", "**This session:** {sets}, {reps} reps, volume {volume}")
    static let topSet = MessageKey("hover.exercise.topSet", ", top set {lift}")
    static let bestE1RM = MessageKey("hover.exercise.bestE1RM", ", best e1RM {e1rm}")
    static let lastSession = MessageKey("hover.exercise.lastSession", "**Last session** ({date}): {sets}")
    static let records = MessageKey("hover.exercise.records", "**PRs:** {records}")
    static let heaviestRecord = MessageKey("hover.exercise.record.heaviest", "heaviest {lift} ({date})")
    static let e1RMRecord = MessageKey("hover.exercise.record.e1RM", "e1RM {e1rm} ({date})")
    static let volumeRecord = MessageKey("hover.exercise.record.volume", "volume {volume} ({date})")
    static let newRecords = MessageKey("hover.exercise.newRecords", "🏆 **New PR:** {kinds}")
    static let trend = MessageKey("hover.exercise.trend", "**e1RM, last {count} sessions:** {sparkline} {first} → {last}")
    static let superset = MessageKey("hover.exercise.superset", "**Superset {group}** with {partners}")

    // A set.
    static let bodyweight = MessageKey("hover.set.bodyweight", "bodyweight")
    static let forDuration = MessageKey("hover.set.forDuration", "{title} for {duration}")
    static let notDone = MessageKey("hover.set.notDone", "planned, not done yet")
    static let warmup = MessageKey("hover.set.warmup", "warm-up: not counted in working volume or PRs")
    static let dropSet = MessageKey("hover.set.drop", "drop set")
    static let toFailure = MessageKey("hover.set.failure", "to failure")
    static let rest = MessageKey("hover.set.rest", "rest {duration}")
    static let volumeUnknown = MessageKey("hover.set.volumeUnknown", "volume unknown: log your bodyweight to count it")
    static let volumeEach = MessageKey("hover.set.volumeEach", "volume {volume} each")
    static let shareOfBest = MessageKey("hover.set.shareOfBest", " — {percent} of your best e1RM {best}")
    static let noE1RM = MessageKey("hover.set.noE1RM", "no e1RM above {reps} reps")
    static let amrapPlanned = MessageKey("hover.set.amrap.planned", "AMRAP: at least {reps} reps, as many as you can")
    static let amrapDone = MessageKey("hover.set.amrap.done", "AMRAP set: {reps} reps, as many as you could")
    static let amrapAgainstPlan = MessageKey("hover.set.amrap.againstPlan", "AMRAP set: {reps} reps against a planned minimum of {minimum}")
    static let platesLighter = MessageKey("hover.plates.lighter", "**Plates:** lighter than the {bar} {unit} bar")
    static let platesEmpty = MessageKey("hover.plates.empty", "**Plates:** the empty {bar} {unit} bar")
    static let platesPerSide = MessageKey("hover.plates.perSide", "**Plates per side:** {plates} on a {bar} {unit} bar")
    static let platesInexact = MessageKey("hover.plates.inexact", " ({total} {unit}: your plates cannot make {target} {unit})")

    // Planning.
    static let trainingMaxTitle = MessageKey("hover.trainingMax.title", "**Training max: {exercise}**")
    static let trainingMaxCurrent = MessageKey("hover.trainingMax.current", "`%` sets from {date} on count from {load}")
    static let programTitle = MessageKey("hover.program.title", "**Program: {name}** — {weeks}")
    static let programWeek = MessageKey("hover.program.week", "week {number}")
    static let programIntensity = MessageKey("hover.program.intensity", "intensity {percent}")
    static let programVolume = MessageKey("hover.program.volume", "volume {percent}")
    static let programNotFollowed = MessageKey("hover.program.notFollowed", "Not followed now; start it with `{today} program {name}`")
    static let programInWeek = MessageKey("hover.program.inWeek", "You are in week {week} of {weeks} (started {date})")
    static let programFinished = MessageKey("hover.program.finished", "Finished: all {weeks} weeks since {date} are done")
    static let programDay = MessageKey("hover.programDay", "**{program}** — week {week} of {weeks} · {weekday} · {template}")
    static let programDayFigures = MessageKey("hover.programDay.figures", "Planned {plannedSets}, volume {plannedVolume} · done {doneSets}, volume {doneVolume}")
    static let percentNoMax = MessageKey("hover.percent.noMax", "{percent} of a training max, but {exercise} has none on or before {date}")
    static let percentOfMax = MessageKey("hover.percent.ofMax", "{percent} of your training max {max} ({date}) = {load}")

    // Meals, foods, bodyweight and goals.
    static let macros = MessageKey("hover.macros", "{kcal} kcal · protein {protein} g · carbs {carbs} g · fat {fat} g")
    static let dayOne = MessageKey("hover.meal.day.one", "**Day ({count} meal) against your goals:**")
    static let dayOther = MessageKey("hover.meal.day.other", "**Day ({count} meals) against your goals:**")
    static let goalKcal = MessageKey("hover.meal.goal.kcal", "kcal")
    static let goalProtein = MessageKey("hover.meal.goal.protein", "protein")
    static let goalCarbs = MessageKey("hover.meal.goal.carbs", "carbs")
    static let goalFat = MessageKey("hover.meal.goal.fat", "fat")
    static let notCounted = MessageKey("hover.meal.notCounted", "Not counted (unknown): {names}")
    static let unknownFood = MessageKey("hover.food.unknown", "unknown food")
    static let customFood = MessageKey("hover.food.custom", "custom")
    static let presetFood = MessageKey("hover.food.preset", "preset")
    static let per100g = MessageKey("hover.food.per100g", "Per 100 g: {macros}")
    static let serving = MessageKey("hover.food.serving", "Serving: {grams} g = {kcal} kcal")
    static let source = MessageKey("hover.food.source", "Source: USDA FoodData Central #{id}")
    static let foodLine = MessageKey("hover.food.line", "**{grams} g of {food}**: {macros}")
    static let bodyweightTitle = MessageKey("hover.bodyweight.title", "**Bodyweight {weight}** — {date}")
    static let bodyweightChange = MessageKey("hover.bodyweight.change", "Change since {date}: {change}")
    static let sevenDayAverage = MessageKey("hover.bodyweight.average", "7-day average: {weight} ({entries})")
    static let bodyMassIndex = MessageKey("hover.bodyweight.bmi", "BMI {bmi} — {category}")
    static let dailyGoals = MessageKey("hover.profile.goals", "**Daily goals**: {macros}")
    static let macroGoalsSum = MessageKey(
        "hover.profile.macroSum", "The macro goals add up to {kcal} kcal (4·protein + 4·carbs + 9·fat), {difference} against the calorie goal")
    static let unit = MessageKey("hover.profile.unit", "Unit: {unit}")
    static let height = MessageKey("hover.profile.height", " · height {height} cm")
    static let equipment = MessageKey("hover.profile.equipment", "Loads rounded to {step} {unit} · bar {bar} {unit} · plates {plates}")

    static let all: [MessageKey] = [
        setsOne, setsOther, setsDoneOne, setsDoneOther, exercisesOne, exercisesOther, roundsOne, roundsOther, movementsOne,
        movementsOther, weeksOne, weeksOther, entriesOne, entriesOther,
        untitledWorkout, duration, planned, reps, volume, setsPerMuscle, template, note,
        cardioTitle, distance, cardioDuration, pace, speed, metconTitle, metconTime, result,
        unknownExercise, customExercise, presetExercise, thisSession, topSet, bestE1RM, lastSession, records, heaviestRecord,
        e1RMRecord, volumeRecord, newRecords, trend, superset,
        bodyweight, forDuration, notDone, warmup, dropSet, toFailure, rest, volumeUnknown, volumeEach, shareOfBest, noE1RM,
        amrapPlanned, amrapDone, amrapAgainstPlan,
        platesLighter, platesEmpty, platesPerSide, platesInexact,
        trainingMaxTitle, trainingMaxCurrent, programTitle, programWeek, programIntensity, programVolume, programNotFollowed,
        programInWeek, programFinished, programDay, programDayFigures, percentNoMax, percentOfMax,
        macros, dayOne, dayOther, goalKcal, goalProtein, goalCarbs, goalFat, notCounted, unknownFood, customFood, presetFood,
        per100g, serving, source, foodLine, bodyweightTitle, bodyweightChange, sevenDayAverage, bodyMassIndex, dailyGoals,
        macroGoalsSum, unit, height, equipment,
    ]
}

extension LocalizedText {
    /// The `one` or `other` form of a count.
    static func count(_ count: Int, one: MessageKey, other: MessageKey) -> LocalizedText {
        LocalizedText(count == 1 ? one : other, ["count": .text(String(count))])
    }
}
