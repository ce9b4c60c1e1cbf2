@testable import AntrainCLI
import AntrainBasics
import Foundation
import Testing

/// `antrain merge BASE OURS THEIRS [-o OUT]` in process: where it writes, what it says, and
/// its exit status.
@Suite struct MergeCommandTests {
    static let base = "2026-11-02 lifting Upper A\n  Bench Press: 100x5\n"
    static let ours = base + "\n2026-11-05 bodyweight 79kg\n"
    static let theirs = base + "\n2026-11-03 cardio run 5km 25min\n"

    func folder(ours: String = Self.ours, theirs: String = Self.theirs) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("base.antrain", Self.base)
        try folder.write("ours.antrain", ours)
        try folder.write("theirs.antrain", theirs)
        return folder
    }

    @Test func aCleanMergeGoesToStdoutWithExitZero() throws {
        let folder = try folder()
        let result = folder.run(["merge", "base.antrain", "ours.antrain", "theirs.antrain"])
        #expect(result.exit == .success)
        #expect(result.output == Self.base + "\n2026-11-03 cardio run 5km 25min\n" + "\n2026-11-05 bodyweight 79kg\n")
        #expect(result.errors.isEmpty)
    }

    @Test func dashOReplacesTheFileAsGitsDriverAsks() throws {
        let folder = try folder()
        let result = folder.run(["merge", "base.antrain", "ours.antrain", "theirs.antrain", "-o", "ours.antrain"])
        #expect(result.exit == .success)
        #expect(result.output.isEmpty)
        #expect(try folder.read("ours.antrain") == Self.base + "\n2026-11-03 cardio run 5km 25min\n" + "\n2026-11-05 bodyweight 79kg\n")
        // Written atomically: no temporary file is left beside it.
        #expect(try folder.names() == ["base.antrain", "ours.antrain", "theirs.antrain"])
    }

    @Test func aConflictIsNamedOnStderrWithExitOne() throws {
        let folder = try folder(ours: Self.base + "\n2026-11-05 bodyweight 79kg\n", theirs: Self.base + "\n2026-11-05 bodyweight 79.5kg\n")
        let result = folder.run(["merge", "base.antrain", "ours.antrain", "theirs.antrain", "-o", "out.antrain"])
        #expect(result.exit == .problemsFound)
        #expect(try folder.read("out.antrain")
            == Self.base + "\n<<<<<<< ours\n2026-11-05 bodyweight 79kg\n=======\n2026-11-05 bodyweight 79.5kg\n>>>>>>> theirs\n")
        #expect(result.errors == "antrain merge: 2026-11-05 bodyweight: changed differently on both sides; both versions are between conflict markers\n")
        let turkish = folder.run(["merge", "base.antrain", "ours.antrain", "theirs.antrain", "--lang", "tr"])
        #expect(turkish.errors == "antrain merge: 2026-11-05 bodyweight: iki tarafta farklı biçimde değiştirilmiş; iki sürüm de çakışma işaretleri arasında\n")
    }

    @Test func twoFilesAreABadUsage() throws {
        let folder = try folder()
        let result = folder.run(["merge", "base.antrain", "ours.antrain"])
        #expect(result.exit == .usageError)
        #expect(result.errors.hasPrefix("antrain merge: merge takes BASE OURS THEIRS (or --install), not 2 files\n\nUsage:\nantrain merge BASE"))
        #expect(folder.run(["merge", "--install", "a.antrain"]).exit == .usageError)
    }

    @Test func aMissingFileIsExitTwoAndWritesNothing() throws {
        let folder = try folder()
        let result = folder.run(["merge", "base.antrain", "ours.antrain", "gone.antrain", "-o", "ours.antrain"])
        #expect(result.exit == .usageError)
        #expect(result.errors == "antrain merge: gone.antrain: cannot be read\n")
        #expect(try folder.read("ours.antrain") == Self.ours)
    }

    @Test func helpListsMerge() throws {
        let folder = try TemporaryFolder()
        let help = folder.run(["help"])
        #expect(help.output.contains("  merge        Git's merge driver for logs: merges by entries, so two sides adding different days never conflict\n"))
        #expect(folder.run(["help", "merge"]).output.hasPrefix("antrain merge BASE OURS THEIRS [-o OUT] [--lang en|tr]\n"))
    }
}
