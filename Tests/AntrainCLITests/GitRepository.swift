import Foundation
import Testing

/// A git repository in a temporary folder, driven by Debian's `git` the way a person would,
/// with the built `antrain` first on `PATH` so the merge driver `antrain merge --install`
/// names is the one under test.
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
    var url: URL { folder.url }

    /// A new repository on branch `main`, with an author and no hooks or settings of the
    /// machine's user.
    init() throws {
        git = try #require(Self.git, "git is not installed")
        folder = try TemporaryFolder()
        try run("init", "-q", "-b", "main")
        try run("config", "user.email", "lifter@example.com")
        try run("config", "user.name", "Lifter")
        try run("config", "commit.gpgsign", "false")
    }

    /// What every process here sees: the built `antrain` first on `PATH`, and a home of
    /// the test's own, so the user's git settings never change a result.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = Self.antrain.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = url.path
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["LANG"] = "C"
        environment["LC_ALL"] = "C"
        return environment
    }

    /// Runs git here; fails the test when git exits other than with `expecting`.
    @discardableResult
    func run(_ arguments: String..., expecting: Int32? = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> (status: Int32, output: String) {
        try execute(git, Array(arguments), expecting: expecting, sourceLocation: sourceLocation)
    }

    /// Runs the built `antrain` here.
    func antrain(_ arguments: String...) throws -> (status: Int32, output: String) {
        try execute(Self.antrain.path, Array(arguments), expecting: nil, sourceLocation: #_sourceLocation)
    }

    func write(_ name: String, _ text: String) throws { try folder.write(name, text) }
    func read(_ name: String) throws -> String { try folder.read(name) }

    /// Writes `text` to `name` and commits it.
    func commit(_ name: String, _ text: String, message: String) throws {
        try write(name, text)
        try run("add", name)
        try run("commit", "-q", "-m", message)
    }

    /// The paths git reports as conflicted.
    func conflictedPaths() throws -> [String] {
        try run("diff", "--name-only", "--diff-filter=U").output.split(separator: "\n").map(String.init)
    }

    private func execute(_ executable: String, _ arguments: [String], expecting: Int32?, sourceLocation: SourceLocation) throws
        -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = url
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        if let expecting, process.terminationStatus != expecting {
            Issue.record("\(executable) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(text)", sourceLocation: sourceLocation)
        }
        return (process.terminationStatus, text)
    }
}
