import Foundation
import Testing

/// The analysis is sliced along one axis, the path from bytes to answers (Docs/ARCHITECTURE.md):
/// `Host/` (the host, its analyses and snapshots, the loader, what is kept), `Lowering/` (trees
/// to models and definitions), `Facts/` (what is derived from them: history, progress, body and
/// nutrition figures, the rules and their diagnostics) and `Features/` (the editor's answers).
/// A domain lives inside those folders, never beside them, so a maintainer looking for "the
/// nutrition hover" looks in `Features/Hover`, once; and the tests sit where their code does.
@Suite struct AnalysisFoldersTests {
    static let axis: Set<String> = ["Host", "Lowering", "Facts", "Features"]

    static func entries(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: LayeringTests.root.appendingPathComponent(path).path).filter { !$0.hasPrefix(".") }
    }

    @Test func theAnalysisTopHoldsTheAxisOnly() throws {
        let top = try Self.entries("Sources/AntrainAnalysis")
        #expect(Set(top) == Self.axis, "Sources/AntrainAnalysis holds \(top.sorted()); a file or folder goes under one of \(Self.axis.sorted())")
    }

    /// Every folder of the analysis's tests is a folder of the analysis.
    @Test func theTestFoldersMirrorTheSources() throws {
        let tests = LayeringTests.root.appendingPathComponent("Tests/AntrainAnalysisTests")
        let enumerator = try #require(FileManager.default.enumerator(atPath: tests.path))
        var folders: [String] = []
        for case let path as String in enumerator {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: tests.appendingPathComponent(path).path, isDirectory: &isFolder), isFolder.boolValue {
                folders.append(path)
            }
        }
        #expect(!folders.isEmpty)
        for folder in folders {
            var isFolder: ObjCBool = false
            let source = LayeringTests.root.appendingPathComponent("Sources/AntrainAnalysis/\(folder)").path
            #expect(FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) && isFolder.boolValue,
                    "Tests/AntrainAnalysisTests/\(folder) has no Sources/AntrainAnalysis/\(folder)")
        }
    }
}
