@testable import AntrainCLI
import AntrainBasics
import AntrainModel
import Foundation

/// A fresh folder under the system's temporary folder, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Makes the folder the top of a git repository (the workspace of every command given a
    /// path inside it), as `git init` would mark it.
    func makeRepository() throws {
        try FileManager.default.createDirectory(at: url.appendingPathComponent(".git"), withIntermediateDirectories: true)
    }

    func read(_ name: String) throws -> String { try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) }

    /// The day every command run by a test takes for today.
    static let today = LocalDate(year: 2026, month: 11, day: 25)

    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }

    /// Runs `antrain ARGUMENTS` with this folder as the current directory, capturing what
    /// it prints.
    /// - Parameter systemLanguage: what `LANG`/`LC_ALL` would say (none by default, so the
    ///   machine's locale never changes a test).
    /// - Parameter subfolder: the current directory, relative to this folder (this folder by default).
    func run(_ arguments: [String], stdin: [UInt8] = [], systemLanguage: Language? = nil, in subfolder: String? = nil)
        -> (exit: ExitCode, output: String, errors: String) {
        let captured = Captured()
        let context = CommandContext(
            standardOutput: { captured.output += $0 }, standardError: { captured.errors += $0 },
            readStandardInput: { stdin }, currentDirectory: subfolder.map(path) ?? url.path, today: { Self.today }, systemLanguage: systemLanguage
        )
        let exit = AntrainCommandLine.run(arguments, in: context)
        return (exit, captured.output, captured.errors)
    }

    private final class Captured: @unchecked Sendable {
        // @unchecked: written only by the command, on the test's thread.
        var output = ""
        var errors = ""
    }
}
