import AntrainBasics
import AntrainModel
import AntrainSyntax

/// What an analysis knows of its athlete, asked without naming a file: every file of one
/// athlete shares a profile, a unit and a language.
extension AthleteAnalysis {
    /// The athlete's index in ``WorkspaceSnapshot/athletes``.
    public var athlete: Int {
        if let owned = origins.firstIndex(where: \.isOwned) { return snapshot.files[owned].athlete }
        return snapshot.athletes.firstIndex { AthleteScope.key(of: $0) == key } ?? 0
    }

    /// A file of the snapshot that is one of the athlete's (for the snapshot's questions that
    /// are asked of a file's athlete); nil for an athlete who has no log yet.
    var anyOwnedFile: Int? { origins.firstIndex(where: \.isOwned) }

    public var profile: UserProfile { snapshot.athletes[athlete].profile }

    /// The athlete's figures (records, history, program) for the summary, the report and the pages.
    public var figures: AthleteFigures { AthleteFigures(snapshot: snapshot, athlete: athlete) }

    /// The unit figures are shown in: the setting, else the athlete's.
    public var displayUnit: WeightUnit { snapshot.settings.unitOverride ?? profile.unit }

    /// The language to write to the athlete in: their profile's, else `fallback`.
    public func language(fallback: Language?) -> Language {
        Language.choose(profile: profile.language, fallback: fallback)
    }

    /// The formula the athlete's e1RM figures use.
    public var oneRepMaxFormula: OneRepMaxFormula {
        snapshot.settings.oneRepMaxFormula ?? profile.oneRepMaxFormula
    }

    /// The program day the athlete is due on `date`, with its prescriptions; nil without a program.
    public func plannedWorkout(on date: LocalDate) -> SuggestedWorkout? {
        anyOwnedFile.flatMap { snapshot.plannedWorkout(ofFile: $0, on: date) }
    }

    /// The gym page's view of one exercise on `date`: the last session, the e1RM, the next prescription.
    public func sessionGuide(for exercise: String, on date: LocalDate, unit: WeightUnit) -> SessionGuide.ExerciseGuide? {
        anyOwnedFile.map { SessionGuide.guide(for: exercise, figures: figures, fileIndex: $0, on: date, unit: unit) }
    }

    /// The sets a session plans for `exercise` on `date`, as written in a log.
    public func plannedSets(for exercise: String, on date: LocalDate, unit: WeightUnit) -> [String] {
        anyOwnedFile.map { SessionGuide.plannedSets(for: exercise, figures: figures, fileIndex: $0, on: date, unit: unit) } ?? []
    }

    /// The text of a new lifting entry for a session started now: the template's or the
    /// program day's items at their next prescriptions.
    public func sessionEntryText(template: String?, date: LocalDate, time: LocalTime, unit: WeightUnit) -> String? {
        anyOwnedFile.map { SessionGuide.entryText(template: template, snapshot: snapshot, fileIndex: $0, date: date, time: time, unit: unit) }
    }
}
