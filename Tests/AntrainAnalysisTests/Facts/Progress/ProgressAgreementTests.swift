import AntrainAnalysis
import AntrainFixtures
import AntrainModel
import AntrainSyntax
import Testing

/// One place computes each figure: on a generated year, the records and day totals that
/// `antrain report` and `antrain summary` show are the ones hover shows.
@Suite struct ProgressAgreementTests {
    static let generator = LogGenerator(seed: 11)

    static func snapshot() -> WorkspaceSnapshot {
        let (year, month, day) = generator.options.today.components
        return WorkspaceSnapshot.analyze([SourceFile(name: "year.antrain", text: generator.generate(days: 365))],
                                         settings: AnalysisSettings(today: LocalDate(year: year, month: month, day: day)))
    }

    @Test func reportRecordsAreTheRecordsHoverShowsOnTheLastSession() throws {
        let snapshot = Self.snapshot()
        let figures = AthleteFigures(snapshot: snapshot, athlete: 0)
        let unit = snapshot.displayUnit(ofFile: 0)
        let report = ProgressReport(figures: figures, from: nil, to: nil, unit: unit)
        #expect(report.records.count > 5)
        var compared = 0
        for record in report.records {
            guard let heaviest = record.heaviest, let e1rm = record.bestE1RM else { continue }
            let exercise = try #require(snapshot.definitions.exercises.exercise(named: record.exercise))
            let last = try #require(figures.history.sessions(of: exercise).last)
            let lowered = snapshot.files[last.workout.file].lowered.workouts[last.workout.index]
            let offset = lowered.exercises[last.exerciseIndex].name.start
            let hover = try #require(HoverEngine.hover(in: snapshot, fileIndex: last.workout.file, offset: Int(offset))).markdown
            let load = { (kilograms: Double) in Format.load(kilograms, unit: unit) }
            let lift = Format.lift(heaviest.loadKg, reps: heaviest.reps, bodyweightOffset: heaviest.bodyweightOffsetKg, unit: unit)
            #expect(hover.contains("heaviest \(lift) (\(heaviest.date))"), "\(record.exercise): \(hover)")
            #expect(hover.contains("e1RM \(load(e1rm.kilograms)) (\(e1rm.date))"), "\(record.exercise): \(hover)")
            compared += 1
        }
        #expect(compared > 5)
    }

    @Test func summaryDayTotalsAreTheDayTotalsHoverShowsOnAMeal() throws {
        let snapshot = Self.snapshot()
        let figures = AthleteFigures(snapshot: snapshot, athlete: 0)
        let meals = snapshot.files[0].lowered.meals
        #expect(meals.count > 100)
        for meal in meals.prefix(40) {
            let summary = HomeSummary(figures: figures, date: meal.date, time: LocalTime(hour: 21, minute: 0), unit: .kg)
            let hover = try #require(HoverEngine.hover(in: snapshot, fileIndex: 0, offset: Int(meal.headerRange.start))).markdown
            let calories = try #require(summary.nutrition.first { $0.name == "calories" })
            #expect(hover.contains("kcal \(Format.number(calories.value, decimals: 0)) / \(Format.number(calories.goal, decimals: 0))"), "\(hover)")
            #expect(hover.contains("Day (\(summary.meals) meal"))
        }
    }
}
