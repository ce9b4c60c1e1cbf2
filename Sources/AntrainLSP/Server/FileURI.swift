import Foundation

/// `file://` URIs ⇄ paths, with percent-encoding, without Foundation's URL quirks on Linux.
enum FileURI {
    static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = String(uri.dropFirst("file://".count))
        // `file://host/path`: only the local host is ours.
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = String(rest[slash...]) }
        return rest.removingPercentEncoding ?? rest
    }

    static func uri(_ path: String) -> String {
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#[]@!$&'()*+,;="))
        return "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }

    /// The folder of a document, which decides its athlete (LANGUAGE.md §4); "" for a URI
    /// that is not a file (an unsaved buffer), which shares the workspace's root scope.
    static func folder(_ uri: String) -> String {
        guard let path = path(uri) else { return "" }
        return ((path as NSString).standardizingPath as NSString).deletingLastPathComponent
    }

    /// A short name for messages: the file name of a URI.
    static func displayName(_ uri: String) -> String {
        guard let path = path(uri) else { return uri }
        return (path as NSString).lastPathComponent
    }
}
