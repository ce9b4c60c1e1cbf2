@testable import AntrainCLI
import AntrainModel
import Foundation

/// A fresh folder for one test's logs and FIT files, removed when the test ends, and
/// `antrain` run in process with it as the current folder.
final class ExportFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-fit-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    /// The names in `folder`, sorted.
    func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(folder)).sorted()
    }

    /// Runs `antrain ARGUMENTS`, capturing what it prints; today is 2026-11-25.
    func run(_ arguments: [String]) -> (exit: ExitCode, output: String, errors: String) {
        var output = "", errors = ""
        let context = CommandContext(standardOutput: { output += $0 }, standardError: { errors += $0 }, readStandardInput: { [] },
                                     currentDirectory: url.path, today: { LocalDate(year: 2026, month: 11, day: 25) })
        let exit = AntrainCommandLine.run(arguments, in: context)
        return (exit, output, errors)
    }
}
