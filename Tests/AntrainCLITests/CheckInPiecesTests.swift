import AntrainAnalysis
@testable import AntrainCLI
import AntrainFixtures
import AntrainSyntax
import Testing

/// `antrain check` reads a large file in pieces on every core (the host's diagnostics-only keeping); what it prints must be what
/// reading the file whole gives, line numbers included.
@Suite struct CheckInPiecesTests {
    @Test func aLargeLogReadInPiecesReportsWhatTheWholeFileReports() throws {
        let generator = LogGenerator(seed: 11, options: .init(includeMistakes: true, mistakeRate: 0.05))
        let text = generator.generate(approximateBytes: 700_000)
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", text)

        // Longer than twice the lines `check` reads in one piece (10,000), so it is read in pieces.
        #expect(SourceText(text).lineIndex.lineCount > 20_000)
        // The host that keeps diagnostics only answers what the host that keeps everything does.
        var checking = AnalysisHost(settings: AnalysisSettings(today: TemporaryFolder.today), keeping: .diagnosticsOnly)
        var full = AnalysisHost(settings: AnalysisSettings(today: TemporaryFolder.today))
        checking.apply(.setText(key: "log.antrain", name: "log.antrain", folder: "", bytes: Array(text.utf8)))
        full.apply(.setText(key: "log.antrain", name: "log.antrain", folder: "", bytes: Array(text.utf8)))
        #expect(checking.snapshot().analysis(ofFile: "log.antrain")?.diagnostics(ofFile: "log.antrain")
                == full.snapshot().analysis(ofFile: "log.antrain")?.diagnostics(ofFile: "log.antrain"))

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
