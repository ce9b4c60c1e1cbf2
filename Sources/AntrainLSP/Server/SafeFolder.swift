#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open folder the user owns alone, written through its descriptor so that no name is
/// looked up twice (a link swapped in between a check and a write is never followed).
struct SafeFolder {
    let descriptor: Int32
    let url: URL

    /// The file-type bits of `st_mode` (POSIX `S_IFMT`, `S_IFLNK`, `S_IFREG`), written out
    /// because the C macros do not reach Swift on every platform.
    enum FileType {
        static let mask: UInt32 = 0o170000
        static let link: UInt32 = 0o120000
        static let regular: UInt32 = 0o100000
    }

    /// Group- and world-write permission bits.
    static let writableByOthers: UInt32 = 0o022

    /// Opens `components` below `base`, creating each (mode 0700) when missing; every one must
    /// be a real folder, not a link, owned by this user and writable by no one else.
    ///
    /// `base` (the cache folder) is the user's own choice of place and may be a link.
    static func openOwn(_ components: [String], under base: URL) throws -> SafeFolder {
        if !FileManager.default.fileExists(atPath: base.path) {
            try? FileManager.default.createDirectory(at: base, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        var descriptor = open(base.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw PresetFolderError.system(path: base.path, errno: errno) }
        var url = base
        for component in components {
            url = url.appendingPathComponent(component, isDirectory: true)
            if mkdirat(descriptor, component, 0o700) != 0, errno != EEXIST {
                let failure = errno
                _ = systemClose(descriptor)
                throw PresetFolderError.system(path: url.path, errno: failure)
            }
            let next = openat(descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let failure = errno
            if next < 0 {
                var status = stat()
                let isLink = fstatat(descriptor, component, &status, AT_SYMLINK_NOFOLLOW) == 0
                    && UInt32(status.st_mode) & FileType.mask == FileType.link
                _ = systemClose(descriptor)
                throw isLink ? PresetFolderError.symbolicLink(path: url.path) : PresetFolderError.system(path: url.path, errno: failure)
            }
            _ = systemClose(descriptor)
            descriptor = next
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                let failure = errno
                _ = systemClose(descriptor)
                throw PresetFolderError.system(path: url.path, errno: failure)
            }
            guard status.st_uid == getuid() else {
                _ = systemClose(descriptor)
                throw PresetFolderError.foreignOwner(path: url.path)
            }
            let mode = UInt32(status.st_mode) & 0o777
            guard mode & writableByOthers == 0 else {
                _ = systemClose(descriptor)
                throw PresetFolderError.openToOthers(path: url.path, mode: mode)
            }
        }
        return SafeFolder(descriptor: descriptor, url: url)
    }

    func close() {
        _ = systemClose(descriptor)
    }

    /// The bytes of `name` when it is a regular file of this user's; nil for anything else
    /// (missing, a link, a pipe, another user's file).
    func regularFileContents(_ name: String) -> [UInt8]? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { _ = systemClose(file) }
        var status = stat()
        guard fstat(file, &status) == 0, UInt32(status.st_mode) & FileType.mask == FileType.regular, status.st_uid == getuid() else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += buffer[0..<count]
        }
    }

    /// Writes `bytes` to a new read-only file under an unpredictable name, created with
    /// `O_EXCL | O_NOFOLLOW`, and renames it to `name`, replacing whatever `name` was
    /// (a planted link is replaced, not followed).
    func replace(_ name: String, with bytes: [UInt8]) throws {
        let temporary = ".\(name).\(UInt64.random(in: .min ... .max)).tmp"
        let file = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o444)
        guard file >= 0 else { throw PresetFolderError.system(path: url.appendingPathComponent(temporary).path, errno: errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(file, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else {
                let failure = errno
                _ = systemClose(file)
                unlinkat(descriptor, temporary, 0)
                throw PresetFolderError.system(path: url.appendingPathComponent(temporary).path, errno: failure)
            }
            written += count
        }
        _ = systemClose(file)
        guard renameat(descriptor, temporary, descriptor, name) == 0 else {
            let failure = errno
            unlinkat(descriptor, temporary, 0)
            throw PresetFolderError.system(path: url.appendingPathComponent(name).path, errno: failure)
        }
    }
}

/// The C library's `close`, which ``SafeFolder/close()`` hides inside the type.
private func systemClose(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(descriptor)
    #else
    Darwin.close(descriptor)
    #endif
}
