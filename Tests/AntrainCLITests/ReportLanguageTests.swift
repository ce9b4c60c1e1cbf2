import AntrainAnalysis
import AntrainBasics
import AntrainModel
@testable import AntrainReport
import AntrainSyntax
import Foundation
import Testing

/// `antrain report` in Turkish, text and HTML, on the log of ``SummaryReportCommandTests``
/// whose figures are computed by hand; English stays as it was.
@Suite struct ReportLanguageTests {
    static func report(_ log: String = SummaryReportCommandTests.log, from: LocalDate? = nil, to: LocalDate? = nil) -> ProgressReport {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: log)],
                                                 settings: AnalysisSettings(today: TemporaryFolder.today))
        return ProgressReport(figures: AthleteFigures(snapshot: snapshot, athlete: 0), from: from, to: to, unit: snapshot.displayUnit(ofFile: 0))
    }

    /// Thirty Mondays of squats and oats: more than 26 weeks, so the HTML draws by month.
    static let halfAYear: String = {
        var log = "profile\n  name: Deniz\n\nfood Oats\n  per 100g: 380 kcal, 13 protein, 60 carbs, 7 fat\n\n"
        for week in 0..<30 {
            let day = LocalDate(dayNumber: LocalDate(year: 2026, month: 1, day: 5).dayNumber + 7 * week)
            log += "\(day) 07:00 lifting Legs 1h\n  Barbell Back Squat: 100x5x3\n\(day) bodyweight 80kg\n\(day) 08:00 breakfast\n  Oats 100g\n"
        }
        return log
    }()

    // MARK: The report's messages

    /// Words the report writes alike in both languages.
    static let sameInBoth: Set = ["summary.nutrient.protein", "summary.program", "summary.sets.one", "summary.type.metcon", "report.percent",
                                  "report.macro.protein", "report.month.mar", "report.month.may", "report.html.e1rm.note", "report.html.macro.line"]

    @Test func everyReportKeyHasTurkishWithTheSamePlaceholders() {
        let keys = ReportMessages.all
        #expect(keys.count > 100)
        #expect(Set(keys.map(\.id)).count == keys.count, "a key id is listed twice")
        for key in keys {
            #expect(key.translationProblems.isEmpty, "\(key.translationProblems)")
            #expect(key.turkish != key.english || Self.sameInBoth.contains(key.id), "\(key.id) is not translated")
        }
    }

    /// A key made in AntrainReport but left out of ``ReportMessages/all`` would escape the
    /// test above.
    @Test func everyReportKeyInTheSourcesIsListed() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/AntrainReport")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        let listed = Set(ReportMessages.all.map(\.id))
        var found = 0
        for file in files {
            var rest = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)[...]
            // The id may stand on the next line: `MessageKey(\n    "report.text.nutrition",`.
            while let range = rest.range(of: "MessageKey(") {
                rest = rest[range.upperBound...].drop { $0 == " " || $0 == "\n" }
                guard rest.first == "\"" else { continue }
                let id = String(rest.dropFirst().prefix { $0 != "\"" })
                #expect(listed.contains(id), "\(file): \(id) is not in ReportMessages.all")
                found += 1
            }
        }
        #expect(found == ReportMessages.all.count)
    }

    @Test func theTextReportInTurkish() {
        // Bench press: 100×5 and 100×5 on 11-16 (the warm-up is not a working set) = 1000 kg;
        // 102.5×5 + 105×3 on 11-23 = 827.5 → 828 kg. Brzycki e1RM: 100 × 36/32 = 112.5,
        // 102.5 × 36/32 = 115.3 → 115.5 (loads round to 0.5); row 80 × 36/29 = 99.3 → 99.5;
        // squat 120 × 36/32 = 135. Porridge 150 g: 600 kcal, 15 g protein, 90 g carbs, 15 g fat.
        // Bodyweight: the 7-day average on 11-24 is (70 + 71) / 2 = 70.5; BMI 71 / 1.7² = 24.57.
        // Four workouts: three lifting sessions and the run.
        #expect(ReportText(Self.report(), language: .tr).text == """
            Antrenman raporu — Ada
            ilk kayıt – son kayıt · 4 antrenman

            Kişisel rekorlar (en ağır set · en iyi e1RM · en yüksek antrenman hacmi)
              Barbell Back Squat           120 kg × 5 (2026-11-18)      135 kg (2026-11-18)      1800 kg (2026-11-18)
              Barbell Bench Press          105 kg × 3 (2026-11-23)      115,5 kg (2026-11-23)    1000 kg (2026-11-16)
              Barbell Row                  80 kg × 8 (2026-11-16)       99,5 kg (2026-11-16)     1280 kg (2026-11-16)

            Zaman içinde e1RM (brzycki)
              Barbell Bench Press: 2026-11-16 112,5 kg, 2026-11-23 115,5 kg

            Kas grubuna göre haftalık çalışma setleri ve hacim
              2026-11-16: 2 antrenman · göğüs 2 set 1000 kg · sırt 2 set 1280 kg · ön bacak 3 set 1800 kg
              2026-11-23: 1 antrenman · göğüs 2 set 828 kg

            Haftalık kardiyo
              2026-11-23: 1 seans · 5 km · 25:00 · 5:00 /km

            Haftalık beslenme (kayıtlı gün başına ortalama; hedefler 2000 kcal, 150 g protein, 200 g karbonhidrat, 50 g yağ)
              2026-11-23: 1 gün · 600 kcal · 15 g protein · 90 g karbonhidrat · 15 g yağ

            Vücut ağırlığı (7 günlük ortalama)
              2026-11-20: 70 kg (70)
              2026-11-24: 71 kg (70,5)
              VKİ 24,6 (normal)

            """)
        let week = ReportText(Self.report(from: LocalDate(year: 2026, month: 11, day: 23), to: LocalDate(year: 2026, month: 11, day: 29)),
                              language: .tr).text
        // The week of 11-23 holds the upper-body session and the run: two workouts.
        #expect(week.hasPrefix("Antrenman raporu — Ada\n2026-11-23 – 2026-11-29 · 2 antrenman\n"))
        #expect(week.contains("\n  Barbell Bench Press          105 kg × 3 (2026-11-23)      115,5 kg (2026-11-23)    828 kg (2026-11-23)\n"))
    }

    @Test func anEmptyTextReportInTurkish() {
        let text = ReportText(Self.report("profile\n  name: Ada\n"), language: .tr).text
        #expect(text.contains("Kişisel rekorlar (en ağır set · en iyi e1RM · en yüksek antrenman hacmi)\n  bu dönemde yok\n"))
        // Without goals in the profile, the defaults: 2000 kcal, 150 g protein, 200 g carbs, 65 g fat.
        #expect(text.contains("hedefler 2000 kcal, 150 g protein, 200 g karbonhidrat, 65 g yağ)\n  bu dönemde öğün yok\n"))
        #expect(text.hasSuffix("Vücut ağırlığı (7 günlük ortalama)\n  bu dönemde yok\n"))
        // Under a minute, seconds are "sn": 0.2 km in 45 s is 3:45 /km.
        #expect(ReportText(Self.report("2026-11-24 cardio run 0.2km 0:45\n"), language: .tr).text
            .contains("\nHaftalık kardiyo\n  2026-11-23: 1 seans · 0,2 km · 45 sn · 3:45 /km\n"))
    }

    @Test func theHTMLReportInTurkish() {
        let html = ReportHTML(Self.report(), language: .tr).html
        #expect(html.contains("<html lang=\"tr\">"))
        #expect(html.contains("<title>Antrenman raporu — Ada</title>"))
        #expect(html.contains("<h1>Antrenman raporu — Ada</h1><p class=\"period\">İlk kayıt – son kayıt · 4 antrenman · ağırlıklar kg cinsinden</p>"))
        for title in ["Zaman içinde tahmini 1RM", "Kas grubuna göre haftalık hacim", "Vücut ağırlığı", "Hedefe göre kalori", "Hedeflere göre makrolar",
                      "Kişisel rekorlar", "Haftalık kardiyo"] {
            #expect(html.contains("<h2>\(title)</h2>"), "\(title)")
        }
        // The charts' own titles, for screen readers.
        for label in ["Zaman içinde tahmini 1RM", "Kas grubuna göre hacim", "Vücut ağırlığı", "Hedefe göre kalori", "Hedeflere göre makrolar"] {
            #expect(html.contains("role=\"img\" aria-label=\"\(label)\""), "\(label)")
        }
        #expect(html.contains("<p class=\"note\">7 günlük ortalama; her tartı soluk çizgiyle · Son VKİ 24,6 (normal)</p>"))
        #expect(html.contains("<title>göğüs 2026-11-23: 828 kg</title>"))
        #expect(html.contains("class=\"tick\">16 Kas 26</text>"))
        // The bodyweight axis runs 70 to 71 by 0.25: its ticks are written with the comma.
        #expect(html.contains("class=\"tick\">70,5</text>"))
        #expect(html.contains("<div class=\"figure\">135 kg</div><div class=\"label\">en iyi e1RM · Barbell Back Squat</div>"))
        #expect(html.contains("</svg>7 günlük ortalama</li>"))
        #expect(html.contains("</svg>karbonhidrat hedefi</li>"))
        #expect(html.contains("</svg>hedef</li>"))
        #expect(html.contains("<tr><th>hareket</th><th>antrenman</th><th>en ağır set</th><th>en iyi e1RM</th><th>en yüksek antrenman hacmi</th></tr>"))
        #expect(html.contains("<tr><th>hafta başı</th><th>seans</th><th>mesafe</th><th>süre</th><th>tempo</th></tr>"))
        #expect(html.contains("<footer>Bu sayfa, düz metin kaydınızdan antrain report ile oluşturuldu.</footer>"))
        #expect(ReportHTML(Self.report(Self.halfAYear), language: .tr).html.contains("<h2>Kas grubuna göre aylık hacim</h2>"))
    }

    /// Every English heading, label and sentence of the page is in the English report and in
    /// none of the Turkish ones: a full period, one by month, and an empty one.
    @Test func noEnglishRemainsInTheTurkishHTML() {
        let english = [
            "Training report", "From ", "the first entry", "loads in", ">workouts<", ">exercises<", "best e1RM", ">bodyweight",
            "Estimated 1RM over time", "Best e1RM of each session", "heaviest compound lifts", "drawn faint", "Weekly volume per muscle group", "Working sets",
            "Volume per muscle group", "Bodyweight", "Latest BMI", "7-day average", "Calories against the goal", "Average per logged day",
            "by week", "kcal per day", ">goal<", "Macros against the goals", "Average grams", "dashed: the goals", ">carbs (g)<", "carbs goal",
            ">fat (g)<", "fat goal", "protein goal", "Personal records", "Heaviest working set", ">exercise<", ">sessions<", ">heaviest set<",
            ">best session volume<", "Cardio by week", ">week of<", ">distance<", ">time<", ">pace<", "Written by", " Nov 26<", ">chest", ">back",
            ">quads",
        ]
        let englishPage = ReportHTML(Self.report()).html
        for phrase in english { #expect(englishPage.contains(phrase), "the English page lacks \(phrase)") }
        let monthly = [" (by month: the period is longer than half a year)", "Monthly volume per muscle group", "by month", " Jan 26<"]
        for phrase in monthly { #expect(ReportHTML(Self.report(Self.halfAYear)).html.contains(phrase), "the English page lacks \(phrase)") }
        let empty = ["nothing logged in this period", "No lifts logged in this period."]
        for phrase in empty { #expect(ReportHTML(Self.report("")).html.contains(phrase), "the English page lacks \(phrase)") }

        for log in [SummaryReportCommandTests.log, Self.halfAYear, ""] {
            let turkish = ReportHTML(Self.report(log), language: .tr).html
            for phrase in english + monthly + empty { #expect(!turkish.contains(phrase), "\(phrase) is English") }
            #expect(turkish.contains("<html lang=\"tr\">"))
        }
        let emptyTurkish = ReportHTML(Self.report(""), language: .tr).html
        #expect(emptyTurkish.contains("<p class=\"empty\">Hedefe göre kalori: bu dönemde kayıt yok.</p>"))
        #expect(emptyTurkish.contains("<p class=\"empty\">Bu dönemde kaydedilmiş hareket yok.</p>"))
    }

    @Test func englishIsTheDefaultAndUnchanged() {
        let report = Self.report()
        #expect(ReportText(report).text == ReportText(report, language: .en).text)
        #expect(ReportHTML(report).html == ReportHTML(report, language: .en).html)
        #expect(ReportText(report).text.hasPrefix("Training report — Ada\nfirst entry to last entry · 4 workouts\n"))
        #expect(ReportText(report).text.contains("\n  BMI 24.6 (normal)\n"))
        #expect(ReportHTML(report).html.contains("<html lang=\"en\">"))
        #expect(ReportHTML(report).html.contains("class=\"tick\">70.5</text>"))
    }
}
