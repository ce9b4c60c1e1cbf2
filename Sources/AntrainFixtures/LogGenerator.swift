/// A seeded generator of realistic synthetic `.antrain` logs.
///
/// Property tests (round trip, formatter idempotence) and the benchmark need logs that read
/// like a real lifter's: years of progressive lifting with deloads and misses, cardio, metcons,
/// three to five meals a day and a drifting bodyweight, written in every form LANGUAGE.md
/// allows. Hand-written fixtures cannot reach 10 MB or fifty years and random text is not
/// realistic, so this simulates one athlete day by day. The same seed and options give the same
/// text, byte for byte, on every platform.
///
/// With `Options.includeMistakes` false the log is valid: a validator that follows LANGUAGE.md
/// reports no error or warning in it. With it true, realistic mistakes are added at a low rate,
/// at most one per entry and each on its own line, and ``generateWithReport(days:)`` tells
/// where, so tests can check that a diagnostic appears on exactly those lines.
public struct LogGenerator: Sendable {
    /// A generated log and the mistakes put into it, with their 1-based line numbers, in order.
    public typealias Report = (text: String, mistakes: [(line: Int, mistake: Mistake)])

    /// The seed: the whole log is a function of it and of `options`.
    public let seed: UInt64
    /// What the log covers and how it is written.
    public let options: Options

    /// A generator for the log of `seed`; nothing is generated until `generate` is called, and
    /// every call starts afresh, so one generator can be shared and called from any thread.
    public init(seed: UInt64, options: Options = .init()) {
        self.seed = seed
        self.options = options
    }

    /// A log of `days` consecutive days, after the definitions.
    ///
    /// The log starts at `options.startDate`, or earlier when that would carry it past
    /// `options.today`: a valid log has no completed training in the future, so fifty years of
    /// history end today rather than in 2070. When the last day is `today`, a planned session
    /// (all sets `[ ]`) for the next training day follows, as a lifter who plans ahead writes.
    public func generate(days: Int) -> String {
        generateWithReport(days: days).text
    }

    /// A log of about `approximateBytes` UTF-8 bytes: whole days are added until the size is
    /// reached, so it overshoots by less than one day's entries.
    ///
    /// It starts at `options.startDate`, or earlier when the size needs more days than remain
    /// until `options.today` (10 MB is about sixty years of training).
    public func generate(approximateBytes: Int) -> String {
        generateWithReport(approximateBytes: approximateBytes).text
    }

    /// Like ``generate(days:)``, and where each mistake went.
    public func generateWithReport(days: Int) -> Report {
        precondition(days >= 0, "days must not be negative")
        let start = firstDay(forDays: days)
        var writer = LogWriter(seed: seed, options: options, reservingCapacity: 64 * 1024 + days * 1_000)
        writer.writeDefinitions()
        for offset in 0..<days {
            writer.writeDay(start.adding(days: offset), isInFinalWeek: offset >= days - 7)
        }
        if days > 0, start.adding(days: days - 1) == options.today {
            writer.writePlannedSession(after: options.today)
        }
        return writer.finish()
    }

    /// Like ``generate(approximateBytes:)``, and where each mistake went.
    public func generateWithReport(approximateBytes: Int) -> Report {
        // Write from the start date; if today comes before the size, start earlier by the days
        // still missing (measured on what was written) and write it again.
        var start = min(options.startDate, options.today)
        while true {
            var writer = LogWriter(seed: seed, options: options, reservingCapacity: approximateBytes + 64 * 1024)
            writer.writeDefinitions()
            let definitionBytes = writer.byteCount
            var date = start
            while writer.byteCount < approximateBytes, date <= options.today {
                writer.writeDay(date, isInFinalWeek: options.today.days(since: date) < 7)
                date = date.adding(days: 1)
            }
            // Done at the size, and also when days add nothing (no features) or the calendar
            // runs out: then the log is as large as it can get.
            let earliest = FixtureDate(daysSinceEpoch: -719_162)  // 0001-01-01
            if writer.byteCount >= approximateBytes || writer.byteCount == definitionBytes || start <= earliest {
                return writer.finish()
            }
            let daysWritten = max(1, date.days(since: start))
            let bytesPerDay = max(1, (writer.byteCount - definitionBytes) / daysWritten)
            let missingDays = (approximateBytes - writer.byteCount) / bytesPerDay * 6 / 5 + 14
            start = max(earliest, start.adding(days: -missingDays))
        }
    }

    /// The first day of a log of `days` days that ends no later than `options.today`.
    private func firstDay(forDays days: Int) -> FixtureDate {
        let latestStart = options.today.adding(days: -(max(days, 1) - 1))
        return min(options.startDate, latestStart)
    }
}
