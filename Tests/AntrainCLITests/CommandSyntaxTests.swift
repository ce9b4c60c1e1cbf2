@testable import AntrainCLI
import AntrainBasics
import Testing

/// Usage, help, manual page and completions come from one table of options per command, so
/// they cannot drift (issue #42, item 18): for every command and every option of its table,
/// the parser accepts it, the help and the manual page show it in both languages, and each
/// shell's script offers it. The other way round, an option the parser accepts but the table
/// lacks cannot be written: the table is the command's `Option` enum (``CommandOption``).
@Suite struct CommandSyntaxTests {
    static var commands: [any Command.Type] { AntrainCommandLine.commands }

    // MARK: The tables

    @Test func everyTableIsWellFormed() {
        for command in Self.commands { checkTable(command) }
    }

    /// The check above fails where a table drifts: an option in no synopsis form, a name
    /// two options share.
    @Test func theTableCheckFailsOnADriftingTable() {
        withKnownIssue { checkTable(DriftingCommand.self) }
    }

    // MARK: The parser

    @Test func theParserAcceptsEveryOptionOfEveryTableAndNothingElse() {
        for command in Self.commands { checkParsesEveryOption(command) }
    }

    @Test func positionalsDashesAndStdin() throws {
        let parsed = try ParsedArguments<CheckCommand.Option>(["a.antrain", "--strict", "-", "--", "--quiet", "-x"])
        #expect(parsed.has(.strict))
        #expect(!parsed.has(.quiet))
        #expect(parsed.positionals == ["a.antrain", "-", "--quiet", "-x"])
        let serve = try ParsedArguments<ServeCommand.Option>(["--share", "anna/", "--share=ben/"])
        #expect(serve.values(.share) == ["anna/", "ben/"])
    }

    /// The mistakes the parser names, each exit 2 with the usage, as the command line prints them.
    @Test func theParsersMistakesOnTheCommandLine() throws {
        let folder = try TemporaryFolder()
        let twice = folder.run(["check", "--format", "json", "--format=text"])
        #expect(twice.exit == .usageError)
        #expect(twice.errors.hasPrefix("antrain check: --format is given more than once; give it once\n\nUsage:\nantrain check [PATH...]"))
        #expect(folder.run(["check", "--strict", "--strict"], systemLanguage: .tr).errors
            .hasPrefix("antrain check: --strict birden çok kez verilmiş; bir kez verin\n\nKullanım:\n"))
        let flagValue = folder.run(["check", "--strict=yes"])
        #expect(flagValue.exit == .usageError)
        #expect(flagValue.errors.hasPrefix("antrain check: --strict takes no value, not `yes`\n"))
        let missing = folder.run(["report", "--from"])
        #expect(missing.exit == .usageError)
        #expect(missing.errors.hasPrefix("antrain report: --from needs a value\n"))
        // `--help` answers with the usage whatever else is given, as it always has.
        let help = folder.run(["check", "--bogus", "--help"])
        #expect(help.exit == .success)
        #expect(help.output == CheckCommand.usageText(in: .en) + "\n")
        // `--lang` is read for the message even where the command's table lacks it.
        #expect(folder.run(["lsp", "--lang", "tr"]).errors.hasPrefix("antrain lsp: `--lang` diye bir seçenek yok\n"))
    }

    // MARK: What is shown

    @Test func theHelpShowsEveryOptionInBothLanguages() {
        for command in Self.commands {
            let syntax = command.syntax
            for language in Language.allCases {
                let usage = command.usageText(in: language)
                let synopsis = Self.words(syntax.synopsis(in: language).joined(separator: "\n"))
                let rows = syntax.rows(in: language)
                for option in syntax.options {
                    let place = "\(command.name) \(option.name) (\(language))"
                    guard case .described(let help) = option.help else {
                        #expect(!synopsis.contains(option.name) && !usage.contains(option.name), "hidden \(place) is in the help")
                        continue
                    }
                    #expect(synopsis.contains(option.name), "\(place) is not in the synopsis")
                    let term = option.term(in: language)
                    #expect(rows.contains { $0.hasPrefix("  " + term) || $0.contains(", " + term + " ") }, "\(place) has no row")
                    let description = help.text(in: language).split(separator: "\n").first.map(String.init) ?? ""
                    #expect(!description.isEmpty && usage.contains(description), "\(place) is not described")
                }
                for argument in syntax.arguments {
                    #expect(usage.contains(argument.placeholder.text(in: language)), "\(command.name)'s \(argument.placeholder.text(in: language))")
                }
            }
        }
    }

    @Test func theManualPageShowsEveryFormAndOptionOfEveryCommand() {
        for language in Language.allCases {
            let page = ManPage.page(in: language)
            let synopsis = ManPageSynopsisTests.synopsis(in: language)
            for command in Self.commands {
                let syntax = command.syntax
                let section = Self.section(command.name, of: page)
                for form in syntax.synopsis(in: language, wrapped: false) {
                    #expect(synopsis.contains(ManPage.synopsis(form) + "\n"), "SYNOPSIS lacks \(form)")
                    #expect(section.contains(ManPage.synopsis(form) + "\n"), "\(command.name)'s section lacks \(form)")
                }
                for option in syntax.options {
                    let name = ManPage.escaped(option.name)
                    if option.isShown {
                        #expect(section.contains(name), "\(command.name)'s section lacks \(option.name) (\(language))")
                    } else {
                        #expect(!page.contains(name), "the page tells of hidden \(option.name)")
                    }
                }
            }
        }
    }

    @Test func everyCompletionScriptOffersEveryOption() {
        let catalogue = CompletionCatalogue.current
        for shell in Shell.allCases {
            let script = shell.script(for: catalogue)
            for command in Self.commands {
                let syntax = command.syntax
                let block = Self.block(command.name, of: script, in: shell)
                let place = "\(shell) \(command.name)"
                #expect(!block.isEmpty, "\(place): no completions")
                for option in syntax.options {
                    let offered = option.names.allSatisfy { Self.offers($0, block, in: shell) }
                    #expect(offered == option.isShown, "\(place) \(option.name): offered \(offered)")
                    guard option.isShown, let value = option.value else { continue }
                    Self.checkOffers(value, block: block, place: "\(place) \(option.name)")
                }
                #expect(Self.offers(CommandSyntax.helpNames[0], block, in: shell), "\(place): --help")
                if let argument = syntax.arguments.first { Self.checkOffers(argument.value, block: block, place: "\(place)'s argument") }
            }
        }
    }

    // MARK: Helpers

    /// The words of a synopsis: options, placeholders, choices.
    static func words(_ text: String) -> [String] { text.split { " []|\n".contains($0) }.map(String.init) }

    /// A command's `.SS` section of the manual page.
    static func section(_ name: String, of page: String) -> String {
        guard let start = page.range(of: "\n.SS \(name)\n") else { return "" }
        let rest = page[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n.SS ")?.lowerBound ?? rest.endIndex)])
    }

    /// The lines of `script` that complete `command`'s words.
    static func block(_ command: String, of script: String, in shell: Shell) -> String {
        switch shell {
        case .bash, .zsh:
            guard let start = script.range(of: "\n    \(command))\n") else { return "" }
            let rest = script[start.upperBound...]
            return String(rest[..<(rest.range(of: "\n        ;;\n")?.lowerBound ?? rest.endIndex)])
        case .fish:
            return script.split(separator: "\n").filter { $0.contains("'__fish_seen_subcommand_from \(command)'") }.joined(separator: "\n")
        }
    }

    static func offers(_ option: String, _ block: String, in shell: Shell) -> Bool {
        switch shell {
        case .bash, .zsh: block.split { " '=:()\n\\".contains($0) }.contains { $0 == option }
        case .fish: block.contains(" \(FishCompletion.flags([option]))\n") || block.hasSuffix(" \(FishCompletion.flags([option]))")
            || block.contains(" \(FishCompletion.flags([option])) ")
        }
    }

    /// What a script offers for a value: its choices, or the library its names come from.
    static func checkOffers(_ value: ValueKind, block: String, place: String, sourceLocation: SourceLocation = #_sourceLocation) {
        switch value {
        case .choices(let choices):
            let words = block.split { " '()\n".contains($0) }
            #expect(choices.allSatisfy { words.contains(Substring($0)) }, "\(place) does not offer \(choices)", sourceLocation: sourceLocation)
        case .names(let library):
            #expect(block.contains("_antrain_names \(library)"), "\(place) does not offer \(library)' names", sourceLocation: sourceLocation)
        case .logs, .csv, .file, .folder, .date, .time, .text:
            break
        }
    }
}

/// A command whose table drifts: `--quiet` is in no form of its synopsis, and `-q` names both
/// of its options.
private struct DriftingCommand: Command {
    static let name = "drifting"
    static let summary = LocalizedText.verbatim("drifting")
    static let usage = CommandUsage(forms: [[.optional(Option.loud)]])

    enum Option: CommandOption {
        case loud, quiet

        var spec: OptionSpec {
            switch self {
            case .loud: OptionSpec(names: ["--loud", "-q"], value: nil, placeholder: nil, help: .described(.verbatim("loud")))
            case .quiet: OptionSpec(names: ["--quiet", "-q"], value: nil, placeholder: nil, help: .described(.verbatim("quiet")))
            }
        }
    }

    init(_ arguments: ParsedArguments<Option>) throws {}
    func run(in context: CommandContext) -> ExitCode { .success }
}

/// The table of `command` holds together: names unique and never `--help`, every shown option
/// in a form of the synopsis, and the forms naming only the table's options and arguments.
private func checkTable<C: Command>(_ command: C.Type, sourceLocation: SourceLocation = #_sourceLocation) {
    let syntax = C.syntax
    // By construction: the table is the `Option` enum the parser reads.
    #expect(syntax.options.map(\.names) == C.Option.allCases.map(\.spec.names), sourceLocation: sourceLocation)
    let names = syntax.options.flatMap(\.names)
    #expect(Set(names).count == names.count, "two options of \(C.name) share a name", sourceLocation: sourceLocation)
    for name in names {
        #expect(name.hasPrefix("-") && name != "-" && name != "--" && !name.contains("=") && !CommandSyntax.helpNames.contains(name),
                "\(C.name) \(name)", sourceLocation: sourceLocation)
    }
    let formOptions = syntax.forms.flatMap { $0.flatMap(\.options) }.map(\.name)
    #expect(Set(formOptions).isSubset(of: Set(names)), "\(C.name)'s forms name \(formOptions)", sourceLocation: sourceLocation)
    for option in syntax.shownOptions {
        #expect(formOptions.contains(option.name), "\(C.name) \(option.name) is in no form", sourceLocation: sourceLocation)
    }
    let placeholders = syntax.arguments.map { $0.placeholder.text(in: .en) }
    let formArguments = syntax.forms.flatMap { $0.flatMap(\.arguments) }.map { $0.placeholder.text(in: .en) }
    #expect(Set(formArguments) == Set(placeholders), "\(C.name)'s forms name \(formArguments)", sourceLocation: sourceLocation)
}

/// Every option of `command`'s table, by each of its names, is read by the parser with its
/// value given either way; a second one, a missing value or a flag's value are refused; and a
/// name the table lacks is an unknown option.
private func checkParsesEveryOption<C: Command>(_ command: C.Type, sourceLocation: SourceLocation = #_sourceLocation) {
    typealias Parsed = ParsedArguments<C.Option>
    for option in C.Option.allCases {
        let spec = option.spec
        for name in spec.names {
            let place = "\(C.name) \(name)"
            let value = spec.value.map(sample)
            let words = [name] + (value.map { [$0] } ?? [])
            do {
                let parsed = try Parsed(words + ["positional"])
                #expect(parsed.has(option) && parsed.value(option) == value, "\(place)", sourceLocation: sourceLocation)
                #expect(parsed.positionals == ["positional"], "\(place)", sourceLocation: sourceLocation)
                if let value {
                    #expect(try Parsed([name + "=" + value]).value(option) == value, "\(place)=", sourceLocation: sourceLocation)
                    expect(CommandMessages.needsValue, place, sourceLocation) { _ = try Parsed([name]) }
                } else {
                    expect(CommandMessages.takesNoValue, place, sourceLocation) { _ = try Parsed([name + "=x"]) }
                }
                if spec.isRepeatable {
                    #expect(try Parsed(words + words).values(option).count == 2, "\(place) twice", sourceLocation: sourceLocation)
                } else {
                    expect(CommandMessages.givenTwice, place, sourceLocation) { _ = try Parsed(words + words) }
                }
            } catch {
                Issue.record("\(place): \(error)", sourceLocation: sourceLocation)
            }
        }
    }
    expect(CommandMessages.unknownOption, C.name, sourceLocation) { _ = try Parsed(["--not-in-the-table"]) }
}

/// A value the parser takes for an option of `kind`.
private func sample(_ kind: ValueKind) -> String {
    switch kind {
    case .choices(let choices): choices[0]
    case .date: "2026-11-20"
    case .time: "07:30"
    case .logs, .csv, .file, .folder, .names, .text: "x"
    }
}

/// Expects `body` to throw the usage error `key`.
private func expect(_ key: MessageKey, _ place: String, _ sourceLocation: SourceLocation, _ body: () throws -> Void) {
    do {
        try body()
        Issue.record("\(place): no \(key.id)", sourceLocation: sourceLocation)
    } catch let error as ValidationError {
        #expect(error.text.key == key, "\(place): \(error.message)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(place): \(error)", sourceLocation: sourceLocation)
    }
}
