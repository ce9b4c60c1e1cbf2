import AntrainBasics
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `antrain serve --commit`: each finished session, meal, weigh-in or quick log becomes a git
/// commit of its file (`antrain: 2026-12-07 lifting Push, 14 sets`), made in the background so
/// no request waits for git, with hooks off and no signing (a phone cannot answer a prompt). A
/// repository in the middle of a merge, or whose index holds the user's own staged changes, is
/// left alone; the pages say why (``notice``).
public final class SessionCommits: @unchecked Sendable {
    private let root: String
    private let git: GitProcess?
    private let queue = DispatchQueue(label: "antrain.serve.commits")
    private let lock = DispatchSemaphore(value: 1)
    private var lastNotice: String?

    public init(root: String) {
        self.root = root
        git = GitProcess()
    }

    /// Why the last commit was not made, for the pages; nil when it was.
    public var notice: String? {
        lock.wait()
        defer { lock.signal() }
        return lastNotice
    }

    /// Commits `path` with `message`, later, on the commits' own queue.
    func commit(_ path: String, message: String) {
        queue.async { [self] in
            let reason = commitNow(path, message: message)
            // The server's console says it too, beside the pages.
            if let reason { StandardStreams.write("antrain serve: not committed: \(reason)\n", to: 2) }
            lock.wait()
            lastNotice = reason
            lock.signal()
        }
    }

    /// Waits for the commits asked for so far (tests, and a stopping server).
    public func waitForPending() { queue.sync {} }

    private func commitNow(_ path: String, message: String) -> String? {
        guard let git else { return "git was not found: nothing was committed" }
        guard let top = git.run(["rev-parse", "--show-toplevel", "--git-dir"], in: root), top.status == 0 else {
            return "\(root) is not a git repository: nothing was committed"
        }
        let lines = String(decoding: top.output, as: UTF8.self).split(separator: "\n").map(String.init)
        let gitFolder = lines.count > 1 ? (lines[1].hasPrefix("/") ? lines[1] : root + "/" + lines[1]) : root + "/.git"
        if FileManager.default.fileExists(atPath: gitFolder + "/MERGE_HEAD") || FileManager.default.fileExists(atPath: gitFolder + "/rebase-merge") {
            return "a merge is in progress: the log was written but not committed"
        }
        // Changes the user staged are theirs to commit: a dirty index is left as it is.
        if let staged = git.run(["diff", "--cached", "--quiet"], in: root), staged.status != 0 {
            return "the index holds staged changes: the log was written but not committed"
        }
        let settings = ["-c", "core.hooksPath=/dev/null", "-c", "commit.gpgsign=false", "-c", "user.useConfigOnly=false"]
        guard let added = git.run(["add", "--", path], in: root), added.status == 0,
              let committed = git.run(settings + ["commit", "--no-verify", "--quiet", "-m", message, "--", path], in: root),
              committed.status == 0 else {
            return "git could not commit \(PathText.lastComponent(path))"
        }
        return nil
    }
}
