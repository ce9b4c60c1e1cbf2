import AntrainBasics
import AntrainFIT
import AntrainModel

/// FIT activity files (a watch's strength and cardio sessions) as the rows the CSV importers
/// make, so one writer, one summary and one duplicate check serve every format.
///
/// A strength session's active `set` messages become set rows of one lifting workout, its rest
/// sets the rest after the set before them; a run, ride, swim, row or walk becomes a cardio
/// row. Exercises come from the exporter's table read backwards (``FITExerciseMapping``); a
/// category and name with no preset become an `exercise` definition named after them.
enum FITImport {
    /// `.FIT` at bytes 8–11, where every FIT header has it.
    static func looksLikeFIT(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 12 && bytes[8] == UInt8(ascii: ".") && bytes[9] == UInt8(ascii: "F") && bytes[10] == UInt8(ascii: "I")
            && bytes[11] == UInt8(ascii: "T")
    }

    /// What the summary says beyond the rows: files rejected and sessions left out.
    struct Extra {
        var rejected: [(name: String, reason: LocalizedText)] = []
        var leftOut: [(name: String, sport: String)] = []
        var files = 0

        var lines: [LocalizedText] {
            typealias M = FITImportMessages
            var lines: [LocalizedText] = []
            if files > 1 || !rejected.isEmpty {
                lines.append(LocalizedText(M.files, ["files": .integer(files), "rejected": .integer(rejected.count)]))
            }
            for (name, reason) in rejected { lines.append(LocalizedText(M.rejectedFile, ["file": .text(name), "reason": .message(reason)])) }
            for (name, sport) in leftOut { lines.append(LocalizedText(M.leftOutSession, ["file": .text(name), "sport": .text(sport)])) }
            return lines
        }
    }

    static func read(_ sources: [ImportSource], zone: FITZone?) -> (ImportedLog, Extra) {
        var extra = Extra()
        var outcomes: [(line: Int, outcome: RowOutcome)] = []
        var fixed: [String: FixedExercise] = [:]
        for source in sources {
            extra.files += 1
            let messages: [FITDecodedMessage]
            do {
                messages = try FITFileDecoder.decode(source.bytes)
            } catch {
                extra.rejected.append((source.name, FITImportMessages.reason(error)))
                continue
            }
            let activity = FITReadActivity(messages)
            var file = FileReading(name: source.name, activity: activity, zone: zone)
            for session in activity.sessions {
                if let sport = file.read(session) { extra.leftOut.append((source.name, sport)) }
            }
            outcomes += file.outcomes
            fixed.merge(file.fixed) { first, _ in first }
        }
        var log = ImportedLog(outcomes: outcomes)
        log.fixedExercises = fixed
        return (log, extra)
    }
}

/// One file's sessions as rows; each message counts as one row (its index in the file's
/// sets, or its session's, is the "line" a malformed row is named by).
private struct FileReading {
    let name: String
    let activity: FITReadActivity
    let zone: FITZone?
    var outcomes: [(line: Int, outcome: RowOutcome)] = []
    var fixed: [String: FixedExercise] = [:]

    init(name: String, activity: FITReadActivity, zone: FITZone?) {
        self.name = name
        self.activity = activity
        self.zone = zone
    }

    /// Reads a session; returns the sport's name when no entry holds it.
    mutating func read(_ session: FITReadActivity.Session) -> String? {
        let start = session.start ?? activity.sets.compactMap(\.start).first
        guard let start else { return FITNames.sport(session.sport) }
        let (date, time) = FITLocalTime.dateAndTime(of: start, zone: zone, fileOffset: activity.localOffset)
        // The file's name keeps two sessions of one minute apart.
        let key = WorkoutKey(date: date, time: time, title: nil, number: name)
        if FITSportKind.isStrength(sport: session.sport, subSport: session.subSport) {
            readSets(of: session, start: start, key: key)
            return nil
        }
        guard let type = FITSportKind.cardioType(sport: session.sport, subSport: session.subSport) else { return FITNames.sport(session.sport) }
        let written = FITNames.sportTitle(session.sport)
        fixed[written] = .cardio(type)
        var set = ImportedSet(line: outcomes.count + 1, workout: key, exercise: written)
        set.seconds = session.timer ?? session.elapsed
        if let metres = session.distance, metres > 0 {
            set.distance = WrittenDistance(value: (metres / 10).rounded() / 100, unit: .km)
        }
        var notes: [String] = []
        if let rate = session.averageHeartRate { notes.append("avg HR \(rate) bpm") }
        if let calories = session.calories { notes.append("\(calories) kcal") }
        set.notes = notes.isEmpty ? nil : notes.joined(separator: ", ")
        outcomes.append((set.line, set.isEmpty ? .emptySet : .set(set)))
        return nil
    }

    /// The sets inside the session's time (all of them when the file has one session).
    private mutating func readSets(of session: FITReadActivity.Session, start: UInt32, key: WorkoutKey) {
        let end = session.elapsed.map { start &+ UInt32($0.rounded()) }
        let mine = activity.sessions.count == 1 ? activity.sets : activity.sets.filter { set in
            guard let begin = set.start else { return false }
            return begin >= start && (end.map { begin <= $0 } ?? true)
        }
        var previous: String?
        for fitSet in mine {
            let line = outcomes.count + 1
            var set = ImportedSet(line: line, workout: key, exercise: previous ?? "")
            set.workoutDuration = session.elapsed
            if fitSet.isRest {
                set.restSeconds = fitSet.duration
                outcomes.append((line, .restTimer(set)))
                continue
            }
            let exercise = exerciseName(of: fitSet)
            previous = exercise
            set.exercise = exercise
            set.reps = fitSet.repetitions
            if let kilograms = fitSet.weight, kilograms > 0 {
                if fitSet.displayUnit == .pound {
                    // FIT keeps 1/16 kg; a tenth of a pound is the finest a plate gets.
                    set.load = WrittenLoad(value: (kilograms / WeightUnit.kilogramsPerPound * 10).rounded() / 10, unit: .lb)
                } else {
                    set.load = WrittenLoad(value: kilograms, unit: .kg)
                }
            }
            // A rep set's time is the watch's measure of the set, no part of the log's
            // set; a set without reps is a hold, whose time is the set.
            if (set.reps ?? 0) == 0 { set.seconds = fitSet.duration }
            outcomes.append((line, set.isEmpty ? .emptySet : .set(set)))
        }
    }

    /// The preset for the set's category and name, else the name of a definition.
    private mutating func exerciseName(of set: FITReadActivity.StrengthSet) -> String {
        if let category = set.category, let preset = FITExerciseMapping.preset(category: category, name: set.categorySubtype) {
            return preset
        }
        let named = FITNames.definition(category: set.category, subtype: set.categorySubtype)
        if fixed[named.name] == nil {
            let category = set.category.flatMap(FITExerciseCategory.init(rawValue:))
            let muscle = category.flatMap(FITExerciseMapping.muscle(of:)) ?? .fullBody
            let loaded = (set.weight ?? 0) > 0
            fixed[named.name] = .definition(category: loaded ? .barbell : .bodyweight, muscles: [muscle], comment: named.comment)
        }
        return named.name
    }
}
