#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `file://` URIs ⇄ paths, with percent-encoding, without Foundation's URL quirks on Linux.
public enum FileURI {
    public static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = String(uri.dropFirst("file://".count))
        // `file://host/path`: only the local host is ours.
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = String(rest[slash...]) }
        return removingPercentEncoding(rest) ?? rest
    }

    public static func uri(_ path: String) -> String {
        "file://" + addingPercentEncoding(path)
    }

    /// The bytes a path keeps as they are in a URI: Foundation's `urlPathAllowed` without
    /// `?#[]@!$&'()*+,;=`, which leaves letters, digits, `-._~:/`.
    public static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ":"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// Every other UTF-8 byte as `%XX` (upper-case hex), as `addingPercentEncoding` writes it.
    public static func addingPercentEncoding(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if isKept(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `%XX` decoded; nil for a `%` without two hex digits after it or bytes that are not
    /// UTF-8, as `removingPercentEncoding` answers.
    public static func removingPercentEncoding(_ text: String) -> String? {
        func value(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        let input = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            if input[index] == UInt8(ascii: "%") {
                guard index + 2 < input.count, let high = value(input[index + 1]), let low = value(input[index + 2]) else { return nil }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(input[index])
                index += 1
            }
        }
        // Decoding repairs bad UTF-8 with U+FFFD; only text that reads back byte for byte was valid.
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// The folder of a document, which decides its athlete (LANGUAGE.md §4); "" for a URI
    /// that is not a file (an unsaved buffer), which shares the workspace's root scope.
    public static func folder(_ uri: String) -> String {
        guard let path = path(uri) else { return "" }
        return PathText.deletingLastComponent(PathText.standardizing(path))
    }

    /// A short name for messages: the file name of a URI.
    public static func displayName(_ uri: String) -> String {
        guard let path = path(uri) else { return uri }
        return PathText.lastComponent(path)
    }
}
