@testable import AntrainCLI
import AntrainBasics
import Testing

/// Option values are enums (``OptionValue``): the table of every command takes an option's
/// choices from the enum the command reads, so the help, the shell completions and the manual
/// page offer exactly the cases the command reads, and a value outside them is refused with the
/// choices listed.
@Suite struct OptionValueTests {
    @Test func theTableOffersEveryFormatTheCommandReads() {
        checkChoices(CheckCommand.self, "--format", TextOrJSON.choices)
        checkChoices(SummaryCommand.self, "--format", TextOrJSON.choices)
        checkChoices(ReportCommand.self, "--format", ReportFormat.choices)
        // `fit` too, though the first form of the synopsis shows only json|csv.
        checkChoices(ExportCommand.self, "--format", ExportFormat.choices)
        checkChoices(CheckCommand.self, "--lang", Language.choices)
    }

    @Test func aValueOutsideTheEnumIsRefusedWithItsChoices() throws {
        #expect(throws: ValidationError.self) { try ParsedArguments<ReportCommand.Option>(["--format", "xml"]) }
        do {
            _ = try ParsedArguments<ReportCommand.Option>(["--format=xml"])
            Issue.record("xml was read as a format")
        } catch let error as ValidationError {
            #expect(error.message == "--format takes text or json or html, not `xml`")
        }
        #expect(try ParsedArguments<ReportCommand.Option>(["--format", "html"]).value(.format, as: ReportFormat.self) == .html)
        #expect(try ParsedArguments<ReportCommand.Option>([]).value(.format, as: ReportFormat.self) == nil)
    }
}

private func checkChoices<C: Command>(
    _ command: C.Type, _ option: String, _ choices: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(C.syntax.options.first { $0.names.contains(option) }?.value == .choices(choices),
            "\(C.self)'s table of \(option)", sourceLocation: sourceLocation)
}
