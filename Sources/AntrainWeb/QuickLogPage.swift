import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainReport

/// `/cardio` and `/metcon`: the seed's quick log. A type (required), a duration (more than 0),
/// then a distance for cardio, rounds and a result for a metcon (checked when written), a note.
enum QuickLogPage {
    enum Kind: String { case cardio, metcon }

    static func render(_ kind: Kind) -> (PageContext, HostSnapshot) -> PageAnswer {
        { context, snapshot in
            context.withAthlete(snapshot) { _, _, language, layout in
                let say = { (key: MessageKey) in HTMLText.escape(language.say(key)) }
                let types = kind == .cardio ? CardioType.allCases.map(\.rawValue) : MetconType.allCases.map(\.rawValue)
                var form = "<form id=\"quick-form\" class=\"form\" data-kind=\"\(kind.rawValue)\">"
                    + "<label>\(say(WebMessages.type)) <select id=\"quick-type\" required>" + types.map { "<option>\($0)</option>" }.joined() + "</select></label>"
                    + "<label>\(say(WebMessages.minutes)) <input id=\"quick-minutes\" inputmode=\"decimal\" size=\"5\" required></label>"
                if kind == .cardio {
                    form += "<label>\(say(WebMessages.distanceKm)) <input id=\"quick-distance\" inputmode=\"decimal\" size=\"5\"></label>"
                } else {
                    form += "<label>\(say(WebMessages.rounds)) <input id=\"quick-rounds\" inputmode=\"numeric\" size=\"4\"></label>"
                        + "<label>\(say(WebMessages.result)) <input id=\"quick-result\" maxlength=\"200\"></label>"
                }
                form += "<label>\(say(WebMessages.note)) <input id=\"quick-note\" maxlength=\"200\"></label>"
                    + "<div class=\"actions\"><button type=\"submit\" class=\"primary\">\(say(WebMessages.save))</button></div></form>"
                let title = kind == .cardio ? language.say(WebMessages.logCardio) : language.say(WebMessages.logMetcon)
                let body = "<h1>\(HTMLText.escape(title))</h1>\n<section>\(form)</section>\n" + SessionPage.queueHTML(language)
                return PageAnswer(response: WebResponses.html(layout.page(title: title, current: nil, body: body)))
            }
        }
    }

    /// The entry a quick log writes, or nil when the seed's rules refuse it (no type, no time).
    static func entry(_ action: PageAction, date: LocalDate, time: LocalTime) -> String? {
        guard let type = action.type?.lowercased(), let minutes = Double(action.minutes?.replacingComma ?? ""), minutes > 0, minutes < 24 * 60 else {
            return nil
        }
        // 26.5 minutes as a lifter writes it: `26:30`, not `1590s`.
        let duration = minutes == minutes.rounded() ? "\(Int(minutes))min" : Format.duration((minutes * 60).rounded())
        var header: String
        switch action.kind {
        case .cardio:
            guard CardioType(rawValue: type) != nil else { return nil }
            header = "\(date) \(time) cardio \(type)"
            if let text = action.distance?.replacingComma, !text.isEmpty {
                guard let kilometres = Double(text), kilometres > 0 else { return nil }
                header += " " + Format.number(kilometres, decimals: 3, grouping: false) + "km"
            }
            header += " \(duration)"
        case .metcon:
            guard MetconType(rawValue: type) != nil else { return nil }
            header = "\(date) \(time) metcon \(type) \(duration)"
            if let text = action.rounds, !text.isEmpty {
                guard let rounds = Int(text), rounds > 0 else { return nil }
                header += " \(rounds) rounds"
            }
            if let result = action.result?.trimmingWhiteSpace, !result.isEmpty {
                guard !result.contains("\""), !result.contains("\n"), result.count <= 200 else { return nil }
                header += " \"\(result)\""
            }
        default:
            return nil
        }
        if let note = action.note?.trimmingWhiteSpace, !note.isEmpty, !note.contains("\n") { header += " # \(note)" }
        return header + "\n"
    }
}

private extension String {
    var replacingComma: String { split(separator: ",", omittingEmptySubsequences: false).joined(separator: ".").trimmingWhiteSpace }
}
