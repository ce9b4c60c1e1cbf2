import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainReport

extension PageContext {
    /// Runs `body` for the page's athlete, or answers what stands in the way: several athletes
    /// and none chosen (to `/athletes`), or an unknown folder (404).
    func withAthlete(_ snapshot: HostSnapshot, _ body: (HostSnapshot, AthleteView, Language, WebLayout) -> PageAnswer) -> PageAnswer {
        switch athlete(in: snapshot) {
        case .choose:
            return PageAnswer(response: WebResponses.redirect(to: links.path("/athletes", [("lang", target.queryValue("lang") ?? "")])))
        case .unknown(let folder):
            return PageAnswer(response: WebResponses.refusal(.notFound, language.say(WebMessages.noSuchAthlete, ["folder": folder])))
        case .found(let view):
            let language = language(profile: view.profile.language)
            let several = snapshot.athleteFolders().count > 1
            return body(snapshot, view, language, layout(language, athleteFolder: view.folder, severalAthletes: several))
        }
    }

    /// The athlete's errors, as the command line says them on stderr: how many, and where to look.
    func errorsNotice(_ view: AthleteView, language: Language, layout: WebLayout) -> String {
        let errors = view.analysis.errorCount
        guard errors > 0 else { return "" }
        let href = HTMLText.escape(links.path("/problems", layout.query()))
        return "<p class=\"note\"><a class=\"problems-link\" href=\"\(href)\">"
            + HTMLText.escape(language.say(WebMessages.errorsInLogs, ["count": "\(errors)"])) + "</a></p>\n"
    }
}

/// `/`: the seed's Home screen, from the same ``HomeSummary`` as `antrain summary`.
enum HomePage {
    static func render(_ context: PageContext, _ snapshot: HostSnapshot) -> PageAnswer {
        context.withAthlete(snapshot) { snapshot, view, language, layout in
            let date: LocalDate
            switch context.date("date", default: context.app.clock.today()) {
            case .success(let given): date = given ?? context.app.clock.today()
            case .failure(let failure): return PageAnswer(response: WebResponses.refusal(failure.status, failure.message))
            }
            let time = context.target.queryValue("time").flatMap(LocalTime.init) ?? context.app.clock.now()
            let summary = HomeSummary(figures: view.figures, date: date, time: time, unit: view.unit)
            // What the program's next day prescribes, by the one next prescription.
            let prescriptions = summary.nextProgramDay.flatMap { view.analysis.plannedWorkout(on: $0.date) }?
                .exercises.map { exercise in
                    exercise.writtenName + ": " + SessionGuide.plannedText(exercise.sets, unit: view.unit)
                } ?? []
            let body = context.errorsNotice(view, language: language, layout: layout)
                + HomeHTML(summary, language: language, prescriptions: prescriptions).html
                + (context.app.options.isReadOnly ? "" : quickActions(context, language: language, layout: layout))
            let title = language.say(WebMessages.home) + (view.profile.name.map { " · \($0)" } ?? "")
            return PageAnswer(response: WebResponses.html(layout.page(title: title, current: .home, body: body)))
        }
    }
}

/// The seed's quick actions: start a workout, log food, bodyweight, cardio, a metcon.
private func quickActions(_ context: PageContext, language: Language, layout: WebLayout) -> String {
    let links: [(String, MessageKey)] = [("/session", WebMessages.startWorkout), ("/food", WebMessages.food), ("/body", WebMessages.logWeight),
                                         ("/cardio", WebMessages.logCardio), ("/metcon", WebMessages.logMetcon)]
    return "<section id=\"quick\" aria-labelledby=\"quick-title\"><h2 id=\"quick-title\">\(HTMLText.escape(language.say(WebMessages.quickActions)))</h2>"
        + "<div class=\"actions\">" + links.map { path, key in
            "<a class=\"button\" href=\"\(HTMLText.escape(context.links.path(path, layout.query())))\">\(HTMLText.escape(language.say(key)))</a>"
        }.joined() + "</div></section>\n"
}
