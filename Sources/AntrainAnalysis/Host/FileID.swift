/// A file of the host, interned once: a small number standing for the key a door names it by
/// (a path or a URI); its folder is held once, by the host's file of that id. Everything the
/// host derives is keyed by it, never by a position in an array, and never by comparing strings.
public struct FileID: Hashable, Sendable {
    let index: UInt32
}

/// The host's files by ``FileID``: append-only, so an id keeps its meaning for as long as the
/// host lives (a file removed and added again gets its old id back).
struct FileTable: Sendable {
    private var keys: [String] = []
    private var ids: [String: FileID] = [:]

    /// The id of `key`, interned now if it is new.
    mutating func intern(_ key: String) -> FileID {
        if let id = ids[key] { return id }
        let id = FileID(index: UInt32(keys.count))
        keys.append(key)
        ids[key] = id
        return id
    }

    /// The id of `key`, if the host ever held it.
    func id(of key: String) -> FileID? { ids[key] }

    /// The key a door names the file by.
    func key(of id: FileID) -> String { keys[Int(id.index)] }
}
