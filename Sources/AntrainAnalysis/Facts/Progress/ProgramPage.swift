import AntrainModel

/// The page `antrain report` gives the athlete's program (issue #26): weeks done and to come,
/// planned against done sets per week, and each exercise's progression rule, its loads over
/// the program and its failure streak. Loads in kilograms.
public struct ProgramPage: Sendable, Encodable {
    public struct Week: Sendable, Encodable {
        public var number: Int
        /// The Monday of the week.
        public var starts: LocalDate
        /// The sets the week's days plan (their templates' sets, scaled by the volumes).
        public var plannedSets: Int
        /// The completed working sets of the workouts that carried out its days, counting only
        /// the sets the plan has: its exercises, up to the sets each day plans of each.
        public var doneSets: Int
        /// The dates of the week's days before today that no workout carried out.
        public var missedDays: [LocalDate]
        public var isDone: Bool
    }

    /// One session's load: kilograms lifted, or for bodyweight sets alone what was added to
    /// the bodyweight (`BW+5` is 5 kg added, `BW` none): the page writes what was written.
    public struct Load: Sendable, Encodable, Equatable {
        public var date: LocalDate
        /// The heaviest weight lifted in kg; for a bodyweight session, the most added to it.
        public var kilograms: Double
        public var isBodyweight: Bool
    }

    public struct Exercise: Sendable, Encodable {
        public var exercise: String
        /// The rule with every option (`linear +2.5kg stall 3 deload 10%`).
        public var rule: String
        public var origin: ProgressionOrigin
        /// The heaviest working load of each session since the program started.
        public var loads: [Load]
        /// Failed sessions in a row now (0 after a success or a deload).
        public var failures: Int
        public var stall: Int?
        /// Whether the latest failure completed the streak: the next session is the deload.
        public var isDeloadDue: Bool
        /// The next session's load in kg (``NextPrescription/load``), if one is suggested.
        public var nextLoad: Double?
        /// For a bodyweight lift, what the next session adds to the bodyweight in kg (`BW+2.5`:
        /// 2.5, `BW`: 0); nil for a lift with a load.
        public var nextBodyweightOffset: Double?
    }

    public var name: String
    public var startDate: LocalDate
    public var weeks: [Week]
    /// The week today is in; nil once the program is finished.
    public var currentWeek: Int?
    public var isFinished: Bool
    public var exercises: [Exercise]

    /// The page of the program the athlete follows on `today` (finished or not); nil without one.
    public init?(figures: AthleteFigures, today: LocalDate) {
        let snapshot = figures.snapshot
        guard let file = figures.anyFile, let active = snapshot.activeProgram(ofFile: file, on: today) else { return nil }
        let program = active.program
        let history = figures.history
        name = program.name
        startDate = active.startDate
        currentWeek = active.currentWeekNumber(today: today)
        isFinished = active.isFinished(on: today)
        // Done sets per week, from the workouts that carry out a day of the program, up to today
        // (a report `--to` a day is what the athlete saw that day).
        var done: [Int: Int] = [:]
        var carriedOut: Set<LocalDate> = []
        for reference in history.workouts where snapshot.workout(reference).workout.date <= today {
            guard let day = snapshot.programDay(of: reference), day.program.name == program.name,
                  day.startDate == active.startDate else { continue }
            done[day.weekNumber, default: 0] += Self.plannedSetsDone(by: snapshot.workout(reference).workout, of: day, in: snapshot)
            carriedOut.insert(day.date)
        }
        weeks = program.weeks.map { week in
            let planned = week.days.reduce(0) { total, day in
                let template = snapshot.template(named: day.templateName)
                let volume = week.volumeModifier * day.volumeModifier
                return total + (template?.exercises.reduce(0) { $0 + SuggestedLoads.scaledCount($1.sets.count, by: volume) } ?? 0)
            }
            let starts = active.firstMonday.adding(days: (week.weekNumber - 1) * 7)
            let missed = week.days.map { starts.adding(days: $0.weekday.index) }
                .filter { $0 >= active.startDate && $0 < today && !carriedOut.contains($0) }
            return Week(number: week.weekNumber, starts: starts, plannedSets: planned, doneSets: done[week.weekNumber] ?? 0,
                        missedDays: missed, isDone: today >= starts.adding(days: 7))
        }
        // Each exercise of the program's templates once, in the order the days name them.
        var seen: Set<String> = []
        var exercises: [Exercise] = []
        let tomorrow = today.adding(days: 1)
        for week in program.weeks {
            for day in week.days {
                guard let template = snapshot.template(named: day.templateName) else { continue }
                for item in template.exercises where seen.insert(item.exercise.name).inserted {
                    let applied = AppliedProgression.resolve(item: item, template: template, program: program, profile: figures.profile)
                    let sessions = ExerciseProgression.sessions(of: item.exercise, before: tomorrow, in: snapshot, history: history)
                        .filter { $0.date >= active.startDate }
                    // The streak and the next load as the hover gives them: the athlete's next prescription.
                    let plan = snapshot.nextSessionPlan(for: item, template: template, program: program, ofFile: file, from: today)
                    let next = snapshot.nextPrescription(for: item, in: plan, ofFile: file)
                    exercises.append(Exercise(
                        exercise: item.exercise.name, rule: applied.rule.fullText, origin: applied.origin,
                        loads: sessions.map { Load(date: $0.date, kilograms: $0.bodyweightOffset ?? $0.load, isBodyweight: $0.bodyweightOffset != nil) },
                        failures: next.state.failures, stall: applied.rule.keepsStreak ? applied.rule.stall : nil,
                        isDeloadDue: next.state.isDeload, nextLoad: next.load,
                        nextBodyweightOffset: next.load == nil ? next.sets.first?.bodyweightOffset ?? next.state.nextBodyweightOffset : nil))
                }
            }
        }
        self.exercises = exercises
    }

    /// The completed working sets of `workout` that `day` plans: of each exercise of the
    /// day's template, at most the sets the day plans of it (a set beyond the plan, or of an
    /// exercise the plan does not have, is not the plan's).
    private static func plannedSetsDone(by workout: Workout, of day: ScheduledProgramDay, in snapshot: WorkspaceSnapshot) -> Int {
        guard let template = snapshot.template(named: day.day.templateName) else { return 0 }
        let volume = day.week.volumeModifier * day.day.volumeModifier
        var planned: [String: Int] = [:]
        for item in template.exercises {
            planned[TrainingHistory.exerciseKey(item.exercise), default: 0] += SuggestedLoads.scaledCount(item.sets.count, by: volume)
        }
        var done: [String: Int] = [:]
        for exercise in workout.exercises {
            let key = TrainingHistory.exerciseKey(exercise.exercise)
            guard planned[key] != nil else { continue }
            done[key, default: 0] += exercise.sets.filter(\.isWorkingSet).count
        }
        return done.reduce(0) { $0 + min($1.value, planned[$1.key] ?? 0) }
    }
}
