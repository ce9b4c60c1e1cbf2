import AntrainAnalysis
import AntrainModel

/// Every phrase of the summary and the report, in each language, with named arguments. The
/// language is the one `Language` (`ProfileLanguage` here, as AntrainReport sees it through
/// the model), chosen by `Language.choose(option:profile:fallback:)`.
struct Phrases {
    let language: ProfileLanguage

    func greeting(_ greeting: HomeSummary.Greeting, name: String?) -> String {
        let words: String
        switch (greeting, language) {
        case (.goodMorning, .en): words = "Good morning"
        case (.goodMorning, .tr): words = "Günaydın"
        case (.goodEvening, .en): words = "Good evening"
        case (.goodEvening, .tr): words = "İyi akşamlar"
        case (.hello, .en): words = "Hello"
        case (.hello, .tr): words = "Merhaba"
        }
        return name.map { "\(words), \($0)!" } ?? "\(words)!"
    }

    /// "today", "yesterday", "3d ago", "2w ago", "5mo ago", "1y ago".
    func relative(daysAgo days: Int) -> String {
        switch (days, language) {
        case (...0, .en): return "today"
        case (...0, .tr): return "bugün"
        case (1, .en): return "yesterday"
        case (1, .tr): return "dün"
        case (2..<7, .en): return "\(days)d ago"
        case (2..<7, .tr): return "\(days) gün önce"
        case (7..<30, .en): return "\(days / 7)w ago"
        case (7..<30, .tr): return "\(days / 7) hafta önce"
        case (30..<365, .en): return "\(days / 30)mo ago"
        case (30..<365, .tr): return "\(days / 30) ay önce"
        case (_, .en): return "\(days / 365)y ago"
        case (_, .tr): return "\(days / 365) yıl önce"
        }
    }

    func nutrient(_ name: String) -> String {
        guard language == .tr else { return name }
        switch name {
        case "calories": return "kalori"
        case "protein": return "protein"
        case "carbs": return "karbonhidrat"
        case "fat": return "yağ"
        default: return name
        }
    }

    func today(meals: Int) -> String {
        language == .en ? "Today (\(meals) meal\(meals == 1 ? "" : "s"))" : "Bugün (\(meals) öğün)"
    }

    /// The day's one line when no meal is logged: nothing at all, or no meal beside a workout or weigh-in.
    func nothingEaten(loggedOnDay: Bool) -> String {
        switch (loggedOnDay, language) {
        case (false, .en): "Today: nothing logged"
        case (false, .tr): "Bugün: kayıt yok"
        case (true, .en): "Today: no meals logged"
        case (true, .tr): "Bugün: öğün girilmedi"
        }
    }

    /// "planned today: Push (Two Weeks, week 2)", "next program day: Push on Mon 2026-11-30 (Two Weeks, week 2)".
    func nextProgramDay(_ day: HomeSummary.ProgramDayLine) -> String {
        switch (day.daysAhead, language) {
        case (0, .en): "planned today: \(day.template) (\(day.program), week \(day.week))"
        case (0, .tr): "bugün planlanan: \(day.template) (\(day.program), \(day.week). hafta)"
        case (_, .en): "next program day: \(day.template) on \(weekday(day.date)) \(day.date) (\(day.program), week \(day.week))"
        case (_, .tr): "sıradaki program günü: \(day.template), \(day.date) \(weekday(day.date)) (\(day.program), \(day.week). hafta)"
        }
    }

    /// A weekday's short name: `Mon`, `Pzt`.
    func weekday(_ date: LocalDate) -> String {
        let names = language == .en ? ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] : ["Pzt", "Sal", "Çar", "Per", "Cum", "Cmt", "Paz"]
        return names[max(0, min(6, date.weekdayIndex))]
    }

    var records: String { language == .en ? "Personal records" : "Kişisel rekorlar" }
    var program: String { language == .en ? "Program:" : "Program:" }

    /// "Wave 5-3-1 — week 2 of 4 (started 2026-11-16)", or finished.
    func programStatus(_ program: HomeSummary.ProgramLine) -> String {
        switch (program.week, language) {
        case (let week?, .en): "\(program.name) — week \(week) of \(program.weeks) (started \(program.startDate))"
        case (let week?, .tr): "\(program.name) — \(week). hafta / \(program.weeks) (başlangıç \(program.startDate))"
        case (nil, .en): "\(program.name) — finished: all \(program.weeks) weeks done (started \(program.startDate))"
        case (nil, .tr): "\(program.name) — tamamlandı: \(program.weeks) haftanın hepsi bitti (başlangıç \(program.startDate))"
        }
    }
    var noRecords: String { language == .en ? "No records yet: log a workout" : "Henüz rekor yok: bir antrenman kaydedin" }
    var recentWorkouts: String { language == .en ? "Recent workouts" : "Son antrenmanlar" }
    var noWorkouts: String { language == .en ? "No workouts yet" : "Henüz antrenman yok" }
    var bodyweight: String { language == .en ? "Bodyweight" : "Vücut ağırlığı" }
    var noBodyweight: String { language == .en ? "No bodyweight logged yet" : "Henüz vücut ağırlığı yok" }
    var setHeight: String { language == .en ? "set height in profile to see BMI" : "VKİ için profile boy ekleyin" }
    var bmi: String { language == .en ? "BMI" : "VKİ" }

    func sets(_ count: Int) -> String { language == .en ? "\(count) set\(count == 1 ? "" : "s")" : "\(count) set" }

    func workoutType(_ type: WorkoutType) -> String {
        switch (type, language) {
        case (.lifting, .en): "lifting"
        case (.lifting, .tr): "ağırlık"
        case (.cardio, .en): "cardio"
        case (.cardio, .tr): "kardiyo"
        case (.metcon, _): "metcon"
        }
    }

    func bmiCategory(_ category: String) -> String {
        guard language == .tr else { return category }
        switch category {
        case "underweight": return "zayıf"
        case "normal": return "normal"
        case "overweight": return "fazla kilolu"
        default: return "obez"
        }
    }
}
