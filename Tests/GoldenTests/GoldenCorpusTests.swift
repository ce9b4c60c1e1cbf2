import AntrainCLI
import AntrainFixtures
import AntrainModel
import Foundation
import Testing

/// The golden corpus: generated logs (valid, with mistakes, CRLF) and what `check`, `export`
/// and `fmt` give for them, committed. A rewrite of the parser or the analysis must give the
/// same bytes; a change that means to alter them regenerates the expectations on purpose:
///
///     ANTRAIN_GOLDEN_UPDATE=1 swift test --filter GoldenCorpusTests
///
/// The inputs are written once (from ``LogGenerator``) and never regenerated, so a change to
/// the generator does not move the corpus.
@Suite struct GoldenCorpusTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var seed: UInt64
        var days: Int
        var options: LogGenerator.Options
        /// The JSON export repeats every exercise's library record: kept for one case only,
        /// so the corpus stays small; the CSV export is compared for all.
        var comparesJSON = false
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "valid-seed1", seed: 1, days: 21, options: .init()),
        Case(name: "valid-seed2", seed: 2, days: 21, options: .init()),
        Case(name: "no-definitions-seed3", seed: 3, days: 14, options: .init(includeDefinitions: false)),
        Case(name: "mistakes-seed4", seed: 4, days: 21, options: .init(includeMistakes: true, mistakeRate: 0.2), comparesJSON: true),
        Case(name: "mistakes-seed5", seed: 5, days: 21, options: .init(includeMistakes: true, mistakeRate: 0.4)),
        Case(name: "crlf-seed6", seed: 6, days: 14, options: .init(includeMistakes: true, mistakeRate: 0.2, lineEnding: .crlf)),
    ]

    static var corpus: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus") }
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["ANTRAIN_GOLDEN_UPDATE"] != nil }

    @Test(arguments: cases)
    func checkExportAndFormatGiveTheCommittedBytes(_ golden: Case) throws {
        let input = Self.corpus.appendingPathComponent("\(golden.name).antrain")
        if !FileManager.default.fileExists(atPath: input.path) {
            #expect(Self.isUpdating, "\(golden.name).antrain is missing from the corpus")
            try Data(LogGenerator(seed: golden.seed, options: golden.options).generate(days: golden.days).utf8).write(to: input)
        }
        let (year, month, day) = golden.options.today.components
        let today = LocalDate(year: year, month: month, day: day)
        // Each log is its own workspace: a folder of its own, outside this repository (whose
        // other logs would be the workspace of a path inside it, TOOLING.md §1).
        let alone = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-golden-\(golden.name)-\(getpid())")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: alone) }
        try Data(contentsOf: input).write(to: alone.appendingPathComponent(input.lastPathComponent))
        var outputs = [
            ("check.txt", run(["check", input.lastPathComponent], in: alone, today: today)),
            ("export.csv", run(["export", input.lastPathComponent, "--format", "csv"], in: alone, today: today)),
            ("fmt.antrain", run(["fmt", "-"], stdin: try Data(contentsOf: input), in: alone, today: today)),
        ]
        if golden.comparesJSON { outputs.append(("export.json", run(["export", input.lastPathComponent], in: alone, today: today))) }
        for (suffix, output) in outputs {
            let expected = Self.corpus.appendingPathComponent("\(golden.name).\(suffix)")
            if Self.isUpdating {
                try Data(output.utf8).write(to: expected)
                continue
            }
            let committed = try String(contentsOf: expected, encoding: .utf8)
            #expect(output == committed, "\(golden.name).\(suffix) differs from the committed bytes")
        }
    }

    /// `antrain ARGUMENTS` in `folder`; stdout, then stderr and the exit code.
    private func run(_ arguments: [String], stdin: Data = Data(), in folder: URL, today: LocalDate) -> String {
        final class Captured: @unchecked Sendable { var output = "", errors = "" }
        let captured = Captured()
        let context = CommandContext(
            standardOutput: { captured.output += $0 }, standardError: { captured.errors += $0 },
            readStandardInput: { [UInt8](stdin) }, currentDirectory: folder.path, today: { today })
        let exit = AntrainCommandLine.run(arguments, in: context)
        return captured.output + (captured.errors.isEmpty ? "" : "--- stderr\n" + captured.errors) + "--- exit \(exit.rawValue)\n"
    }
}
