import AntrainBasics
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The ids of the actions the pages sent, each with the answer it got, kept on disk for seven
/// days: a phone that sends an action again (its answer was lost on a bad connection, or the
/// page queued it offline and the server restarted) gets the first answer, and the log gets
/// the change once.
public final class ActionLedger: @unchecked Sendable {
    private let file: String?
    private let lock = DispatchSemaphore(value: 1)
    private var answers: [String: (seconds: Int, status: Int, body: String)] = [:]
    static let keptSeconds = 7 * 24 * 3600

    /// Beside the token (``AccessSecrets/defaultFile(environment:)``), one file per workspace.
    public static func defaultFile(environment: [String: String], root: String) -> String? {
        guard let secrets = AccessSecrets.defaultFile(environment: environment) else { return nil }
        // FNV-1a of the workspace's path: two workspaces served on one machine keep apart.
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in root.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        return PathText.deletingLastComponent(secrets) + "/serve-actions-" + String(hash, radix: 16)
    }

    init(file: String?) {
        self.file = file
        guard let file, let data = FileManager.default.contents(atPath: file) else { return }
        let now = Self.now()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let seconds = Int(parts[1]), let status = Int(parts[2]), now - seconds < Self.keptSeconds else { continue }
            answers[String(parts[0])] = (seconds, status, String(parts[3]))
        }
    }

    /// The answer already given to `id`, if any.
    func answer(to id: String) -> (status: Int, body: String)? {
        lock.wait()
        defer { lock.signal() }
        return answers[id].map { ($0.status, $0.body) }
    }

    /// Runs `body` for `id` unless it ran already, then keeps its answer; two requests with one
    /// id at once run it once.
    func once(_ id: String, _ body: () -> (status: Int, body: String)) -> (status: Int, body: String) {
        lock.wait()
        defer { lock.signal() }
        if let kept = answers[id] { return (kept.status, kept.body) }
        let answer = body()
        // Refusals are not kept: the same action may succeed once the log is fixed.
        guard answer.status == 200 else { return answer }
        answers[id] = (Self.now(), answer.status, answer.body)
        persist()
        return answer
    }

    private func persist() {
        guard let file else { return }
        let now = Self.now()
        answers = answers.filter { now - $0.value.seconds < Self.keptSeconds }
        let text = answers.map { "\($0.key)\t\($0.value.seconds)\t\($0.value.status)\t\($0.value.body.replacingNewlines())" }.joined(separator: "\n") + "\n"
        try? ServeWorkspace.replaceAtomically(file, with: Array(text.utf8), newFileMode: 0o600, folderMode: 0o700, isDurable: false)
    }

    private static func now() -> Int { Int(Date().timeIntervalSince1970) }
}

private extension String {
    func replacingNewlines() -> String { split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ") }
}
