import AntrainBasics
import AntrainModel

/// One athlete of a workspace: a profile and the logs it governs.
///
/// A coach keeps `anna/` and `burak/` in one repository, each with a profile: bodyweight,
/// BMI, day totals, history, PRs and progression are computed per athlete, never across.
public struct Athlete: Sendable, Hashable {
    public var profile: UserProfile
    /// Where the profile is written; `nil` for the logs no profile governs.
    public var site: DefinitionSite?
    /// The folder the profile governs (with every folder below it); `nil` when no profile is written.
    public var folder: String?

    public init(profile: UserProfile, site: DefinitionSite?, folder: String?) {
        self.profile = profile
        self.site = site
        self.folder = folder
    }

    /// The athlete of a workspace with no profile: kg and the default goals.
    public static let unprofiled = Athlete(profile: .defaults, site: nil, folder: nil)

    public var hasProfile: Bool { site != nil }
}

/// A profile as the collector read it, with the folder of its file.
struct WrittenProfile {
    var profile: UserProfile
    var site: DefinitionSite
    var folder: String
    /// A second profile in the same folder: validated, reported, but governs nothing.
    var isDuplicate: Bool
}

/// The scope rules of LANGUAGE.md §4, like `.editorconfig`: a profile governs its own folder
/// and every folder below it, and the nearest one wins. When no folder above a log has a
/// profile and the workspace holds exactly one athlete, that one governs it wherever it is
/// written; otherwise such a log belongs to an athlete with the default profile.
enum AthleteScopes {
    /// The athletes of a workspace and, for each file, the index of its athlete.
    static func resolve(_ profiles: [WrittenProfile], fileFolders: [String]) -> (athletes: [Athlete], athleteOfFile: [Int]) {
        let governing = profiles.filter { !$0.isDuplicate }
        var athletes = governing.map { Athlete(profile: $0.profile, site: $0.site, folder: $0.folder) }
        var unprofiledIndex: Int?
        let athleteOfFile = fileFolders.map { folder -> Int in
            var nearest: Int?
            for (index, written) in governing.enumerated() where governs(written.folder, folder) {
                if nearest == nil || written.folder.utf8.count > governing[nearest!].folder.utf8.count { nearest = index }
            }
            if let nearest { return nearest }
            if governing.count == 1 { return 0 }
            if let unprofiledIndex { return unprofiledIndex }
            athletes.append(.unprofiled)
            unprofiledIndex = athletes.count - 1
            return athletes.count - 1
        }
        if athletes.isEmpty { athletes = [.unprofiled] }
        return (athletes, athleteOfFile)
    }

    /// Whether a profile written in `profileFolder` governs a log in `folder`: the same
    /// folder or one below it (`anna` governs `anna/2026`, not `annabel`).
    static func governs(_ profileFolder: String, _ folder: String) -> Bool {
        if profileFolder.isEmpty || profileFolder == folder { return true }
        guard folder.hasPrefix(profileFolder) else { return false }
        if profileFolder.hasSuffix("/") { return true }
        let next = folder.utf8[folder.utf8.index(folder.utf8.startIndex, offsetBy: profileFolder.utf8.count)]
        return next == UInt8(ascii: "/")
    }
}

extension WorkspaceSnapshot {
    /// The language to write to the athlete of `fileIndex` in: their profile's `language:`,
    /// else `fallback` (the editor's locale, the environment's, or a command's `--lang`
    /// when that comes first: see ``Language/choose(option:profile:fallback:)``).
    public func language(ofFile fileIndex: Int, fallback: Language?) -> Language {
        Language.choose(profile: profile(ofFile: fileIndex).language, fallback: fallback)
    }
}
