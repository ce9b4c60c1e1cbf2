import AntrainBasics

/// The messages of the report's program page (issue #26).
extension ReportMessages {
    static let programRunning = MessageKey("report.program.running", en: "Program {name} (since {start}): week {week} of {weeks}",
                                           tr: "Program {name} ({start} tarihinden beri): {weeks} haftanın {week}. haftası")
    static let programDone = MessageKey("report.program.done", en: "Program {name} (since {start}): finished, {weeks} weeks",
                                        tr: "Program {name} ({start} tarihinden beri): bitti, {weeks} hafta")
    static let programDoneOneWeek = MessageKey("report.program.done.one", en: "Program {name} (since {start}): finished, 1 week",
                                               tr: "Program {name} ({start} tarihinden beri): bitti, 1 hafta")
    static let programAheadOneWeek = MessageKey("report.program.ahead.one", en: "Program {name}: starts {start}, 1 week",
                                                tr: "Program {name}: {start} tarihinde başlıyor, 1 hafta")
    static let programAhead = MessageKey("report.program.ahead", en: "Program {name}: starts {start}, {weeks} weeks",
                                         tr: "Program {name}: {start} tarihinde başlıyor, {weeks} hafta")
    static let programWeekSets = MessageKey("report.program.week", en: "week {week} ({start}): {done} of {planned} sets",
                                            tr: "{week}. hafta ({start}): {planned} setin {done} tanesi")
    /// The week's days no workout carried out, after its sets.
    static let programWeekMissed = MessageKey("report.program.week.missed", en: " · missed {days}", tr: " · kaçırılan: {days}")
    static let programWeekToCome = MessageKey("report.program.week.to-come", en: " · to come", tr: " · gelecek")
    static let programStreak = MessageKey("report.program.streak", en: "failed {failures} of {stall}", tr: "{stall} denemenin {failures} tanesi başarısız")
    /// The streak column when the last failure completed the streak.
    static let programDeloadDue = MessageKey("report.program.deload-due", en: "failed {stall} in a row: deload to {load}",
                                             tr: "arka arkaya {stall} başarısız: yük {load} olur")
    static let programColumns = [
        MessageKey("report.program.exercise", en: "Exercise", tr: "Egzersiz"),
        MessageKey("report.program.rule", en: "Rule", tr: "Kural"),
        MessageKey("report.program.loads", en: "Loads over the program", tr: "Program boyunca yükler"),
        MessageKey("report.program.streak-column", en: "Streak", tr: "Seri"),
    ]
    static let programNote = MessageKey(
        "report.program.note",
        en: "Planned against done working sets per week, and each exercise's progression rule with its loads so far.",
        tr: "Haftalık planlanan ve yapılan çalışma setleri, her egzersizin ilerleme kuralı ve şimdiye kadarki yükleri.")

    static var programPage: [MessageKey] {
        [programRunning, programDone, programDoneOneWeek, programAhead, programAheadOneWeek, programWeekSets, programWeekMissed,
         programWeekToCome, programStreak, programDeloadDue, programNote] + programColumns
    }
}
