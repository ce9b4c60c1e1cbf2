@testable import AntrainCLI
import AntrainBasics
import Testing

/// What the installed `antrain` says about itself and its commands: the synopsis the shell
/// completions and the manual page are made from, `--version`, `completions` and `help --man`.
@Suite struct InstallCommandsTests {
    typealias Synopsis = CommandSynopsis

    // MARK: The synopsis of a usage

    @Test func importsSynopsisHasItsArgumentOptionsValuesAndAlternatives() {
        let synopsis = Synopsis(ImportCommand.self)
        #expect(synopsis.command == "import")
        #expect(synopsis.arguments == [Synopsis.Argument(value: .csv, repeats: false, placeholder: "FILE.csv")])
        #expect(synopsis.options == [
            Synopsis.Option(name: "--from", value: .choices(["strong", "hevy", "fitnotes", "antrain", "cronometer", "fit", "apple-health"]), placeholder: "strong|hevy|fitnotes|antrain|cronometer"),
            Synopsis.Option(name: "--unit", value: .choices(["kg", "lb"]), placeholder: "kg|lb"),
            Synopsis.Option(name: "--date-order", value: .choices(["dmy", "mdy"]), placeholder: "dmy|mdy"),
            Synopsis.Option(name: "-o", value: .file, placeholder: "OUT"),
            Synopsis.Option(name: "--into", value: .logs, placeholder: "LOG"),
            Synopsis.Option(name: "--lang", value: .choices(["en", "tr"]), placeholder: "en|tr"),
            Synopsis.Option(name: "--tz", value: .text, placeholder: "ZONE"),
        ])
    }

    @Test func aFlagBeforeAnArgumentGroupTakesNoValue() {
        let synopsis = Synopsis(usage: "antrain fmt [--check] [PATH...|-] [--lang en|tr]\n\n  PATH  files")
        #expect(synopsis.options.map(\.name) == ["--check", "--lang"])
        #expect(synopsis.options[0].value == nil)
        #expect(synopsis.arguments == [Synopsis.Argument(value: .logs, repeats: true, placeholder: "PATH...|-")])
    }

    @Test func placeholdersTakeTheCommandsChoicesAndNames() {
        let exercises = Synopsis(ExercisesCommand.self)
        #expect(exercises.arguments.map(\.value) == [.names(of: "exercises")])
        #expect(exercises.options.first { $0.name == "--category" }?.value == .choices(["barbell", "dumbbell", "bodyweight", "machine", "cable", "cardio", "metcon"]))
        #expect(exercises.options.first { $0.name == "--in" }?.value == .logs)
        #expect(Synopsis(ProgramsCommand.self).arguments.map(\.value) == [.names(of: "programs")])
        // `report --lifts` takes exercise names (issue #42, item 18).
        #expect(Synopsis(ReportCommand.self).options.first { $0.name == "--lifts" }?.value == .names(of: "exercises"))
        #expect(Synopsis(SummaryCommand.self).options.first { $0.name == "--date" }?.value == .text)
        #expect(Synopsis(CompletionsCommand.self).arguments.map(\.value) == [.choices(["bash", "zsh", "fish"])])
        #expect(Synopsis(usage: "antrain export [PATH...] --format fit -o DIR").options.last?.value == .folder)
    }

    /// Every command's usage reads into a synopsis: a command added with its usage reaches
    /// the completions and the manual page.
    @Test func everyCommandsUsageNamesItself() {
        var names: [String] = []
        for command in AntrainCommandLine.commands {
            let name = command.name
            names.append(name)
            #expect(Synopsis(command).command == name)
        }
        #expect(Array(CompletionCatalogue.current.firstWords.prefix(names.count)) == names)
        #expect(CompletionCatalogue.current.namedCommands == ["exercises", "foods", "programs"])
    }

    // MARK: The commands

    @Test func versionSaysTheCommitOrThatASourceBuildHasNone() throws {
        #expect(AntrainCommandLine.versionLine(commit: "1a2b3c4d5e6f").english == "antrain \(AntrainCommandLine.version) (commit 1a2b3c4d5e6f)")
        #expect(AntrainCommandLine.versionLine(commit: nil).english
            == "antrain \(AntrainCommandLine.version) (built from source; the commit was not recorded)")
        let run = try TemporaryFolder().run(["--version"])
        #expect(run.exit == .success)
        #expect(run.output == AntrainCommandLine.versionLine(commit: BuildCommit.current).english + "\n")
    }

    @Test func completionsWritesTheScriptOfTheShellNamed() throws {
        let folder = try TemporaryFolder()
        for shell in Shell.allCases {
            let run = folder.run(["completions", shell.rawValue])
            #expect(run.exit == .success)
            #expect(run.output == shell.script())
        }
        #expect(folder.run(["completions", "bash"]).output.hasSuffix("complete -F _antrain antrain\n"))
        #expect(folder.run(["completions", "zsh"]).output.hasPrefix("#compdef antrain\n"))
    }

    @Test func completionsNamesListsALibraryOneNameALine() throws {
        let run = try TemporaryFolder().run(["completions", "--names", "programs"])
        #expect(run.exit == .success)
        #expect(run.output == "Novice Linear\nBeginner Full Body\nPush Pull Legs\nThree Tier\nFour Week Wave\n")
        let exercises = try TemporaryFolder().run(["completions", "--names", "exercises"]).output.split(separator: "\n")
        #expect(exercises.contains("Barbell Bench Press"))
        #expect(try TemporaryFolder().run(["completions", "--names", "check"]).exit == .usageError)
    }

    @Test func completionsWithoutAShellOrWithAnotherIsAUsageError() throws {
        let missing = try TemporaryFolder().run(["completions"])
        #expect(missing.exit == .usageError)
        #expect(missing.errors.hasPrefix("antrain completions: name the shell: bash or zsh or fish\n"))
        let other = try TemporaryFolder().run(["completions", "tcsh"])
        #expect(other.exit == .usageError)
        #expect(other.errors.hasPrefix("antrain completions: completions takes bash or zsh or fish, not `tcsh`\n"))
    }

    @Test func helpManWritesTheManualPage() throws {
        let run = try TemporaryFolder().run(["help", "--man"])
        #expect(run.exit == .success)
        #expect(run.output == ManPage.page(in: .en))
        #expect(run.output.hasPrefix(#".TH ANTRAIN 1 "" "antrain \#(AntrainCommandLine.version)" "User Commands""# + "\n.SH NAME\n"))
        #expect(run.output.contains("\n.SS completions\nPrint a completion script for bash, zsh or fish\n"))
        #expect(try TemporaryFolder().run(["help", "--man", "check"]).exit == .usageError)
        let turkish = try TemporaryFolder().run(["help", "--man", "--lang", "tr"])
        #expect(turkish.output.contains("\n.SS completions\nbash, zsh ya da fish için bir tamamlama betiği yazar\n"))
    }

    @Test func roffEscapesBackslashesHyphensAndControlLines() {
        #expect(ManPage.escaped(#"a\b --x"#) == #"a\eb \-\-x"#)
        #expect(ManPage.escaped(".antrain") == #"\&.antrain"#)
        #expect(ManPage.escaped("'quoted'") == #"\&'quoted'"#)
    }
}
