import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The secrets of `antrain serve` (TOOLING.md §8.3): the token every request must carry (as
/// Jupyter's does) and the token every POST must carry against cross-site requests. Both are
/// 128 random bits, kept in the user's state folder (mode 0600) so a phone's cookie survives a
/// restart, until `--new-token` makes new ones.
public struct AccessSecrets: Sendable, Equatable {
    public var token: String
    public var csrf: String
    /// `--share FOLDER`: a token per folder whose pages, API and writes it alone opens.
    public var shares: [String: String] = [:]

    /// `$XDG_STATE_HOME/antrain/serve-secrets`, else `~/.local/state/antrain/serve-secrets`.
    public static func defaultFile(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/antrain/serve-secrets" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/state/antrain/serve-secrets"
    }

    /// The kept secrets, or new ones (written to `file`) when there are none or `renew` asks
    /// (which also revokes every shared link); a share for each of `sharing` is made if missing.
    public static func load(file: String?, renew: Bool, sharing: [String] = []) throws -> AccessSecrets {
        var secrets = !renew ? file.flatMap(read) : nil
        let isNew = secrets == nil
        if secrets == nil { secrets = AccessSecrets(token: randomHex(), csrf: randomHex()) }
        var changed = isNew
        for folder in sharing where secrets!.shares[folder] == nil {
            secrets!.shares[folder] = randomHex()
            changed = true
        }
        if changed, let file { try write(secrets!, to: file) }
        return secrets!
    }

    /// The folder a token opens: nil for the server's own token (everything), a shared folder,
    /// or no match.
    public func scope(of given: String) -> Scope? {
        if Self.matches(given, token) { return .everything }
        for (folder, shared) in shares.sorted(by: { $0.key < $1.key }) where Self.matches(given, shared) { return .folder(folder) }
        return nil
    }

    /// What a request's token opens.
    public enum Scope: Sendable, Equatable {
        case everything
        /// One folder of the workspace (`anna`), as `--share anna/` gave it.
        case folder(String)
    }

    /// `anna/`, `./anna`, `anna` → `anna`.
    public static func shareFolder(_ given: String) -> String {
        given.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: "/")
    }

    private static func read(_ file: String) -> AccessSecrets? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.count >= 2, lines[0].count == 32, lines[1].count == 32 else { return nil }
        var secrets = AccessSecrets(token: lines[0], csrf: lines[1])
        for line in lines.dropFirst(2) {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if parts.count == 3, parts[0] == "share", parts[2].count == 32 { secrets.shares[parts[1]] = parts[2] }
        }
        return secrets
    }

    /// Mode 0600 in a folder of mode 0700: the token is the key to the log.
    private static func write(_ secrets: AccessSecrets, to file: String) throws {
        let shares = secrets.shares.sorted { $0.key < $1.key }.map { "share\t\($0.key)\t\($0.value)\n" }.joined()
        do {
            try ServeWorkspace.replaceAtomically(file, with: Array("\(secrets.token)\n\(secrets.csrf)\n\(shares)".utf8), newFileMode: 0o600,
                                                 folderMode: 0o700)
        } catch {
            throw SecretsError(path: file)
        }
    }

    /// 32 hexadecimal digits from the system's secure generator.
    static func randomHex() -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef")
        return String((0..<32).map { _ in digits[Int(generator.next() % 16)] })
    }

    /// Whether `given` is `expected`, in time that does not depend on where they differ.
    public static func matches(_ given: String, _ expected: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(expected.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<b.count { difference |= (index < a.count ? a[index] : 0) ^ b[index] }
        return difference == 0
    }
}

/// The secrets' file could not be written.
public struct SecretsError: Error {
    public var path: String
}
