import AntrainAnalysis
import AntrainBasics
import AntrainReport

/// `/athletes`: a coach's repository at a glance: each athlete's name, last session and
/// problems, each a link to their Home.
enum AthletesPage {
    static func render(_ context: PageContext, _ snapshot: HostSnapshot) -> PageAnswer {
        let language = context.language
        let root = context.app.workspace.root
        var body = "<h1>\(HTMLText.escape(language.say(WebMessages.athletes)))</h1>\n<ul class=\"athletes\">"
        for athlete in snapshot.athleteFolders() {
            guard let analysis = snapshot.analysis(ofAthleteKey: athlete.key),
                  let view = AthleteView(analysis, folder: context.relative(athlete.folder, root: root)) else { continue }
            let name = view.profile.name ?? view.folder ?? language.say(WebMessages.unprofiled)
            let home = HTMLText.escape(context.links.path("/", [("athlete", view.folder ?? ""), ("lang", context.target.queryValue("lang") ?? "")]))
            let last = view.figures.workouts.last.map { workout in
                language.say(WebMessages.lastSession, ["when": "\(workout.date)" + (workout.title.map { " · \($0)" } ?? "")])
            } ?? language.say(WebMessages.noSession)
            let problems = view.analysis.problemCount
            let problemsLink = HTMLText.escape(context.links.path("/problems", [("athlete", view.folder ?? ""), ("lang", context.target.queryValue("lang") ?? "")]))
            body += "<li data-athlete=\"\(HTMLText.escape(view.folder ?? ""))\"><a href=\"\(home)\">\(HTMLText.escape(name))</a>"
                + (view.folder.map { " <span class=\"muted\">\(HTMLText.escape($0))/</span>" } ?? "")
                + "<br><span class=\"muted\">\(HTMLText.escape(last))</span> · "
                + "<a class=\"problems-link\" href=\"\(problemsLink)\">\(HTMLText.escape(language.say(WebMessages.athleteProblems, ["count": "\(problems)"])))</a></li>"
        }
        body += "</ul>\n"
        let layout = context.layout(language, athleteFolder: nil, severalAthletes: true)
        return PageAnswer(response: WebResponses.html(layout.page(title: language.say(WebMessages.athletes), current: .athletes, body: body)))
    }
}
