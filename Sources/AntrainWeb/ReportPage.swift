import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainReport

/// `/report?from=&to=`: the page `antrain report --format html` writes, with the server's
/// navigation around it and its one inline style allowed by a nonce made for this answer.
enum ReportPage {
    static func render(_ context: PageContext, _ snapshot: HostSnapshot) -> PageAnswer {
        context.withAthlete(snapshot) { snapshot, view, language, layout in
            let period: (from: LocalDate?, to: LocalDate?)
            switch context.period() {
            case .success(let asked): period = asked
            case .failure(let failure): return PageAnswer(response: WebResponses.refusal(failure.status, failure.message))
            }
            let report = ProgressReport(figures: view.figures, from: period.from, to: period.to, unit: view.unit)
            let nonce = AccessSecrets.randomHex()
            let embedding = ReportHTML.Embedding(styleNonce: nonce, head: layout.headTags, bodyStart: layout.navigation(current: .report),
                                                 bodyEnd: "")
            return PageAnswer(response: WebResponses.html(ReportHTML(report, language: language).page(embedding: embedding)), styleNonce: nonce)
        }
    }
}
