import AntrainAnalysis
@testable import AntrainCLI
import AntrainFixtures
import AntrainSyntax
import Testing

/// `antrain check` reads a large file in pieces on every core; what it prints must be what
/// reading the file whole gives, line numbers included.
@Suite struct CheckInPiecesTests {
    @Test func aLargeLogReadInPiecesReportsWhatTheWholeFileReports() throws {
        let generator = LogGenerator(seed: 11, options: .init(includeMistakes: true, mistakeRate: 0.05))
        let text = generator.generate(approximateBytes: 700_000)
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", text)

        let context = CommandContext(standardOutput: { _ in }, standardError: { _ in }, readStandardInput: { [] },
                                     currentDirectory: folder.url.path, today: { TemporaryFolder.today })
        let pieces = try LogFiles.readInPieces(["log.antrain"], in: context)
        #expect(pieces.count > 2)
        // The pieces share the file's text and cover its lines one after another.
        let ranges = pieces.compactMap(\.lines)
        #expect(ranges.count == pieces.count)
        #expect(ranges.first?.lowerBound == 0)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(ranges.last?.upperBound == pieces.first?.text.lineIndex.lineCount)
        #expect(pieces.allSatisfy { $0.text === pieces[0].text })

        let whole = SourceFile(name: "log.antrain", tree: Parser.parse(text))
        let snapshot = WorkspaceSnapshot.analyze([whole], settings: AnalysisSettings(today: TemporaryFolder.today))
        let expected = snapshot.files[0].diagnostics.map {
            DiagnosticRecord(file: "log.antrain", diagnostic: $0, source: whole.tree.source).line(colour: false) + "\n"
        }.joined()
        #expect(snapshot.files[0].diagnostics.count > 20, "the log should hold mistakes to compare")

        let run = folder.run(["check", "log.antrain"])
        #expect(run.output == expected)
        #expect(run.errors.hasPrefix("1 file checked: "))
    }
}
