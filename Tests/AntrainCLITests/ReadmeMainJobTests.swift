import AntrainBasics
import AntrainModel
import AntrainCLI
import Foundation
import Testing

/// The README shows a newcomer what its main job prints on the bundled example: that text is
/// what the commands print, so it cannot go stale.
@Suite struct ReadmeMainJobTests {
    static var root: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }

    @Test func theReadmeShowsWhatTheMainJobPrints() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let command = try #require(readme.split(separator: "\n").first { $0.hasPrefix("swift build -c release && .build/release/antrain check") })
        // `antrain check Examples/ && antrain summary Examples/ --date … --time …`
        let runs = command.components(separatedBy: " && ").dropFirst().map { run in
            Array(run.split(separator: " ").dropFirst().map(String.init))
        }
        #expect(runs.count == 2)
        var printed = ""
        for arguments in runs {
            final class Captured: @unchecked Sendable { var text = "" }
            let captured = Captured()
            let context = CommandContext(
                standardOutput: { captured.text += $0 }, standardError: { captured.text += $0 }, readStandardInput: { [] },
                currentDirectory: Self.root.path, today: { LocalDate(year: 2026, month: 11, day: 27) })
            #expect(AntrainCommandLine.run(arguments, in: context) == .success, "\(arguments)")
            printed += captured.text
        }
        let start = try #require(readme.range(of: "```console\n1 file checked"))
        let shown = readme[readme.index(start.lowerBound, offsetBy: "```console\n".count)...].components(separatedBy: "```").first ?? ""
        #expect(printed == shown)
    }
}
