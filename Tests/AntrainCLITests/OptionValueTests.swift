@testable import AntrainCLI
import AntrainBasics
import Testing

/// Option values are enums (``OptionValue``): the usage every command shows, and the shell
/// completions and manual page made from it, offer exactly the cases the command reads, and a
/// value outside them is refused with the choices listed.
@Suite struct OptionValueTests {
    @Test func usageOffersEveryFormatTheCommandReads() {
        checkChoices(CheckCommand.self, "--format", TextOrJSON.choices)
        checkChoices(SummaryCommand.self, "--format", TextOrJSON.choices)
        checkChoices(ReportCommand.self, "--format", ReportFormat.choices)
        // `fit` is offered from the usage's second form (`--format fit -o DIR`).
        checkChoices(ExportCommand.self, "--format", ExportFormat.choices)
        checkChoices(CheckCommand.self, "--lang", Language.choices)
    }

    @Test func aValueOutsideTheEnumIsRefusedWithItsChoices() throws {
        var arguments = Arguments(["--format", "xml"])
        #expect(throws: ValidationError.self) { try arguments.option("--format", as: ReportFormat.self) }
        do {
            var again = Arguments(["--format=xml"])
            _ = try again.option("--format", as: ReportFormat.self)
            Issue.record("xml was read as a format")
        } catch let error as ValidationError {
            #expect(error.message == "--format takes text or json or html, not `xml`")
        }
        var valid = Arguments(["--format", "html"])
        #expect(try valid.option("--format", as: ReportFormat.self) == .html)
        var none = Arguments([])
        #expect(try none.option("--format", as: ReportFormat.self) == nil)
    }
}

private func checkChoices<C: Command>(
    _ command: C.Type, _ option: String, _ choices: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    let synopsis = CommandSynopsis(command)
    #expect(synopsis.options.first { $0.name == option }?.value == .choices(choices),
            "\(C.self)'s usage of \(option)", sourceLocation: sourceLocation)
}
