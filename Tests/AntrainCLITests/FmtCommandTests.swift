@testable import AntrainCLI
import Foundation
import Testing

/// `antrain fmt` (TOOLING.md §1): in place, `--check`, stdin, and refusing what it cannot read.
@Suite struct FmtCommandTests {
    static let untidy = "2026-11-20 LIFTING\n    Squat: 100 x 5\n\n\n2026-11-21 bodyweight 78 KG   \n"
    static let tidy = "2026-11-20 lifting\n  Squat: 100x5\n\n2026-11-21 bodyweight 78kg\n"

    @Test func rewritesFilesInPlace() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.untidy)
        try folder.write("nested/more.antrain", Self.untidy)
        let run = folder.run(["fmt"])
        #expect(run.exit == .success)
        #expect(run.output.isEmpty)
        #expect(try folder.read("log.antrain") == Self.tidy)
        #expect(try folder.read("nested/more.antrain") == Self.tidy)
        #expect(try folder.names() == ["log.antrain", "nested"], "a temporary file was left behind")
    }

    @Test func keepsTheFilePermissions() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.untidy)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.path("log.antrain"))
        #expect(folder.run(["fmt", "log.antrain"]).exit == .success)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path("log.antrain"))
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(try folder.read("log.antrain") == Self.tidy)
    }

    @Test func checkListsFilesThatWouldChangeAndExitsOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.antrain", Self.untidy)
        try folder.write("b.antrain", Self.tidy)
        let run = folder.run(["fmt", "--check"])
        #expect(run.exit == .problemsFound)
        #expect(run.output == "a.antrain\n")
        #expect(try folder.read("a.antrain") == Self.untidy, "--check wrote a file")
    }

    @Test func checkOnTidyFilesExitsZero() throws {
        let folder = try TemporaryFolder()
        try folder.write("b.antrain", Self.tidy)
        let run = folder.run(["fmt", "--check", "b.antrain"])
        #expect(run.exit == .success)
        #expect(run.output.isEmpty)
    }

    @Test func dashReadsStdinAndWritesStdout() throws {
        let folder = try TemporaryFolder()
        let run = folder.run(["fmt", "-"], stdin: Array(Self.untidy.utf8))
        #expect(run.exit == .success)
        #expect(run.output == Self.tidy)
        let check = folder.run(["fmt", "--check", "-"], stdin: Array(Self.untidy.utf8))
        #expect(check.exit == .problemsFound)
        #expect(check.output == "<stdin>\n")
    }

    @Test func refusesAPathThatCannotBeRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.untidy)
        let run = folder.run(["fmt", "missing.antrain", "log.antrain"])
        #expect(run.exit == .usageError)
        #expect(run.errors.contains("missing.antrain"))
        #expect(try folder.read("log.antrain") == Self.untidy)
    }

    @Test func refusesTextThatIsNotUTF8() throws {
        let folder = try TemporaryFolder()
        let bytes = Array("2026-11-20 LIFTING\n  Squat: 100 x 5 # caf".utf8) + [0xE9, 0x0A]
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path("log.antrain")))
        let run = folder.run(["fmt", "log.antrain"])
        #expect(run.exit == .usageError)
        #expect(run.errors.contains("UTF-8"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("log.antrain"))) == Data(bytes))
        let piped = folder.run(["fmt", "-"], stdin: bytes)
        #expect(piped.exit == .usageError)
        #expect(piped.output.isEmpty)
    }

    @Test func rejectsUnknownOptions() {
        #expect(throws: ValidationError.self) { try FmtCommand.parse(["--write"]) }
    }
}

extension FmtCommandTests {
    @Test func aSymbolicLinkStaysALink() throws {
        let folder = try TemporaryFolder()
        try folder.write("real.log", Self.untidy)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.antrain"), withDestinationPath: folder.path("real.log"))
        #expect(folder.run(["fmt", "link.antrain"]).exit == .success)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.antrain")) == folder.path("real.log"))
        #expect(try folder.read("real.log") == Self.tidy)
    }
}
