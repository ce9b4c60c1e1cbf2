import Foundation
import Testing

/// `antrain mcp` as an assistant's client runs it: the official MCP Python SDK's stdio client
/// (PyPI `mcp`, in the virtual environment `.ci/run` makes) starts the built `antrain`, then
/// `mcp_client.py` initializes, lists the tools, calls them (the SDK checks each structured
/// result against the tool's output schema), logs a dry run, a refused entry and a written one
/// that `antrain check` then finds clean, and has a path escape refused.
///
/// Without `ANTRAIN_PYTHON` the test is skipped, visibly; in CI (`CI` set) it must be there.
@Suite struct MCPPythonClientTests {
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }
    static var python: String? { ProcessInfo.processInfo.environment["ANTRAIN_PYTHON"].flatMap { $0.isEmpty ? nil : $0 } }

    static var repositoryRoot: URL {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        while url.pathComponents.count > 1, !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    /// The `antrain` built beside the tests (`swift test` builds every product).
    static var antrain: URL {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundleFolder, bundleFolder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("antrain")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return repositoryRoot.appendingPathComponent(".build/debug/antrain")
    }

    @Test(.enabled(if: isCI, "only CI must have the MCP Python SDK"))
    func thePythonClientIsInstalledInCI() {
        #expect(Self.python != nil, "ANTRAIN_PYTHON is not set; .ci/run makes .venv with Tests/python-requirements.txt")
    }

    @Test(.enabled(if: python != nil, "ANTRAIN_PYTHON is not set: make .venv as .ci/run does to drive antrain mcp with the MCP Python SDK"))
    func theOfficialPythonClientDrivesTheServer() async throws {
        let workspace = try Workspace()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.python))
        process.arguments = [Self.repositoryRoot.appendingPathComponent("Tests/AntrainMCPTests/mcp_client.py").path,
                             Self.antrain.path, workspace.url.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let status = try await Self.run(process, within: 120)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(status == 0, "mcp_client.py:\n\(text)")
        #expect(text.contains("\n24 passed, 0 failed"), "mcp_client.py:\n\(text)")
    }

    /// Runs `process` to its end (stopping it after `seconds`) and returns its exit status,
    /// suspending rather than blocking a thread of the cooperative pool meanwhile.
    static func run(_ process: Process, within seconds: Double) async throws -> Int32 {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, Error>) in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { if process.isRunning { process.terminate() } }
        }
    }
}
