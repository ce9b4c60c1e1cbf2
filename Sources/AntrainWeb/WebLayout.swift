import AntrainBasics
import AntrainReport

/// The frame every page shares: the head (the stylesheet and script, both served by the
/// executable, nothing from the network), a skip link, the navigation, the live status and
/// `<main>`, which the script swaps for the fresh one when the log changes.
struct WebLayout {
    enum Section: CaseIterable { case home, session, food, body, report, problems, athletes }

    var language: Language
    var links: WebLinks
    var csrf: String
    /// The athlete the pages are about (`?athlete=`), carried by the navigation's links.
    var athleteFolder: String?
    var hasSeveralAthletes: Bool
    /// The `?lang=` the page was asked in, carried by the links like the athlete.
    var languageOption: String?
    /// The workspace's revision the page shows: the script refreshes when the stream says another.
    var revision: Int
    /// Why the last `--commit` commit was not made, shown under the navigation.
    var notice: String? = nil

    func query(_ extra: [(String, String)] = []) -> [(String, String)] {
        [("athlete", athleteFolder ?? ""), ("lang", languageOption ?? "")] + extra
    }

    /// The head's tags that the report's own page also carries when served.
    var headTags: String {
        """
        <link rel="icon" href="\(links.path("/static/icon.svg"))" type="image/svg+xml">
        <link rel="stylesheet" href="\(links.path("/static/app.css"))">
        <script src="\(links.path("/static/app.js"))" defer></script>
        <script src="\(links.path("/static/actions.js"))" defer></script>
        <meta name="antrain-actions" content="\(HTMLText.escape(links.path("/api/action")))">
        <meta name="antrain-api" content="\(HTMLText.escape(links.path("/api")))">
        <meta name="antrain-sw" content="\(HTMLText.escape(links.path("/sw.js")))">
        <meta name="antrain-csrf" content="\(csrf)">
        <meta name="antrain-events" content="\(HTMLText.escape(links.path("/events")))">
        <meta name="antrain-revision" content="\(revision)">
        <meta name="antrain-updated" content="\(HTMLText.escape(language.say(WebMessages.updated)))">
        """
    }

    /// The skip link and the navigation, with the current page marked for a screen reader.
    func navigation(current: Section?) -> String {
        var items: [(Section, String, String)] = [
            (.home, "/", language.say(WebMessages.home)),
            (.session, "/session", language.say(WebMessages.session)),
            (.food, "/food", language.say(WebMessages.food)),
            (.body, "/body", language.say(WebMessages.body)),
            (.report, "/report", language.say(WebMessages.report)),
            (.problems, "/problems", language.say(WebMessages.problems)),
        ]
        if hasSeveralAthletes { items.append((.athletes, "/athletes", language.say(WebMessages.athletes))) }
        var html = "<a class=\"skip\" href=\"#content\">\(HTMLText.escape(language.say(WebMessages.skipToContent)))</a>\n"
        html += "<nav aria-label=\"\(HTMLText.escape(language.say(WebMessages.navigation)))\"><ul>"
        for (section, path, name) in items {
            let href = HTMLText.escape(links.path(path, section == .athletes ? [("lang", languageOption ?? "")] : query()))
            let currentMark = section == current ? " aria-current=\"page\"" : ""
            html += "<li><a href=\"\(href)\"\(currentMark)>\(HTMLText.escape(name))</a></li>"
        }
        html += "</ul></nav>\n"
        html += "<p class=\"live\" role=\"status\" aria-live=\"polite\" id=\"live\">\(HTMLText.escape(language.say(WebMessages.live)))</p>\n"
        if let notice { html += "<p class=\"live notice\" id=\"commit-notice\">\(HTMLText.escape(notice))</p>\n" }
        return html
    }

    /// A whole page around `body`.
    func page(title: String, current: Section?, body: String) -> String {
        """
        <!doctype html>
        <html lang="\(language.rawValue)"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(HTMLText.escape(title))</title>
        \(headTags)
        </head><body>
        \(navigation(current: current))<main id="content" tabindex="-1">
        \(body)</main>
        </body></html>

        """
    }
}
