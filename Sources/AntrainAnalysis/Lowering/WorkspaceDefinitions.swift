import AntrainModel
import AntrainSyntax

/// Where a custom definition is written.
public struct DefinitionSite: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case exercise, food, template, profile, program }
    public var kind: Kind
    public var name: String
    public var fileIndex: Int
    public var nameRange: TextRange
    public var entryRange: TextRange
}

/// What every file of a workspace defines: the athletes (profiles and the folders they
/// govern), custom exercises and foods, template names and programs. Lowering any one file needs
/// all of it.
public struct WorkspaceDefinitions: Sendable {
    /// At least one: without a profile, ``Athlete/unprofiled``.
    public var athletes: [Athlete]
    /// The index in ``athletes`` of each file's athlete.
    public var athleteOfFile: [Int]
    public var exercises: WorkspaceExerciseLibrary
    public var foods: WorkspaceFoodLibrary
    /// Each exercise's history key, folded once for every file the definitions lower.
    let historyKeys = HistoryKeyCache()
    /// Custom exercises, foods and templates, first definition of each name.
    public var sites: [DefinitionSite] = []
    /// Second profiles of a folder (`duplicate-profile`): read, reported, governing no log.
    /// `summary` and `report` name them beside the one they use (TOOLING.md §1).
    public var unusedProfiles: [Athlete] = []
    /// The programs (LANGUAGE.md §7.4), first definition of each name, in written order.
    public private(set) var programs: [TrainingProgram] = []
    /// The recipes (LANGUAGE.md §9.3), each also one of ``foods``' custom foods.
    public var recipes: [Recipe] = []
    private var templateNamesByKey: [String: String] = [:]
    private var programsByKey: [String: TrainingProgram] = [:]

    public init(
        athletes: [Athlete] = [.unprofiled], athleteOfFile: [Int] = [], customExercises: [Exercise] = [],
        customFoods: [FoodItem] = [], sites: [DefinitionSite] = [], programs: [TrainingProgram] = []
    ) {
        self.athletes = athletes
        self.athleteOfFile = athleteOfFile
        self.exercises = WorkspaceExerciseLibrary(custom: customExercises)
        self.foods = WorkspaceFoodLibrary(custom: customFoods)
        self.sites = sites
        self.programs = programs
        for site in sites where site.kind == .template { templateNamesByKey[SearchText.key(site.name)] = site.name }
        for program in programs { programsByKey[ProgramSchedule.key(program.name)] = program }
    }

    /// Everything lowering depends on, to tell whether a file's earlier lowering still holds.
    public struct Fingerprint: Equatable, Sendable {
        var athletes: [Athlete]
        var exercises: [Exercise]
        var foods: [FoodItem]
        var templates: [String]
        var programs: [TrainingProgram]
    }

    public var fingerprint: Fingerprint {
        Fingerprint(athletes: athletes, exercises: exercises.customExercises, foods: foods.customFoods,
                    templates: sites.filter { $0.kind == .template }.map(\.name), programs: programs)
    }

    /// The athlete whose logs file `fileIndex` holds.
    public func athlete(ofFile fileIndex: Int) -> Athlete {
        fileIndex < athleteOfFile.count ? athletes[athleteOfFile[fileIndex]] : athletes[0]
    }

    /// The template's name as defined, if `name` names one.
    public func template(named name: String) -> String? { templateNamesByKey[SearchText.key(name)] }

    /// The defined templates' names, for "did you mean".
    public var templateNames: [String] { sites.filter { $0.kind == .template }.map(\.name) }

    /// The program called `name` (case-insensitive), if one is defined.
    public func program(named name: String) -> TrainingProgram? { programsByKey[ProgramSchedule.key(name)] }

    /// The programs by ``ProgramSchedule/key(_:)``, for an athlete's ``ProgramSchedule``.
    public var programsByName: [String: TrainingProgram] { programsByKey }

    /// The site of the custom definition called `name` of `kind`.
    public func site(of kind: DefinitionSite.Kind, named name: String) -> DefinitionSite? {
        let key = SearchText.key(name)
        return sites.first { $0.kind == kind && SearchText.key($0.name) == key }
    }
}
