@testable import AntrainCLI
import Foundation
import Testing

/// `merge --install` run from a build folder: when the name `antrain` finds no executable, or
/// another one, the driver calls the installing executable by its absolute path and says why,
/// so later merges do not fail with `antrain: not found` (issue #42, item 17).
@Suite struct MergeInstallPathTests {
    /// The built executable, as `realpath` gives it.
    static var built: String { ExecutableLocation.resolved(GitRepository.antrain.path) }

    @Test(.enabled(if: GitRepository.git != nil, "git is not installed"))
    func withoutAntrainOnThePathTheDriverNamesTheAbsolutePathAndMergesWork() async throws {
        let repository = try await GitRepository()
        // Only git's folder: no `antrain` there.
        let gitFolder = try #require(GitRepository.git.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        #expect(!FileManager.default.isExecutableFile(atPath: gitFolder + "/antrain"), "\(gitFolder) holds an antrain")
        repository.searchPath = gitFolder
        let install = try await GitRepository.execute(Self.built, ["merge", "--install"], in: repository.url, environment: repository.environment)
        #expect(install.status == 0)
        let driver = MergeInstaller.shellWord(Self.built) + " merge %O %A %B -o %A"
        #expect(install.output.contains("""
            `antrain` is not on your PATH, so git could not run the driver by that name; it calls this executable by its \
            absolute path, \(Self.built) (put its folder on PATH and run --install again to use the name)
            Set git config merge.antrain.name to "Antrain log merge (by entries)"
            Set git config merge.antrain.driver to "\(driver)"

            """), "\(install.output)")
        #expect(try await repository.run("config", "--get", "merge.antrain.driver").output == driver + "\n")
        // Two branches each add a workout after the base one: the driver (found by its path)
        // merges them in date order with no conflict, where `antrain merge` by name would fail.
        try await repository.run("add", ".gitattributes")
        let base = "2026-11-02 07:00 lifting\n  Bench Press 100x5\n"
        let friday = "\n2026-11-06 07:00 lifting\n  Deadlift 140x5\n"
        let wednesday = "\n2026-11-04 07:00 lifting\n  Squat 120x5\n"
        try await repository.commit("log.antrain", base, message: "base")
        try await repository.run("checkout", "-q", "-b", "phone")
        try await repository.commit("log.antrain", base + wednesday, message: "theirs")
        try await repository.run("checkout", "-q", "main")
        try await repository.commit("log.antrain", base + friday, message: "ours")
        let merge = try await repository.run("merge", "--no-edit", "-q", "phone", expecting: nil)
        #expect(merge.status == 0, "\(merge.output)")
        #expect(try repository.read("log.antrain") == base + wednesday + friday)
        // Run again with `antrain` on the PATH, the driver goes back to the name.
        repository.searchPath = nil
        let again = try await GitRepository.execute(Self.built, ["merge", "--install"], in: repository.url, environment: repository.environment)
        #expect(again.output == "Set git config merge.antrain.driver to \"antrain merge %O %A %B -o %A\"\n")
    }

    @Test(.enabled(if: GitRepository.git != nil, "git is not installed"))
    func anotherAntrainOnThePathIsNamed() async throws {
        let repository = try await GitRepository()
        let other = try TemporaryFolder()
        try other.write("antrain", "#!/bin/sh\necho an older antrain\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: other.path("antrain"))
        let gitFolder = try #require(GitRepository.git.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        repository.searchPath = other.url.path + ":" + gitFolder
        let install = try await GitRepository.execute(Self.built, ["merge", "--install", "--lang", "tr"], in: repository.url,
                                                      environment: repository.environment)
        #expect(install.status == 0)
        let otherPath = ExecutableLocation.resolved(other.path("antrain"))
        #expect(install.output.contains("""
            PATH üzerindeki `antrain` \(otherPath), bu programdan başka bir program; sürücü bunu tam yoluyla çağırır: \(Self.built)

            """), "\(install.output)")
        #expect(try await repository.run("config", "--get", "merge.antrain.driver").output
            == MergeInstaller.shellWord(Self.built) + " merge %O %A %B -o %A\n")
    }

    @Test func aPathWithASpaceIsOneShellWord() {
        #expect(MergeInstaller.shellWord("/opt/antrain/bin/antrain") == "/opt/antrain/bin/antrain")
        #expect(MergeInstaller.shellWord("/home/a b/antrain") == "'/home/a b/antrain'")
        #expect(MergeInstaller.shellWord("/home/it's/antrain") == "'/home/it'\\''s/antrain'")
    }
}
