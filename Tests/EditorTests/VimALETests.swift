import Foundation
import Testing

/// The Vim + ALE snippet of editors/vim/README.md, run in a real Vim: with Debian's optional
/// `vim-ale` package it defines the antrain linter; without ALE, Vim still starts cleanly
/// (an unguarded `ale#linter#Define` stops it with E117).
///
/// Without Vim and vim-ale the test is skipped, visibly; in CI a missing one fails
/// ``vimAndALEAreInstalledInCI()``, since `.ci/run` installs both.
@Suite struct VimALETests {
    static var vim: String? { ExternalTools.find("vim") }

    static var hasALE: Bool {
        ["/usr/share/vim/addons/pack/dist-bundle/opt/ale", "/usr/share/vim-ale"].contains { FileManager.default.fileExists(atPath: $0) }
    }

    @Test(.enabled(if: NeovimLSPTests.isCI, "only CI must have Vim and vim-ale"))
    func vimAndALEAreInstalledInCI() {
        #expect(Self.vim != nil && Self.hasALE, "Vim or vim-ale is not installed; .ci/run installs Debian's vim and vim-ale")
    }

    /// The README's ALE snippet, from `silent! packadd! ale` to the end of its code block.
    static func readmeSnippet() throws -> String {
        let readme = try String(contentsOf: NeovimLSPTests.repositoryRoot.appendingPathComponent("editors/vim/README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "silent! packadd! ale"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.lowerBound..<end.lowerBound])
    }

    @Test(.enabled(if: vim != nil && hasALE, "Vim or vim-ale is not installed (apt-get install vim vim-ale)"))
    func theSnippetDefinesTheLinterWithALEAndStartsCleanWithout() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-vim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let vimrc = folder.appendingPathComponent("vimrc")
        try ("set nocompatible\nfiletype plugin on\n" + Self.readmeSnippet()).write(to: vimrc, atomically: true, encoding: .utf8)
        let result = folder.appendingPathComponent("linters.txt")

        let withALE = try await runVim(vimrc: vimrc, extra: [
            "-c", "call writefile(map(ale#linter#GetAll(['antrain']), 'v:val.name . \" \" . v:val.command . \" \" . v:val.lsp'), '\(result.path)')",
        ])
        #expect(withALE == 0)
        #expect(try String(contentsOf: result, encoding: .utf8) == "antrain %e lsp stdio\n")

        // No packages at all: ALE is absent, and the guard keeps Vim from stopping.
        #expect(try await runVim(vimrc: vimrc, extra: ["--cmd", "set packpath="]) == 0)
        let unguarded = folder.appendingPathComponent("unguarded")
        try "set nocompatible\ncall ale#linter#Define('antrain', {})\n".write(to: unguarded, atomically: true, encoding: .utf8)
        #expect(try await runVim(vimrc: unguarded, extra: ["--cmd", "set packpath="]) != 0, "the check above can fail")
    }

    private func runVim(vimrc: URL, extra: [String]) async throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.vim))
        process.arguments = ["-Nu", vimrc.path, "-es", "-i", "NONE"] + extra + ["-c", "qa!"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        #expect(try await ExternalTools.run(process, within: 180), "Vim finished")
        return process.terminationStatus
    }
}
