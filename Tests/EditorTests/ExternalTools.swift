import Foundation

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
}
