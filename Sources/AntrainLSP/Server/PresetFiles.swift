#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Read-only files showing library presets, for "go to definition" on a preset: editors open
/// a file location, so the preset's text is written to a folder of the system's temporary
/// directory (once per content) and made read-only.
enum PresetFiles {
    static var folder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("antrain-presets-\(getuid())", isDirectory: true)
    }

    /// Whether `uri` is one of these views: they stay out of the workspace's analysis (a view
    /// of `Barbell Bench Press` is not a second definition of it) and get no diagnostics.
    static func contains(_ uri: String) -> Bool {
        guard let path = FileURI.path(uri) else { return false }
        return path.hasPrefix(folder.path + "/")
    }

    /// The file holding `text`, written when missing or different.
    static func file(named name: String, text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: url.path) == data { return url }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(name).\(getpid()).tmp")
        try data.write(to: temporary)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: temporary.path)
        _ = try? FileManager.default.removeItem(at: url)
        try FileManager.default.moveItem(at: temporary, to: url)
        return url
    }
}
