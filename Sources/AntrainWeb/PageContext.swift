import AntrainAnalysis
import AntrainBasics
import AntrainHTTP
import AntrainModel
import AntrainReport

/// What one request asks of the pages: its query, its language and its athlete, resolved
/// against a snapshot of the host the same way for every page and every `/api/` answer.
struct PageContext {
    let app: WebApp
    let head: HTTPRequestHead
    let target: HTTPTarget
    /// The workspace's revision when the request came (read before the snapshot is taken: the
    /// workspace's lock is not re-entrant).
    let revision: Int
    /// The request came with a link shared for one folder (`--share`): no other athlete is shown.
    var isShared = false

    var links: WebLinks { app.links }

    /// `?lang=`, else `--lang`; the athlete's `language:` and the browser's come later.
    var languageOption: Language? { target.queryValue("lang").flatMap(Language.init(rawValue:)) ?? app.options.language }

    /// The page's language once the athlete is known (TOOLING.md §8.1's order).
    func language(profile: Language?) -> Language {
        Language.choose(option: languageOption, profile: profile, fallback: browserLanguage)
    }

    /// Before an athlete is read: `?lang=`, `--lang`, else the browser's.
    var language: Language { language(profile: nil) }

    /// The first language of `Accept-Language` the pages speak.
    var browserLanguage: Language? {
        guard let header = head.headers["Accept-Language"] else { return nil }
        for part in header.split(separator: ",") {
            let tag = part.split(separator: ";").first.map { String($0).lowercased() } ?? ""
            let primary = tag.split(separator: "-").first.map { String($0).trimmingWhiteSpace } ?? ""
            if let language = Language(rawValue: primary) { return language }
        }
        return nil
    }

    /// The athlete a page is about: `?athlete=FOLDER` (relative to the workspace), else the
    /// only one; nil with the reason when there is none or the choice is open.
    enum AthleteLookup {
        case found(AthleteView)
        case choose
        case unknown(String)
    }

    func athlete(in snapshot: HostSnapshot) -> AthleteLookup {
        let folders = snapshot.athleteFolders()
        let root = app.workspace.root
        if let asked = target.queryValue("athlete"), !asked.isEmpty {
            let wanted = asked.hasSuffix("/") ? String(asked.dropLast()) : asked
            guard let match = folders.first(where: { relative($0.folder, root: root) == wanted }),
                  let analysis = snapshot.analysis(ofAthleteKey: match.key), let view = AthleteView(analysis, folder: wanted)
            else { return .unknown(asked) }
            return .found(view)
        }
        guard folders.count == 1, let only = folders.first, let analysis = snapshot.analysis(ofAthleteKey: only.key),
              let view = AthleteView(analysis, folder: relative(only.folder, root: root))
        else { return folders.isEmpty ? .unknown("") : .choose }
        return .found(view)
    }

    func relative(_ folder: String?, root: String) -> String? {
        guard let folder else { return nil }
        if folder == root { return "" }
        return folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : folder
    }

    /// The frame of a page in `language`, about `athlete`.
    func layout(_ language: Language, athleteFolder: String?, severalAthletes: Bool) -> WebLayout {
        WebLayout(language: language, links: links, csrf: app.secrets.csrf, athleteFolder: athleteFolder,
                  hasSeveralAthletes: severalAthletes && !isShared, languageOption: target.queryValue("lang"), revision: revision,
                  notice: app.commits?.notice)
    }

    /// A page rendered from a snapshot of the host (the host is free for the next change
    /// while it renders): the render's answer, secured.
    func page(_ render: (PageContext, HostSnapshot) -> PageAnswer) -> HTTPResponse {
        let answer = render(self, app.workspace.snapshot())
        return WebResponses.secured(answer.response, styleNonce: answer.styleNonce)
    }

    func notFound(_ message: String) -> HTTPResponse {
        WebResponses.secured(WebResponses.refusal(.notFound, message))
    }

    /// A date from the query (`?date=2026-12-07`), else today; nil with a 400 for a bad one.
    /// The report's period from `?from=` and `?to=`; a 400 for a bad date or a period that
    /// ends before it starts.
    func period() -> Result<(from: LocalDate?, to: LocalDate?), PageFailure> {
        switch (date("from", default: nil), date("to", default: nil)) {
        case (.failure(let failure), _), (_, .failure(let failure)):
            return .failure(failure)
        case (.success(let from), .success(let to)):
            if let from, let to, to < from {
                return .failure(PageFailure(status: .badRequest, message: language.say(WebMessages.periodReversed, [
                    "from": from.description, "to": to.description,
                ])))
            }
            return .success((from, to))
        }
    }

    func date(_ name: String, default fallback: LocalDate?) -> Result<LocalDate?, PageFailure> {
        guard let text = target.queryValue(name), !text.isEmpty else { return .success(fallback) }
        guard let date = LocalDate(text) else {
            return .failure(PageFailure(status: .badRequest, message: language.say(WebMessages.badDate, ["text": text])))
        }
        return .success(date)
    }
}

/// One athlete's analysis as the pages read it, with the folder that names the athlete.
struct AthleteView {
    let analysis: AthleteAnalysis
    /// The folder relative to the workspace (`anna`), nil for the logs no profile governs.
    let folder: String?

    /// Nil for an athlete with no log of their own.
    init?(_ analysis: AthleteAnalysis, folder: String?) {
        guard !analysis.files.isEmpty else { return nil }
        self.analysis = analysis
        self.folder = folder
    }

    var snapshot: WorkspaceSnapshot { analysis.snapshot }
    var athlete: Int { analysis.athlete }
    var figures: AthleteFigures { analysis.figures }
    var profile: UserProfile { analysis.profile }
    var unit: WeightUnit { analysis.displayUnit }
}

/// A page's answer: the response, and the nonce its inline style needs (the report's).
struct PageAnswer {
    var response: HTTPResponse
    var styleNonce: String? = nil
}

/// Why a page cannot answer: its status and a message in the page's language.
struct PageFailure: Error {
    var status: HTTPStatus
    var message: String
}
