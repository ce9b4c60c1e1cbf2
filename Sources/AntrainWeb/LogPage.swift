import AntrainAnalysis
import AntrainBasics
import AntrainReport

/// `/file/PATH`: a log's text with line numbers, each diagnostic under its line. The path
/// names a log the workspace's discovery found; any other (`..` in any spelling, a link out
/// of the workspace, a file that is not a log) is not found, and nothing is opened for it.
enum LogPage {
    static func render(_ context: PageContext, _ snapshot: HostSnapshot, path: String) -> PageAnswer {
        let language = context.language
        guard !path.contains("\\"), let key = context.app.workspace.logPath(relative: path, in: snapshot), let source = snapshot.source(of: key) else {
            return PageAnswer(response: WebResponses.refusal(.notFound, language.say(WebMessages.noSuchLog, ["path": path])))
        }
        let analysis = snapshot.analysis(ofFile: key)
        let profileLanguage = analysis?.profile.language
        let pageLanguage = context.language(profile: profileLanguage)
        var problemsByLine: [Int: [DiagnosticRecord]] = [:]
        for diagnostic in analysis?.diagnostics(ofFile: key) ?? [] {
            let record = DiagnosticRecord(file: path, diagnostic: diagnostic, source: source, language: pageLanguage)
            problemsByLine[record.line, default: []].append(record)
        }
        let lines = source.string.split(separator: "\n", omittingEmptySubsequences: false)
        var body = "<h1>\(HTMLText.escape(path))</h1>\n<p class=\"muted\">"
            + HTMLText.escape(pageLanguage.say(WebMessages.logLines, ["count": "\(lines.count)"])) + "</p>\n<ol class=\"log\">"
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let problems = problemsByLine[number] ?? []
            let text = line.hasSuffix("\r") ? line.dropLast() : line
            body += "<li id=\"L\(number)\"\(problems.isEmpty ? "" : " class=\"has-problem\"")><span class=\"number\">\(number)</span>"
                + "<span class=\"text\">\(HTMLText.escape(String(text)))</span>"
            for record in problems {
                body += "<span class=\"problem\"><span class=\"severity-\(record.severity)\">\(record.severity)</span> "
                    + "\(HTMLText.escape(record.message)) <code>[\(HTMLText.escape(record.code))]</code></span>"
            }
            body += "</li>"
        }
        body += "</ol>\n"
        let several = snapshot.athleteFolders().count > 1
        let layout = context.layout(pageLanguage, athleteFolder: context.target.queryValue("athlete"), severalAthletes: several)
        return PageAnswer(response: WebResponses.html(layout.page(title: path, current: nil, body: body)))
    }
}
