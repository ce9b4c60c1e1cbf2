import Foundation

/// Running `git` for `antrain merge`: the line merge it falls back to, and the repository
/// settings `--install` reads and writes.
struct GitProcess {
    /// What a run of git gave back.
    struct Result {
        var status: Int32
        var output: [UInt8]
        var errors: String
    }

    /// The `git` executable found on `PATH` as a shell would find it.
    let executable: String

    /// Git on `PATH`, or nil when it is not installed.
    init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/git"
            if FileManager.default.isExecutableFile(atPath: path) {
                executable = path
                return
            }
        }
        return nil
    }

    /// Runs git with `arguments` in `folder` and waits for it; nil when it cannot be started.
    func run(_ arguments: [String], in folder: String) -> Result? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Read both pipes while git runs: a full pipe would stop it.
        let errorText = PipeText()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorText.data = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: [UInt8](outputData), errors: String(decoding: errorText.data, as: UTF8.self))
    }
}

/// What git wrote to stderr, read on another thread.
private final class PipeText: @unchecked Sendable {
    // @unchecked: written once by the reading thread, read after the group's wait.
    var data = Data()
}
