import AntrainAnalysis
import AntrainBasics
import AntrainFIT
import AntrainModel

/// Apple Health's `export.xml` ("Export All Health Data" in the Health app), read as a stream:
/// body mass records become `bodyweight` entries (every weigh-in: a log allows several a day and
/// the last counts, LANGUAGE.md §3.5), body fat and waist records `measure` entries (the day's
/// first of each kind), workouts cardio entries, strength workouts lifting entries, and the
/// latest height a line of the summary (height belongs in the profile).
///
/// Only the records of a few types are kept, so memory stays flat however many heart-rate
/// samples the export holds.
public enum AppleHealthImport {
    /// The export's root element in the first block (after the XML declaration and, in
    /// newer exports, a DTD of about 10 KiB).
    public static func looksLikeAppleHealth(_ bytes: [UInt8]) -> Bool {
        let marker = Array("<HealthData".utf8)
        let doctype = Array("<!DOCTYPE HealthData".utf8)
        let head = bytes.prefix(1 << 20)
        return contains(head, doctype) || contains(head, marker)
    }

    private static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: needle[0]) {
            if found + needle.count <= bytes.endIndex, bytes[found..<found + needle.count].elementsEqual(needle) { return true }
            index = found + 1
        }
        return false
    }

    /// Every how many bytes the progress line is printed: 100 MiB.
    static let progressEvery = 100 << 20

    static func read(_ blocks: ByteBlocks, zone: FITZone?, progress: ((Int) -> Void)?) throws(XMLScanError) -> (ImportedLog, AppleHealthSummary) {
        var scanner = XMLTagScanner(blocks: blocks, names: ["HealthData", "Record", "Workout", "WorkoutStatistics"])
        var reading = AppleHealthReading(zone: zone)
        var nextProgress = progressEvery
        var workout: [String: String]?
        var statistics: [[String: String]] = []
        while let tag = try scanner.next() {
            if let progress, scanner.offset >= nextProgress {
                progress(scanner.offset)
                nextProgress += progressEvery
            }
            switch (tag.name, tag.isEnd) {
            case ("HealthData", false):
                reading.summary.isHealthData = true
            case ("Record", false):
                reading.record(tag.attributes)
            case ("Workout", false):
                if tag.isEmpty {
                    reading.workout(tag.attributes, statistics: [])
                } else {
                    workout = tag.attributes
                    statistics = []
                }
            case ("WorkoutStatistics", false):
                if workout != nil { statistics.append(tag.attributes) }
            case ("Workout", true):
                if let open = workout { reading.workout(open, statistics: statistics) }
                workout = nil
            default:
                break
            }
        }
        return (reading.log(), reading.summary)
    }
}

/// What the summary says beyond the rows.
struct AppleHealthSummary {
    var isHealthData = false
    /// Body records of the kinds read, and how many were left out: a body fat or waist record
    /// after the day's first, or a weigh-in recorded twice (the same moment and load).
    var bodyRecords = 0
    var leftOutBodyRecords = 0
    var height: (centimetres: Double, date: LocalDate)?
    /// Workouts of types no entry holds, by Apple's name.
    var leftOut: [String: Int] = [:]
    /// Records of every other type (heart rate, steps…).
    var otherRecords = 0

    var lines: [LocalizedText] {
        typealias M = AppleHealthMessages
        var lines: [LocalizedText] = []
        if bodyRecords > 0, leftOutBodyRecords > 0 {
            lines.append(LocalizedText(M.bodyRecords, ["records": .integer(bodyRecords), "later": .integer(leftOutBodyRecords)]))
        } else if bodyRecords > 0 {
            lines.append(LocalizedText(M.bodyRecordsAllKept, ["records": .integer(bodyRecords)]))
        }
        if otherRecords > 0 { lines.append(LocalizedText(M.otherRecords, ["count": .integer(otherRecords)])) }
        if let height {
            lines.append(LocalizedText(M.height, ["height": .text(Format.number(height.centimetres, decimals: 1, grouping: false)),
                                                  "date": .text(height.date.description)]))
        }
        if !leftOut.isEmpty {
            let names = leftOut.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
            let count = leftOut.values.reduce(0, +)
            let workouts = LocalizedText(count == 1 ? ImportMessages.workoutOne : ImportMessages.workoutOther, ["count": .integer(count)])
            lines.append(LocalizedText(M.leftOutWorkouts, ["workouts": .message(workouts), "types": .text(names)]))
        }
        return lines
    }
}

/// The export's records and workouts as the rows the writer takes.
private struct AppleHealthReading {
    let zone: FITZone?
    var summary = AppleHealthSummary()
    /// The day's first body fat and waist record: by kind and date, the moment and the outcome.
    private var firsts: [BodyKey: (moment: Int64, outcome: RowOutcome)] = [:]
    /// Every weigh-in, with its moment; a log takes several a day, the last counting.
    private var weighIns: [(moment: Int64, outcome: RowOutcome)] = []
    /// The weigh-ins already kept: two apps that sync one scale write the same reading twice.
    private var weighInsSeen: Set<WeighIn> = []
    private var workouts: [RowOutcome] = []
    private var fixed: [String: FixedExercise] = [:]
    private var line = 0

    init(zone: FITZone?) { self.zone = zone }

    private struct BodyKey: Hashable {
        var kind: String
        var date: LocalDate
    }

    private struct WeighIn: Hashable {
        var moment: Int64
        var value: Double
        var unit: String
    }

    mutating func record(_ attributes: [String: String]) {
        guard let type = attributes["type"], let kind = AppleHealthTypes.body[type] else {
            summary.otherRecords += 1
            return
        }
        guard let start = attributes["startDate"].flatMap(AppleHealthDate.init), let value = attributes["value"].flatMap(Double.init) else { return }
        let unit = attributes["unit"] ?? ""
        let (date, time) = start.local(in: zone)
        line += 1
        let outcome: RowOutcome?
        switch kind {
        case .bodyMass:
            guard let load = AppleHealthTypes.load(value, unit: unit) else { return }
            summary.bodyRecords += 1
            let moment = start.unixSeconds
            guard weighInsSeen.insert(WeighIn(moment: moment, value: load.value, unit: load.unit.rawValue)).inserted else {
                summary.leftOutBodyRecords += 1
                return
            }
            weighIns.append((moment, .bodyweight(ImportedBodyweight(line: line, date: date, time: time, load: load))))
            return
        case .bodyFat:
            // Apple writes a fraction with unit `%`: 0.245 is 24.5 %.
            let percent = value <= 1 ? value * 100 : value
            outcome = .measurement(ImportedMeasurement(line: line, date: date, time: time, site: .bodyfat, side: nil, value: (percent * 10).rounded() / 10))
        case .waist:
            outcome = AppleHealthTypes.centimetres(value, unit: unit).map {
                .measurement(ImportedMeasurement(line: line, date: date, time: time, site: .waist, side: nil, value: ($0 * 10).rounded() / 10))
            }
        case .height:
            if let centimetres = AppleHealthTypes.centimetres(value, unit: unit), date >= (summary.height?.date ?? date) {
                summary.height = (centimetres, date)
            }
            return
        }
        guard let outcome else { return }
        summary.bodyRecords += 1
        let key = BodyKey(kind: kind.rawValue, date: date)
        let moment = start.unixSeconds
        if let known = firsts[key] {
            summary.leftOutBodyRecords += 1
            if moment < known.moment { firsts[key] = (moment, outcome) }
        } else {
            firsts[key] = (moment, outcome)
        }
    }

    mutating func workout(_ attributes: [String: String], statistics: [[String: String]]) {
        let activity = attributes["workoutActivityType"] ?? ""
        let kind = AppleHealthTypes.workout(activity)
        guard let start = attributes["startDate"].flatMap(AppleHealthDate.init), kind != nil else {
            summary.leftOut[AppleHealthTypes.shortName(activity), default: 0] += 1
            return
        }
        let (date, time) = start.local(in: zone)
        line += 1
        let figures = AppleHealthWorkoutFigures(attributes, statistics: statistics, start: start)
        let activityWords = AppleHealthTypes.words(of: AppleHealthTypes.shortName(activity))
        var notes = figures.noteParts
        if let source = attributes["sourceName"], !source.isEmpty { notes.append(source) }
        let key = WorkoutKey(date: date, time: time, title: nil, number: attributes["startDate"])
        switch kind {
        case .cardio(let type)?:
            // One name per activity: the cardio entry's note starts with it.
            let written = "Apple Health " + activityWords.lowercased()
            fixed[written] = .cardio(type)
            var set = ImportedSet(line: line, workout: key, exercise: written)
            set.seconds = figures.seconds
            set.distance = figures.distance
            set.notes = notes.isEmpty ? nil : notes.joined(separator: ", ")
            workouts.append(set.isEmpty ? .emptySet : .set(set))
        case .strength?:
            let written = AppleHealthTypes.strengthExercise
            fixed[written] = .definition(category: .bodyweight, muscles: [.fullBody], comment: AppleHealthTypes.strengthComment)
            var set = ImportedSet(line: line, workout: key, exercise: written)
            set.seconds = figures.seconds
            set.workoutDuration = figures.seconds
            set.workoutNotes = ([activityWords + " from Apple Health"] + notes).joined(separator: ", ")
            workouts.append(set.isEmpty ? .emptySet : .set(set))
        case nil:
            break
        }
    }

    func log() -> ImportedLog {
        let body = (weighIns + firsts.values).sorted { $0.moment < $1.moment }.map(\.outcome)
        var log = ImportedLog(outcomes: (body + workouts).enumerated().map { ($0.offset + 1, $0.element) })
        log.fixedExercises = fixed
        return log
    }
}
