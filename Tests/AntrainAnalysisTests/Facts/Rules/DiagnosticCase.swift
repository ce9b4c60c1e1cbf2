import AntrainSyntax
import AntrainTestSupport
import Testing

/// One row of the diagnostics table: a workspace with markers, the diagnostics it must
/// produce (exactly), and optionally the text after applying a fix.
///
/// The table is data so that one test can prove every code of `DiagnosticCode.all` is
/// asserted somewhere: the codes are read from the rows, not from a list kept by hand.
struct DiagnosticCase: Sendable, CustomTestStringConvertible {
    var name: String
    var files: [MarkedFile]
    var diagnostics: [DiagnosticSpec]
    var fixedSource: String?

    /// A one-file case.
    init(_ name: String, _ marked: String, _ diagnostics: [DiagnosticSpec], fixedSource: String? = nil) {
        self.name = name
        self.files = [MarkedFile("test.antrain", marked)]
        self.diagnostics = diagnostics
        self.fixedSource = fixedSource
    }

    /// A workspace case; specs name their file.
    init(_ name: String, files: [MarkedFile], _ diagnostics: [DiagnosticSpec], fixedSource: String? = nil) {
        self.name = name
        self.files = files
        self.diagnostics = diagnostics
        self.fixedSource = fixedSource
    }

    var testDescription: String { name }

    /// Every row of the table.
    static var all: [DiagnosticCase] {
        syntaxCases + liftingCases + quickLogCases + nutritionCases + definitionCases + workspaceCases + planningCases
            + plausibilityCases
            + coachingCases
            + bodyCases + recipeCases
    }
}

/// Runs every row of the table through ``assertWorkspace``, and checks that the rows cover
/// every diagnostic code.
@Suite struct DiagnosticTableTests {
    @Test(arguments: DiagnosticCase.all)
    func diagnostics(_ row: DiagnosticCase) {
        assertWorkspace(row.files, diagnostics: row.diagnostics, fixedSource: row.fixedSource)
    }

    @Test func everyCodeIsAsserted() {
        let asserted = Set(DiagnosticCase.all.flatMap { $0.diagnostics.map(\.code) })
        let all = Set(DiagnosticCode.all.map(\.rawValue))
        #expect(all.subtracting(asserted).sorted() == [], "codes no test asserts")
        #expect(asserted.subtracting(all).sorted() == [], "codes the catalogue does not have")
    }

    @Test func everyCodeIsAssertedWithItsExactRange() {
        // Each code has at least one row that pins both ends of its range.
        let exact = Set(DiagnosticCase.all.flatMap { $0.diagnostics.filter { $0.endMarker != nil }.map(\.code) })
        #expect(Set(DiagnosticCode.all.map(\.rawValue)).subtracting(exact).sorted() == [])
    }

    @Test func rowNamesAreUnique() {
        let names = DiagnosticCase.all.map(\.name)
        #expect(Set(names).count == names.count)
    }
}
