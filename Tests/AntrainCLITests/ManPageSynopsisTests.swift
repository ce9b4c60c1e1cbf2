@testable import AntrainCLI
import AntrainBasics
import Foundation
import Testing

/// The manual page's SYNOPSIS holds every form of every command, with the lines that continue
/// a wrapped one (issue #42, item 18: it lacked `-o/--into`, the FIT form and `merge --install`).
@Suite struct ManPageSynopsisTests {
    static func synopsis(in language: Language) -> String {
        let page = ManPage.page(in: language)
        let start = page.range(of: ".SH SYNOPSIS\n")!.upperBound
        let end = page.range(of: ".SH DESCRIPTION")!.lowerBound
        return String(page[start..<end])
    }

    @Test func everyFormOfEveryCommand() {
        let synopsis = Self.synopsis(in: .en)
        #expect(synopsis.contains(#"\fBantrain import\fR FILE.csv [\-\-from strong|hevy|fitnotes|antrain|cronometer] [\-\-unit kg|lb] "#
            + #"[\-\-date\-order dmy|mdy] [\-o OUT | \-\-into LOG] [\-\-lang en|tr]"#), "\(synopsis)")
        #expect(synopsis.contains(#"\fBantrain export\fR [PATH...] \-\-format fit \-o DIR [\-\-from D] [\-\-to D]"#), "\(synopsis)")
        #expect(synopsis.contains(#"\fBantrain merge\fR \-\-install [\-\-lang en|tr]"#), "\(synopsis)")
        #expect(Self.synopsis(in: .tr).contains(#"\fBantrain merge\fR \-\-install"#))
        // Each form once: every command's forms, plus `help` and `--version`.
        let forms = AntrainCommandLine.commands.reduce(0) { $0 + $1.syntax.forms.count }
        #expect(synopsis.components(separatedBy: ".PP\n").count - 1 == forms + 2)
    }

    /// The command's own section starts with the same forms, and its option table follows.
    @Test func theCommandSectionsHoldEveryFormToo() {
        let page = ManPage.page(in: .en)
        let merge = page.range(of: ".SS merge\n").map { String(page[$0.upperBound...]) } ?? ""
        #expect(merge.contains(#"\fBantrain merge\fR \-\-install [\-\-lang en|tr]"# + "\n.PP\n.nf\n"), "\(merge.prefix(600))")
    }

    /// An open end of the report's period is `null` in its JSON, as Docs/REPORT.md says, not
    /// left out (issue #42, item 18).
    @Test func theReportJSONSaysAnOpenPeriodIsNull() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", "2026-11-20 07:30 lifting\n  Bench Press 100x5\n")
        let open = try #require(try JSONSerialization.jsonObject(with: Data(folder.run(["report", "--format", "json"]).output.utf8)) as? [String: Any])
        #expect(open["from"] is NSNull)
        #expect(open["to"] is NSNull)
        let half = try #require(try JSONSerialization.jsonObject(
            with: Data(folder.run(["report", "--format", "json", "--from", "2026-11-01"]).output.utf8)) as? [String: Any])
        #expect(half["from"] as? String == "2026-11-01")
        #expect(half["to"] is NSNull)
    }
}
