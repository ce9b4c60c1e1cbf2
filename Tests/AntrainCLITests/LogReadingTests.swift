import AntrainBasics
import Foundation
import Testing

/// A log is read straight into its bytes (`LogDiscovery.read`): every byte as written, an
/// empty file as empty, and nothing for what is not a readable file.
@Suite struct LogReadingTests {
    @Test func aLogIsReadByteForByte() throws {
        let folder = try TemporaryFolder()
        // Larger than one read's chunk, with bytes of every value and no trailing line break.
        var bytes: [UInt8] = []
        for index in 0..<200_003 { bytes.append(UInt8(truncatingIfNeeded: index &* 31 &+ index / 7)) }
        let path = folder.path("big.antrain")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(LogDiscovery.read(path) == bytes)

        try folder.write("empty.antrain", "")
        #expect(LogDiscovery.read(folder.path("empty.antrain")) == [])
        try folder.write("log.antrain", "2026-11-20 lifting\n  Bench Press 100x5 @8\n")
        #expect(LogDiscovery.read(folder.path("log.antrain")) == Array("2026-11-20 lifting\n  Bench Press 100x5 @8\n".utf8))
    }

    /// A log of several megabytes is read in parts at once, each at its offset: the parts
    /// join without a byte lost, doubled or moved, whatever the size left for the last.
    @Test func aLargeLogIsReadInPartsByteForByte() throws {
        let folder = try TemporaryFolder()
        for size in [4 << 20, (4 << 20) + 3, (9 << 20) + 1_234_567] {
            var bytes = [UInt8](repeating: 0, count: size)
            for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: index &* 131 &+ index >> 12) }
            let path = folder.path("large-\(size).antrain")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let read = LogDiscovery.read(path)
            #expect(read?.count == size)
            #expect(read == bytes)
        }
    }

    @Test func whatIsNotAReadableFileReadsAsNothing() throws {
        let folder = try TemporaryFolder()
        #expect(LogDiscovery.read(folder.path("missing.antrain")) == nil)
        try FileManager.default.createDirectory(atPath: folder.path("folder.antrain"), withIntermediateDirectories: true)
        #expect(LogDiscovery.read(folder.path("folder.antrain")) == nil)
    }

    /// A link to a folder is followed once: a link back to the workspace (`anna/loop → ..`)
    /// or to a folder above it lists no log twice and reads nothing outside.
    @Test func folderLinksMakeNoLoop() throws {
        let outer = try TemporaryFolder()
        try outer.write("outside.antrain", "2026-11-20 bodyweight 80kg\n")
        try outer.write("ws/anna/log.antrain", "2026-11-20 bodyweight 80kg\n")
        try outer.write("ws/common/defs.antrain", "exercise Sled Push\n")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: outer.path("ws/anna/loop"), withDestinationPath: outer.path("ws"))
        try manager.createSymbolicLink(atPath: outer.path("ws/anna/up"), withDestinationPath: outer.path(""))
        try manager.createSymbolicLink(atPath: outer.path("ws/shared"), withDestinationPath: outer.path("ws/common"))
        #expect(LogDiscovery.logs(under: outer.path("ws")) == ["anna/log.antrain", "common/defs.antrain"])
    }
}

