import AntrainBasics

/// `antrain help --man`: the manual page `antrain.1` in roff (man(7) macros), made from the
/// same tables and catalogue as `antrain help`.
///
/// The SYNOPSIS is every form of every command's table (``CommandSyntax``). The commands'
/// sections are their help: the summary line, the synopsis in bold and the usage's table as it
/// is printed, in a no-fill block so its columns stay. Only what the
/// help has no text for (the description, exit status, environment, files) has its own keys,
/// in ``InstallHelp``.
enum ManPage {
    /// A term and what it means, for the `.TP` lists.
    struct Item {
        var term: String
        var text: MessageKey
    }

    static let exitStatus = [
        Item(term: "\(ExitCode.success.rawValue)", text: InstallHelp.manExitSuccess),
        Item(term: "\(ExitCode.problemsFound.rawValue)", text: InstallHelp.manExitProblems),
        Item(term: "\(ExitCode.usageError.rawValue)", text: InstallHelp.manExitUsage),
    ]
    static let environment = [
        Item(term: "NO_COLOR", text: InstallHelp.manNoColour),
        Item(term: "LC_ALL, LC_MESSAGES, LANG", text: InstallHelp.manLanguage),
    ]
    static let files = [
        Item(term: "*.antrain", text: InstallHelp.manLogs),
        Item(term: ".git", text: InstallHelp.manGit),
    ]

    static func page(in language: Language) -> String {
        let help = LocalizedText(CommandMessages.help, ["version": .text(AntrainCommandLine.version), "commands": .text("")]).text(in: language)
        // The help's first line is `antrain VERSION: what it is`.
        let heading = firstLine(of: help)
        let tagline = heading.firstRange(of: ": ").map { String(heading[$0.upperBound...]) } ?? heading
        var lines = [
            #".TH ANTRAIN 1 "" "antrain \#(AntrainCommandLine.version)" "User Commands""#,
            ".SH NAME",
            #"antrain \- \#(escaped(tagline))"#,
            ".SH SYNOPSIS",
        ]
        for command in AntrainCommandLine.commands {
            for form in command.syntax.synopsis(in: language, wrapped: false) { lines += [".PP", synopsis(form)] }
        }
        lines += [".PP", synopsis("antrain \(AntrainCommandLine.helpCommand) [COMMAND] [\(AntrainCommandLine.manOption)]")]
        lines += [".PP", synopsis("antrain \(AntrainCommandLine.topLevelOptions[0])")]
        lines += [".SH DESCRIPTION"] + paragraphs(LocalizedText(InstallHelp.manDescription).text(in: language))
        lines.append(".SH COMMANDS")
        for command in AntrainCommandLine.commands {
            let syntax = command.syntax
            lines += [".SS \(command.name)", escaped(command.summary.text(in: language))]
            for form in syntax.synopsis(in: language, wrapped: false) { lines += [".PP", synopsis(form)] }
            // The usage's table and notes, as the help prints them.
            if let body = syntax.body(in: language) {
                lines += [".PP", ".nf"] + body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : escaped(String($0)) } + [".fi"]
            }
        }
        lines += [".SS \(AntrainCommandLine.helpCommand)", escaped(LocalizedText(InstallHelp.manHelp).text(in: language))]
        lines += [".SS \(escaped(AntrainCommandLine.topLevelOptions[0]))", escaped(LocalizedText(InstallHelp.manVersion).text(in: language))]
        lines += [".SH \"EXIT STATUS\""] + list(exitStatus, in: language)
        lines += [".SH ENVIRONMENT"] + list(environment, in: language)
        lines += [".SH FILES"] + list(files, in: language)
        lines += [".SH \"SEE ALSO\"", escaped(LocalizedText(InstallHelp.manSeeAlso).text(in: language))]
        return lines.joined(separator: "\n") + "\n"
    }

    static func firstLine(of text: String) -> String { text.split(separator: "\n").first.map(String.init) ?? "" }

    /// A synopsis line: the program and command in bold, the rest as written.
    static func synopsis(_ line: String) -> String {
        let words = line.split(separator: " ", maxSplits: 2).map(String.init)
        let bold = words.prefix(2).joined(separator: " ")
        let rest = words.count > 2 ? " " + escaped(words[2]) : ""
        return #"\fB\#(escaped(bold))\fR\#(rest)"#
    }

    /// Blank-line-separated paragraphs, each one filled line.
    static func paragraphs(_ text: String) -> [String] {
        text.split(separator: "\n\n").flatMap { paragraph in
            [".PP", escaped(paragraph.split(separator: "\n").joined(separator: " "))]
        }
    }

    static func list(_ items: [Item], in language: Language) -> [String] {
        items.flatMap { item in [".TP", #"\fB\#(escaped(item.term))\fR"#, escaped(LocalizedText(item.text).text(in: language))] }
    }

    /// `text` safe as roff text: backslashes as `\e`, hyphens as `\-` (so options copy as typed),
    /// and a line that starts with a control character (`.` or `'`) guarded by `\&`.
    static func escaped(_ text: String) -> String {
        var result = text.replacing("\\", with: #"\e"#).replacing("-", with: #"\-"#)
        if result.hasPrefix(".") || result.hasPrefix("'") { result = #"\&"# + result }
        return result
    }
}
