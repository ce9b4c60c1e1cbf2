import AntrainAnalysis
import AntrainModel
import JSONRPC

/// The tools that answer with an athlete's figures: the same ``HomeSummary``,
/// ``ProgressReport`` and ``ExerciseStatistics`` that `antrain summary`, `antrain report` and
/// the language server's hovers use, never a second computation.
enum FigureTools {
    static let summary = MCPTool(
        name: "summary", title: "Day summary",
        description: """
            One athlete's day, as `antrain summary --format json`: nutrition against the goals (calories, protein, carbs, fat \
            with percent), the five heaviest records, the latest five workouts, the latest bodyweight with BMI, and the program \
            the athlete follows. Loads in kilograms; `unit` is the athlete's unit of display.
            """,
        inputSchema: Schema.object([
            "path": Schema.path, "date": Schema.string("the day to sum up, YYYY-MM-DD (default: today)"),
            "time": Schema.string("the time of day, HH:MM, for the greeting (default: now)"),
        ]),
        outputSchema: Schema.object([
            "date": Schema.string, "time": Schema.string, "name": Schema.string,
            "greeting": ["type": "string", "enum": ["goodMorning", "hello", "goodEvening"]],
            "unit": Schema.string, "meals": Schema.integer,
            "nutrition": Schema.array(Schema.object(
                ["name": Schema.string, "value": Schema.number, "goal": Schema.number, "percent": Schema.number],
                required: ["name", "value", "goal"])),
            "records": Schema.array(Schema.object(
                ["exercise": Schema.string, "loadKg": Schema.number, "reps": Schema.integer, "date": Schema.string, "daysAgo": Schema.integer],
                required: ["exercise", "loadKg", "reps", "date", "daysAgo"])),
            "workouts": Schema.array(Schema.object(
                ["date": Schema.string, "time": Schema.string, "type": Schema.string, "title": Schema.string,
                 "daysAgo": Schema.integer, "sets": Schema.integer],
                required: ["date", "type", "daysAgo", "sets"])),
            "bodyweight": Schema.anyObject, "program": Schema.anyObject,
        ], required: ["date", "time", "greeting", "unit", "meals", "nutrition", "records", "workouts"]),
        call: { arguments, workspace throws(ToolFailure) in
            let athlete = try workspace.athlete(at: arguments.string("path"))
            let figures = athlete.figures
            let summary = HomeSummary(figures: figures, date: try arguments.date("date") ?? workspace.today(),
                                      time: try arguments.time("time") ?? workspace.now(),
                                      unit: athlete.displayUnit)
            return ToolOutcome(structured: try StructuredJSON.value(summary))
        })

    static let report = MCPTool(
        name: "report", title: "Progress report",
        description: """
            One athlete's progress over a period, as `antrain report --format json`: records per exercise (best e1RM first), \
            e1RM over time of the main lifts, weekly sets and volume per muscle group, weekly cardio, weekly nutrition against \
            the goals, the bodyweight trend and BMI. Loads in kilograms.
            """,
        inputSchema: Schema.object([
            "path": Schema.path, "from": Schema.string("the first day, YYYY-MM-DD (default: the first logged)"),
            "to": Schema.string("the last day, YYYY-MM-DD (default: the last logged)"),
        ]),
        outputSchema: Schema.object([
            "name": Schema.string, "unit": Schema.string, "from": Schema.stringOrNull, "to": Schema.stringOrNull, "formula": Schema.string,
            "workouts": Schema.integer, "records": Schema.array(Schema.anyObject), "e1rm": Schema.array(Schema.anyObject),
            "training": Schema.array(Schema.anyObject), "cardio": Schema.array(Schema.anyObject), "goals": Schema.anyObject,
            "nutrition": Schema.array(Schema.anyObject), "bodyweight": Schema.array(Schema.anyObject), "bmi": Schema.anyObject,
        ], required: ["unit", "formula", "workouts", "records", "e1rm", "training", "cardio", "goals", "nutrition", "bodyweight"]),
        call: { arguments, workspace throws(ToolFailure) in
            let from = try arguments.date("from")
            let to = try arguments.date("to")
            if let from, let to, to < from { throw ToolFailure("‘to’ (\(to)) is before ‘from’ (\(from)).") }
            let athlete = try workspace.athlete(at: arguments.string("path"))
            let figures = athlete.figures
            let report = ProgressReport(figures: figures, from: from, to: to, unit: athlete.displayUnit)
            return ToolOutcome(structured: try StructuredJSON.value(report))
        })

    static let records = MCPTool(
        name: "records", title: "Personal records",
        description: """
            Personal records of one exercise or of every exercise the athlete trained: the heaviest working set, the best \
            estimated 1RM and the best session volume, each with its date, and the number of sessions. The same figures as \
            the report's records. Loads in kilograms.
            """,
        inputSchema: Schema.object([
            "path": Schema.path, "exercise": Schema.string("an exercise name or alias (default: every exercise)"),
        ]),
        outputSchema: Schema.object([
            "unit": Schema.string,
            "records": Schema.array(Schema.object([
                "exercise": Schema.string, "muscle": Schema.string, "sessions": Schema.integer,
                "heaviest": Schema.object(["loadKg": Schema.number, "reps": Schema.integer, "date": Schema.string]),
                "bestE1RM": Schema.object(["kilograms": Schema.number, "date": Schema.string]),
                "bestVolume": Schema.object(["kilograms": Schema.number, "date": Schema.string]),
            ], required: ["exercise", "sessions"])),
        ], required: ["unit", "records"]),
        call: { arguments, workspace throws(ToolFailure) in
            let athlete = try workspace.athlete(at: arguments.string("path"))
            let figures = athlete.figures
            let unit = athlete.displayUnit
            var records = ProgressReport(figures: figures, from: nil, to: nil, unit: unit).records
            if let name = try arguments.string("exercise") {
                let exercise = try exercise(named: name, in: figures)
                records = records.filter { $0.exercise == exercise.name }
            }
            return ToolOutcome(structured: ["unit": .string(unit.rawValue), "records": try StructuredJSON.value(records)])
        })

    /// One session of an exercise, as the hover's "this session" figures.
    struct Session: Encodable {
        var date: LocalDate
        var title: String?
        var sets: Int
        var reps: Int
        var volumeKg: Double
        var topSetKg: Double?
        var topSetReps: Int?
        var bestE1RM: Double?
        /// The sets as a lifter writes them, in the athlete's unit: `95x5 @8, 95x5 @8`.
        var setsText: String
    }

    static let history = MCPTool(
        name: "history", title: "Exercise history",
        description: """
            The sessions of one exercise, oldest first, optionally within a period: per session the completed sets and reps, \
            the working volume, the top set and the best estimated 1RM (kilograms), and the sets as written (in the athlete's \
            unit).
            """,
        inputSchema: Schema.object([
            "exercise": Schema.string("an exercise name or alias"), "path": Schema.path,
            "from": Schema.string("the first day, YYYY-MM-DD"), "to": Schema.string("the last day, YYYY-MM-DD"),
        ], required: ["exercise"]),
        outputSchema: Schema.object([
            "exercise": Schema.string, "unit": Schema.string,
            "sessions": Schema.array(Schema.object([
                "date": Schema.string, "title": Schema.string, "sets": Schema.integer, "reps": Schema.integer,
                "volumeKg": Schema.number, "topSetKg": Schema.number, "topSetReps": Schema.integer, "bestE1RM": Schema.number,
                "setsText": Schema.string,
            ], required: ["date", "sets", "reps", "volumeKg", "setsText"])),
        ], required: ["exercise", "unit", "sessions"]),
        call: { arguments, workspace throws(ToolFailure) in
            let name = try arguments.requiredString("exercise")
            let from = try arguments.date("from")
            let to = try arguments.date("to")
            let athlete = try workspace.athlete(at: arguments.string("path"))
            let figures = athlete.figures
            let exercise = try exercise(named: name, in: figures)
            let snapshot = figures.snapshot
            let unit = athlete.displayUnit
            let sessions = figures.history.sessions(of: exercise).filter { session in
                (from.map { session.date >= $0 } ?? true) && (to.map { session.date <= $0 } ?? true)
            }.map { session -> Session in
                let workout = snapshot.workout(session.workout).workout
                let summary = ExerciseStatistics.summary(
                    workout.exercises[session.exerciseIndex], on: workout.date, bodyweight: figures.history.bodyweight(on: workout.date),
                    formula: athlete.oneRepMaxFormula, unit: unit)
                return Session(date: workout.date, title: workout.title, sets: summary.sets, reps: summary.reps, volumeKg: summary.volume,
                               topSetKg: summary.topSet?.load, topSetReps: summary.topSet?.reps, bestE1RM: summary.bestE1RM,
                               setsText: summary.setsText)
            }
            return ToolOutcome(structured: [
                "exercise": .string(exercise.name), "unit": .string(unit.rawValue), "sessions": try StructuredJSON.value(sessions),
            ])
        })

    /// The exercise an assistant named, by name or alias, in the workspace's library.
    static func exercise(named name: String, in figures: AthleteFigures) throws(ToolFailure) -> Exercise {
        let library = figures.snapshot.definitions.exercises
        if let exercise = library.exercise(named: name), !exercise.isPlaceholder { return exercise }
        let nearest = library.searchExercises(query: name, category: nil, muscleGroup: nil).prefix(3).map { "‘\($0.item.name)’" }
        throw ToolFailure("No exercise is called ‘\(name)’"
            + (nearest.isEmpty ? "." : "; did you mean \(nearest.joined(separator: ", "))? (search_exercises finds names)."))
    }
}
