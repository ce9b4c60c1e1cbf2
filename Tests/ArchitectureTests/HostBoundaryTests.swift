import Foundation
import Testing

/// Where the analysis host ends: the doors (the language server, `antrain mcp`, the commands,
/// the pages, the importers, the report and FIT writers) ask the host about files and offsets
/// in them, and read the workspace through its one loader. How the host cuts a file into
/// chunks, and which of its snapshot's files a chunk is, never shows beyond it; the compiler
/// keeps the chunk types internal, and this test keeps the words out of the doors' code.
@Suite struct HostBoundaryTests {
    /// The doors' targets.
    static let doors = ["AntrainLSP", "AntrainMCP", "AntrainCLI", "AntrainWeb", "AntrainImport", "AntrainReport", "AntrainFIT"]

    /// What only the host may say, with why.
    static let hostWords: [(word: String, reason: String)] = [
        ("fileIndex", "a position in a snapshot's files is a chunk: ask the analysis about a file by its key"),
        (".firstLine", "a chunk's first line: answers come in the file's offsets"),
        ("firstLine:", "a chunk's first line: answers come in the file's offsets"),
        ("chunkFiles", "the chunks of a file are the host's"),
        ("ChunkedText", "the host's chunked text: a door reads a DocumentText"),
        ("TextChunk", "the host's chunk"),
        ("ownedFileIndices", "snapshot files again: ask the analysis (files, errorCount, diagnostics(ofFile:))"),
        ("snapshot.files", "a snapshot's files are chunks"),
        ("WorkspaceSnapshot.analyze", "one way in: the host"),
        ("WorkspaceSnapshot.check", "check is the host's diagnostics-only keeping"),
        ("LogDiscovery.logPaths", "the workspace is read by the one WorkspaceLoader"),
        ("UnparsedSource", "check's pieces are the host's"),
    ]

    @Test func noDoorSpeaksOfChunks() throws {
        let sources = LayeringTests.root.appendingPathComponent("Sources")
        var found: [String] = []
        for door in Self.doors {
            let folder = sources.appendingPathComponent(door)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else {
                Issue.record("no folder \(folder.path)")
                continue
            }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard !code.hasPrefix("//") else { continue }
                    for (word, reason) in Self.hostWords where code.contains(word) {
                        found.append("\(door)/\(file):\(number + 1) says \(word): \(reason)")
                    }
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// The check above can fail: a door's line with a host word is found.
    @Test func theCheckFindsAHostWord() {
        let line = "        let index = analysis.snapshot.files[fileIndex]"
        #expect(Self.hostWords.contains { line.contains($0.word) })
    }
}
