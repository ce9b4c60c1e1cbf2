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

/// Where the running `antrain` is, and what a shell finds when it runs `antrain`.
///
/// `merge --install` writes a command git runs later through a shell; when the name `antrain`
/// would find no executable, or another one than the executable installing the driver (a
/// build folder's `.build/release/antrain`), the driver names this one by its absolute path.
struct ExecutableLocation: Equatable {
    /// This process's executable, symbolic links resolved.
    var running: String
    /// What `PATH` gives for `antrain` (resolved), nil when it gives nothing.
    var onPath: String?

    /// How the name `antrain` on `PATH` compares with the running executable.
    enum Match: Equatable {
        case same
        case missing
        case other(String)
    }

    var match: Match {
        guard let onPath else { return .missing }
        return onPath == running ? .same : .other(onPath)
    }

    /// The running process's, or nil when its executable cannot be found (then the driver
    /// keeps the name, as before).
    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> ExecutableLocation? {
        guard let running = runningExecutable() else { return nil }
        return ExecutableLocation(running: running, onPath: onPath("antrain", searchPath: environment["PATH"]))
    }

    /// The first executable file `name` in the folders of `searchPath`, as a shell finds it.
    static func onPath(_ name: String, searchPath: String?) -> String? {
        for folder in (searchPath ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false) {
            // An empty entry of PATH is the current folder, as in a shell.
            let path = (folder.isEmpty ? "." : String(folder)) + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return resolved(path) }
        }
        return nil
    }

    /// `path` absolute with its symbolic links resolved (`realpath(3)`), or as given when it
    /// cannot be.
    static func resolved(_ path: String) -> String {
        guard let pointer = realpath(path, nil) else { return path }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func runningExecutable() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return resolved(String(cString: buffer))
        #else
        let path = resolved("/proc/self/exe")
        return path == "/proc/self/exe" ? nil : path
        #endif
    }
}
