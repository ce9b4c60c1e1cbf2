#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Running `git`: `antrain merge`'s line merge and `--install`'s settings, and `antrain serve
/// --commit`'s commits.
///
/// Spawned with `posix_spawn` rather than Foundation's `Process`, which is not in
/// FoundationEssentials (and would link ICU's data into the executable).
public struct GitProcess: Sendable {
    /// What a run of git gave back.
    public struct Result: Sendable {
        public var status: Int32
        public var output: [UInt8]
        public var errors: String
    }

    /// The `git` executable found on `PATH` as a shell would find it.
    public let executable: String

    /// Git on `PATH`, or nil when it is not installed.
    public init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
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
    ///
    /// Its stderr goes to a temporary file, read afterwards, so that a full pipe can never
    /// stop git while its stdout is read.
    public func run(_ arguments: [String], in folder: String) -> Result? {
        var output: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { return nil }
        var errorTemplate = Array("/tmp/antrain-git-XXXXXX".utf8CString)
        let errorFile = mkstemp(&errorTemplate)
        guard errorFile >= 0 else {
            close(output[0]); close(output[1])
            return nil
        }
        _ = errorTemplate.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        defer { close(errorFile) }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorFile, 2)
        posix_spawn_file_actions_addclose(&actions, output[0])
        posix_spawn_file_actions_addclose(&actions, output[1])

        // `git -C FOLDER`: the folder without changing this process's own.
        let argv = [executable, "-C", folder] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, &cArguments, environ)
        close(output[1])
        guard spawned == 0 else {
            close(output[0])
            return nil
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
            if count > 0 { bytes += chunk[..<count]; continue }
            if count < 0, errno == EINTR { continue }
            break
        }
        close(output[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        lseek(errorFile, 0, SEEK_SET)
        var errors: [UInt8] = []
        while true {
            let count = chunk.withUnsafeMutableBytes { read(errorFile, $0.baseAddress, $0.count) }
            if count > 0 { errors += chunk[..<count]; continue }
            if count < 0, errno == EINTR { continue }
            break
        }
        // The exit status as a shell reports it (WEXITSTATUS), 128 + the signal when killed.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus, output: bytes, errors: String(decoding: errors, as: UTF8.self))
    }
}
