import AntrainModel
import Foundation

/// `antrain import` of a generated Apple Health `export.xml` of about 1 GiB as a whole
/// process: wall time and peak resident memory, which issue #45 holds under 100 MiB (the
/// export is read as a stream, never whole).
///
/// The export is written straight to a temporary file, a day at a time, so the bench never
/// holds it either: each day has a few hundred heart-rate and step samples (what makes real
/// exports large), two body-mass readings from two sources, a body-fat reading on Mondays,
/// and a run or a strength workout every other day, in the newer shape with
/// `WorkoutStatistics`, after the internal DTD.
struct AppleHealthBenchmark {
    var executable: String
    var bytes: Int
    var runs: Int
    var budget: Double
    var progress: (String) -> Void

    func run() throws -> ReportSection {
        var section = ReportSection(title: "`antrain import` of an Apple Health export as a whole process",
                                    columns: ["measure", "input", "runs", "median", "min", "max"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-bench-health-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("export.xml").path
        progress("writing a \(Figure.grouped(bytes >> 20)) MiB Apple Health export to \(path)")
        let written = try Self.writeExport(to: path, bytes: bytes)
        let label = "\(Figure.grouped(written.bytes >> 20)) MiB, \(Figure.grouped(written.days)) days"
        progress("antrain import of it, \(runs) runs")
        let out = folder.appendingPathComponent("body.antrain").path
        let results = try CheckProcessBenchmark.measureRuns(executable, arguments: ["import", path, "-o", out], runs: runs, budget: budget)
        var wall = Samples(results.map(\.seconds))
        wall.requested = runs
        let memory = Samples(results.map { Double($0.peakResidentBytes) })
        let mebibyte = 1_048_576.0
        section.rows.append(ReportRow(
            ["wall time", label, wall.countText, Figure.seconds(wall.median), Figure.seconds(wall.minimum), Figure.seconds(wall.maximum)],
            metrics: ["medianSeconds": wall.median, "bytes": Double(written.bytes),
                      "megabytesPerSecond": Double(written.bytes) / 1_000_000 / max(wall.median, 1e-9)]))
        section.rows.append(ReportRow(
            ["peak RSS", label, wall.countText, CheckProcessBenchmark.mebibytes(memory.median), CheckProcessBenchmark.mebibytes(memory.minimum),
             CheckProcessBenchmark.mebibytes(memory.maximum)],
            metrics: ["medianBytes": memory.median, "maxBytes": memory.maximum],
            target: .atMost(100, "MiB"), checkedFigure: memory.maximum / mebibyte))
        let log = (try? Data(contentsOf: URL(fileURLWithPath: out)).count) ?? 0
        let statuses = Set(results.map(\.exitStatus)).sorted().map(String.init).joined(separator: ", ")
        section.notes = [
            "- A generated export (newer shape, internal DTD, \(Self.samplesPerDay) heart-rate and step samples a day, two body masses "
                + "a day from two sources, a workout every other day); the log written: \(Figure.grouped(log >> 10)) KiB. "
                + "Exit status: \(statuses). Binary: `\(executable)`.",
        ]
        return section
    }

    /// Samples a day: heart rate every five minutes and steps every ten, about 430 a day.
    static let samplesPerDay = 432

    /// Writes days of an export to `path` until it holds at least `bytes`; what it wrote.
    static func writeExport(to path: String, bytes target: Int) throws -> (bytes: Int, days: Int) {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw BenchmarkError("cannot write \(path)")
        }
        defer { try? handle.close() }
        var written = 0
        func flush(_ text: inout String) throws {
            let data = Data(text.utf8)
            try handle.write(contentsOf: data)
            written += data.count
            text = ""
        }
        var text = header
        var day = LocalDate(year: 2015, month: 1, day: 1)
        var days = 0
        while written + text.utf8.count < target {
            appendDay(day, index: days, to: &text)
            day = day.adding(days: 1)
            days += 1
            if text.utf8.count > 1 << 20 { try flush(&text) }
        }
        text += "</HealthData>\n"
        try flush(&text)
        return (written, days)
    }

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 14 -->
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
        <!ATTLIST HealthData
          locale CDATA #REQUIRED
        >
        <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
        <!ATTLIST Record
          type          CDATA #REQUIRED
          unit          CDATA #IMPLIED
          value         CDATA #IMPLIED
          sourceName    CDATA #REQUIRED
          startDate     CDATA #REQUIRED
          endDate       CDATA #REQUIRED
        >
        <!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
        <!ELEMENT WorkoutStatistics EMPTY>
        ]>
        <HealthData locale="en_US">
         <ExportDate value="2026-11-22 10:00:00 +0300"/>

        """

    private static func stamp(_ day: LocalDate, _ minutes: Int) -> String {
        let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return "\(day) \(pad(minutes / 60 % 24)):\(pad(minutes % 60)):00 +0300"
    }

    private static func appendDay(_ day: LocalDate, index: Int, to text: inout String) {
        let weight = 82 - Double(index % 400) / 100
        text += " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Scale\" unit=\"kg\" creationDate=\"\(stamp(day, 421))\" startDate=\"\(stamp(day, 421))\" endDate=\"\(stamp(day, 421))\" value=\"\(weight)\"/>\n"
        text += " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Health\" unit=\"lb\" creationDate=\"\(stamp(day, 1290))\" startDate=\"\(stamp(day, 1290))\" endDate=\"\(stamp(day, 1290))\" value=\"\(weight * 2.2)\"/>\n"
        if index % 7 == 0 {
            text += " <Record type=\"HKQuantityTypeIdentifierBodyFatPercentage\" sourceName=\"Scale\" unit=\"%\" startDate=\"\(stamp(day, 421))\" endDate=\"\(stamp(day, 421))\" value=\"0.1\(index % 9)\"/>\n"
        }
        for sample in 0..<samplesPerDay {
            let minutes = sample * 1440 / samplesPerDay
            if sample % 3 == 2 {
                text += " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"iPhone\" sourceVersion=\"17.1\" device=\"&lt;&lt;HKDevice: 0x280e6c0a0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone&gt;\" unit=\"count\" creationDate=\"\(stamp(day, minutes + 10))\" startDate=\"\(stamp(day, minutes))\" endDate=\"\(stamp(day, minutes + 10))\" value=\"\(sample * 7 % 900)\"/>\n"
            } else {
                text += " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"Apple Watch\" sourceVersion=\"10.1\" unit=\"count/min\" creationDate=\"\(stamp(day, minutes))\" startDate=\"\(stamp(day, minutes))\" endDate=\"\(stamp(day, minutes))\" value=\"\(55 + sample % 60)\">\n  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"0\"/>\n </Record>\n"
            }
        }
        guard index % 2 == 0 else { return }
        let activity = index % 4 == 0 ? "Running" : "TraditionalStrengthTraining"
        text += " <Workout workoutActivityType=\"HKWorkoutActivityType\(activity)\" duration=\"41.5\" durationUnit=\"min\" sourceName=\"Apple Watch\" creationDate=\"\(stamp(day, 1110))\" startDate=\"\(stamp(day, 1080))\" endDate=\"\(stamp(day, 1121))\">\n"
        text += "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" startDate=\"\(stamp(day, 1080))\" endDate=\"\(stamp(day, 1121))\" sum=\"412.5\" unit=\"kcal\"/>\n"
        if activity == "Running" {
            text += "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierDistanceWalkingRunning\" startDate=\"\(stamp(day, 1080))\" endDate=\"\(stamp(day, 1121))\" sum=\"7.25\" unit=\"km\"/>\n"
        }
        text += " </Workout>\n"
    }
}
