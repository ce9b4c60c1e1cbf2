import AntrainBasics

/// Every text of the hovers, one key each, in English and Turkish.
enum HoverMessages {
    // Counts, one key per plural form.
    static let setsOne = MessageKey("hover.sets.one", en: "{count} set",
        tr: "{count} set")
    static let setsOther = MessageKey("hover.sets.other", en: "{count} sets",
        tr: "{count} set")
    static let setsDoneOne = MessageKey("hover.setsDone.one", en: "{count} set done",
        tr: "{count} set yapıldı")
    static let setsDoneOther = MessageKey("hover.setsDone.other", en: "{count} sets done",
        tr: "{count} set yapıldı")
    static let exercisesOne = MessageKey("hover.exercises.one", en: "{count} exercise",
        tr: "{count} egzersiz")
    static let exercisesOther = MessageKey("hover.exercises.other", en: "{count} exercises",
        tr: "{count} egzersiz")
    static let roundsOne = MessageKey("hover.rounds.one", en: "{count} round",
        tr: "{count} tur")
    static let roundsOther = MessageKey("hover.rounds.other", en: "{count} rounds",
        tr: "{count} tur")
    static let movementsOne = MessageKey("hover.movements.one", en: "{count} movement",
        tr: "{count} hareket")
    static let movementsOther = MessageKey("hover.movements.other", en: "{count} movements",
        tr: "{count} hareket")
    static let weeksOne = MessageKey("hover.weeks.one", en: "{count} week",
        tr: "{count} hafta")
    static let weeksOther = MessageKey("hover.weeks.other", en: "{count} weeks",
        tr: "{count} hafta")
    static let entriesOne = MessageKey("hover.entries.one", en: "{count} entry",
        tr: "{count} kayıt")
    static let entriesOther = MessageKey("hover.entries.other", en: "{count} entries",
        tr: "{count} kayıt")

    // A lifting entry.
    static let untitledWorkout = MessageKey("hover.workout.untitled", en: "Lifting",
        tr: "Ağırlık antrenmanı")
    static let duration = MessageKey("hover.workout.duration", en: "Duration: {duration}",
        tr: "Süre: {duration}")
    static let planned = MessageKey("hover.workout.planned", en: "{count} planned",
        tr: "{count} planlı")
    static let reps = MessageKey("hover.reps", en: "{count} reps",
        tr: "{count} tekrar")
    static let volume = MessageKey("hover.volume", en: "volume {volume}",
        tr: "hacim {volume}")
    static let setsPerMuscle = MessageKey("hover.workout.setsPerMuscle", en: "Working sets per muscle: {muscles}",
        tr: "Kas grubu başına çalışma seti: {muscles}")
    static let template = MessageKey("hover.workout.template", en: "Template: {name}",
        tr: "Şablon: {name}")
    static let note = MessageKey("hover.note", en: "Note: {note}",
        tr: "Not: {note}")

    // Cardio and metcon.
    static let cardioTitle = MessageKey("hover.cardio.title", en: "**Cardio: {type} — {date}**",
        tr: "**Kardiyo: {type} — {date}**")
    static let distance = MessageKey("hover.cardio.distance", en: "distance {distance} km",
        tr: "mesafe {distance} km")
    static let cardioDuration = MessageKey("hover.cardio.duration", en: "duration {duration}",
        tr: "süre {duration}")
    static let pace = MessageKey("hover.cardio.pace", en: "pace {pace}",
        tr: "tempo {pace}")
    static let speed = MessageKey("hover.cardio.speed", en: "speed {speed} km/h",
        tr: "hız {speed} km/sa")
    static let metconTitle = MessageKey("hover.metcon.title", en: "**Metcon: {type} — {date}**",
        tr: "**Metcon: {type} — {date}**")
    static let metconTime = MessageKey("hover.metcon.time", en: "time {duration}",
        tr: "bitirme süresi {duration}")
    static let result = MessageKey("hover.metcon.result", en: "Result: {result}",
        tr: "Sonuç: {result}")

    // An exercise.
    static let unknownExercise = MessageKey("hover.exercise.unknown", en: "unknown",
        tr: "bilinmeyen")
    static let customExercise = MessageKey("hover.exercise.custom", en: "custom",
        tr: "kendi tanımınız")
    static let presetExercise = MessageKey("hover.exercise.preset", en: "preset",
        tr: "hazır")
    static let thisSession = MessageKey("hover.exercise.session", en: "**This session:** {sets}, {reps} reps, volume {volume}",
        tr: "**Bu antrenman:** {sets}, {reps} tekrar, hacim {volume}")
    static let topSet = MessageKey("hover.exercise.topSet", en: ", top set {lift}",
        tr: ", en ağır set {lift}")
    static let bestE1RM = MessageKey("hover.exercise.bestE1RM", en: ", best e1RM {e1rm}",
        tr: ", en iyi e1RM {e1rm}")
    static let lastSession = MessageKey("hover.exercise.lastSession", en: "**Last session** ({date}): {sets}",
        tr: "**Önceki antrenman** ({date}): {sets}")
    static let records = MessageKey("hover.exercise.records", en: "**PRs:** {records}",
        tr: "**Rekorlar:** {records}")
    static let heaviestRecord = MessageKey("hover.exercise.record.heaviest", en: "heaviest {lift} ({date})",
        tr: "en ağır {lift} ({date})")
    static let e1RMRecord = MessageKey("hover.exercise.record.e1RM", en: "e1RM {e1rm} ({date})",
        tr: "e1RM {e1rm} ({date})")
    static let volumeRecord = MessageKey("hover.exercise.record.volume", en: "volume {volume} ({date})",
        tr: "hacim {volume} ({date})")
    static let newRecords = MessageKey("hover.exercise.newRecords", en: "🏆 **New PR:** {kinds}",
        tr: "🏆 **Yeni rekor:** {kinds}")
    static let trend = MessageKey("hover.exercise.trend", en: "**e1RM, last {count} sessions:** {sparkline} {first} → {last}",
        tr: "**e1RM, son {count} antrenman:** {sparkline} {first} → {last}")
    static let superset = MessageKey("hover.exercise.superset", en: "**Superset {group}** with {partners}",
        tr: "**Süperset {group}**: {partners} ile birlikte")

    // A set.
    static let bodyweight = MessageKey("hover.set.bodyweight", en: "bodyweight",
        tr: "vücut ağırlığı")
    static let forDuration = MessageKey("hover.set.forDuration", en: "{title} for {duration}",
        tr: "{title}, {duration} boyunca")
    static let notDone = MessageKey("hover.set.notDone", en: "planned, not done yet",
        tr: "planlı, henüz yapılmadı")
    static let warmup = MessageKey("hover.set.warmup", en: "warm-up: not counted in working volume or PRs",
        tr: "ısınma: çalışma hacmine ve rekorlara sayılmaz")
    static let dropSet = MessageKey("hover.set.drop", en: "drop set",
        tr: "drop set")
    static let toFailure = MessageKey("hover.set.failure", en: "to failure",
        tr: "tükenişe kadar")
    static let rest = MessageKey("hover.set.rest", en: "rest {duration}",
        tr: "dinlenme {duration}")
    static let volumeUnknown = MessageKey("hover.set.volumeUnknown", en: "volume unknown: log your bodyweight to count it",
        tr: "hacim bilinmiyor: hesaplanması için vücut ağırlığınızı kaydedin")
    static let volumeEach = MessageKey("hover.set.volumeEach", en: "volume {volume} each",
        tr: "set başına hacim {volume}")
    static let shareOfBest = MessageKey("hover.set.shareOfBest", en: " — {percent} of your best e1RM {best}",
        tr: " — en iyi e1RM'inize ({best}) göre {percent}")
    static let noE1RM = MessageKey("hover.set.noE1RM", en: "no e1RM above {reps} reps",
        tr: "{reps} tekrarın üstünde e1RM hesaplanmaz")
    static let amrapPlanned = MessageKey("hover.set.amrap.planned", en: "AMRAP: at least {reps} reps, as many as you can",
        tr: "AMRAP: en az {reps} tekrar, yapabildiğiniz kadar")
    static let amrapDone = MessageKey("hover.set.amrap.done", en: "AMRAP set: {reps} reps, as many as you could",
        tr: "AMRAP seti: {reps} tekrar, yapabildiğiniz kadar")
    static let amrapAgainstPlan = MessageKey("hover.set.amrap.againstPlan", en: "AMRAP set: {reps} reps against a planned minimum of {minimum}",
        tr: "AMRAP seti: {reps} tekrar, planlanan en az {minimum} tekrara karşı")
    static let platesLighter = MessageKey("hover.plates.lighter", en: "**Plates:** lighter than the {bar} {unit} bar",
        tr: "**Plaka:** {bar} {unit} bardan hafif")
    static let platesEmpty = MessageKey("hover.plates.empty", en: "**Plates:** the empty {bar} {unit} bar",
        tr: "**Plaka:** boş bar ({bar} {unit})")
    static let platesPerSide = MessageKey("hover.plates.perSide", en: "**Plates per side:** {plates} on a {bar} {unit} bar",
        tr: "**Plaka (her tarafa):** {plates} — {bar} {unit} bar")
    static let platesInexact = MessageKey("hover.plates.inexact", en: " ({total} {unit}: your plates cannot make {target} {unit})",
        tr: " ({total} {unit}: plakalarınızla {target} {unit} yapılamıyor)")

    // Planning.
    static let trainingMaxTitle = MessageKey("hover.trainingMax.title", en: "**Training max: {exercise}**",
        tr: "**Antrenman maksimumu: {exercise}**")
    static let trainingMaxCurrent = MessageKey("hover.trainingMax.current", en: "`%` sets from {date} on count from {load}",
        tr: "{date} tarihinden itibaren `%` setleri {load} üzerinden hesaplanır")
    static let programTitle = MessageKey("hover.program.title", en: "**Program: {name}** — {weeks}",
        tr: "**Program: {name}** — {weeks}")
    static let programWeek = MessageKey("hover.program.week", en: "week {number}",
        tr: "{number}. hafta")
    static let programIntensity = MessageKey("hover.program.intensity", en: "intensity {percent}",
        tr: "yoğunluk {percent}")
    static let programVolume = MessageKey("hover.program.volume", en: "volume {percent}",
        tr: "hacim {percent}")
    static let programNotFollowed = MessageKey("hover.program.notFollowed", en: "Not followed now; start it with `{today} program {name}`",
        tr: "Şu an izlenmiyor; başlatmak için: `{today} program {name}`")
    static let programInWeek = MessageKey("hover.program.inWeek", en: "You are in week {week} of {weeks} (started {date})",
        tr: "{weeks} haftalık programın {week}. haftasındasınız ({date} tarihinde başladı)")
    static let programFinished = MessageKey("hover.program.finished", en: "Finished: all {weeks} weeks since {date} are done",
        tr: "Tamamlandı: {date} tarihinden bu yana {weeks} haftanın hepsi bitti")
    /// ``programFinished`` for a program of one week.
    static let programFinishedOneWeek = MessageKey("hover.program.finished.one", en: "Finished: its 1 week since {date} is done",
        tr: "Tamamlandı: {date} tarihinden bu yana 1 haftası bitti")
    static let programDay = MessageKey("hover.programDay", en: "**{program}** — week {week} of {weeks} · {weekday} · {template}",
        tr: "**{program}** — {week}/{weeks}. hafta · {weekday} · {template}")
    static let programDayFigures = MessageKey("hover.programDay.figures", en: "Planned {plannedSets}, volume {plannedVolume} · done {doneSets}, volume {doneVolume}",
        tr: "Planlanan: {plannedSets}, hacim {plannedVolume} · yapılan: {doneSets}, hacim {doneVolume}")
    static let percentNoMax = MessageKey("hover.percent.noMax", en: "{percent} of a training max, but {exercise} has none on or before {date}",
        tr: "antrenman maksimumunun {percent} kadarı, ama {exercise} için {date} veya öncesinde antrenman maksimumu yok")
    static let percentOfMax = MessageKey("hover.percent.ofMax", en: "{percent} of your training max {max} ({date}) = {load}",
        tr: "antrenman maksimumunuz {max} ({date}) × {percent} = {load}")

    // Meals, foods, bodyweight and goals.
    static let macros = MessageKey("hover.macros", en: "{kcal} kcal · protein {protein} g · carbs {carbs} g · fat {fat} g",
        tr: "{kcal} kcal · protein {protein} g · karbonhidrat {carbs} g · yağ {fat} g")
    static let dayOne = MessageKey("hover.meal.day.one", en: "**Day ({count} meal) against your goals:**",
        tr: "**Gün ({count} öğün), hedeflerinize göre:**")
    static let dayOther = MessageKey("hover.meal.day.other", en: "**Day ({count} meals) against your goals:**",
        tr: "**Gün ({count} öğün), hedeflerinize göre:**")
    static let goalKcal = MessageKey("hover.meal.goal.kcal", en: "kcal",
        tr: "kcal")
    static let goalProtein = MessageKey("hover.meal.goal.protein", en: "protein",
        tr: "protein")
    static let goalCarbs = MessageKey("hover.meal.goal.carbs", en: "carbs",
        tr: "karbonhidrat")
    static let goalFat = MessageKey("hover.meal.goal.fat", en: "fat",
        tr: "yağ")
    static let notCounted = MessageKey("hover.meal.notCounted", en: "Not counted (unknown): {names}",
        tr: "Hesaba katılmadı (bilinmeyen): {names}")
    static let unknownFood = MessageKey("hover.food.unknown", en: "unknown food",
        tr: "bilinmeyen besin")
    static let customFood = MessageKey("hover.food.custom", en: "custom",
        tr: "kendi tanımınız")
    static let presetFood = MessageKey("hover.food.preset", en: "preset",
        tr: "hazır")
    static let per100g = MessageKey("hover.food.per100g", en: "Per 100 g: {macros}",
        tr: "100 g'da: {macros}")
    static let serving = MessageKey("hover.food.serving", en: "Serving: {grams} g = {kcal} kcal",
        tr: "Porsiyon: {grams} g = {kcal} kcal")
    static let source = MessageKey("hover.food.source", en: "Source: USDA FoodData Central #{id}",
        tr: "Kaynak: USDA FoodData Central #{id}")
    static let foodLine = MessageKey("hover.food.line", en: "**{grams} g of {food}**: {macros}",
        tr: "**{grams} g {food}**: {macros}")
    static let bodyweightTitle = MessageKey("hover.bodyweight.title", en: "**Bodyweight {weight}** — {date}",
        tr: "**Vücut ağırlığı {weight}** — {date}")
    static let bodyweightChange = MessageKey("hover.bodyweight.change", en: "Change since {date}: {change}",
        tr: "{date} tarihinden beri değişim: {change}")
    static let sevenDayAverage = MessageKey("hover.bodyweight.average", en: "7-day average: {weight} ({entries})",
        tr: "7 günlük ortalama: {weight} ({entries})")
    static let bodyMassIndex = MessageKey("hover.bodyweight.bmi", en: "BMI {bmi} — {category}",
        tr: "VKİ {bmi} — {category}")
    static let dailyGoals = MessageKey("hover.profile.goals", en: "**Daily goals**: {macros}",
        tr: "**Günlük hedefler**: {macros}")
    static let macroGoalsSum = MessageKey(
        "hover.profile.macroSum", en: "The macro goals add up to {kcal} kcal (4·protein + 4·carbs + 9·fat), {difference} against the calorie goal",
        tr: "Makro hedefleri toplam {kcal} kcal ediyor (4·protein + 4·karbonhidrat + 9·yağ); kalori hedefine göre fark {difference}")
    static let unit = MessageKey("hover.profile.unit", en: "Unit: {unit}",
        tr: "Birim: {unit}")
    static let height = MessageKey("hover.profile.height", en: " · height {height} cm",
        tr: " · boy {height} cm")
    static let equipment = MessageKey("hover.profile.equipment", en: "Loads rounded to {step} {unit} · bar {bar} {unit} · plates {plates}",
        tr: "Yükler {step} {unit} adımla yuvarlanır · bar {bar} {unit} · plakalar {plates}")

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
        programInWeek, programFinished, programFinishedOneWeek, programDay, programDayFigures, percentNoMax, percentOfMax,
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
