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

/// Why "go to definition" could not write a preset's view, said to the user in their language.
enum PresetFolderError: Error, Equatable {
    /// A folder Antrain owns is a symbolic link: it could lead the write anywhere.
    case symbolicLink(path: String)
    /// A folder Antrain owns belongs to another user.
    case foreignOwner(path: String)
    /// A folder Antrain owns can be written by the group or by everyone (`mode` as octal bits).
    case openToOthers(path: String, mode: UInt32)
    /// The system refused a step (`errno`).
    case system(path: String, errno: Int32)

    func message(in language: Language) -> String {
        switch self {
        case .symbolicLink(let path):
            return LocalizedText(ServerMessages.folderIsLink, ["folder": .text(path)]).text(in: language)
        case .foreignOwner(let path):
            return LocalizedText(ServerMessages.folderForeign, ["folder": .text(path)]).text(in: language)
        case .openToOthers(let path, let mode):
            return LocalizedText(ServerMessages.folderOpen, ["folder": .text(path), "mode": .text(String(mode, radix: 8))]).text(in: language)
        case .system(let path, let code):
            return LocalizedText(ServerMessages.viewNotWritten, ["path": .text(path), "reason": .text(String(cString: strerror(code)))])
                .text(in: language)
        }
    }
}

/// The server's own messages (beside the analysis's), in English and Turkish.
enum ServerMessages {
    static let folderIsLink = MessageKey(
        "server.presetFolder.link",
        en: "Preset views are not written to {folder}: it is a symbolic link, which could lead the write elsewhere; remove it and Antrain makes a folder of its own",
        tr: "Hazır tanım görünümleri {folder} klasörüne yazılmıyor: bu bir sembolik bağlantı ve yazmayı başka bir yere götürebilir; silin, Antrain kendi klasörünü oluşturur")
    static let folderForeign = MessageKey(
        "server.presetFolder.foreign",
        en: "Preset views are not written to {folder}: it belongs to another user; remove it, or set XDG_CACHE_HOME to a folder of yours",
        tr: "Hazır tanım görünümleri {folder} klasörüne yazılmıyor: klasör başka bir kullanıcının; silin ya da XDG_CACHE_HOME'u kendi klasörünüze ayarlayın")
    static let folderOpen = MessageKey(
        "server.presetFolder.open",
        en: "Preset views are not written to {folder}: other users can write to it (mode {mode}); make it yours alone with `chmod go-w`",
        tr: "Hazır tanım görünümleri {folder} klasörüne yazılmıyor: başka kullanıcılar da yazabiliyor (izin {mode}); `chmod go-w` ile yalnızca sizin yapın")
    static let viewNotWritten = MessageKey("server.presetFolder.system", en: "Could not write the preset's view to {path}: {reason}",
        tr: "Hazır tanımın görünümü {path} konumuna yazılamadı: {reason}")

    static let all: [MessageKey] = [folderIsLink, folderForeign, folderOpen, viewNotWritten]
}
