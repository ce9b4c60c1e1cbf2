import AntrainBasics
import AntrainModel
import AntrainSyntax

/// The seed's workout session in the editor: "start workout" on an empty line writes today's
/// date and the time (and a template's exercises as planned sets), and "finish workout" on
/// the header of today's workout writes how long it has lasted.
extension RefactorActions {
    /// The moment the user asks at, for the session actions.
    public struct Now: Sendable, Hashable {
        public var date: LocalDate
        public var time: LocalTime

        public init(date: LocalDate, time: LocalTime) {
            self.date = date
            self.time = time
        }
    }

    /// On a blank line between entries: a workout starting now, plain and from each template.
    static func startActions(in snapshot: WorkspaceSnapshot, fileIndex: Int, offset: Int, now: Now, language: Language) -> [RefactorAction] {
        let tree = snapshot.files[fileIndex].tree
        let lineIndex = tree.source.lineIndex
        let line = lineIndex.line(containing: offset)
        let start = lineIndex.lineStart(line)
        var end = start
        while end < tree.source.count, tree.source.bytes[end] == UInt8(ascii: " ") || tree.source.bytes[end] == UInt8(ascii: "\t") { end += 1 }
        guard end == tree.source.count || tree.source.bytes[end] == UInt8(ascii: "\n") || tree.source.bytes[end] == UInt8(ascii: "\r") else {
            return []
        }
        let header = "\(now.date) \(now.time) lifting"
        let lineBreak = tree.lineBreak
        var actions = [RefactorAction(title: LocalizedText(RefactorMessages.start, ["time": .text(now.time.description)]).text(in: language),
                                      edits: [TextEdit(range: TextRange(start, end), newText: header)])]
        // A template's body is written as "Fill from template" writes it, into a new entry.
        let entry = Parser.parse(header + "\n").entries[0]
        let context = RefactorContext(snapshot: snapshot, fileIndex: fileIndex, entry: entry, range: TextRange(offset, offset), language: language)
        for site in snapshot.definitions.sites where site.kind == .template {
            guard let body = context.templateBody(site.name) else { continue }
            actions.append(RefactorAction(
                title: context.title(RefactorMessages.startTemplate, ["template": .text(site.name), "time": .text(now.time.description)]),
                edits: [TextEdit(range: TextRange(start, end), newText: header + " " + site.name + lineBreak + body.dropLastLineBreak(lineBreak))]))
        }
        return actions
    }
}

extension RefactorContext {
    /// On the header of today's lifting workout with a start time and no duration: the time
    /// since it started, written as the header's duration.
    func finishAction(now: RefactorActions.Now) -> [RefactorAction] {
        guard isOnHeader, case .lifting(_, let duration) = entry.header, duration == nil,
              let date = entry.date, LocalDate(year: date.year, month: date.month, day: date.day) == now.date,
              let time = entry.time, time.isValid else { return [] }
        let minutes = now.time.minutes - (time.hour * 60 + time.minute)
        guard minutes > 0 else { return [] }
        let written = minutes < 60 ? "\(minutes)min" : "\(minutes / 60)h" + (minutes % 60 == 0 ? "" : minutes % 60 < 10 ? "0\(minutes % 60)" : "\(minutes % 60)")
        // After the header's last word, before its note.
        var end = entry.note?.lowerBound ?? entry.headerRange.upperBound
        while end > entry.headerRange.lowerBound, tree.source.bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        let since = "\(time.hour < 10 ? "0" : "")\(time.hour):\(time.minute < 10 ? "0" : "")\(time.minute)"
        return [RefactorAction(title: title(RefactorMessages.finish, ["duration": .text(written), "time": .text(since)]),
                               edits: [TextEdit(range: TextRange(end, end), newText: " " + written)])]
    }
}

private extension String {
    func dropLastLineBreak(_ lineBreak: String) -> String { hasSuffix(lineBreak) ? String(dropLast(lineBreak.count)) : self }
}
