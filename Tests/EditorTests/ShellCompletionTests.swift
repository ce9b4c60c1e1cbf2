import Foundation
import Testing

/// `antrain completions bash|zsh|fish` in the real shells: the script loads, and completing
/// a line offers the commands, an option's values, only the files a command reads, and names
/// from the libraries (asked of `antrain` as the line is completed).
///
/// Without zsh or fish their tests are skipped, visibly; in CI a missing one fails
/// ``shellsAreInstalledInCI()``, since `.ci/run` installs Debian's zsh and fish.
@Suite(.serialized) struct ShellCompletionTests {
    static var bash: String? { ExternalTools.find("bash") }
    static var zsh: String? { ExternalTools.find("zsh") }
    static var fish: String? { ExternalTools.find("fish") }

    @Test(.enabled(if: NeovimLSPTests.isCI, "only CI must have bash, zsh and fish"))
    func shellsAreInstalledInCI() {
        #expect(Self.bash != nil && Self.zsh != nil && Self.fish != nil, "bash, zsh or fish is missing; .ci/run installs Debian's zsh and fish")
    }

    /// A temporary folder holding the script for `shell` and `work/`, where the shell runs:
    /// a log, an export, another file and a subfolder.
    static func workspace(for shell: String) async throws -> (folder: URL, script: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-\(shell)-\(UUID().uuidString)")
        let work = folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("logs"), withIntermediateDirectories: true)
        for name in ["week.antrain", "strong.csv", "notes.txt"] {
            try "".write(to: work.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let script = folder.appendingPathComponent("completion.\(shell)")
        try await run(NeovimLSPTests.antrain.path, ["completions", shell], in: folder).write(to: script, atomically: true, encoding: .utf8)
        return (folder, script)
    }

    /// Runs `program` in `folder` with the built `antrain` first on `PATH`; its standard output.
    ///
    /// The wait suspends (``ExternalTools/run(_:within:)``): a test that blocked a thread of
    /// the cooperative pool for a zsh session starved the in-process server tests beside it.
    @discardableResult
    static func run(_ program: String, _ arguments: [String], in folder: URL) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = FileManager.default.fileExists(atPath: folder.appendingPathComponent("work").path)
            ? folder.appendingPathComponent("work") : folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = NeovimLSPTests.antrain.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = folder.path
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent(".config").path
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent(".local/share").path
        process.environment = environment
        let output = folder.appendingPathComponent("output-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        defer { try? FileManager.default.removeItem(at: output) }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let finished = try await ExternalTools.run(process, within: 120)
        try handle.close()
        #expect(finished, "\(program) did not finish within 120 s")
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// The sections of `output`: each `=== KEY` line starts the lines of KEY, sorted.
    static func sections(_ output: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var current: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("--- ") {
                current = nil  // the driver's mark that a line's completion has ended
            } else if line.hasPrefix("=== ") {
                current = String(line.dropFirst(4))
                result[current!] = []
            } else if let current {
                result[current, default: []].append(String(line))
            }
        }
        return result.mapValues { $0.sorted() }
    }

    // MARK: bash

    /// What `_antrain` puts in COMPREPLY for each line of words (the last word is the one
    /// being completed), as bash itself would call it; all in one bash, keyed by the words
    /// joined with spaces.
    static func bashReplies(_ lines: [[String]], script: URL, folder: URL) async throws -> [String: [String]] {
        var program = "source '\(script.path)'\n"
        for words in lines {
            let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            program += """
                printf '%s\\n' '=== \(words.joined(separator: " "))'
                COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMPREPLY=()
                _antrain
                printf '%s\\n' "${COMPREPLY[@]}"

                """
        }
        return sections(try await run(bash!, ["--norc", "--noprofile", "-c", program], in: folder))
    }

    @Test(.enabled(if: bash != nil, "bash is not installed"))
    func bashCompletesCommandsOptionsValuesFilesAndNames() async throws {
        let (folder, script) = try await Self.workspace(for: "bash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let registered = try await Self.run(Self.bash!, ["--norc", "--noprofile", "-c", "source '\(script.path)'; complete -p antrain"], in: folder)
        #expect(registered == "complete -F _antrain antrain\n")

        let expected: [([String], [String])] = [
            (["antrain", "ex"], ["exercises", "export"]),
            (["antrain", "check", "--format", ""], ["json", "text"]),
            (["antrain", "check", "--"], ["--format", "--help", "--lang", "--quiet", "--strict"]),
            (["antrain", "import", "x.csv", "--from", ""], ["antrain", "apple-health", "cronometer", "fit", "fitnotes", "hevy", "strong"]),
            (["antrain", "import", "x.csv", "--unit", ""], ["kg", "lb"]),
            (["antrain", "report", "--lang", ""], ["en", "tr"]),
            (["antrain", "check", ""], ["logs", "week.antrain"]),
            (["antrain", "import", ""], ["logs", "strong.csv"]),
            (["antrain", "report", "-o", ""], ["logs", "notes.txt", "strong.csv", "week.antrain"]),
            (["antrain", "completions", ""], ["bash", "fish", "zsh"]),
            (["antrain", "exercises", "--category", "b"], ["barbell", "bodyweight"]),
            // Names hold spaces: offered escaped, matched in any case, a typed escaped space read as one.
            (["antrain", "exercises", "barbell\\ bench"], ["Barbell\\ Bench\\ Press"]),
            (["antrain", "programs", "Pu"], ["Push\\ Pull\\ Legs"]),
            (["antrain", "foods", "chicken\\ br"], ["Chicken\\ Breast"]),
            // `--lifts` takes exercise names, a list completing its last one; foods' Turkish
            // names complete too (issue #42, item 18).
            (["antrain", "report", "--lifts", "barbell\\ bench"], ["Barbell\\ Bench\\ Press"]),
            (["antrain", "report", "--lifts", "Squat,barbell\\ bench"], ["Squat,Barbell\\ Bench\\ Press"]),
            (["antrain", "foods", "tavuk\\ g"], ["Tavuk\\ Göğsü"]),
        ]
        let replies = try await Self.bashReplies([["antrain", ""]] + expected.map(\.0), script: script, folder: folder)
        #expect(replies["antrain "]?.starts(with: ["--help", "--version", "check", "completions", "exercises", "export", "fmt", "foods"]) == true)
        for (words, completions) in expected {
            #expect(replies[words.joined(separator: " ")] == completions, "\(words)")
        }
    }

    // MARK: fish

    @Test(.enabled(if: fish != nil, "fish is not installed (apt-get install fish)"))
    func fishCompletesCommandsOptionsValuesFilesAndNames() async throws {
        let (folder, script) = try await Self.workspace(for: "fish")
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected: [(String, [String])] = [
            ("antrain ex", ["exercises", "export"]),
            ("antrain check --format ", ["json", "text"]),
            ("antrain check --", ["--format", "--help", "--lang", "--quiet", "--strict"]),
            ("antrain import x.csv --from ", ["antrain", "apple-health", "cronometer", "fit", "fitnotes", "hevy", "strong"]),
            ("antrain check ", ["logs/", "week.antrain"]),
            ("antrain import ", ["logs/", "strong.csv"]),
            ("antrain completions ", ["bash", "fish", "zsh"]),
            ("antrain exercises Barbell\\ Bench", ["Barbell Bench Press"]),
            ("antrain programs Push", ["Push Pull Legs"]),
        ]
        // All lines in one fish: `complete -C` lists candidates, a tab before each description.
        var program = "source '\(script.path)'\n"
        for (line, _) in expected {
            program += "echo '=== \(line.replacingOccurrences(of: "\\", with: "\\\\"))'\ncomplete -C '\(line.replacingOccurrences(of: "\\", with: "\\\\"))'\n"
        }
        let output = try await Self.run(Self.fish!, ["--no-config", "-c", program], in: folder)
        let candidates = Self.sections(output).mapValues { lines in lines.map { String($0.split(separator: "\t", maxSplits: 1)[0]) }.sorted() }
        for (line, completions) in expected {
            #expect(candidates[line] == completions, "\(line)")
        }
    }

    // MARK: zsh

    /// The matches zsh's completion system is given for each line, completed with TAB in an
    /// interactive zsh (`shells/zsh_complete.zsh`).
    static func zshMatches(_ lines: [String], script: URL, folder: URL) async throws -> [String: [String]] {
        let output = folder.appendingPathComponent("matches.txt")
        let driver = NeovimLSPTests.repositoryRoot.appendingPathComponent("Tests/EditorTests/shells/zsh_complete.zsh")
        try await run(zsh!, ["-f", driver.path, script.path, output.path] + lines, in: folder)
        var matches: [String: [String]] = [:]
        var current: String?
        for line in try String(contentsOf: output, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("--- ") {
                current = nil  // the driver's mark that a line's completion has ended
            } else if line.hasPrefix("=== ") {
                current = String(line.dropFirst(4))
                matches[current!] = []
            } else if let current {
                matches[current, default: []].append(String(line))
            }
        }
        #expect(matches["end"] != nil, "zsh did not finish the lines")
        return matches.mapValues { Array(Set($0)).sorted() }
    }

    @Test(.enabled(if: zsh != nil, "zsh is not installed (apt-get install zsh)"))
    func zshCompletesCommandsOptionsValuesFilesAndNames() async throws {
        let (folder, script) = try await Self.workspace(for: "zsh")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = [
            "antrain ex", "antrain check --format ", "antrain import x.csv --from=", "antrain check ", "antrain import ",
            "antrain completions ", "antrain programs push", "antrain exercises barbell\\ bench",
        ]
        let matches = try await Self.zshMatches(lines, script: script, folder: folder)
        #expect(matches["antrain ex"] == ["exercises", "export"])
        #expect(matches["antrain check --format "] == ["json", "text"])
        #expect(matches["antrain import x.csv --from="] == ["antrain", "apple-health", "cronometer", "fit", "fitnotes", "hevy", "strong"])
        #expect(matches["antrain check "] == ["logs", "week.antrain"])
        #expect(matches["antrain import "] == ["logs", "strong.csv"])
        #expect(matches["antrain completions "] == ["bash", "fish", "zsh"])
        // As zsh inserts them: spaces escaped; matched in any case.
        #expect(matches["antrain programs push"] == ["Push\\ Pull\\ Legs"])
        #expect(matches["antrain exercises barbell\\ bench"] == ["Barbell\\ Bench\\ Press"])
    }
}
