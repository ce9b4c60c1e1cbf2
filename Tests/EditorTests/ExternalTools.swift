import Foundation
import Testing

/// Programs the editor and browser tests run, found on `PATH` as a shell would find them.
enum ExternalTools {
    /// The first of `names` that is an executable on `PATH`.
    static func find(_ names: String...) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            for name in names {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// Runs an editor's test script to its end (at most 180 s: each wait in a script gives up
    /// sooner, so this only catches an editor that hangs anyway) and reads the JSON object the
    /// script wrote to `output`; a hang or a missing result is recorded as an issue.
    static func runScript(_ process: Process, editor: String, output: URL) async throws -> [String: Any] {
        if try await run(process, within: 180) == false {
            Issue.record("\(editor) did not finish within 180 s")
        }
        guard let data = try? Data(contentsOf: output) else {
            Issue.record("\(editor) wrote no result to \(output.path); exit status \(process.terminationStatus)")
            return [:]
        }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// Starts `process` and waits for it to exit, or stops it after `seconds`; whether it
    /// exited by itself.
    ///
    /// The wait suspends rather than blocks: Swift Testing runs tests on the cooperative pool,
    /// which has one thread per core, and an editor test that blocked a thread for its whole
    /// run starved the in-process server tests beside it (all of them timed out together on a
    /// two-core machine).
    static func run(_ process: Process, within seconds: Double) async throws -> Bool {
        let once = ResumeOnce()
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, Error>) in
            process.terminationHandler = { _ in
                if once.claim() { continuation.resume(returning: true) }
            }
            do {
                try process.run()
            } catch {
                if once.claim() { continuation.resume(throwing: error) }
                return
            }
            // The deadline only guards against a hang; an exit resumes the wait first.
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                guard once.claim() else { return }
                process.terminate()
                process.waitUntilExit()
                continuation.resume(returning: false)
            }
        }
    }
}

/// Lets exactly one of the exit and the deadline resume a wait.
private final class ResumeOnce: @unchecked Sendable {
    // @unchecked: `claimed` is only read and written under `lock`.
    private let lock = NSLock()
    private var claimed = false

    func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if claimed { return false }
        claimed = true
        return true
    }
}
