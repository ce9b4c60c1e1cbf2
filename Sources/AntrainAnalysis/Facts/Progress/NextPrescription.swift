import AntrainModel

/// The next prescription of one exercise: the load, reps and sets the athlete's progression
/// rule gives for the next session, and where the rule stands (LANGUAGE.md §8.1, §7.5).
///
/// One computation answers every place that shows or writes the next session: the hover of a
/// template item, a program day and a `[ ]` set, "Start … now" and "Fill from template", the
/// `progress:` set completion, a program day's completion, the report's program page and the
/// web pages. Each used to reckon the load its own way, and the actions fell back to the
/// seed's `rpe` rule whatever rule was written (issue #42).
public struct NextPrescription: Sendable, Hashable {
    public var exercise: Exercise
    /// The rule that applies (item > template > program > profile > `rpe`) and where it was written.
    public var applied: AppliedProgression
    /// Where the athlete stands under the rule: the last session, its outcome, the failure
    /// streak and whether the next session is the deload.
    public var state: ProgressionState
    /// The load of the working sets in kg: the rule's, times the week's and the day's
    /// intensity, rounded to the athlete's `rounding:`; nil when nothing suggests one (no
    /// session yet and no load in the template).
    public var load: Double?
    /// The reps each set aims at when the rule says (`double`); nil: the template's reps.
    public var reps: Int?
    /// For a bodyweight exercise, the heaviest load added in the last session (`BW+5`), in kg;
    /// nil when the exercise has a load or nothing was added.
    public var bodyweightOffset: Double?
    /// Every planned set with its load (a `%` set: that share of the training max), the
    /// number of sets scaled by the week's and the day's volume.
    public var sets: [SuggestedSet]

    /// Failed sessions the athlete may still have before the deload (`stall 3` after one
    /// failure: 2); nil for a rule that keeps no streak.
    public var failuresLeftBeforeDeload: Int? {
        guard applied.rule.keepsStreak else { return nil }
        return max(0, applied.rule.stall - state.failures)
    }
}

/// What a prescription is for: the template and program day a session follows, and the
/// moment of the session (sessions before it count).
public struct PrescriptionPlan: Sendable {
    /// The template the session follows; nil for an exercise logged outside any template.
    public var template: WorkoutTemplate?
    /// The program whose rule applies (the day's program when ``day`` is set).
    public var program: TrainingProgram?
    /// The program day the session carries out: its week's and day's intensity, volume and RPE apply.
    public var day: ScheduledProgramDay?
    /// The day of the session: sessions dated before it count, and the training max of that day.
    public var date: LocalDate
    /// The session's place in the athlete's history (``TrainingHistory/order(of:)``) when it is
    /// logged or being written: then the sessions before it count, those earlier the same day
    /// too. `Int.max`: every session logged.
    public var order: Int?

    /// A session on `date` following `template`, under `program`'s rule (no day's modifiers).
    public init(template: WorkoutTemplate?, program: TrainingProgram?, date: LocalDate, order: Int? = nil) {
        self.template = template
        self.program = program
        self.day = nil
        self.date = date
        self.order = order
    }

    /// The session of a program day, its template `template` (the day's, usually).
    public init(template: WorkoutTemplate?, day: ScheduledProgramDay, order: Int? = nil) {
        self.template = template
        self.program = day.program
        self.day = day
        self.date = day.date
        self.order = order
    }
}

extension WorkspaceSnapshot {
    /// The next prescription of `item` (a template's exercise, or one made for an exercise
    /// outside any template) for the athlete whose logs `fileIndex` holds.
    ///
    /// From an ``AthleteAnalysis``: `analysis.snapshot.nextPrescription(for: item, in: plan,
    /// ofFile: analysis.ownedFileIndices[0])`; ``plannedWorkout(ofFile:on:)`` gives a whole
    /// program day's exercises with theirs.
    public func nextPrescription(for item: WorkoutExercise, in plan: PrescriptionPlan, ofFile fileIndex: Int) -> NextPrescription {
        let dayPlan = SuggestedLoads.DayPlan(plan, in: self, ofFile: fileIndex)
        return dayPlan.prescription(for: item, in: self, profile: profile(ofFile: fileIndex))
    }

    /// The workout the athlete's program plans on `date`, each exercise with its
    /// ``NextPrescription`` (``SuggestedExercise/prescription``); nil when no program day falls
    /// on `date` or its template is not defined. What a Home page shows as "today".
    public func plannedWorkout(ofFile fileIndex: Int, on date: LocalDate) -> SuggestedWorkout? {
        guard let day = scheduledDay(ofFile: fileIndex, on: date) else { return nil }
        return SuggestedLoads.workout(for: day, in: self, ofFile: fileIndex)
    }

    /// The plan of the next session of `item`, following `template`, from `today` on: the
    /// first program day in the next two weeks that plans the template (its week's and day's
    /// intensity and volume apply, as "Start" gives them), today only while the exercise is
    /// not yet logged today; else a session under `program`'s rule with no modifiers. What the
    /// hover of a template item or a program day and the report's program page show.
    public func nextSessionPlan(for item: WorkoutExercise, template: WorkoutTemplate, program: TrainingProgram?,
                                ofFile fileIndex: Int, from today: LocalDate) -> PrescriptionPlan {
        let doneToday = history(ofFile: fileIndex).lastSession(of: item.exercise, before: today.adding(days: 1))?.date == today
        let first = doneToday ? today.adding(days: 1) : today
        for offset in 0..<14 {
            let date = first.adding(days: offset)
            if let day = scheduledDay(ofFile: fileIndex, on: date), SearchText.key(day.day.templateName) == SearchText.key(template.name) {
                return PrescriptionPlan(template: template, day: day)
            }
        }
        return PrescriptionPlan(template: template, program: program, date: first)
    }

    /// The plan of a session following the template named `templateName` on `date`: the program
    /// day when the athlete's program plans that template that day, else the program followed
    /// that day (its rule, no modifiers), else no program.
    public func prescriptionPlan(template templateName: String?, ofFile fileIndex: Int, on date: LocalDate, order: Int? = nil) -> PrescriptionPlan {
        let template = templateName.flatMap { self.template(named: $0) }
        if let template, let day = scheduledDay(ofFile: fileIndex, on: date),
           SearchText.key(day.day.templateName) == SearchText.key(template.name) {
            return PrescriptionPlan(template: template, day: day, order: order)
        }
        return PrescriptionPlan(template: template, program: activeProgram(ofFile: fileIndex, on: date)?.program, date: date, order: order)
    }
}
