import AntrainBasics

/// The catalogue keys of `antrain merge`: its notes on stderr and `--install`'s report.
enum MergeMessages {
    static let threeFiles = MessageKey("cli.merge.three-files", "merge takes BASE OURS THEIRS (or --install), not {count} files")
    static let installTakesNoFiles = MessageKey("cli.merge.install-no-files", "--install takes no files")
    static let conflict = MessageKey("cli.merge.conflict",
        "{entry}: changed differently on both sides; both versions are between conflict markers")
    static let conflictAfterLastEntry = MessageKey("cli.merge.conflict-after-last-entry",
        "the lines after the last entry were changed differently on both sides; both versions are between conflict markers")
    static let lineMerge = MessageKey("cli.merge.line-merge",
        "{path} ({side}) does not read whole (run `antrain check` on it); merged by lines with git merge-file instead")
    static let noGit = MessageKey("cli.merge.no-git",
        "git was not found, so the lines could not be merged; the whole file is between conflict markers")
    static let gitFailed = MessageKey("cli.merge.git-failed", "git merge-file failed: {reason}")
    static let notWritten = MessageKey("cli.merge.not-written", "{path}: cannot be written ({reason})")
    static let notARepository = MessageKey("cli.merge.not-a-repository",
        "not inside a git repository (run --install in the repository that holds the logs)")
    static let configNotSet = MessageKey("cli.merge.config-not-set", "git config {key} failed: {reason}")
    static let wroteAttributes = MessageKey("cli.merge.wrote-attributes", "Added `{line}` to {path}")
    static let setConfig = MessageKey("cli.merge.set-config", "Set git config {key} to \"{value}\"")
    static let alreadyInstalled = MessageKey("cli.merge.already-installed",
        "The antrain merge driver is already installed in {path}; nothing was written")

    static let all: [MessageKey] = [
        threeFiles, installTakesNoFiles, conflict, conflictAfterLastEntry, lineMerge, noGit, gitFailed, notWritten, notARepository, configNotSet,
        wroteAttributes, setConfig, alreadyInstalled,
    ]
}
