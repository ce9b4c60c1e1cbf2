#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A file, standard input or bytes already in memory, handed out in blocks of a fixed size,
/// so a reader of a multi-gigabyte export (Apple Health's `export.xml`) holds one block at a
/// time instead of the whole file.
public final class ByteBlocks {
    /// 1 MiB: few system calls, and little memory next to the 100 MiB an import may use.
    public static let blockSize = 1 << 20

    private var descriptor: Int32?
    private let closes: Bool
    private var pending: [[UInt8]]
    /// Bytes handed out so far.
    public private(set) var bytesRead = 0

    /// The file at `path`, or nil when it cannot be opened.
    public init?(path: String) {
        let opened = open(path, O_RDONLY | O_CLOEXEC)
        guard opened >= 0 else { return nil }
        descriptor = opened
        closes = true
        pending = []
    }

    /// An open descriptor (0 for standard input), left open at the end.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        closes = false
        pending = []
    }

    /// Bytes in memory (tests, and standard input read whole by an injected context), in
    /// blocks of `blockSize` or less.
    public init(bytes: [UInt8], blockSize: Int = ByteBlocks.blockSize) {
        descriptor = nil
        closes = false
        pending = stride(from: 0, to: bytes.count, by: max(1, blockSize)).map { Array(bytes[$0..<min(bytes.count, $0 + max(1, blockSize))]) }
        pending.reverse()
    }

    deinit {
        if closes, let descriptor { close(descriptor) }
    }

    /// Puts `block` back in front of what is left: a reader that looked at the first block
    /// to find the format hands it back to the one that reads the file.
    public func unread(_ block: [UInt8]) {
        guard !block.isEmpty else { return }
        pending.append(block)
        bytesRead -= block.count
    }

    /// The next block, or nil at the end (or on a read error, which ends the file as well).
    public func next() -> [UInt8]? {
        if let block = pending.popLast() {
            bytesRead += block.count
            return block
        }
        guard let descriptor else { return nil }
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        var count = 0
        while count < block.count {
            let got = block.withUnsafeMutableBufferPointer { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            count += got
        }
        guard count > 0 else { return nil }
        block.removeLast(block.count - count)
        bytesRead += count
        return block
    }
}
