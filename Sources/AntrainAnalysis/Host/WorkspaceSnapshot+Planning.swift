import AntrainModel

/// What the planning of LANGUAGE.md §7 answers about a workspace: the program an athlete
/// follows on a date, the program day of a workout, training maxes and templates. Hover
/// and completion start here.
extension WorkspaceSnapshot {
    /// The program starts and stops of `athlete` (an index into ``athletes``).
    public func programSchedule(ofAthlete athlete: Int) -> ProgramSchedule {
        schedules[athlete]
    }

    /// The program schedule of the athlete whose logs `fileIndex` holds.
    public func programSchedule(ofFile fileIndex: Int) -> ProgramSchedule {
        programSchedule(ofAthlete: files[fileIndex].athlete)
    }

    /// The program the athlete of `fileIndex` follows on `date` (finished or not), if any.
    public func activeProgram(ofFile fileIndex: Int, on date: LocalDate) -> ActiveProgram? {
        programSchedule(ofFile: fileIndex).activeProgram(on: date)
    }

    /// The program day planned for the athlete of `fileIndex` on `date`: program, week and day.
    public func scheduledDay(ofFile fileIndex: Int, on date: LocalDate) -> ScheduledProgramDay? {
        programSchedule(ofFile: fileIndex).scheduledDay(on: date)
    }

    /// The program day a lifting workout carries out: the day planned on its date, when the
    /// workout's title or `template:` names that day's template (LANGUAGE.md §7.4).
    public func programDay(of reference: WorkoutReference) -> ScheduledProgramDay? {
        programDay(of: workout(reference).workout, inFile: reference.file)
    }

    /// ``programDay(of:)`` of a workout already read from `fileIndex` (a hover has it at hand).
    ///
    /// The day is made only when the workout carries it out (``ProgramSchedule/scheduledDay(on:carriedOutBy:)``),
    /// and the workout is read where it lies: a hover asks this of every workout of a long log.
    func programDay(of workout: borrowing Workout, inFile fileIndex: Int) -> ScheduledProgramDay? {
        guard workout.type == .lifting else { return nil }
        let templateName = workout.templateName, title = workout.title
        return schedules[files[fileIndex].athlete].scheduledDay(on: workout.date) { dayTemplate in
            Self.names(dayTemplate, writtenAs: templateName, title: title)
        }
    }

    /// Whether a workout whose `template:` is `templateName` and whose title is `title` names
    /// `dayTemplate` (LANGUAGE.md §7.4). A workout usually writes the day's template as the
    /// program does: the same bytes have the same key, so the names are folded only when they
    /// differ.
    private static func names(_ dayTemplate: String, writtenAs templateName: String?, title: String?) -> Bool {
        func isWritten(_ name: String?) -> Bool { name.map { sameBytes($0, dayTemplate) } ?? false }
        if isWritten(templateName) || isWritten(title) { return true }
        let key = SearchText.key(dayTemplate)
        if let templateName, SearchText.key(templateName) == key { return true }
        if let title, SearchText.key(title) == key { return true }
        return false
    }

    /// Whether `a` and `b` are the same UTF-8 bytes, compared in their buffers (the generic
    /// comparison of two views walks them byte by byte through their indices).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        let compared = a.utf8.withContiguousStorageIfAvailable { first in
            b.utf8.withContiguousStorageIfAvailable { second in
                first.count == second.count && first.elementsEqual(second)
            }
        }
        return (compared ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    /// The training max of `exercise` on `date` for the athlete of `fileIndex`.
    public func trainingMax(of exercise: Exercise, on date: LocalDate, ofFile fileIndex: Int) -> TrainingMax? {
        history(ofFile: fileIndex).trainingMax(of: exercise.name, on: date)
    }

    /// The template called `name` (case-insensitive), first definition in the workspace.
    public func template(named name: String) -> WorkoutTemplate? {
        // Kept per snapshot: a program's hovers ask for the same few names on every workout.
        sessionFigures.template(named: name) {
            guard let defined = definitions.template(named: name) else { return nil }
            // Through each file's models box: `lowered` would copy every array of every file.
            for file in files {
                if let template = file.models.boxed.file.templates.first(where: { $0.template.name == defined }) { return template.template }
            }
            return nil
        }
    }
}
