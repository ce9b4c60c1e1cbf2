import Foundation
import Testing

/// A git repository in a temporary folder, driven by Debian's `git` the way a person would,
/// with the built `antrain` first on `PATH` so the merge driver `antrain merge --install`
/// names is the one under test.
///
/// Every wait for a process suspends rather than blocks: Swift Testing runs tests on the
/// cooperative pool, one thread per core, and a test that blocked a thread while git ran
/// starved the in-process server tests beside it (they timed out together).
final class GitRepository {
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// `git` on `PATH`, or nil when it is not installed.
    static var git: String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(folder)/git"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The `antrain` executable built next to the test bundle.
    static var antrain: URL {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundleFolder, bundleFolder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("antrain")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        var root = URL(fileURLWithPath: #filePath)
        while root.pathComponents.count > 1, !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/antrain")
    }

    let folder: TemporaryFolder
    let git: String
    /// The `PATH` of every process here, when a test sets it (else the built `antrain`'s
    /// folder before the machine's `PATH`).
    var searchPath: String?
    var url: URL { folder.url }

    /// A new repository on branch `main`, with an author and no hooks or settings of the
    /// machine's user.
    init() async throws {
        git = try #require(Self.git, "git is not installed")
        folder = try TemporaryFolder()
        try await run("init", "-q", "-b", "main")
        try await run("config", "user.email", "lifter@example.com")
        try await run("config", "user.name", "Lifter")
        try await run("config", "commit.gpgsign", "false")
    }

    /// What every process here sees: the built `antrain` first on `PATH`, and a home of
    /// the test's own, so the user's git settings never change a result.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = searchPath ?? Self.antrain.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = url.path
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["LANG"] = "C"
        environment["LC_ALL"] = "C"
        return environment
    }

    /// Runs git here; fails the test when git exits other than with `expecting`.
    @discardableResult
    func run(_ arguments: String..., expecting: Int32? = 0, sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> (status: Int32, output: String) {
        let result = try await Self.execute(git, Array(arguments), in: url, environment: environment)
        if let expecting, result.status != expecting {
            Issue.record("git \(arguments.joined(separator: " ")) exited \(result.status): \(result.output)", sourceLocation: sourceLocation)
        }
        return result
    }

    /// Runs the built `antrain` here.
    func antrain(_ arguments: String...) async throws -> (status: Int32, output: String) {
        try await Self.execute(Self.antrain.path, Array(arguments), in: url, environment: environment)
    }

    func write(_ name: String, _ text: String) throws { try folder.write(name, text) }
    func read(_ name: String) throws -> String { try folder.read(name) }

    /// Writes `text` to `name` and commits it.
    func commit(_ name: String, _ text: String, message: String) async throws {
        try write(name, text)
        try await run("add", name)
        try await run("commit", "-q", "-m", message)
    }

    /// The paths git reports as conflicted.
    func conflictedPaths() async throws -> [String] {
        try await run("diff", "--name-only", "--diff-filter=U").output.split(separator: "\n").map(String.init)
    }

    /// Runs `executable` in `folder` and waits, suspended, for it to exit; its stdout and
    /// stderr together, through a file (a pipe would have to be read by a blocked thread).
    static func execute(_ executable: String, _ arguments: [String], in folder: URL, environment: [String: String]) async throws
        -> (status: Int32, output: String) {
        let capture = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-git-output-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: capture.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: capture) }
        let handle = try FileHandle(forWritingTo: capture)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: capture, encoding: .utf8))
    }
}
