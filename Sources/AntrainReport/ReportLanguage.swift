import AntrainAnalysis
import AntrainBasics
import AntrainModel

/// Every phrase of the summary and the report, from ``ReportMessages`` with named arguments.
/// The language is the one `Language` (`ProfileLanguage` here, as AntrainReport sees it through
/// the model), chosen by `Language.choose(option:profile:fallback:)`.
struct Phrases {
    let language: ProfileLanguage

    /// A message in the phrases' language; each argument is already written the language's way.
    func say(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String {
        LocalizedText(key, arguments.mapValues { .text($0) }).text(in: language)
    }

    func greeting(_ greeting: HomeSummary.Greeting, name: String?) -> String {
        let words = switch greeting {
        case .goodMorning: say(ReportMessages.goodMorning)
        case .goodEvening: say(ReportMessages.goodEvening)
        case .hello: say(ReportMessages.hello)
        }
        return name.map { "\(words), \($0)!" } ?? "\(words)!"
    }

    /// "today", "yesterday", "3d ago", "2w ago", "5mo ago", "1y ago".
    func relative(daysAgo days: Int) -> String {
        switch days {
        case ...0: say(ReportMessages.today)
        case 1: say(ReportMessages.yesterday)
        case 2..<7: say(ReportMessages.daysAgo, ["count": "\(days)"])
        case 7..<30: say(ReportMessages.weeksAgo, ["count": "\(days / 7)"])
        case 30..<365: say(ReportMessages.monthsAgo, ["count": "\(days / 30)"])
        default: say(ReportMessages.yearsAgo, ["count": "\(days / 365)"])
        }
    }

    func nutrient(_ name: String) -> String {
        ReportMessages.nutrients[name].map { say($0) } ?? name
    }

    func today(meals: Int) -> String {
        say(meals == 1 ? ReportMessages.mealsTodayOne : ReportMessages.mealsTodayOther, ["count": "\(meals)"])
    }

    /// The day's one line when no meal is logged: nothing at all, or no meal beside a workout or weigh-in.
    func nothingEaten(loggedOnDay: Bool) -> String {
        say(loggedOnDay ? ReportMessages.noMealsToday : ReportMessages.nothingLogged)
    }

    /// "planned today: Push (Two Weeks, week 2)", "next program day: Push on Mon 2026-11-30 (Two Weeks, week 2)".
    func nextProgramDay(_ day: HomeSummary.ProgramDayLine) -> String {
        let arguments = ["template": day.template, "program": day.program, "week": "\(day.week)"]
        guard day.daysAhead != 0 else { return say(ReportMessages.plannedToday, arguments) }
        return say(ReportMessages.nextProgramDay, arguments.merging(["weekday": weekday(day.date), "date": "\(day.date)"]) { first, _ in first })
    }

    /// A weekday's short name: `Mon`, `Pzt`.
    func weekday(_ date: LocalDate) -> String {
        say(ReportMessages.weekdays[max(0, min(6, date.weekdayIndex))])
    }

    var records: String { say(ReportMessages.personalRecords) }
    var program: String { say(ReportMessages.program) }

    /// "Wave 5-3-1 — week 2 of 4 (started 2026-11-16)", or finished.
    func programStatus(_ program: HomeSummary.ProgramLine) -> String {
        let arguments = ["name": program.name, "weeks": "\(program.weeks)", "start": "\(program.startDate)"]
        guard let week = program.week else {
            return say(program.weeks == 1 ? ReportMessages.programFinishedOneWeek : ReportMessages.programFinished, arguments)
        }
        return say(ReportMessages.programWeek, arguments.merging(["week": "\(week)"]) { first, _ in first })
    }
    var noRecords: String { say(ReportMessages.noRecords) }
    var recentWorkouts: String { say(ReportMessages.recentWorkouts) }
    var noWorkouts: String { say(ReportMessages.noWorkouts) }
    var bodyweight: String { say(ReportMessages.bodyweight) }
    var noBodyweight: String { say(ReportMessages.noBodyweight) }
    var setHeight: String { say(ReportMessages.setHeight) }
    var bmi: String { say(ReportMessages.bmi) }

    func sets(_ count: Int) -> String { say(count == 1 ? ReportMessages.setsOne : ReportMessages.setsOther, ["count": "\(count)"]) }

    func workoutType(_ type: WorkoutType) -> String {
        switch type {
        case .lifting: say(ReportMessages.lifting)
        case .cardio: say(ReportMessages.cardio)
        case .metcon: say(ReportMessages.metcon)
        }
    }

    /// The editor's words for a category (`normal`, `fazla kilolu`).
    func bmiCategory(_ category: String) -> String {
        BodyMassIndex.Category(rawValue: category).map { DomainWords.bodyMassIndex($0, in: language) } ?? category
    }

    /// `waist-to-height 0.47`, `bel/boy 0,47`.
    func waistToHeight(_ ratio: Double) -> String {
        say(ReportMessages.waistToHeight, ["ratio": number(ratio, decimals: 2)])
    }
}
