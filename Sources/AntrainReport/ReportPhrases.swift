import AntrainAnalysis
import AntrainBasics
import AntrainModel

/// The phrases of `antrain report`, text and HTML, from ``ReportMessages``. A language added
/// to `Language` does not compile until every message can say it (``MessageKey``).
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
        return say(ReportMessages.seconds, ["seconds": String(text.dropLast())])
    }

    // MARK: - Words

    /// A muscle group's name: the editor's words, one vocabulary for hover and report.
    func muscle(_ muscle: MuscleGroup) -> String { DomainWords.muscle(muscle, in: language) }

    /// The macros the report draws against their goals.
    enum Macro: CaseIterable {
        case protein, carbs, fat
    }

    func macro(_ macro: Macro) -> String {
        switch macro {
        case .protein: say(ReportMessages.protein)
        case .carbs: say(ReportMessages.carbs)
        case .fat: say(ReportMessages.fat)
        }
    }

    /// A month's short name on a chart's axis: `Nov`, `Kas`.
    func shortMonth(_ month: Int) -> String {
        say(ReportMessages.months[max(1, min(12, month)) - 1])
    }

    // MARK: - Both reports

    func reportTitle(name: String?) -> String {
        say(ReportMessages.title) + (name.map { " — \($0)" } ?? "")
    }

    var personalRecords: String { say(ReportMessages.personalRecords) }

    var cardioByWeek: String { say(ReportMessages.cardioByWeek) }

    /// "BMI 24.6 (normal)", "VKİ 24,6 (normal)".
    func bmiFigure(_ bmi: ProgressReport.BMI) -> String {
        "\(self.bmi) \(number(bmi.value)) (\(bmiCategory(bmi.category)))"
    }

    // MARK: - The text report

    /// "2026-11-01 to 2026-11-30 · 4 workouts".
    func textPeriod(from: LocalDate?, to: LocalDate?, workouts: Int) -> String {
        say(ReportMessages.textPeriod, ["from": from.map(\.description) ?? say(ReportMessages.textFirstEntry),
                                        "to": to.map(\.description) ?? say(ReportMessages.textLastEntry), "workouts": "\(workouts)"])
    }

    var recordsHeading: String { say(ReportMessages.recordsHeading) }

    var noneInPeriod: String { say(ReportMessages.noneInPeriod) }

    /// "e1RM over time (brzycki)": the formula's name stays as the profile writes it.
    /// Over a long period the points are the best of each week or month, and the heading says so.
    func e1rmHeading(formula: String, resolution: ProgressReport.Resolution) -> String {
        let key = switch resolution {
        case .session: ReportMessages.e1rmBySession
        case .week: ReportMessages.e1rmByWeek
        case .month: ReportMessages.e1rmByMonth
        }
        return say(key, ["formula": formula])
    }

    var weeklyMusclesHeading: String { say(ReportMessages.weeklyMuscles) }

    /// "1 workout", "2 workouts", "2 antrenman".
    func workouts(_ count: Int) -> String {
        say(count == 1 ? ReportMessages.workoutsOne : ReportMessages.workoutsOther, ["count": "\(count)"])
    }

    /// "chest 2 sets 828 kg", "göğüs 2 set 828 kg".
    func muscleWeek(_ muscle: MuscleGroup, sets: Int, volume: String) -> String {
        say(ReportMessages.muscleWeek, ["muscle": self.muscle(muscle), "sets": "\(sets)", "volume": volume])
    }

    /// "1 sessions" as the English text report has always written it; "1 seans".
    func cardioSessions(_ count: Int) -> String { say(ReportMessages.cardioSessions, ["count": "\(count)"]) }

    /// The nutrition heading with the goals, each already written as a number.
    func nutritionHeading(calories: String, protein: String, carbs: String, fat: String) -> String {
        say(ReportMessages.nutritionHeading, ["calories": calories, "protein": protein, "carbs": carbs, "fat": fat])
    }

    var noMeals: String { say(ReportMessages.noMeals) }

    /// "3 days · 600 kcal · 15 g protein · 90 g carbs · 15 g fat".
    func nutritionWeek(days: Int, calories: String, protein: String, carbs: String, fat: String) -> String {
        say(days == 1 ? ReportMessages.nutritionWeekOneDay : ReportMessages.nutritionWeek, ["days": "\(days)", "calories": calories, "protein": protein, "carbs": carbs, "fat": fat])
    }

    var bodyweightHeading: String { say(ReportMessages.bodyweightHeading) }

    // MARK: - The HTML page

    /// The page's `lang`: the language's code.
    var htmlLanguage: String { language.rawValue }

    /// "From 2026-11-01 to 2026-11-30 · 4 workouts · loads in kg".
    func htmlPeriod(from: LocalDate?, to: LocalDate?, workouts: Int, unit: WeightUnit) -> String {
        say(ReportMessages.htmlPeriod, ["from": from.map(\.description) ?? say(ReportMessages.htmlFirstEntry),
                                        "to": to.map(\.description) ?? say(ReportMessages.htmlLastEntry), "workouts": "\(workouts)",
                                        "unit": unit.rawValue])
    }

    var workoutsCard: String { say(ReportMessages.workoutsCard) }

    var exercisesCard: String { say(ReportMessages.exercisesCard) }

    func bestE1RMCard(exercise: String) -> String { say(ReportMessages.bestE1RMCard, ["exercise": exercise]) }

    func bodyweightCard(date: LocalDate) -> String { say(ReportMessages.bodyweightCard, ["date": "\(date)"]) }

    var e1rmTitle: String { say(ReportMessages.e1rmTitle) }

    /// "Best e1RM of each week (brzycki), the 4 heaviest compound lifts": what a point is and
    /// how the lifts were picked.
    func e1rmNote(formula: String, resolution: ProgressReport.Resolution, lifts: ProgressReport.LiftChoice, count: Int) -> String {
        let each = switch resolution {
        case .session: say(ReportMessages.e1rmEachSession)
        case .week: say(ReportMessages.e1rmEachWeek)
        case .month: say(ReportMessages.e1rmEachMonth)
        }
        let which = switch lifts {
        case .heaviestCompound: say(ReportMessages.e1rmHeaviest, ["count": "\(count)"])
        case .asked: say(ReportMessages.e1rmAsked)
        case .mostTrained: say(ReportMessages.e1rmMostTrained, ["count": "\(count)"])
        }
        return say(ReportMessages.e1rmNote, ["each": each, "formula": formula, "which": which])
    }

    /// "Weekly volume per muscle group", or monthly over a long period.
    func volumeTitle(byMonth: Bool) -> String { say(byMonth ? ReportMessages.monthlyVolume : ReportMessages.weeklyVolume) }

    func volumeNote(byMonth: Bool) -> String { say(byMonth ? ReportMessages.monthlyVolumeNote : ReportMessages.weeklyVolumeNote) }

    /// The volume chart's label, for screen readers and an empty chart.
    var volumeLabel: String { say(ReportMessages.volumeLabel) }

    /// "Latest BMI 24.6 (normal)".
    func latestBMI(_ bmi: ProgressReport.BMI) -> String { say(ReportMessages.latestBMI, ["bmi": bmiFigure(bmi)]) }

    /// The bodyweight chart's line of each weigh-in.
    var bodyweightLine: String { say(ReportMessages.bodyweightLine) }

    /// The bodyweight chart's note: the average drawn over the faint weigh-ins.
    var bodyweightNote: String { say(ReportMessages.bodyweightNote) }

    var sevenDayAverage: String { say(ReportMessages.sevenDayAverage) }

    var caloriesTitle: String { say(ReportMessages.caloriesTitle) }

    func caloriesNote(byMonth: Bool, goal: String) -> String {
        say(byMonth ? ReportMessages.caloriesMonthNote : ReportMessages.caloriesWeekNote, ["goal": goal])
    }

    var caloriesPerDay: String { say(ReportMessages.caloriesPerDay) }

    var macrosTitle: String { say(ReportMessages.macrosTitle) }

    func macrosNote(byMonth: Bool) -> String { say(byMonth ? ReportMessages.macrosMonthNote : ReportMessages.macrosWeekNote) }

    /// "protein (g)", "karbonhidrat (g)".
    func macroLine(_ macro: Macro) -> String { say(ReportMessages.macroLine, ["macro": self.macro(macro)]) }

    /// "protein goal", "protein hedefi".
    func macroGoal(_ macro: Macro) -> String { say(ReportMessages.macroGoal, ["macro": self.macro(macro)]) }

    var recordsNote: String { say(ReportMessages.recordsNote) }

    var noLifts: String { say(ReportMessages.noLifts) }

    /// The records table's column headings.
    var recordsColumns: [String] { ReportMessages.recordsColumns.map { say($0) } }

    /// The cardio table's column headings.
    var cardioColumns: [String] { ReportMessages.cardioColumns.map { say($0) } }

    var footer: String { say(ReportMessages.footer) }

    // MARK: - Charts

    /// A chart with nothing to draw: "Bodyweight: nothing logged in this period."
    func emptyChart(_ label: String) -> String { say(ReportMessages.emptyChart, ["label": label]) }

    /// The legend of a chart's dashed goal line.
    var goalKey: String { say(ReportMessages.goalKey) }
}
