import Foundation
import Testing

/// `antrain merge` as git's merge driver: real `git` merges two branches of one log in a
/// temporary repository set up by `antrain merge --install`, and, as the baseline, the same
/// branches without the driver, where git's line merge conflicts.
///
/// Without git the tests are skipped, visibly; in CI (`CI` set) a missing git fails
/// ``gitIsInstalledInCI()``, since `.ci/run` installs it.
@Suite(.serialized) struct MergeDriverGitTests {
    @Test(.enabled(if: GitRepository.isCI, "only CI must have git"))
    func gitIsInstalledInCI() {
        #expect(GitRepository.git != nil, "git is not installed; .ci/run installs Debian's git")
    }

    static let upper = """
        2026-11-02 07:30 lifting Upper A
          Bench Press: 95x5 @7.5, 95x5 @8
          Barbell Row: 70x8x3 @8

        """
    static let lower = """

        2026-11-04 07:30 lifting Lower A
          Barbell Squat: 100x5 @7, 110x5 @8

        """
    static let run = "\n2026-11-03 18:00 cardio run 5.2km 26:30\n"
    static let pull = "\n2026-11-05 07:30 lifting Pull\n  Pull Up: BWx8, BWx8\n"
    static let dinner = "\n2026-11-02 20:00 dinner\n  Salmon 180g\n  Potato 300g\n"

    // MARK: The scenarios of issue #31

    @Test(.enabled(if: GitRepository.git != nil, "git is not installed"))
    func twoBranchesAppendingDifferentWorkoutsMergeInDateOrder() async throws {
        // Ours logs Friday's pulls, theirs Wednesday's squats: both after Monday.
        let merge = try await Scenario(base: Self.upper, ours: Self.upper + Self.pull, theirs: Self.upper + Self.lower).merged(withDriver: true)
        #expect(merge.status == 0)
        #expect(merge.text == Self.upper + Self.lower + Self.pull)
        #expect(merge.conflicted.isEmpty)
        #expect(merge.check.status == 0 && merge.check.output.isEmpty, "antrain check: \(merge.check.output)")
    }

    @Test(.enabled(if: GitRepository.git != nil, "git is not installed"))
    func anEditedSetAndAnAppendedMealMergeCleanly() async throws {
        let edited = Self.upper.replacingOccurrences(of: "Barbell Row: 70x8x3 @8", with: "Barbell Row: 72.5x8x3 @8")
        let merge = try await Scenario(base: Self.upper, ours: edited, theirs: Self.upper + Self.dinner).merged(withDriver: true)
        #expect(merge.status == 0)
        #expect(merge.text == edited + Self.dinner)
        #expect(merge.conflicted.isEmpty)
        #expect(merge.check.status == 0 && merge.check.output.isEmpty, "antrain check: \(merge.check.output)")
    }

    @Test(.enabled(if: GitRepository.git != nil, "git is not installed"))
    func theSameSetChangedDifferentlyConflictsInThatEntryAlone() async throws {
        let ours = Self.upper.replacingOccurrences(of: "95x5 @8", with: "97.5x5 @8")
        let theirs = Self.upper.replacingOccurrences(of: "95x5 @8", with: "95x5 @9")
        let merge = try await Scenario(base: Self.upper + Self.lower, ours: ours + Self.lower + Self.pull, theirs: theirs + Self.lower + Self.run)
            .merged(withDriver: true)
        #expect(merge.status == 1)
        // Git's markers around Monday's workout only; the run and the pulls are merged.
        #expect(merge.text == "<<<<<<< ours\n" + ours + "=======\n" + theirs + ">>>>>>> theirs\n" + Self.run + Self.lower + Self.pull)
        #expect(merge.conflicted == ["log.antrain"])
    }

    @Test(.enabled(if: GitRepository.git != nil, "git is not installed"))
    func anEntryDeletedOnOneSideIsDeleted() async throws {
        // Ours deletes Wednesday's workout (logged by mistake); theirs logs Friday.
        let merge = try await Scenario(base: Self.upper + Self.lower, ours: Self.upper, theirs: Self.upper + Self.lower + Self.pull)
            .merged(withDriver: true)
        #expect(merge.status == 0)
        #expect(merge.text == Self.upper + Self.pull)
        #expect(merge.conflicted.isEmpty)
        #expect(merge.check.status == 0 && merge.check.output.isEmpty, "antrain check: \(merge.check.output)")
    }

    @Test(.enabled(if: GitRepository.git != nil, "git is not installed"))
    func aDefinitionAddedIdenticallyOnBothSidesMergesToOne() async throws {
        let definition = "exercise Landmine Press\n  category: barbell\n  muscles: shoulders\n\n"
        let press = "\n2026-11-06 lifting Landmine\n  Landmine Press: 40x10x2\n"
        let merge = try await Scenario(base: Self.upper, ours: definition + Self.upper + press, theirs: definition + Self.upper + Self.lower)
            .merged(withDriver: true)
        #expect(merge.status == 0)
        #expect(merge.text == definition + Self.upper + Self.lower + press)
        #expect(merge.conflicted.isEmpty)
        #expect(merge.check.status == 0 && merge.check.output.isEmpty, "antrain check: \(merge.check.output)")
    }

    @Test(.enabled(if: GitRepository.git != nil, "git is not installed"))
    func aSideThatDoesNotParseFallsBackToGitsLineMerge() async throws {
        // Theirs has a typo in a header: git's own merge-file merges the lines, and conflicts
        // where git would.
        let merge = try await Scenario(base: Self.upper, ours: Self.upper + Self.pull, theirs: Self.upper + "\n2026-11-04 liftng Lower A\n")
            .merged(withDriver: true)
        #expect(merge.status == 1)
        #expect(merge.text == Self.upper + "\n<<<<<<< ours\n2026-11-05 07:30 lifting Pull\n  Pull Up: BWx8, BWx8\n=======\n2026-11-04 liftng Lower A\n>>>>>>> theirs\n")
        #expect(merge.conflicted == ["log.antrain"])
    }

    // MARK: The baseline: git's line merge without the driver

    @Test(.enabled(if: GitRepository.git != nil, "git is not installed"))
    func withoutTheDriverEveryScenarioConflicts() async throws {
        let edited = Self.upper.replacingOccurrences(of: "Barbell Row: 70x8x3 @8", with: "Barbell Row: 72.5x8x3 @8")
        let definition = "exercise Landmine Press\n  category: barbell\n  muscles: shoulders\n\n"
        let scenarios = [
            Scenario(base: Self.upper, ours: Self.upper + Self.pull, theirs: Self.upper + Self.lower),
            Scenario(base: Self.upper, ours: edited, theirs: Self.upper + Self.dinner),
            Scenario(base: Self.upper + Self.lower, ours: Self.upper.replacingOccurrences(of: "95x5 @8", with: "97.5x5 @8") + Self.lower + Self.pull,
                     theirs: Self.upper.replacingOccurrences(of: "95x5 @8", with: "95x5 @9") + Self.lower + Self.run),
            Scenario(base: Self.upper + Self.lower, ours: Self.upper, theirs: Self.upper + Self.lower + Self.pull),
            Scenario(base: Self.upper, ours: definition + Self.upper + Self.pull, theirs: definition + Self.upper + Self.lower),
        ]
        for scenario in scenarios {
            let merge = try await scenario.merged(withDriver: false)
            #expect(merge.status == 1, "git merged cleanly: \(merge.text)")
            #expect(merge.conflicted == ["log.antrain"])
            #expect(merge.text.contains("<<<<<<< HEAD"))
        }
    }

    // MARK: --install

    @Test(.enabled(if: GitRepository.git != nil, "git is not installed"))
    func installWritesBothSettingsOnceAndSaysWhat() async throws {
        let repository = try await GitRepository()
        try repository.write(".gitattributes", "*.md text")
        let first = try await repository.antrain("merge", "--install")
        #expect(first.status == 0)
        let root = repository.url.resolvingSymlinksInPath().path
        #expect(first.output == """
            Added `*.antrain merge=antrain` to \(root)/.gitattributes
            Set git config merge.antrain.name to "Antrain log merge (by entries)"
            Set git config merge.antrain.driver to "antrain merge %O %A %B -o %A"

            """)
        #expect(try repository.read(".gitattributes") == "*.md text\n*.antrain merge=antrain\n")
        #expect(try await repository.run("config", "--get", "merge.antrain.driver").output == "antrain merge %O %A %B -o %A\n")
        let second = try await repository.antrain("merge", "--install")
        #expect(second.status == 0)
        #expect(second.output == "The antrain merge driver is already installed in \(root); nothing was written\n")
        #expect(try repository.read(".gitattributes") == "*.md text\n*.antrain merge=antrain\n")
    }

    @Test(.enabled(if: GitRepository.git != nil, "git is not installed"))
    func installOutsideARepositoryIsAnError() async throws {
        let folder = try TemporaryFolder()
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CEILING_DIRECTORIES"] = folder.url.deletingLastPathComponent().path
        environment["LANG"] = "C"
        environment["LC_ALL"] = "C"
        let result = try await GitRepository.execute(GitRepository.antrain.path, ["merge", "--install"], in: folder.url, environment: environment)
        #expect(result.status == 2)
        #expect(result.output == "antrain merge: not inside a git repository (run --install in the repository that holds the logs)\n")
        #expect(try folder.names().isEmpty)
    }
}

/// Two branches of one log: `main` (ours) and `phone` (theirs), from a common commit.
struct Scenario {
    var base: String
    var ours: String
    var theirs: String

    /// What merging `phone` into `main` gave.
    struct Merge {
        var status: Int32
        var text: String
        var conflicted: [String]
        /// `antrain check --quiet log.antrain` on the result (it prints nothing for a clean log).
        var check: (status: Int32, output: String)
    }

    func merged(withDriver: Bool) async throws -> Merge {
        let repository = try await GitRepository()
        if withDriver {
            let install = try await repository.antrain("merge", "--install")
            #expect(install.status == 0, "\(install.output)")
            try await repository.run("add", ".gitattributes")
        }
        try await repository.commit("log.antrain", base, message: "base")
        try await repository.run("checkout", "-q", "-b", "phone")
        try await repository.commit("log.antrain", theirs, message: "theirs")
        try await repository.run("checkout", "-q", "main")
        try await repository.commit("log.antrain", ours, message: "ours")
        let merge = try await repository.run("merge", "--no-edit", "-q", "phone", expecting: nil)
        let text = try repository.read("log.antrain")
        let conflicted = try await repository.conflictedPaths()
        let check = try await repository.antrain("check", "--quiet", "log.antrain")
        return Merge(status: merge.status, text: text, conflicted: conflicted, check: check)
    }
}
