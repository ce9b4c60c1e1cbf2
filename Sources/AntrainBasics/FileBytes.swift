import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A file's bytes, read straight into the array that keeps them.
///
/// Reading through `Data` and converting it copied a whole log once more and touched twice
/// its size of fresh memory before anything was parsed: on a 10 MB log, a tenth of what
/// `antrain check` took, on one core, before the pieces could be shared out.
enum FileBytes {
    /// The bytes of the file at `path`, or nil when it cannot be opened or read (a folder, a
    /// file without permission).
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        var failed = false
        // The size the file has now, in one read where the system allows...
        let expected = max(0, Int(status.st_size))
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            adviseLargePages(base, count: expected)
            if expected >= partsFrom, readInParts(descriptor, into: base, count: expected) {
                count = expected
                return
            }
            while count < expected {
                let got = readSome(descriptor, into: base + count, count: expected - count)
                if got < 0 { failed = true; return }
                if got == 0 { return }
                count += got
            }
        }
        // ...then whatever follows: a file written to meanwhile, or one whose size the system
        // does not know in advance.
        guard !failed, appendRest(of: descriptor, to: &bytes) else { return nil }
        return bytes
    }

    /// The size from which a file is read in ``partCount`` parts at once.
    static let partsFrom = 4 << 20
    static let partCount = 4

    /// Reads the first `count` bytes of `descriptor` in ``partCount`` parts on every core, each with
    /// `pread(2)` at its offset, and leaves the descriptor at `count`; false, with the
    /// descriptor where it was, when a part could not be read whole (an error, or a file that
    /// shrank meanwhile): the caller then reads it from the start in one go.
    ///
    /// Copying a large log out of the system's cache (and faulting in the fresh memory it
    /// goes to) is work one core did alone while the other waited for the text.
    private static func readInParts(_ descriptor: Int32, into base: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        let parts = partCount
        let size = (count + parts - 1) / parts
        let whole = UnsafeMutableBufferPointer<Bool>.allocate(capacity: parts)
        defer { whole.deallocate() }
        whole.initialize(repeating: false)
        nonisolated(unsafe) let target = base, done = whole
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            var offset = part * size
            let end = min(count, offset + size)
            while offset < end {
                let got = pread(descriptor, target + offset, end - offset, off_t(offset))
                if got < 0, errno == EINTR { continue }
                if got <= 0 { return }
                offset += got
            }
            done[part] = true
        }
        guard whole.allSatisfy({ $0 }) else { return false }
        return lseek(descriptor, off_t(count), SEEK_SET) == off_t(count)
    }

    /// Appends every byte of `descriptor` from where it stands to its end (what standard
    /// input and the rest of a growing file are read with); false on a read error, with what
    /// was read before it appended.
    static func appendRest(of descriptor: Int32, to bytes: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBufferPointer { readSome(descriptor, into: $0.baseAddress!, count: $0.count) }
            if got < 0 { return false }
            if got == 0 { return true }
            bytes.append(contentsOf: chunk[0..<got])
        }
    }

    /// Asks for the buffer of a large log to be backed by large pages where the system
    /// offers them on request (Linux's transparent huge pages in `madvise` mode): the
    /// buffer is fresh memory, and faulting it in 4 KiB at a time cost as much as reading
    /// the file.
    private static func adviseLargePages(_ base: UnsafeMutablePointer<UInt8>, count: Int) {
        #if os(Linux)
        let large = 2 << 20
        guard count >= 2 * large else { return }
        let start = (Int(bitPattern: base) + large - 1) / large * large
        let end = (Int(bitPattern: base) + count) / large * large
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }

    /// One `read(2)`, retried when a signal interrupts it: the bytes read, 0 at the end of
    /// the file, -1 on an error.
    private static func readSome(_ descriptor: Int32, into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        while true {
            #if canImport(Glibc)
            let got = Glibc.read(descriptor, buffer, count)
            #elseif canImport(Darwin)
            let got = Darwin.read(descriptor, buffer, count)
            #else
            let got = Musl.read(descriptor, buffer, count)
            #endif
            if got < 0, errno == EINTR { continue }
            return got
        }
    }
}
