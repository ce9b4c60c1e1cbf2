import AntrainAnalysis
import AntrainModel

/// The phrases of the report's program page (issue #26), in each language.
extension Phrases {
    func programHeading(_ page: ProgramPage) -> String {
        let weeks = page.weeks.count
        switch (language, page.currentWeek, page.isFinished) {
        case (.en, let week?, _): return "Program \(page.name) (since \(page.startDate)): week \(week) of \(weeks)"
        case (.tr, let week?, _): return "Program \(page.name) (\(page.startDate) tarihinden beri): \(weeks) haftanın \(week). haftası"
        case (.en, nil, true): return "Program \(page.name) (since \(page.startDate)): finished, \(weeks) weeks"
        case (.tr, nil, true): return "Program \(page.name) (\(page.startDate) tarihinden beri): bitti, \(weeks) hafta"
        case (.en, nil, false): return "Program \(page.name): starts \(page.startDate), \(weeks) weeks"
        case (.tr, nil, false): return "Program \(page.name): \(page.startDate) tarihinde başlıyor, \(weeks) hafta"
        }
    }

    /// "week 2 (2026-10-12): 27 of 27 sets · done", "… to come".
    func programWeek(_ week: ProgramPage.Week) -> String {
        switch language {
        case .en: "week \(week.number) (\(week.starts)): \(week.doneSets) of \(week.plannedSets) sets" + (week.isDone ? "" : " · to come")
        case .tr: "\(week.number). hafta (\(week.starts)): \(week.plannedSets) setin \(week.doneSets) tanesi" + (week.isDone ? "" : " · gelecek")
        }
    }

    /// "failed 2 of 3", or nothing without a streak.
    func programStreak(_ exercise: ProgramPage.Exercise) -> String? {
        guard let stall = exercise.stall, exercise.failures > 0 else { return nil }
        switch language {
        case .en: return "failed \(exercise.failures) of \(stall)"
        case .tr: return "\(stall) denemenin \(exercise.failures) tanesi başarısız"
        }
    }

    var programColumns: [String] {
        switch language {
        case .en: ["Exercise", "Rule", "Loads over the program", "Streak"]
        case .tr: ["Egzersiz", "Kural", "Program boyunca yükler", "Seri"]
        }
    }

    var programNote: String {
        switch language {
        case .en: "Planned against done working sets per week, and each exercise's progression rule with its loads so far."
        case .tr: "Haftalık planlanan ve yapılan çalışma setleri, her egzersizin ilerleme kuralı ve şimdiye kadarki yükleri."
        }
    }
}
