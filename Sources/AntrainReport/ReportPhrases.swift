import AntrainAnalysis
import AntrainModel

/// The phrases of `antrain report`, text and HTML, in each language. Every member switches
/// over the language, so a language added to `Language` without its phrases does not compile.
/// Numbers are written the language's way (`112,5` in Turkish); dates stay ISO.
extension Phrases {
    // MARK: - Numbers

    /// A number as the language writes it: `24.6`, `24,6`.
    func number(_ value: Double, decimals: Int = 1, grouping: Bool = true) -> String {
        Format.number(value, decimals: decimals, grouping: grouping, language: language)
    }

    /// A load in `unit`, rounded to 0.5: `97.5 kg`, `97,5 kg`.
    func load(_ kilograms: Double, unit: WeightUnit) -> String {
        Format.load(kilograms, unit: unit, language: language)
    }

    /// A set as written: `105 kg × 5`, `BW+5 kg × 8 (84 kg)` (``Format/lift``).
    func lift(_ lift: ProgressReport.Lift, unit: WeightUnit) -> String {
        Format.lift(lift.loadKg, reps: lift.reps, bodyweightOffset: lift.bodyweightOffsetKg, unit: unit, language: language)
    }

    /// `1:05:00`, `26:30`; under a minute `45s` or `45 sn`.
    func duration(_ seconds: Double) -> String {
        let text = Format.duration(seconds)
        guard text.hasSuffix("s") else { return text }
        switch language {
        case .en: return text
        case .tr: return text.dropLast() + " sn"
        }
    }

    // MARK: - Words

    /// A muscle group's name: the editor's words, one vocabulary for hover and report.
    func muscle(_ muscle: MuscleGroup) -> String { DomainWords.muscle(muscle, in: language) }

    /// The macros the report draws against their goals.
    enum Macro: CaseIterable {
        case protein, carbs, fat
    }

    func macro(_ macro: Macro) -> String {
        switch (macro, language) {
        case (.protein, _): "protein"
        case (.carbs, .en): "carbs"
        case (.carbs, .tr): "karbonhidrat"
        case (.fat, .en): "fat"
        case (.fat, .tr): "yağ"
        }
    }

    /// A month's short name on a chart's axis: `Nov`, `Kas`.
    func shortMonth(_ month: Int) -> String {
        let names: [String]
        switch language {
        case .en: names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        case .tr: names = ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"]
        }
        return names[max(1, min(12, month)) - 1]
    }

    // MARK: - Both reports

    func reportTitle(name: String?) -> String {
        let title: String
        switch language {
        case .en: title = "Training report"
        case .tr: title = "Antrenman raporu"
        }
        return title + (name.map { " — \($0)" } ?? "")
    }

    var personalRecords: String {
        switch language {
        case .en: "Personal records"
        case .tr: "Kişisel rekorlar"
        }
    }

    var cardioByWeek: String {
        switch language {
        case .en: "Cardio by week"
        case .tr: "Haftalık kardiyo"
        }
    }

    /// "BMI 24.6 (normal)", "VKİ 24,6 (normal)".
    func bmiFigure(_ bmi: ProgressReport.BMI) -> String {
        "\(self.bmi) \(number(bmi.value)) (\(bmiCategory(bmi.category)))"
    }

    // MARK: - The text report

    /// "2026-11-01 to 2026-11-30 · 4 workouts".
    func textPeriod(from: LocalDate?, to: LocalDate?, workouts: Int) -> String {
        switch language {
        case .en: "\(from.map(\.description) ?? "first entry") to \(to.map(\.description) ?? "last entry") · \(workouts) workouts"
        case .tr: "\(from.map(\.description) ?? "ilk kayıt") – \(to.map(\.description) ?? "son kayıt") · \(workouts) antrenman"
        }
    }

    var recordsHeading: String {
        switch language {
        case .en: "Personal records (heaviest set · best e1RM · best session volume)"
        case .tr: "Kişisel rekorlar (en ağır set · en iyi e1RM · en yüksek antrenman hacmi)"
        }
    }

    var noneInPeriod: String {
        switch language {
        case .en: "none in this period"
        case .tr: "bu dönemde yok"
        }
    }

    /// "e1RM over time (brzycki)": the formula's name stays as the profile writes it.
    /// Over a long period the points are the best of each week or month, and the heading says so.
    func e1rmHeading(formula: String, resolution: ProgressReport.Resolution) -> String {
        switch (language, resolution) {
        case (.en, .session): "e1RM over time (\(formula))"
        case (.en, .week): "e1RM over time (\(formula), the best of each week)"
        case (.en, .month): "e1RM over time (\(formula), the best of each month)"
        case (.tr, .session): "Zaman içinde e1RM (\(formula))"
        case (.tr, .week): "Zaman içinde e1RM (\(formula), her haftanın en iyisi)"
        case (.tr, .month): "Zaman içinde e1RM (\(formula), her ayın en iyisi)"
        }
    }

    var weeklyMusclesHeading: String {
        switch language {
        case .en: "Weekly working sets and volume per muscle group"
        case .tr: "Kas grubuna göre haftalık çalışma setleri ve hacim"
        }
    }

    /// "1 workout", "2 workouts", "2 antrenman".
    func workouts(_ count: Int) -> String {
        switch language {
        case .en: "\(count) workout\(count == 1 ? "" : "s")"
        case .tr: "\(count) antrenman"
        }
    }

    /// "chest 2 sets 828 kg", "göğüs 2 set 828 kg".
    func muscleWeek(_ muscle: MuscleGroup, sets: Int, volume: String) -> String {
        switch language {
        case .en: "\(self.muscle(muscle)) \(sets) sets \(volume)"
        case .tr: "\(self.muscle(muscle)) \(sets) set \(volume)"
        }
    }

    /// "1 sessions" as the English text report has always written it; "1 seans".
    func cardioSessions(_ count: Int) -> String {
        switch language {
        case .en: "\(count) sessions"
        case .tr: "\(count) seans"
        }
    }

    /// The nutrition heading with the goals, each already written as a number.
    func nutritionHeading(calories: String, protein: String, carbs: String, fat: String) -> String {
        switch language {
        case .en: "Nutrition by week (average per logged day; goals \(calories) kcal, \(protein) g protein, \(carbs) g carbs, \(fat) g fat)"
        case .tr: "Haftalık beslenme (kayıtlı gün başına ortalama; hedefler \(calories) kcal, \(protein) g protein, \(carbs) g karbonhidrat, \(fat) g yağ)"
        }
    }

    var noMeals: String {
        switch language {
        case .en: "no meals in this period"
        case .tr: "bu dönemde öğün yok"
        }
    }

    /// "3 days · 600 kcal · 15 g protein · 90 g carbs · 15 g fat".
    func nutritionWeek(days: Int, calories: String, protein: String, carbs: String, fat: String) -> String {
        switch language {
        case .en: "\(days) days · \(calories) kcal · \(protein) g protein · \(carbs) g carbs · \(fat) g fat"
        case .tr: "\(days) gün · \(calories) kcal · \(protein) g protein · \(carbs) g karbonhidrat · \(fat) g yağ"
        }
    }

    var bodyweightHeading: String {
        switch language {
        case .en: "Bodyweight (7-day average)"
        case .tr: "Vücut ağırlığı (7 günlük ortalama)"
        }
    }

    // MARK: - The HTML page

    /// The page's `lang`.
    var htmlLanguage: String {
        switch language {
        case .en: "en"
        case .tr: "tr"
        }
    }

    /// "From 2026-11-01 to 2026-11-30 · 4 workouts · loads in kg".
    func htmlPeriod(from: LocalDate?, to: LocalDate?, workouts: Int, unit: WeightUnit) -> String {
        switch language {
        case .en:
            "From \(from.map(\.description) ?? "the first entry") to \(to.map(\.description) ?? "the last entry") · \(workouts) workouts · loads in \(unit.rawValue)"
        case .tr:
            "\(from.map(\.description) ?? "İlk kayıt") – \(to.map(\.description) ?? "son kayıt") · \(workouts) antrenman · ağırlıklar \(unit.rawValue) cinsinden"
        }
    }

    var workoutsCard: String {
        switch language {
        case .en: "workouts"
        case .tr: "antrenman"
        }
    }

    var exercisesCard: String {
        switch language {
        case .en: "exercises"
        case .tr: "hareket"
        }
    }

    func bestE1RMCard(exercise: String) -> String {
        switch language {
        case .en: "best e1RM · \(exercise)"
        case .tr: "en iyi e1RM · \(exercise)"
        }
    }

    func bodyweightCard(date: LocalDate) -> String {
        switch language {
        case .en: "bodyweight · \(date)"
        case .tr: "vücut ağırlığı · \(date)"
        }
    }

    var e1rmTitle: String {
        switch language {
        case .en: "Estimated 1RM over time"
        case .tr: "Zaman içinde tahmini 1RM"
        }
    }

    /// "Best e1RM of each week (brzycki), the 4 heaviest compound lifts": what a point is and
    /// how the lifts were picked.
    func e1rmNote(formula: String, resolution: ProgressReport.Resolution, lifts: ProgressReport.LiftChoice, count: Int) -> String {
        let each: String
        switch (resolution, language) {
        case (.session, .en): each = "Best e1RM of each session"
        case (.week, .en): each = "Best e1RM of each week"
        case (.month, .en): each = "Best e1RM of each month"
        case (.session, .tr): each = "Her antrenmanın en iyi e1RM değeri"
        case (.week, .tr): each = "Her haftanın en iyi e1RM değeri"
        case (.month, .tr): each = "Her ayın en iyi e1RM değeri"
        }
        let which: String
        switch (lifts, language) {
        case (.heaviestCompound, .en): which = "the \(count) heaviest compound lifts (choose others with --lifts)"
        case (.heaviestCompound, .tr): which = "e1RM'si en yüksek \(count) bileşik hareket (başkaları için --lifts)"
        case (.asked, .en): which = "the lifts asked for with --lifts"
        case (.asked, .tr): which = "--lifts ile seçilen hareketler"
        case (.mostTrained, .en): which = "the \(count) most trained lifts"
        case (.mostTrained, .tr): which = "en çok çalışılan \(count) hareket"
        }
        return "\(each) (\(formula)), \(which)"
    }

    /// "Weekly volume per muscle group", or monthly over a long period.
    func volumeTitle(byMonth: Bool) -> String {
        switch (language, byMonth) {
        case (.en, false): "Weekly volume per muscle group"
        case (.en, true): "Monthly volume per muscle group"
        case (.tr, false): "Kas grubuna göre haftalık hacim"
        case (.tr, true): "Kas grubuna göre aylık hacim"
        }
    }

    func volumeNote(byMonth: Bool) -> String {
        switch (language, byMonth) {
        case (.en, false): "Working sets' load × reps, to each exercise's primary muscle group"
        case (.en, true): "Working sets' load × reps, to each exercise's primary muscle group (by month: the period is longer than half a year)"
        case (.tr, false): "Çalışma setlerinin ağırlık × tekrarı, her hareketin ana kas grubuna yazılır"
        case (.tr, true): "Çalışma setlerinin ağırlık × tekrarı, her hareketin ana kas grubuna yazılır (aylık: dönem altı aydan uzun)"
        }
    }

    /// The volume chart's label, for screen readers and an empty chart.
    var volumeLabel: String {
        switch language {
        case .en: "Volume per muscle group"
        case .tr: "Kas grubuna göre hacim"
        }
    }

    /// "Latest BMI 24.6 (normal)".
    func latestBMI(_ bmi: ProgressReport.BMI) -> String {
        switch language {
        case .en: "Latest \(bmiFigure(bmi))"
        case .tr: "Son \(bmiFigure(bmi))"
        }
    }

    /// The bodyweight chart's line of each weigh-in.
    var bodyweightLine: String {
        switch language {
        case .en: "bodyweight"
        case .tr: "vücut ağırlığı"
        }
    }

    /// The bodyweight chart's note: the average drawn over the faint weigh-ins.
    var bodyweightNote: String {
        switch language {
        case .en: "The 7-day average, over each weigh-in drawn faint"
        case .tr: "7 günlük ortalama; her tartı soluk çizgiyle"
        }
    }

    var sevenDayAverage: String {
        switch language {
        case .en: "7-day average"
        case .tr: "7 günlük ortalama"
        }
    }

    var caloriesTitle: String {
        switch language {
        case .en: "Calories against the goal"
        case .tr: "Hedefe göre kalori"
        }
    }

    func caloriesNote(byMonth: Bool, goal: String) -> String {
        switch (language, byMonth) {
        case (.en, false): "Average per logged day, by week; goal \(goal) kcal"
        case (.en, true): "Average per logged day, by month; goal \(goal) kcal"
        case (.tr, false): "Kayıtlı gün başına ortalama, haftalık; hedef \(goal) kcal"
        case (.tr, true): "Kayıtlı gün başına ortalama, aylık; hedef \(goal) kcal"
        }
    }

    var caloriesPerDay: String {
        switch language {
        case .en: "kcal per day"
        case .tr: "günlük kcal"
        }
    }

    var macrosTitle: String {
        switch language {
        case .en: "Macros against the goals"
        case .tr: "Hedeflere göre makrolar"
        }
    }

    func macrosNote(byMonth: Bool) -> String {
        switch (language, byMonth) {
        case (.en, false): "Average grams per logged day, by week; dashed: the goals"
        case (.en, true): "Average grams per logged day, by month; dashed: the goals"
        case (.tr, false): "Kayıtlı gün başına ortalama gram, haftalık; kesikli çizgiler: hedefler"
        case (.tr, true): "Kayıtlı gün başına ortalama gram, aylık; kesikli çizgiler: hedefler"
        }
    }

    /// "protein (g)", "karbonhidrat (g)".
    func macroLine(_ macro: Macro) -> String { "\(self.macro(macro)) (g)" }

    /// "protein goal", "protein hedefi".
    func macroGoal(_ macro: Macro) -> String {
        switch language {
        case .en: "\(self.macro(macro)) goal"
        case .tr: "\(self.macro(macro)) hedefi"
        }
    }

    var recordsNote: String {
        switch language {
        case .en: "Heaviest working set, best e1RM and best session volume in the period"
        case .tr: "Dönemin en ağır çalışma seti, en iyi e1RM değeri ve en yüksek antrenman hacmi"
        }
    }

    var noLifts: String {
        switch language {
        case .en: "No lifts logged in this period."
        case .tr: "Bu dönemde kaydedilmiş hareket yok."
        }
    }

    /// The records table's column headings.
    var recordsColumns: [String] {
        switch language {
        case .en: ["exercise", "sessions", "heaviest set", "best e1RM", "best session volume"]
        case .tr: ["hareket", "antrenman", "en ağır set", "en iyi e1RM", "en yüksek antrenman hacmi"]
        }
    }

    /// The cardio table's column headings.
    var cardioColumns: [String] {
        switch language {
        case .en: ["week of", "sessions", "distance", "time", "pace"]
        case .tr: ["hafta başı", "seans", "mesafe", "süre", "tempo"]
        }
    }

    var footer: String {
        switch language {
        case .en: "Written by antrain report from your plain-text log."
        case .tr: "Bu sayfa, düz metin kaydınızdan antrain report ile oluşturuldu."
        }
    }

    // MARK: - Charts

    /// A chart with nothing to draw: "Bodyweight: nothing logged in this period."
    func emptyChart(_ label: String) -> String {
        switch language {
        case .en: "\(label): nothing logged in this period."
        case .tr: "\(label): bu dönemde kayıt yok."
        }
    }

    /// The legend of a chart's dashed goal line.
    var goalKey: String {
        switch language {
        case .en: "goal"
        case .tr: "hedef"
        }
    }
}
