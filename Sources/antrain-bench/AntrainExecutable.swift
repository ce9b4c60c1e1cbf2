import Foundation

/// Finds the `antrain` executable that `antrain check` is measured with: the one built
/// beside this bench, so that both come from the same sources and configuration.
enum AntrainExecutable {
    /// The path to `antrain`. When the bench runs from a package's `.build` folder, it
    /// first brings `antrain` up to date with `swift build` (`swift run -c release
    /// antrain-bench` builds only the bench's own product, and a stale `antrain` would time
    /// old code); if that build fails, an existing `antrain` is used with a warning.
    static func locate(override: String?, mayBuild: Bool, progress: (String) -> Void) throws -> String {
        if let override {
            guard FileManager.default.isExecutableFile(atPath: override) else { throw BenchmarkError("\(override) is not executable") }
            return override
        }
        let folder = benchFolder()
        let candidate = folder.appendingPathComponent("antrain").path
        let exists = FileManager.default.isExecutableFile(atPath: candidate)
        if mayBuild, let root = packageRoot(of: folder) {
            let configuration = folder.lastPathComponent == "debug" ? "debug" : "release"
            progress("bringing antrain up to date: swift build -c \(configuration) --product antrain")
            let build = Process()
            build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            build.arguments = ["swift", "build", "-c", configuration, "--product", "antrain", "--package-path", root.path]
            build.standardOutput = FileHandle.standardError
            try build.run()
            build.waitUntilExit()
            if build.terminationStatus != 0 {
                guard exists else { throw BenchmarkError("building antrain failed; run `swift build -c release --product antrain`") }
                progress("warning: the build failed; timing the antrain built before")
            }
        }
        guard FileManager.default.isExecutableFile(atPath: candidate) else {
            throw BenchmarkError("no antrain beside the bench at \(candidate); run `swift build -c release --product antrain` first")
        }
        return candidate
    }

    /// The folder holding this executable: from `argv[0]`, resolved against the current
    /// folder, or from `/proc/self/exe` when it was found on `PATH`.
    static func benchFolder() -> URL {
        let invoked = CommandLine.arguments.first ?? ""
        if invoked.contains("/") {
            let url = URL(fileURLWithPath: invoked, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            return url.standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent()
        }
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: resolved).deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// The package whose `.build` folder holds `folder`, if any.
    private static func packageRoot(of folder: URL) -> URL? {
        let components = folder.pathComponents
        guard let build = components.lastIndex(of: ".build"), build > 0 else { return nil }
        let root = URL(fileURLWithPath: NSString.path(withComponents: Array(components[..<build])))
        return FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) ? root : nil
    }
}
