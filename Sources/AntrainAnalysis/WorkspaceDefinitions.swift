import AntrainModel
import AntrainSyntax

/// Where a custom definition is written.
public struct DefinitionSite: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case exercise, food, template, profile }
    public var kind: Kind
    public var name: String
    public var fileIndex: Int
    public var nameRange: TextRange
    public var entryRange: TextRange
}

/// What every file of a workspace defines: the athletes (profiles and the folders they
/// govern), custom exercises and foods, and template names. Lowering any one file needs
/// all of it.
public struct WorkspaceDefinitions: Sendable {
    /// At least one: without a profile, ``Athlete/unprofiled``.
    public var athletes: [Athlete]
    /// The index in ``athletes`` of each file's athlete.
    public var athleteOfFile: [Int]
    public var exercises: WorkspaceExerciseLibrary
    public var foods: WorkspaceFoodLibrary
    /// Custom exercises, foods and templates, first definition of each name.
    public var sites: [DefinitionSite] = []
    private var templateNames: [String: String] = [:]

    public init(
        athletes: [Athlete] = [.unprofiled], athleteOfFile: [Int] = [], customExercises: [Exercise] = [],
        customFoods: [FoodItem] = [], sites: [DefinitionSite] = []
    ) {
        self.athletes = athletes
        self.athleteOfFile = athleteOfFile
        self.exercises = WorkspaceExerciseLibrary(custom: customExercises)
        self.foods = WorkspaceFoodLibrary(custom: customFoods)
        self.sites = sites
        for site in sites where site.kind == .template { templateNames[SearchText.key(site.name)] = site.name }
    }

    /// Everything lowering depends on, to tell whether a file's earlier lowering still holds.
    public struct Fingerprint: Equatable, Sendable {
        var athletes: [Athlete]
        var exercises: [Exercise]
        var foods: [FoodItem]
        var templates: [String]
    }

    public var fingerprint: Fingerprint {
        Fingerprint(athletes: athletes, exercises: exercises.customExercises, foods: foods.customFoods,
                    templates: sites.filter { $0.kind == .template }.map(\.name))
    }

    /// The athlete whose logs file `fileIndex` holds.
    public func athlete(ofFile fileIndex: Int) -> Athlete {
        fileIndex < athleteOfFile.count ? athletes[athleteOfFile[fileIndex]] : athletes[0]
    }

    /// The template's name as defined, if `name` names one.
    public func template(named name: String) -> String? { templateNames[SearchText.key(name)] }

    /// The site of the custom definition called `name` of `kind`.
    public func site(of kind: DefinitionSite.Kind, named name: String) -> DefinitionSite? {
        let key = SearchText.key(name)
        return sites.first { $0.kind == kind && SearchText.key($0.name) == key }
    }
}
