/// A file of the host, interned once: a small number standing for the key a door names it by
/// (a path or a URI) and its folder. Everything the host derives is keyed by it, never by a
/// position in an array, and never by comparing strings.
public struct FileID: Hashable, Sendable {
    let index: UInt32
}

/// The host's files by ``FileID``: append-only, so an id keeps its meaning for as long as the
/// host lives (a file removed and added again gets its old id back).
struct FileTable: Sendable {
    private var keys: [String] = []
    private var folders: [String] = []
    private var ids: [String: FileID] = [:]

    /// The id of `key`, interned now if it is new; its folder is the one given last.
    mutating func intern(_ key: String, folder: String) -> FileID {
        if let id = ids[key] {
            if folders[Int(id.index)] != folder { folders[Int(id.index)] = folder }
            return id
        }
        let id = FileID(index: UInt32(keys.count))
        keys.append(key)
        folders.append(folder)
        ids[key] = id
        return id
    }

    /// The id of `key`, if the host ever held it.
    func id(of key: String) -> FileID? { ids[key] }

    /// The key a door names the file by.
    func key(of id: FileID) -> String { keys[Int(id.index)] }

    /// The folder that decides the file's athlete.
    func folder(of id: FileID) -> String { folders[Int(id.index)] }
}
