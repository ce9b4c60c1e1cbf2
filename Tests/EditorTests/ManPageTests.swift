import Foundation
import Testing

/// `antrain help --man` is a manual page groff reads without a warning and man renders, with
/// every command of `antrain help`, every option of their usages, the exit status and the files.
@Suite struct ManPageTests {
    static var groff: String? { ExternalTools.find("groff") }
    static var man: String? { ExternalTools.find("man") }

    @Test(.enabled(if: NeovimLSPTests.isCI, "only CI must have groff and man"))
    func groffAndManAreInstalledInCI() {
        #expect(Self.groff != nil && Self.man != nil, "groff or man is missing; .ci/run installs Debian's groff and man-db")
    }

    /// Runs `program` with `arguments`; its standard output and standard error. The wait
    /// suspends (``ExternalTools/run(_:within:)``), so the server tests beside it keep their threads.
    static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) async throws -> (output: String, errors: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-man-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("stdout"), errors = folder.appendingPathComponent("stderr")
        for file in [output, errors] { FileManager.default.createFile(atPath: file.path, contents: nil) }
        let outputHandle = try FileHandle(forWritingTo: output), errorHandle = try FileHandle(forWritingTo: errors)
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        let finished = try await ExternalTools.run(process, within: 60)
        try outputHandle.close()
        try errorHandle.close()
        #expect(finished, "\(program) did not finish within 60 s")
        return (try String(contentsOf: output, encoding: .utf8), try String(contentsOf: errors, encoding: .utf8), process.terminationStatus)
    }

    @Test(.enabled(if: groff != nil && man != nil, "groff or man is not installed (apt-get install groff man-db)"))
    func thePageRendersWithoutWarningsAndHoldsEveryCommandAndOption() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-man-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let antrain = NeovimLSPTests.antrain.path
        let page = folder.appendingPathComponent("antrain.1")
        let roff = try await Self.run(antrain, ["help", "--man"])
        #expect(roff.status == 0)
        try roff.output.write(to: page, atomically: true, encoding: .utf8)

        let groff = try await Self.run(Self.groff!, ["-ww", "-z", "-man", page.path])
        #expect(groff.status == 0)
        #expect(groff.errors == "", "groff warns: \(groff.errors)")

        let rendered = try await Self.run(Self.man!, ["-l", page.path], environment: ["MANWIDTH": "200", "MAN_KEEP_FORMATTING": "", "LC_ALL": "C.UTF-8"])
        #expect(rendered.status == 0)
        #expect(rendered.errors == "", "man warns: \(rendered.errors)")
        let text = rendered.output
        for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES", "SEE ALSO"] {
            #expect(text.contains("\n\(heading)\n"), "no \(heading) section")
        }
        // Every command of `antrain help`, with its summary line, and every option of its usage.
        let help = try await Self.run(antrain, ["help"]).output
        let commandLines = help.split(separator: "\n").drop { !$0.hasPrefix("Commands:") }.dropFirst().prefix { $0.hasPrefix("  ") }
        #expect(commandLines.count >= 11)
        for line in commandLines {
            let name = String(line.split(separator: " ")[0])
            #expect(text.contains("   \(name)\n"), "no section for \(name)")
            let usage = try await Self.run(antrain, ["help", name]).output
            let synopsis = String(usage.split(separator: "\n")[0])
            #expect(text.contains(synopsis), "\(name)'s synopsis is not on the page: \(synopsis)")
            for word in synopsis.split(whereSeparator: { " []|".contains($0) }) where word.hasPrefix("-") && word != "-" {
                #expect(text.contains(word), "\(name)'s \(word) is not on the page")
            }
        }
        for status in ["0", "1", "2"] { #expect(text.contains("\n       \(status)      "), "exit status \(status) is not described") }
        #expect(text.contains("*.antrain"))
        #expect(text.contains("antrain --version"))
        #expect(text.contains("antrain help [COMMAND] [--man]"))
    }
}
