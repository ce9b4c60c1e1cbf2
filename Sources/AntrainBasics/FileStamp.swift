#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What tells that a file changed without reading it: its size, modification time and inode
/// (an atomic save replaces the inode).
public struct FileStamp: Equatable, Sendable {
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
    var inode: UInt64

    public init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
        inode = UInt64(info.st_ino)
    }
}
