#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Writing to and reading from the process's descriptors with `write(2)` and `read(2)`, as
/// Foundation's `FileHandle` does, without needing all of Foundation for it.
public enum StandardStreams {
    /// Writes all of `text` to `descriptor` (stdout 1, stderr 2); a peer that is gone ends it.
    public static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var written = 0
            while written < bytes.count {
                #if canImport(Glibc)
                let result = Glibc.write(descriptor, base + written, bytes.count - written)
                #elseif canImport(Darwin)
                let result = Darwin.write(descriptor, base + written, bytes.count - written)
                #else
                let result = Musl.write(descriptor, base + written, bytes.count - written)
                #endif
                if result > 0 {
                    written += result
                } else if result < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// Every byte of `descriptor` until end of file (or a read error).
    public static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        _ = FileBytes.appendRest(of: descriptor, to: &bytes)
        return bytes
    }

    /// Whether `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}
