import AntrainAnalysis
import AntrainBasics
import AntrainHTTP
import AntrainModel
import AntrainReport
import AntrainSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `POST /api/action?athlete=`: one change a gym page asks for, as JSON, with an id kept seven
/// days (sent twice, written once). Every change goes through ``ServeWorkspace/write(_:to:)``.
struct PageAction: Decodable, Sendable {
    enum Kind: String, Decodable, Sendable {
        case start, complete, addSet, addExercise, finish, discard, weighIn, measure, food, cardio, metcon
    }

    var id: String
    var kind: Kind
    /// The phone's date and time when the action was made.
    var date: String
    var time: String
    /// The session's entry: its date and start time.
    var entryDate: String?
    var entryTime: String?
    var exercise: Int?
    var set: Int?
    /// The set as the page showed it (a planned `[ ] 100x5`).
    var expected: String?
    /// A set as written (`100x5 @8`), a weight (`80.5`), a food line (`Oats 80g`), a measurement (`waist 82cm`).
    var text: String?
    var template: String?
    var name: String?
    var duration: String?
    var meal: String?
    /// A quick log's type, minutes, distance in km, rounds, result and note.
    var type: String?
    var minutes: String?
    var distance: String?
    var rounds: String?
    var result: String?
    var note: String?
}

/// The answer to an action.
struct ActionAnswer: Encodable {
    var ok: Bool
    var message: String
    var diagnostics: [DiagnosticRecord] = []
    /// For a set changed elsewhere: what it reads now.
    var now: String?
}

enum ActionRoute {
    static func answer(_ request: HTTPRequest, _ context: PageContext) -> HTTPResponse {
        let language = context.language
        guard !context.app.options.isReadOnly else {
            return reply(.forbidden, ActionAnswer(ok: false, message: language.say(WebMessages.readOnly)))
        }
        guard let action = try? JSONDecoder().decode(PageAction.self, from: Data(request.body)), !action.id.isEmpty, action.id.count <= 100 else {
            return reply(.badRequest, ActionAnswer(ok: false, message: language.say(WebMessages.badAction)))
        }
        let answer = context.app.ledger.once(action.id) {
            let (status, answer) = perform(action, context)
            return (status.rawValue, JSONOutput.encode(answer))
        }
        return WebResponses.secured(WebResponses.json(answer.body, status: HTTPStatus(rawValue: answer.status)))
    }

    private static func reply(_ status: HTTPStatus, _ answer: ActionAnswer) -> HTTPResponse {
        WebResponses.secured(WebResponses.json(JSONOutput.encode(answer), status: status))
    }

    /// The athlete's folder and files, and the change with the file it goes to.
    private static func perform(_ action: PageAction, _ context: PageContext) -> (HTTPStatus, ActionAnswer) {
        let workspace = context.app.workspace
        guard let date = LocalDate(action.date), let time = LocalTime(action.time) else {
            return (.badRequest, ActionAnswer(ok: false, message: context.language.say(WebMessages.badAction)))
        }
        let key = action.entryDate.flatMap(LocalDate.init).flatMap { day in action.entryTime.flatMap(LocalTime.init).map { SessionText.EntryKey(date: day, time: $0) } }
        let name = action.name?.trimmingWhiteSpace
        let hasName = name.map { !$0.isEmpty && !$0.contains("\n") } ?? false
        // What the change needs of the athlete's analysis, read from one snapshot.
        let snapshot = workspace.snapshot()
        let found: (folder: String?, files: [String], language: Language, unit: WeightUnit, start: String?, sets: [String])? = {
            guard case .found(let view) = context.athlete(in: snapshot) else { return nil }
            let files = view.analysis.files.sorted()
            var sets: [String] = []
            if hasName, let name, action.kind == .start || action.kind == .addExercise {
                sets = view.analysis.plannedSets(for: name, on: key?.date ?? date, unit: view.unit)
            }
            var start: String?
            if action.kind == .start, hasName, let name {
                // A workout with no template starts with its first exercise: a lifting entry needs one.
                start = "\(date) \(time) lifting\n  \(name)\n" + sets.map { "    \($0)\n" }.joined()
            } else if action.kind == .start {
                start = view.analysis.sessionEntryText(template: action.template?.isEmpty == false ? action.template : nil,
                                                       date: date, time: time, unit: view.unit)
            }
            return (view.folder, files, context.language(profile: view.profile.language), view.unit, start, sets)
        }()
        guard let found else { return (.notFound, ActionAnswer(ok: false, message: context.language.say(WebMessages.noSuchPage))) }
        let language = found.language
        let change: SessionText.Change
        switch action.kind {
        case .start:
            change = .appendEntry(date: date, text: found.start ?? "\(date) \(time) lifting\n")
        case .weighIn:
            guard let weight = Double(action.text ?? ""), weight > 0 else { return invalid(language) }
            change = .appendEntry(date: date, text: "\(date) \(time) bodyweight \(Format.number(weight, decimals: 2, grouping: false))\(found.unit.rawValue)\n")
        case .measure:
            guard let text = action.text?.trimmingWhiteSpace, !text.isEmpty, !text.contains("\n") else { return invalid(language) }
            change = .appendEntry(date: date, text: "\(date) \(time) measure \(text)\n")
        case .cardio, .metcon:
            guard let text = QuickLogPage.entry(action, date: date, time: time) else {
                return (.badRequest, ActionAnswer(ok: false, message: language.say(WebMessages.quickLogInvalid)))
            }
            change = .appendEntry(date: date, text: text)
        case .food:
            guard let line = action.text?.trimmingWhiteSpace, !line.isEmpty, !line.contains("\n"),
                  let meal = action.meal.flatMap(MealKind.init(rawValue:)) else { return invalid(language) }
            change = .addFood(date: date, time: time, meal: meal, line: line)
        case .complete, .addSet, .addExercise, .finish, .discard:
            guard let key else { return invalid(language) }
            // The pages finish and discard the session going on (one that began before
            // midnight included: the day the phone says it is, or the day before), never an
            // older workout the log holds.
            if action.kind == .finish || action.kind == .discard, key.date.dayNumber < date.dayNumber - 1 {
                return (.conflict, ActionAnswer(ok: false, message: language.say(WebMessages.notTodaysSession, ["date": "\(key.date)"])))
            }
            switch action.kind {
            case .complete:
                guard let exercise = action.exercise, let set = action.set, let expected = action.expected, let text = action.text?.trimmingWhiteSpace,
                      !text.isEmpty, !text.contains("\n") else { return invalid(language) }
                change = .replaceSet(key, exercise: exercise, set: set, expected: expected, written: text, name: action.name)
            case .addSet:
                guard let exercise = action.exercise, let text = action.text?.trimmingWhiteSpace, !text.isEmpty, !text.contains("\n") else {
                    return invalid(language)
                }
                change = .addSet(key, exercise: exercise, written: text, name: action.name)
            case .addExercise:
                guard hasName, let name else { return invalid(language) }
                change = .addExercise(key, name: name, sets: found.sets)
            case .finish:
                guard let duration = action.duration, !duration.isEmpty, !duration.contains("\n") else { return invalid(language) }
                change = .finish(key, duration: duration)
            default:
                change = .removeEntry(key)
            }
        }
        let path: String
        if case .appendEntry(let day, _) = change {
            path = workspace.logForNewEntry(dated: day, athleteFolder: found.folder, ownedFiles: found.files)
        } else if case .addFood(let day, _, _, _) = change {
            path = workspace.logForNewEntry(dated: day, athleteFolder: found.folder, ownedFiles: found.files)
        } else if let key, let file = workspace.file(holding: key, among: found.files) {
            path = file
        } else {
            return (.conflict, ActionAnswer(ok: false, message: language.say(WebMessages.sessionGone)))
        }
        switch workspace.write(change, to: path) {
        case .written:
            if let commits = context.app.commits, let message = commitMessage(action, change: change, path: path, workspace: workspace) {
                commits.commit(path, message: message)
            }
            return (.ok, ActionAnswer(ok: true, message: language.say(WebMessages.written, ["path": workspace.relativePath(path)])))
        case .refused(let diagnostics, let source):
            let records = diagnostics.map { DiagnosticRecord(file: workspace.relativePath(path), diagnostic: $0, source: source, language: language) }
            return (.unprocessableContent, ActionAnswer(ok: false, message: records.first?.message ?? "", diagnostics: records))
        case .stale(.nothingDone):
            return (.unprocessableContent, ActionAnswer(ok: false, message: language.say(WebMessages.nothingDone)))
        case .stale(let refusal):
            var answer = ActionAnswer(ok: false, message: language.say(WebMessages.changedElsewhere))
            if case .setChanged(let now) = refusal { answer.now = now }
            if case .noSuchEntry = refusal { answer.message = language.say(WebMessages.sessionGone) }
            return (.conflict, answer)
        case .failed(let reason):
            return (.internalServerError, ActionAnswer(ok: false, message: language.say(WebMessages.notWritten, ["reason": reason])))
        }
    }

    /// The one-line message of a finished piece of the day (`antrain: 2026-12-07 lifting Push, 14
    /// sets`); nil for the steps of a session still going on.
    private static func commitMessage(_ action: PageAction, change: SessionText.Change, path: String, workspace: ServeWorkspace) -> String? {
        switch change {
        case .finish(let key, _):
            let session = workspace.locked { workspace.host.source(of: path).flatMap { SessionText.session(key, in: $0.bytes) } }
            guard let session else { return nil }
            let sets = session.exercises.reduce(0) { $0 + $1.sets.count }
            let header = session.header.split(separator: " ").dropFirst(2).dropLast().joined(separator: " ")
            return "antrain: \(key.date) \(header), \(sets) \(sets == 1 ? "set" : "sets")"
        case .appendEntry(let date, let text) where action.kind != .start:
            let header = text.split(separator: "\n").first.map(String.init) ?? ""
            return "antrain: \(date) " + header.split(separator: " ").dropFirst(2).joined(separator: " ")
        case .addFood(let date, _, let meal, let line):
            return "antrain: \(date) \(meal.rawValue): \(line)"
        default:
            return nil
        }
    }

    private static func invalid(_ language: Language) -> (HTTPStatus, ActionAnswer) {
        (.badRequest, ActionAnswer(ok: false, message: language.say(WebMessages.badAction)))
    }
}

extension HTTPStatus {
    static let conflict = HTTPStatus(rawValue: 409)
    static let unprocessableContent = HTTPStatus(rawValue: 422)
}

extension ServeWorkspace {
    /// The file among `files` that holds the session `key`.
    func file(holding key: SessionText.EntryKey, among files: [String]) -> String? {
        locked {
            files.first { file in
                guard let bytes = host.source(of: file)?.bytes else { return false }
                return SessionText.sessions(on: key.date, in: bytes).contains { $0.key == key }
            }
        }
    }
}
