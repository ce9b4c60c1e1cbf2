import AntrainAnalysis
import AntrainBasics
import AntrainReport
import AntrainSyntax
import Dispatch

/// The diagnostics of the workspace (or of one athlete), as `antrain check` finds them: one
/// ``DiagnosticRecord`` each, with the line's text for the pages.
struct WorkspaceProblems {
    struct Problem {
        var record: DiagnosticRecord
        /// The file's path relative to the workspace.
        var path: String
        var lineText: String
    }

    var problems: [Problem] = []
    var files = 0

    /// Every athlete's (or, with `folder`, one athlete's) problems, files in path order.
    init(snapshot: HostSnapshot, workspace: ServeWorkspace, only athleteKey: String?, language: (Language?) -> Language) {
        var byFile: [(String, [Problem])] = []
        for athlete in snapshot.athleteFolders() where athleteKey == nil || athlete.key == athleteKey {
            guard let analysis = snapshot.analysis(ofAthleteKey: athlete.key) else { continue }
            let files = analysis.files.sorted()
            for file in files {
                guard let source = snapshot.source(of: file) else { continue }
                let relative = workspace.relativePath(file)
                let fileLanguage = language(analysis.profile.language)
                let diagnostics = analysis.diagnostics(ofFile: file)
                byFile.append((relative, diagnostics.map { diagnostic in
                    let record = DiagnosticRecord(file: relative, diagnostic: diagnostic, source: source, language: fileLanguage)
                    return Problem(record: record, path: relative, lineText: Self.line(containing: diagnostic.range.lowerBound, in: source))
                }))
            }
        }
        byFile.sort { $0.0 < $1.0 }
        self.files = byFile.count
        problems = byFile.flatMap(\.1)
    }

    var errors: Int { problems.filter { $0.record.severity == "error" }.count }
    var warnings: Int { problems.filter { $0.record.severity == "warning" }.count }

    /// The text of the line holding `offset`, from the line index (a problem costs its line,
    /// not its file).
    private static func line(containing offset: Int, in source: SourceText) -> String {
        let start = source.lineIndex.lineStart(source.lineIndex.line(containing: min(offset, source.count)))
        var end = start
        while end < source.count, source.bytes[end] != 0x0A { end += 1 }
        if end > start, source.bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: source.bytes[start..<end], as: UTF8.self)
    }
}

/// `/problems`: every diagnostic of the workspace with its file, line, the line's text and
/// its message; a link to the line in the log's page.
enum ProblemsPage {
    static func render(_ context: PageContext, _ snapshot: HostSnapshot) -> PageAnswer {
        let several = snapshot.athleteFolders().count > 1
        var athleteKey: String?
        var athleteFolder: String?
        var profileLanguage: Language?
        if context.target.queryValue("athlete").map({ !$0.isEmpty }) == true || !several {
            switch context.athlete(in: snapshot) {
            case .found(let view):
                athleteKey = view.analysis.key
                athleteFolder = view.folder
                profileLanguage = view.profile.language
            case .unknown(let folder):
                return PageAnswer(response: WebResponses.refusal(.notFound, context.language.say(WebMessages.noSuchAthlete, ["folder": folder])))
            case .choose: break
            }
        }
        let language = context.language(profile: profileLanguage)
        let problems = context.app.problemsCache.problems(revision: context.revision, athlete: athleteKey, language: language) {
            WorkspaceProblems(snapshot: athleteKey == nil ? context.app.workspace.snapshotOfEveryAthlete() : snapshot, workspace: context.app.workspace, only: athleteKey) { context.language(profile: $0 ?? profileLanguage) }
        }
        let layout = context.layout(language, athleteFolder: athleteFolder, severalAthletes: several)
        var body = "<h1>\(HTMLText.escape(language.say(WebMessages.problems)))</h1>\n"
        if problems.problems.isEmpty {
            body += "<p class=\"empty\" id=\"problem-count\">\(HTMLText.escape(language.say(WebMessages.noProblems)))</p>\n"
        } else {
            let files = Set(problems.problems.map(\.path)).count
            body += "<p id=\"problem-count\">" + HTMLText.escape(language.say(WebMessages.problemCount, [
                "errors": "\(problems.errors)", "warnings": "\(problems.warnings)", "files": "\(files)",
            ])) + "</p>\n<ul class=\"problems\">"
            for problem in problems.problems {
                let record = problem.record
                let href = HTMLText.escape(context.links.path("/file/" + WebLinks.encode(problem.path), layout.query()) + "#L\(record.line)")
                body += "<li data-code=\"\(HTMLText.escape(record.code))\"><a href=\"\(href)\">\(HTMLText.escape(problem.path)):\(record.line):\(record.column)</a> "
                    + "<span class=\"severity-\(record.severity)\">\(record.severity)</span> "
                    + "\(HTMLText.escape(record.message)) <code>[\(HTMLText.escape(record.code))]</code>"
                    + "<pre class=\"source\">\(HTMLText.escape(problem.lineText))</pre></li>"
            }
            body += "</ul>\n"
        }
        return PageAnswer(response: WebResponses.html(layout.page(title: language.say(WebMessages.problems), current: .problems, body: body)))
    }
}

/// The workspace's problems as last found, for the revision, athlete and language they were
/// found for: a coach's repository holds thousands of lines' diagnostics, and a page that is
/// opened again finds them unchanged until the log changes.
final class ProblemsCache: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var kept: (key: String, problems: WorkspaceProblems)?

    func problems(revision: Int, athlete: String?, language: Language, _ find: () -> WorkspaceProblems) -> WorkspaceProblems {
        let key = "\(revision)|\(athlete ?? "*")|\(language.rawValue)"
        lock.wait()
        if let kept, kept.key == key {
            lock.signal()
            return kept.problems
        }
        lock.signal()
        let found = find()
        lock.wait()
        kept = (key, found)
        lock.signal()
        return found
    }
}
