import AntrainBasics
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

/// Read-only files showing library presets, for "go to definition" on a preset: editors open
/// a file location, so the preset's text is written to the user's cache folder
/// (`$XDG_CACHE_HOME/antrain/presets`, else `~/.cache/antrain/presets`), once per content.
///
/// A shared temporary folder let another user of the machine plant the folder or a link in
/// it and make the server overwrite any file its user can write. So the two folders Antrain
/// owns (`antrain` and `presets`) are opened without following links and must belong to the
/// user and be writable by no one else; each view is written to a new file created with
/// `O_EXCL | O_NOFOLLOW` under an unpredictable name, then renamed over the view (a rename
/// replaces a planted link itself, never the file it points to).
enum PresetFiles {
    /// The folders below the cache folder that Antrain creates and checks.
    static let ownFolders = ["antrain", "presets"]

    /// The folder of the views for this process's environment.
    static var folder: URL { folder(environment: ProcessInfo.processInfo.environment) }

    /// `$XDG_CACHE_HOME/antrain/presets` when it is an absolute path (the XDG rule: a relative
    /// one is ignored), else `$HOME/.cache/antrain/presets`.
    static func folder(environment: [String: String]) -> URL {
        cacheFolder(environment: environment).appendingPathComponent(ownFolders.joined(separator: "/"), isDirectory: true)
    }

    static func cacheFolder(environment: [String: String]) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache", isDirectory: true)
    }

    /// Whether `uri` is one of these views: they stay out of the workspace's analysis (a view
    /// of `Barbell Bench Press` is not a second definition of it) and get no diagnostics.
    static func contains(_ uri: String) -> Bool {
        guard let path = FileURI.path(uri) else { return false }
        return path.hasPrefix(folder.path + "/")
    }

    /// The file holding `text` in the user's cache folder, written when missing or different.
    static func file(named name: String, text: String) throws -> URL {
        try file(named: name, text: text, cacheFolder: cacheFolder(environment: ProcessInfo.processInfo.environment))
    }

    /// The file holding `text` under `cacheFolder/antrain/presets`.
    ///
    /// - Throws: ``PresetFolderError`` when a folder is a link, another user's or open to
    ///   others, or when the system refuses a step.
    static func file(named name: String, text: String, cacheFolder: URL) throws -> URL {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { throw PresetFolderError.system(path: name, errno: EINVAL) }
        let folder = try SafeFolder.openOwn(ownFolders, under: cacheFolder)
        defer { folder.close() }
        let data = Array(text.utf8)
        if folder.regularFileContents(name) == data { return folder.url.appendingPathComponent(name) }
        try folder.replace(name, with: data)
        return folder.url.appendingPathComponent(name)
    }
}
