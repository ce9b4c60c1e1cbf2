import AntrainBasics

/// The messages of `antrain summary` and `antrain report`, text and HTML, English and Turkish
/// side by side. ``Phrases`` fills them; every argument arrives already written the
/// language's way (`112,5`), so a template only places it.
enum ReportMessages {
    // MARK: - The summary

    static let goodMorning = MessageKey("summary.greeting.morning", en: "Good morning", tr: "Günaydın")
    static let goodEvening = MessageKey("summary.greeting.evening", en: "Good evening", tr: "İyi akşamlar")
    static let hello = MessageKey("summary.greeting.hello", en: "Hello", tr: "Merhaba")
    static let today = MessageKey("summary.ago.today", en: "today", tr: "bugün")
    static let yesterday = MessageKey("summary.ago.yesterday", en: "yesterday", tr: "dün")
    static let daysAgo = MessageKey("summary.ago.days", en: "{count}d ago", tr: "{count} gün önce")
    static let weeksAgo = MessageKey("summary.ago.weeks", en: "{count}w ago", tr: "{count} hafta önce")
    static let monthsAgo = MessageKey("summary.ago.months", en: "{count}mo ago", tr: "{count} ay önce")
    static let yearsAgo = MessageKey("summary.ago.years", en: "{count}y ago", tr: "{count} yıl önce")
    /// The summary's nutrition lines, by the name the summary gives them.
    static let nutrients: [String: MessageKey] = [
        "calories": MessageKey("summary.nutrient.calories", en: "calories", tr: "kalori"),
        "protein": MessageKey("summary.nutrient.protein", en: "protein", tr: "protein"),
        "carbs": MessageKey("summary.nutrient.carbs", en: "carbs", tr: "karbonhidrat"),
        "fat": MessageKey("summary.nutrient.fat", en: "fat", tr: "yağ"),
    ]
    static let mealsTodayOne = MessageKey("summary.today.one", en: "Today ({count} meal)", tr: "Bugün ({count} öğün)")
    static let mealsTodayOther = MessageKey("summary.today.other", en: "Today ({count} meals)", tr: "Bugün ({count} öğün)")
    static let nothingLogged = MessageKey("summary.today.nothing", en: "Today: nothing logged", tr: "Bugün: kayıt yok")
    static let noMealsToday = MessageKey("summary.today.no-meals", en: "Today: no meals logged", tr: "Bugün: öğün girilmedi")
    static let plannedToday = MessageKey("summary.program-day.today", en: "planned today: {template} ({program}, week {week})",
                                         tr: "bugün planlanan: {template} ({program}, {week}. hafta)")
    static let nextProgramDay = MessageKey("summary.program-day.next",
                                           en: "next program day: {template} on {weekday} {date} ({program}, week {week})",
                                           tr: "sıradaki program günü: {template}, {date} {weekday} ({program}, {week}. hafta)")
    /// Monday first.
    static let weekdays = [
        MessageKey("summary.weekday.mon", en: "Mon", tr: "Pzt"), MessageKey("summary.weekday.tue", en: "Tue", tr: "Sal"),
        MessageKey("summary.weekday.wed", en: "Wed", tr: "Çar"), MessageKey("summary.weekday.thu", en: "Thu", tr: "Per"),
        MessageKey("summary.weekday.fri", en: "Fri", tr: "Cum"), MessageKey("summary.weekday.sat", en: "Sat", tr: "Cmt"),
        MessageKey("summary.weekday.sun", en: "Sun", tr: "Paz"),
    ]
    static let program = MessageKey("summary.program", en: "Program:", tr: "Program:")
    static let programWeek = MessageKey("summary.program.week", en: "{name} — week {week} of {weeks} (started {start})",
                                        tr: "{name} — {week}. hafta / {weeks} (başlangıç {start})")
    static let programFinished = MessageKey("summary.program.finished", en: "{name} — finished: all {weeks} weeks done (started {start})",
                                            tr: "{name} — tamamlandı: {weeks} haftanın hepsi bitti (başlangıç {start})")
    /// ``programFinished`` for a program of one week.
    static let programFinishedOneWeek = MessageKey("summary.program.finished.one", en: "{name} — finished: its 1 week done (started {start})",
                                                   tr: "{name} — tamamlandı: 1 haftası bitti (başlangıç {start})")
    static let noRecords = MessageKey("summary.no-records", en: "No records yet: log a workout", tr: "Henüz rekor yok: bir antrenman kaydedin")
    static let recentWorkouts = MessageKey("summary.recent-workouts", en: "Recent workouts", tr: "Son antrenmanlar")
    static let noWorkouts = MessageKey("summary.no-workouts", en: "No workouts yet", tr: "Henüz antrenman yok")
    static let bodyweight = MessageKey("summary.bodyweight", en: "Bodyweight", tr: "Vücut ağırlığı")
    static let noBodyweight = MessageKey("summary.no-bodyweight", en: "No bodyweight logged yet", tr: "Henüz vücut ağırlığı yok")
    static let setHeight = MessageKey("summary.set-height", en: "set height in profile to see BMI", tr: "VKİ için profile boy ekleyin")
    static let bmi = MessageKey("summary.bmi", en: "BMI", tr: "VKİ")
    static let setsOne = MessageKey("summary.sets.one", en: "{count} set", tr: "{count} set")
    static let setsOther = MessageKey("summary.sets.other", en: "{count} sets", tr: "{count} set")
    /// The entry kinds' own words (`antrenman` is Turkish `lifting`; `ağırlık` is a weigh-in).
    static let lifting = MessageKey("summary.type.lifting", en: "lifting", tr: "antrenman")
    static let cardio = MessageKey("summary.type.cardio", en: "cardio", tr: "kardiyo")
    static let metcon = MessageKey("summary.type.metcon", en: "metcon", tr: "metcon")
    static let waistToHeight = MessageKey("summary.waist-to-height", en: "waist-to-height {ratio}", tr: "bel/boy {ratio}")

    // MARK: - Words and figures of both reports

    static let seconds = MessageKey("report.seconds", en: "{seconds}s", tr: "{seconds} sn")
    static let carbs = MessageKey("report.macro.carbs", en: "carbs", tr: "karbonhidrat")
    static let fat = MessageKey("report.macro.fat", en: "fat", tr: "yağ")
    static let protein = MessageKey("report.macro.protein", en: "protein", tr: "protein")
    /// January first.
    static let months = [
        MessageKey("report.month.jan", en: "Jan", tr: "Oca"), MessageKey("report.month.feb", en: "Feb", tr: "Şub"),
        MessageKey("report.month.mar", en: "Mar", tr: "Mar"), MessageKey("report.month.apr", en: "Apr", tr: "Nis"),
        MessageKey("report.month.may", en: "May", tr: "May"), MessageKey("report.month.jun", en: "Jun", tr: "Haz"),
        MessageKey("report.month.jul", en: "Jul", tr: "Tem"), MessageKey("report.month.aug", en: "Aug", tr: "Ağu"),
        MessageKey("report.month.sep", en: "Sep", tr: "Eyl"), MessageKey("report.month.oct", en: "Oct", tr: "Eki"),
        MessageKey("report.month.nov", en: "Nov", tr: "Kas"), MessageKey("report.month.dec", en: "Dec", tr: "Ara"),
    ]
    static let title = MessageKey("report.title", en: "Training report", tr: "Antrenman raporu")
    static let personalRecords = MessageKey("report.personal-records", en: "Personal records", tr: "Kişisel rekorlar")
    static let cardioByWeek = MessageKey("report.cardio-by-week", en: "Cardio by week", tr: "Haftalık kardiyo")
    static let percent = MessageKey("report.percent", en: "{value} %", tr: "%{value}")

    // MARK: - The text report

    static let textPeriod = MessageKey("report.text.period", en: "{from} to {to} · {workouts} workouts", tr: "{from} – {to} · {workouts} antrenman")
    static let textFirstEntry = MessageKey("report.text.first-entry", en: "first entry", tr: "ilk kayıt")
    static let textLastEntry = MessageKey("report.text.last-entry", en: "last entry", tr: "son kayıt")
    static let recordsHeading = MessageKey("report.text.records", en: "Personal records (heaviest set · best e1RM · best session volume)",
                                           tr: "Kişisel rekorlar (en ağır set · en iyi e1RM · en yüksek antrenman hacmi)")
    static let noneInPeriod = MessageKey("report.text.none", en: "none in this period", tr: "bu dönemde yok")
    static let e1rmBySession = MessageKey("report.text.e1rm.session", en: "e1RM over time ({formula})", tr: "Zaman içinde e1RM ({formula})")
    static let e1rmByWeek = MessageKey("report.text.e1rm.week", en: "e1RM over time ({formula}, the best of each week)",
                                       tr: "Zaman içinde e1RM ({formula}, her haftanın en iyisi)")
    static let e1rmByMonth = MessageKey("report.text.e1rm.month", en: "e1RM over time ({formula}, the best of each month)",
                                        tr: "Zaman içinde e1RM ({formula}, her ayın en iyisi)")
    static let weeklyMuscles = MessageKey("report.text.muscles", en: "Weekly working sets and volume per muscle group",
                                          tr: "Kas grubuna göre haftalık çalışma setleri ve hacim")
    static let workoutsOne = MessageKey("report.workouts.one", en: "{count} workout", tr: "{count} antrenman")
    static let workoutsOther = MessageKey("report.workouts.other", en: "{count} workouts", tr: "{count} antrenman")
    static let muscleWeek = MessageKey("report.text.muscle-week", en: "{muscle} {sets} sets {volume}", tr: "{muscle} {sets} set {volume}")
    /// "1 sessions" as the English text report has always written it.
    static let cardioSessions = MessageKey("report.text.cardio-sessions", en: "{count} sessions", tr: "{count} seans")
    static let nutritionHeading = MessageKey(
        "report.text.nutrition",
        en: "Nutrition by week (average per logged day; goals {calories} kcal, {protein} g protein, {carbs} g carbs, {fat} g fat)",
        tr: "Haftalık beslenme (kayıtlı gün başına ortalama; hedefler {calories} kcal, {protein} g protein, {carbs} g karbonhidrat, {fat} g yağ)")
    static let noMeals = MessageKey("report.text.no-meals", en: "no meals in this period", tr: "bu dönemde öğün yok")
    static let nutritionWeek = MessageKey("report.text.nutrition-week",
                                          en: "{days} days · {calories} kcal · {protein} g protein · {carbs} g carbs · {fat} g fat",
                                          tr: "{days} gün · {calories} kcal · {protein} g protein · {carbs} g karbonhidrat · {fat} g yağ")
    static let nutritionWeekOneDay = MessageKey("report.text.nutrition-week.one",
                                                en: "{days} day · {calories} kcal · {protein} g protein · {carbs} g carbs · {fat} g fat",
                                                tr: "{days} gün · {calories} kcal · {protein} g protein · {carbs} g karbonhidrat · {fat} g yağ")
    static let bodyweightHeading = MessageKey("report.text.bodyweight", en: "Bodyweight (7-day average)", tr: "Vücut ağırlığı (7 günlük ortalama)")

    // MARK: - The HTML page

    static let htmlPeriod = MessageKey("report.html.period", en: "From {from} to {to} · {workouts} workouts · loads in {unit}",
                                       tr: "{from} – {to} · {workouts} antrenman · ağırlıklar {unit} cinsinden")
    static let htmlFirstEntry = MessageKey("report.html.first-entry", en: "the first entry", tr: "İlk kayıt")
    static let htmlLastEntry = MessageKey("report.html.last-entry", en: "the last entry", tr: "son kayıt")
    static let workoutsCard = MessageKey("report.html.card.workouts", en: "workouts", tr: "antrenman")
    static let exercisesCard = MessageKey("report.html.card.exercises", en: "exercises", tr: "hareket")
    static let bestE1RMCard = MessageKey("report.html.card.e1rm", en: "best e1RM · {exercise}", tr: "en iyi e1RM · {exercise}")
    static let bodyweightCard = MessageKey("report.html.card.bodyweight", en: "bodyweight · {date}", tr: "vücut ağırlığı · {date}")
    static let e1rmTitle = MessageKey("report.html.e1rm", en: "Estimated 1RM over time", tr: "Zaman içinde tahmini 1RM")
    static let e1rmEachSession = MessageKey("report.html.e1rm.session", en: "Best e1RM of each session", tr: "Her antrenmanın en iyi e1RM değeri")
    static let e1rmEachWeek = MessageKey("report.html.e1rm.week", en: "Best e1RM of each week", tr: "Her haftanın en iyi e1RM değeri")
    static let e1rmEachMonth = MessageKey("report.html.e1rm.month", en: "Best e1RM of each month", tr: "Her ayın en iyi e1RM değeri")
    static let e1rmHeaviest = MessageKey("report.html.e1rm.heaviest", en: "the {count} heaviest compound lifts (choose others with --lifts)",
                                         tr: "e1RM'si en yüksek {count} bileşik hareket (başkaları için --lifts)")
    static let e1rmAsked = MessageKey("report.html.e1rm.asked", en: "the lifts asked for with --lifts", tr: "--lifts ile seçilen hareketler")
    static let e1rmMostTrained = MessageKey("report.html.e1rm.most-trained", en: "the {count} most trained lifts", tr: "en çok çalışılan {count} hareket")
    static let e1rmNote = MessageKey("report.html.e1rm.note", en: "{each} ({formula}), {which}", tr: "{each} ({formula}), {which}")
    static let weeklyVolume = MessageKey("report.html.volume.week", en: "Weekly volume per muscle group", tr: "Kas grubuna göre haftalık hacim")
    static let monthlyVolume = MessageKey("report.html.volume.month", en: "Monthly volume per muscle group", tr: "Kas grubuna göre aylık hacim")
    static let weeklyVolumeNote = MessageKey("report.html.volume.week.note", en: "Working sets' load × reps, to each exercise's primary muscle group",
                                             tr: "Çalışma setlerinin ağırlık × tekrarı, her hareketin ana kas grubuna yazılır")
    static let monthlyVolumeNote = MessageKey(
        "report.html.volume.month.note",
        en: "Working sets' load × reps, to each exercise's primary muscle group (by month: the period is longer than half a year)",
        tr: "Çalışma setlerinin ağırlık × tekrarı, her hareketin ana kas grubuna yazılır (aylık: dönem altı aydan uzun)")
    static let volumeLabel = MessageKey("report.html.volume.label", en: "Volume per muscle group", tr: "Kas grubuna göre hacim")
    static let latestBMI = MessageKey("report.html.latest-bmi", en: "Latest {bmi}", tr: "Son {bmi}")
    static let bodyweightLine = MessageKey("report.html.bodyweight.line", en: "bodyweight", tr: "vücut ağırlığı")
    static let bodyweightNote = MessageKey("report.html.bodyweight.note", en: "The 7-day average, over each weigh-in drawn faint",
                                           tr: "7 günlük ortalama; her tartı soluk çizgiyle")
    static let sevenDayAverage = MessageKey("report.html.seven-day-average", en: "7-day average", tr: "7 günlük ortalama")
    static let caloriesTitle = MessageKey("report.html.calories", en: "Calories against the goal", tr: "Hedefe göre kalori")
    static let caloriesWeekNote = MessageKey("report.html.calories.week.note", en: "Average per logged day, by week; goal {goal} kcal",
                                             tr: "Kayıtlı gün başına ortalama, haftalık; hedef {goal} kcal")
    static let caloriesMonthNote = MessageKey("report.html.calories.month.note", en: "Average per logged day, by month; goal {goal} kcal",
                                              tr: "Kayıtlı gün başına ortalama, aylık; hedef {goal} kcal")
    static let caloriesPerDay = MessageKey("report.html.calories.per-day", en: "kcal per day", tr: "günlük kcal")
    static let macrosTitle = MessageKey("report.html.macros", en: "Macros against the goals", tr: "Hedeflere göre makrolar")
    static let macrosWeekNote = MessageKey("report.html.macros.week.note", en: "Average grams per logged day, by week; dashed: the goals",
                                           tr: "Kayıtlı gün başına ortalama gram, haftalık; kesikli çizgiler: hedefler")
    static let macrosMonthNote = MessageKey("report.html.macros.month.note", en: "Average grams per logged day, by month; dashed: the goals",
                                            tr: "Kayıtlı gün başına ortalama gram, aylık; kesikli çizgiler: hedefler")
    static let macroLine = MessageKey("report.html.macro.line", en: "{macro} (g)", tr: "{macro} (g)")
    static let macroGoal = MessageKey("report.html.macro.goal", en: "{macro} goal", tr: "{macro} hedefi")
    static let recordsNote = MessageKey("report.html.records.note", en: "Heaviest working set, best e1RM and best session volume in the period",
                                        tr: "Dönemin en ağır çalışma seti, en iyi e1RM değeri ve en yüksek antrenman hacmi")
    static let noLifts = MessageKey("report.html.no-lifts", en: "No lifts logged in this period.", tr: "Bu dönemde kaydedilmiş hareket yok.")
    static let recordsColumns = [
        MessageKey("report.html.records.exercise", en: "exercise", tr: "hareket"),
        MessageKey("report.html.records.sessions", en: "sessions", tr: "antrenman"),
        MessageKey("report.html.records.heaviest", en: "heaviest set", tr: "en ağır set"),
        MessageKey("report.html.records.e1rm", en: "best e1RM", tr: "en iyi e1RM"),
        MessageKey("report.html.records.volume", en: "best session volume", tr: "en yüksek antrenman hacmi"),
    ]
    static let cardioColumns = [
        MessageKey("report.html.cardio.week", en: "week of", tr: "hafta başı"),
        MessageKey("report.html.cardio.sessions", en: "sessions", tr: "seans"),
        MessageKey("report.html.cardio.distance", en: "distance", tr: "mesafe"),
        MessageKey("report.html.cardio.time", en: "time", tr: "süre"),
        MessageKey("report.html.cardio.pace", en: "pace", tr: "tempo"),
    ]
    static let footer = MessageKey("report.html.footer", en: "Written by antrain report from your plain-text log.",
                                   tr: "Bu sayfa, düz metin kaydınızdan antrain report ile oluşturuldu.")
    static let emptyChart = MessageKey("report.chart.empty", en: "{label}: nothing logged in this period.", tr: "{label}: bu dönemde kayıt yok.")
    static let goalKey = MessageKey("report.chart.goal", en: "goal", tr: "hedef")

    /// Every key above and in the extensions, for the test that each says the same in Turkish.
    static var all: [MessageKey] {
        [goodMorning, goodEvening, hello, today, yesterday, daysAgo, weeksAgo, monthsAgo, yearsAgo, mealsTodayOne, mealsTodayOther,
         nothingLogged, noMealsToday, plannedToday, nextProgramDay, program, programWeek, programFinished, programFinishedOneWeek, noRecords, recentWorkouts,
         noWorkouts, bodyweight, noBodyweight, setHeight, bmi, setsOne, setsOther, lifting, cardio, metcon, waistToHeight,
         seconds, carbs, fat, protein, title, personalRecords, cardioByWeek, percent,
         textPeriod, textFirstEntry, textLastEntry, recordsHeading, noneInPeriod, e1rmBySession, e1rmByWeek, e1rmByMonth, weeklyMuscles,
         workoutsOne, workoutsOther, muscleWeek, cardioSessions, nutritionHeading, noMeals, nutritionWeek, nutritionWeekOneDay, bodyweightHeading,
         htmlPeriod, htmlFirstEntry, htmlLastEntry, workoutsCard, exercisesCard, bestE1RMCard, bodyweightCard, e1rmTitle, e1rmEachSession,
         e1rmEachWeek, e1rmEachMonth, e1rmHeaviest, e1rmAsked, e1rmMostTrained, e1rmNote, weeklyVolume, monthlyVolume, weeklyVolumeNote,
         monthlyVolumeNote, volumeLabel, latestBMI, bodyweightLine, bodyweightNote, sevenDayAverage, caloriesTitle, caloriesWeekNote,
         caloriesMonthNote, caloriesPerDay, macrosTitle, macrosWeekNote, macrosMonthNote, macroLine, macroGoal, recordsNote, noLifts,
         footer, emptyChart, goalKey]
            + nutrients.values.sorted { $0.id < $1.id } + weekdays + months + recordsColumns + cardioColumns + programPage + body
    }
}
