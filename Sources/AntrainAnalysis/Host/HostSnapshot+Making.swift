import AntrainSyntax

/// How a snapshot makes an athlete's analysis from the files it holds: what the host did in
/// place before snapshots, now a function of the snapshot that hands back the files it parsed
/// or cut, for the host to adopt.
extension HostSnapshot {
    /// An athlete's analysis with the models ``keeping`` asks for; the athlete's files as the
    /// making left them (parsed, or cut with their trees dropped).
    func fullAnalysis(ofAthlete athlete: String, generation: Int) -> (analysis: AthleteAnalysis, files: [FileID: HostFile]) {
        var sources: [SourceFile] = []
        var origins: [ChunkOrigin] = []
        var touched: [FileID: HostFile] = [:]
        for key in scope.keys {
            guard var file = files[key] else { continue }
            if scope.athleteKey(ofFile: key) == athlete {
                // A log no editor shows is not parsed here when it defines nothing: the analysis
                // parses each chunk as it lowers it (SourceFile.TreeKeeping.unparsed).
                let keeping = self.keeping.treeKeeping(isShown: shown.contains(key), definesSomething: file.definitions != nil)
                let chunks = keeping == .unparsed ? file.unparsedChunks() : file.chunked().chunks
                for chunk in chunks {
                    sources.append(SourceFile(name: file.name, tree: chunk.tree, firstLine: chunk.firstLine, folder: file.folder,
                                              keeping: keeping))
                    origins.append(ChunkOrigin(file: key, base: chunk.base, isOwned: true))
                }
                if keeping == .dropped { file.dropTrees() }
                touched[key] = file
            } else if let definitions = file.definitions {
                // Another athlete's file that defines something: its undated entries only.
                sources.append(SourceFile(name: file.name, tree: definitions, folder: file.folder))
                origins.append(ChunkOrigin(file: key, base: 0, isOwned: false))
            }
        }
        let snapshot = WorkspaceSnapshot.analyze(sources, settings: settings, reusing: analyses[athlete]?.snapshot, keeping: keeping)
        return (AthleteAnalysis(key: athlete, snapshot: snapshot, origins: origins, table: table, generation: generation), touched)
    }

    /// A log longer than twice this many lines is checked in pieces of about this many lines,
    /// on every core (see Docs/BENCHMARKS.md: 10,000 keeps both cores busy on a ten-year log).
    static let checkLinesPerPiece = 10_000

    /// The analysis ``ModelKeeping/diagnosticsOnly`` makes: the athlete's logs are checked in
    /// pieces that share each file's text (offsets and lines are the file's), the others read
    /// for their undated entries only, as the host already read them.
    func checkedAnalysis(ofAthlete athlete: String, generation: Int) -> AthleteAnalysis {
        var sources: [UnparsedSource] = []
        var origins: [ChunkOrigin] = []
        for key in scope.keys {
            guard let file = files[key] else { continue }
            let source = file.source
            if scope.athleteKey(ofFile: key) == athlete {
                let lines = 0..<source.lineIndex.lineCount
                let pieces = lines.count > Self.checkLinesPerPiece * 2
                    ? EntryChunks.lineRanges(source, lines: lines, linesPerPiece: Self.checkLinesPerPiece) : [lines]
                for (index, piece) in pieces.enumerated() {
                    var unparsed = UnparsedSource(name: file.name, text: source, lines: pieces.count == 1 ? nil : piece, folder: file.folder)
                    // The file's undated entries, read on arrival, stand for its first piece.
                    unparsed.knownDefinitions = .some(index == 0 ? file.definitions : nil)
                    sources.append(unparsed)
                    origins.append(ChunkOrigin(file: key, base: 0, isOwned: true))
                }
            } else if file.definitions != nil {
                var unparsed = UnparsedSource(name: file.name, text: source, folder: file.folder, role: .context)
                unparsed.knownDefinitions = .some(file.definitions)
                sources.append(unparsed)
                origins.append(ChunkOrigin(file: key, base: 0, isOwned: false))
            }
        }
        return AthleteAnalysis(key: athlete, snapshot: WorkspaceSnapshot.check(sources, settings: settings), origins: origins,
                               table: table, generation: generation)
    }

    /// The analysis of the athlete no profile governs when they have no log yet (a command
    /// run in an empty folder, or at a coach's root): the default athlete, with no entries,
    /// and every file's definitions. The analysis holds one empty text in no folder for them,
    /// so that the definitions' collector makes the default athlete; no key names it.
    func analysisOfNoLogs(generation: Int) -> AthleteAnalysis {
        var sources: [SourceFile] = []
        var origins: [ChunkOrigin] = []
        for key in scope.keys {
            guard let file = files[key], let definitions = file.definitions else { continue }
            sources.append(SourceFile(name: file.name, tree: definitions, folder: file.folder))
            origins.append(ChunkOrigin(file: key, base: 0, isOwned: false))
        }
        sources.append(SourceFile(name: "", tree: SyntaxTree(source: SourceText(bytes: [])), folder: ""))
        var table = self.table
        origins.append(ChunkOrigin(file: table.intern(""), base: 0, isOwned: false))
        return AthleteAnalysis(key: "", snapshot: WorkspaceSnapshot.analyze(sources, settings: settings), origins: origins,
                               table: table, generation: generation)
    }
}
