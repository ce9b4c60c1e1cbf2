import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainReport

/// `/session`: the seed's lifting session on a phone. Today's open session (a lifting entry
/// with a start time and no duration yet) with each exercise's last time, next prescription
/// and sets, one button a set; or, when none is open, the ways to start one: the program's
/// day, a template, an empty workout. The page's script sends each tap as an action
/// (`POST /api/action`), keeps it while the phone is offline, and times the rest.
enum SessionPage {
    static func render(_ context: PageContext, _ snapshot: HostSnapshot) -> PageAnswer {
        context.withAthlete(snapshot) { snapshot, view, language, layout in
            let date: LocalDate
            switch context.date("date", default: context.app.clock.today()) {
            case .success(let given): date = given ?? context.app.clock.today()
            case .failure(let failure): return PageAnswer(response: WebResponses.refusal(failure.status, failure.message))
            }
            let say = { (key: MessageKey, arguments: [String: String]) in HTMLText.escape(language.say(key, arguments)) }
            var body = "<h1>\(say(WebMessages.session, [:]))</h1>\n" + context.errorsNotice(view, language: language, layout: layout)
            if context.app.options.isReadOnly { body += "<p class=\"note\">\(say(WebMessages.readOnly, [:]))</p>\n" }
            let files = view.analysis.files.sorted()
            var open: (key: SessionText.EntryKey, session: SessionText.Session)?
            var finished: [(SessionText.EntryKey, SessionText.Session)] = []
            for file in files {
                guard let bytes = snapshot.source(of: file)?.bytes else { continue }
                for found in SessionText.sessions(on: date, in: bytes) {
                    guard let session = SessionText.session(found.key, in: bytes) else { continue }
                    if found.isFinished { finished.append((found.key, session)) } else { open = (found.key, session) }
                }
            }
            if let open {
                body += sessionHTML(open.key, open.session, view: view, date: date, language: language)
            } else {
                body += startHTML(view: view, date: date, language: language)
            }
            for (key, session) in finished {
                let sets = session.exercises.reduce(0) { $0 + $1.sets.count }
                body += "<section class=\"finished\" data-entry-date=\"\(key.date)\" data-entry-time=\"\(key.time)\">"
                    + "<h2>\(HTMLText.escape(session.header))</h2><p>\(say(WebMessages.finishedSummary, ["sets": "\(sets)"]))</p>"
                    + "<div class=\"actions\"><a class=\"button\" href=\"\(HTMLText.escape(context.links.path("/", layout.query())))\">\(say(WebMessages.save, [:]))</a>"
                    + "<button type=\"button\" class=\"danger\" data-discard data-confirm=\"\(say(WebMessages.discardConfirm, [:]))\">\(say(WebMessages.discard, [:]))</button></div></section>\n"
            }
            body += restTimerHTML(language) + queueHTML(language)
            return PageAnswer(response: WebResponses.html(layout.page(title: language.say(WebMessages.session), current: .session, body: body)))
        }
    }

    /// The ways to start: the program's day first, then each template, then an empty workout.
    private static func startHTML(view: AthleteView, date: LocalDate, language: Language) -> String {
        let say = { (key: MessageKey, arguments: [String: String]) in HTMLText.escape(language.say(key, arguments)) }
        var html = "<section id=\"start\"><h2>\(say(WebMessages.startWorkout, [:]))</h2><div class=\"actions stacked\">"
        if let planned = view.analysis.plannedWorkout(on: date) {
            html += "<button type=\"button\" class=\"primary\" data-start=\"\" data-program-day>"
                + say(WebMessages.startProgramDay, ["template": planned.templateName, "week": "\(planned.day.weekNumber)"]) + "</button>"
        }
        for site in view.snapshot.definitions.sites where site.kind == .template {
            html += "<button type=\"button\" data-start=\"\(HTMLText.escape(site.name))\">\(say(WebMessages.startTemplate, ["template": site.name]))</button>"
        }
        // An empty workout starts with its first exercise, found like any other.
        html += "</div><div class=\"add-exercise\"><label for=\"exercise-search\">\(say(WebMessages.startEmpty, [:]))</label>"
            + "<input id=\"exercise-search\" type=\"search\" autocomplete=\"off\" placeholder=\"rdl, bench…\">"
            + "<ul id=\"exercise-results\" class=\"results\"></ul></div></section>\n"
        return html
    }

    /// The open session: each exercise with its guide and its sets, then adding and finishing.
    private static func sessionHTML(_ key: SessionText.EntryKey, _ session: SessionText.Session, view: AthleteView, date: LocalDate,
                                    language: Language) -> String {
        let say = { (key: MessageKey, arguments: [String: String]) in HTMLText.escape(language.say(key, arguments)) }
        let unit = view.unit
        var html = "<section id=\"session\" data-entry-date=\"\(key.date)\" data-entry-time=\"\(key.time)\" data-unit=\"\(unit.rawValue)\">"
            + "<h2>\(HTMLText.escape(session.header))</h2>\n"
        for (index, exercise) in session.exercises.enumerated() {
            // A view has logs of its own, so the analysis has a guide for every exercise.
            guard let guide = view.analysis.sessionGuide(for: exercise.name, on: date, unit: unit) else { continue }
            let step = loadStep(for: exercise.name, view: view)
            html += "<article class=\"exercise\" data-exercise=\"\(index)\" data-name=\"\(HTMLText.escape(exercise.name))\" data-rest=\"\(Int(guide.restSeconds))\" data-step=\"\(Format.number(step, decimals: 2, grouping: false))\">"
                + "<h3>\(HTMLText.escape(exercise.name))</h3>"
            if let last = guide.lastDate {
                var line = language.say(WebMessages.lastTime, ["sets": guide.lastSets.joined(separator: ", "), "date": "\(last)"])
                if let e1rm = guide.lastE1RM { line += " · e1RM " + Format.load(e1rm, unit: unit, language: language) }
                html += "<p class=\"guide last\">\(HTMLText.escape(line))</p>"
            }
            if !guide.nextSets.isEmpty {
                html += "<p class=\"guide next\">\(say(WebMessages.nextTime, ["sets": guide.nextSets.joined(separator: ", ")]))</p>"
            }
            html += "<ol class=\"sets\">"
            for (number, set) in exercise.sets.enumerated() {
                let isPlanned = set.hasPrefix("[ ]")
                let written = isPlanned ? String(set.dropFirst(3)).trimmingWhiteSpace : set
                let label = language.say(WebMessages.setLabel, ["number": "\(number + 1)", "exercise": exercise.name])
                html += "<li><button type=\"button\" class=\"set\" data-set=\"\(number)\" data-expected=\"\(HTMLText.escape(set))\" "
                    + "aria-pressed=\"\(isPlanned ? "false" : "true")\" aria-label=\"\(HTMLText.escape(written))\">\(HTMLText.escape(written))</button>"
                    + "<button type=\"button\" class=\"adjust\" data-set=\"\(number)\" aria-label=\"\(say(WebMessages.adjust, [:])): \(HTMLText.escape(label))\">±</button></li>"
            }
            html += "</ol><button type=\"button\" class=\"add-set\">\(say(WebMessages.addSet, [:]))</button></article>\n"
        }
        html += "<div class=\"add-exercise\"><label for=\"exercise-search\">\(say(WebMessages.addExercise, [:]))</label>"
            + "<input id=\"exercise-search\" type=\"search\" autocomplete=\"off\" placeholder=\"rdl, bench…\">"
            + "<ul id=\"exercise-results\" class=\"results\"></ul></div>"
            + "<div class=\"actions\"><button type=\"button\" class=\"primary\" data-finish>\(say(WebMessages.finish, [:]))</button>"
            + "<button type=\"button\" class=\"danger\" data-discard data-confirm=\"\(say(WebMessages.discardConfirm, [:]))\">\(say(WebMessages.discard, [:]))</button></div>"
        html += adjustDialogHTML(language) + "</section>\n"
        return html
    }

    /// The load step of the adjust buttons: two of the profile's smallest plate (one a side),
    /// else 2.5 kg or 5 lb; for dumbbells, kettlebells and machines the smallest plate alone.
    static func loadStep(for name: String, view: AthleteView) -> Double {
        let unit = view.unit
        let profile = view.profile
        let smallest = profile.platesKg?.min().map { unit.fromKilograms($0) }
        let equipment = view.snapshot.definitions.exercises.exercise(named: name)?.equipment
        if equipment == .barbell { return (smallest.map { $0 * 2 }) ?? (unit == .lb ? 5 : 2.5) }
        return smallest ?? (unit == .lb ? 5 : 2.5)
    }

    private static func adjustDialogHTML(_ language: Language) -> String {
        let say = { (key: MessageKey) in HTMLText.escape(language.say(key)) }
        return """
            <dialog id="adjust" aria-labelledby="adjust-title"><form method="dialog">
            <h3 id="adjust-title">\(say(WebMessages.adjustTitle))</h3>
            <div class="stepper"><button type="button" data-step-field="load" data-step-sign="-1" aria-label="\(say(WebMessages.lessLoad))">−</button>
            <label>\(say(WebMessages.load)) <input id="adjust-load" inputmode="decimal" size="6"></label>
            <button type="button" data-step-field="load" data-step-sign="1" aria-label="\(say(WebMessages.moreLoad))">+</button></div>
            <div class="stepper"><button type="button" data-step-field="reps" data-step-sign="-1" aria-label="\(say(WebMessages.fewerReps))">−</button>
            <label>\(say(WebMessages.reps)) <input id="adjust-reps" inputmode="numeric" size="4"></label>
            <button type="button" data-step-field="reps" data-step-sign="1" aria-label="\(say(WebMessages.moreReps))">+</button></div>
            <label>RPE <select id="adjust-rpe"><option value="">–</option>\((12...20).map { "<option>\(Format.number(Double($0) / 2))</option>" }.joined())</select></label>
            <div class="actions"><button type="submit" value="save" class="primary">\(say(WebMessages.saveSet))</button>
            <button type="submit" value="cancel">\(say(WebMessages.cancel))</button></div></form></dialog>
            """
    }

    static func restTimerHTML(_ language: Language) -> String {
        "<div id=\"rest\" class=\"rest\" hidden role=\"timer\" aria-live=\"polite\"><span class=\"label\">\(HTMLText.escape(language.say(WebMessages.rest)))</span> "
            + "<span id=\"rest-left\">2:00</span> <button type=\"button\" id=\"rest-skip\">\(HTMLText.escape(language.say(WebMessages.skipRest)))</button></div>\n"
    }

    /// The actions waiting to be sent (no signal) or refused, which the script lists.
    static func queueHTML(_ language: Language) -> String {
        "<section id=\"queue\" hidden aria-live=\"polite\"><h2>\(HTMLText.escape(language.say(WebMessages.waiting)))</h2><ul id=\"queue-items\"></ul></section>\n"
    }
}
