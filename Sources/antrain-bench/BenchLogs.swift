import AntrainFixtures
import AntrainModel

/// A generated log: the bytes the bench measures, and how many lines they hold.
struct GeneratedLog: Sendable {
    var bytes: [UInt8]
    var lineCount: Int

    init(_ text: String) {
        bytes = Array(text.utf8)
        lineCount = bytes.reduce(into: 0) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
        if let last = bytes.last, last != UInt8(ascii: "\n") { lineCount += 1 }
    }

    var megabytes: Double { Double(bytes.count) / 1_000_000 }
}

/// The bench's inputs, from the project's seeded ``LogGenerator``: valid logs of everything
/// (lifting, cardio, metcons, meals, bodyweight, comments, planned sets), the same bytes on
/// every run.
enum BenchLogs {
    static let seed: UInt64 = 6
    static let generator = LogGenerator(seed: seed)

    /// The generator's "today", which the analysis is told as well: its logs end there.
    static var today: LocalDate {
        let (year, month, day) = generator.options.today.components
        return LocalDate(year: year, month: month, day: day)
    }

    /// Whole days of log, about `approximateBytes` long.
    static func generate(approximateBytes: Int) -> GeneratedLog {
        GeneratedLog(generator.generate(approximateBytes: approximateBytes))
    }

    /// Whole days of log, at least `lines` lines long (and less than a day more).
    static func generate(lines: Int) -> GeneratedLog {
        let year = GeneratedLog(generator.generate(days: 365))
        var days = max(1, lines * 365 / max(1, year.lineCount))
        while true {
            let log = GeneratedLog(generator.generate(days: days))
            if log.lineCount >= lines { return log }
            days += max(1, (lines - log.lineCount) * days / max(1, log.lineCount))
        }
    }
}
