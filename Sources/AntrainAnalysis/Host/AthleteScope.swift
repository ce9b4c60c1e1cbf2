import AntrainSyntax

/// Which athlete governs each file of the host (LANGUAGE.md §4), read from every file's
/// undated entries only: the profiles and the folders they govern.
struct AthleteScope: Sendable {
    /// Every file, in analysis order.
    let keys: [FileID]
    /// The athletes that govern at least one file, in the order the collector met them.
    let athleteKeys: [String]
    /// The files each athlete governs, in analysis order.
    let filesOfAthlete: [String: [FileID]]
    private let athleteOfFile: [FileID: String]

    init(keys: [FileID], files: [HostFile]) {
        let empty = SyntaxTree(source: SourceText(bytes: []))
        let sources = files.map { SourceFile(name: $0.name, tree: $0.definitions ?? empty, folder: $0.folder) }
        var collector = DefinitionCollector(sources: sources)
        let definitions = collector.collect()
        var athleteOfFile: [FileID: String] = [:]
        var filesOfAthlete: [String: [FileID]] = [:]
        var athleteKeys: [String] = []
        for (index, key) in keys.enumerated() {
            let athlete = Self.key(of: definitions.athletes[definitions.athleteOfFile[index]])
            athleteOfFile[key] = athlete
            if filesOfAthlete[athlete] == nil { athleteKeys.append(athlete) }
            filesOfAthlete[athlete, default: []].append(key)
        }
        self.keys = keys
        self.athleteKeys = athleteKeys
        self.filesOfAthlete = filesOfAthlete
        self.athleteOfFile = athleteOfFile
    }

    /// The key of the athlete that governs `file`.
    func athleteKey(ofFile file: FileID) -> String? { athleteOfFile[file] }

    /// An athlete's identity across analyses: the folder of their profile ("" for the logs
    /// no profile governs, which no folder path can be).
    static func key(of athlete: Athlete) -> String { athlete.folder.map { "/" + $0 } ?? "" }
}
