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
    static func runScript(_ process: Process, editor: String, output: URL) throws -> [String: Any] {
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Woken by the editor's exit; the deadline only guards against a hang.
        if exited.wait(timeout: .now() + 180) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            Issue.record("\(editor) did not finish within 180 s")
        }
        guard let data = try? Data(contentsOf: output) else {
            Issue.record("\(editor) wrote no result to \(output.path); exit status \(process.terminationStatus)")
            return [:]
        }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }
}
