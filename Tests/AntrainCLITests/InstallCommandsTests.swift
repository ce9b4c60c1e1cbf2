@testable import AntrainCLI
import AntrainBasics
import Testing

/// What the installed `antrain` says about itself and its commands: the tables the shell
/// completions and the manual page are made from, `--version`, `completions` and `help --man`.
@Suite struct InstallCommandsTests {
    // MARK: The tables

    @Test func importsTableHasItsArgumentsOptionsValuesAndForms() {
        let syntax = ImportCommand.syntax
        #expect(syntax.command == "import")
        #expect(syntax.arguments.map(\.value) == [.csv, .file, .file])
        #expect(syntax.options.map(\.name) == ["--from", "--tz", "--unit", "--date-order", "-o", "--into", "--lang"])
        #expect(syntax.options.map(\.value) == [
            .choices(["strong", "hevy", "fitnotes", "antrain", "cronometer", "fit", "apple-health"]), .text, .choices(["kg", "lb"]),
            .choices(["dmy", "mdy"]), .file, .logs, .choices(["en", "tr"]),
        ])
        #expect(syntax.synopsis(in: .en, wrapped: false) == [
            "antrain import FILE.csv [--from strong|hevy|fitnotes|antrain|cronometer] [--unit kg|lb] [--date-order dmy|mdy] "
                + "[-o OUT | --into LOG] [--lang en|tr]",
            "antrain import FILE.fit... | FOLDER [--from fit] [--tz ZONE] [-o OUT | --into LOG] [--lang en|tr]",
            "antrain import export.xml|- [--from apple-health] [--tz ZONE] [-o OUT | --into LOG] [--lang en|tr]",
        ])
        // The help wraps the first form where the table breaks it, under the command's first word.
        #expect(syntax.synopsis(in: .en)[0].contains("[--date-order dmy|mdy]\n               [-o OUT | --into LOG]"))
    }

    @Test func aFlagTakesNoValue() {
        let syntax = FmtCommand.syntax
        #expect(syntax.options.map(\.name) == ["--check", "--lang"])
        #expect(syntax.options[0].value == nil)
        #expect(syntax.arguments.map(\.repeats) == [true])
        #expect(syntax.synopsis(in: .en) == ["antrain fmt [--check] [PATH...|-] [--lang en|tr]"])
    }

    @Test func valuesTakeTheCommandsChoicesAndNames() {
        let exercises = ExercisesCommand.syntax
        #expect(exercises.arguments.map(\.value) == [.names(of: "exercises")])
        #expect(exercises.options.first { $0.name == "--category" }?.value == .choices(["barbell", "dumbbell", "bodyweight", "machine", "cable", "cardio", "metcon"]))
        #expect(exercises.options.first { $0.name == "--in" }?.value == .logs)
        #expect(ProgramsCommand.syntax.arguments.map(\.value) == [.names(of: "programs")])
        // `report --lifts` takes exercise names (issue #42, item 18).
        #expect(ReportCommand.syntax.options.first { $0.name == "--lifts" }?.value == .names(of: "exercises"))
        #expect(SummaryCommand.syntax.options.first { $0.name == "--date" }?.value == .date)
        #expect(CompletionsCommand.syntax.arguments.map(\.value) == [.choices(["bash", "zsh", "fish"])])
        #expect(ExportCommand.syntax.options.first { $0.name == "-o" }?.value == .folder)
    }

    /// A language says a placeholder in its own words where it has them; options stay English.
    @Test func turkishSynopsesSayTheirOwnPlaceholders() {
        #expect(McpCommand.syntax.synopsis(in: .tr) == ["antrain mcp [--root KLASÖR]"])
        #expect(McpCommand.syntax.synopsis(in: .en) == ["antrain mcp [--root DIR]"])
        #expect(ServeCommand.syntax.synopsis(in: .tr)[0].hasPrefix("antrain serve [YOL] [--host ADRES] [--port N]"))
        #expect(ServeCommand.syntax.synopsis(in: .tr)[0].contains("[--share KLASÖR]... [--new-token]"))
    }

    /// Every command's table names its command: a command added with its table reaches the
    /// completions and the manual page.
    @Test func everyCommandsTableNamesItself() {
        var names: [String] = []
        for command in AntrainCommandLine.commands {
            let name = command.name
            names.append(name)
            #expect(command.syntax.command == name)
            #expect(command.syntax.synopsis(in: .en).allSatisfy { $0.hasPrefix("antrain \(name)") })
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
