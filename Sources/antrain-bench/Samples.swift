import Dispatch

/// Monotonic time, in nanoseconds and seconds.
enum Stopwatch {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Seconds since `start` (a value of ``now()``).
    static func seconds(since start: UInt64) -> Double {
        Double(now() - start) / 1e9
    }

    /// The seconds `body` takes, and what it returned.
    static func measure<Result>(_ body: () throws -> Result) rethrows -> (seconds: Double, result: Result) {
        let start = now()
        let result = try body()
        return (seconds(since: start), result)
    }
}

/// Repeated measurements of one figure, in seconds.
///
/// Medians rather than means: on a shared two-core machine one run in ten meets another
/// process, and a mean would charge that to the code. The p99 is there to show exactly
/// such tails where they matter (an editor waiting on a keystroke).
struct Samples: Sendable {
    private(set) var values: [Double] = []
    private var sorted: [Double] { values.sorted() }

    init(_ values: [Double] = []) {
        self.values = values
    }

    mutating func append(_ seconds: Double) { values.append(seconds) }

    var count: Int { values.count }
    var median: Double { percentile(50) }
    var p99: Double { percentile(99) }
    var minimum: Double { values.min() ?? .nan }
    var maximum: Double { values.max() ?? .nan }

    /// The nearest-rank percentile: the smallest value with at least `percent` % of the
    /// samples at or below it (so the p99 of 200 samples is the second largest). The median
    /// of an even count is the mean of the two middle values.
    func percentile(_ percent: Double) -> Double {
        let ordered = sorted
        guard !ordered.isEmpty else { return .nan }
        if percent == 50, ordered.count % 2 == 0 {
            return (ordered[ordered.count / 2 - 1] + ordered[ordered.count / 2]) / 2
        }
        let rank = Int((percent / 100 * Double(ordered.count)).rounded(.up))
        return ordered[min(max(rank, 1), ordered.count) - 1]
    }

    /// Runs `body` once unmeasured, then up to `runs` times measured, stopping early once
    /// `budget` seconds have gone by (after at least one measured run). When the warm-up
    /// alone takes the whole budget, it is the only sample.
    ///
    /// The budget keeps the bench within minutes while the code is slow; the report shows
    /// how many runs were measured of those asked for.
    static func collect(runs: Int, budget: Double, _ body: () -> Void) -> Samples {
        let warmup = Stopwatch.measure(body).seconds
        var samples = Samples()
        samples.requested = runs
        if warmup >= budget {
            samples.append(warmup)
            return samples
        }
        let start = Stopwatch.now()
        for _ in 0..<runs {
            samples.append(Stopwatch.measure(body).seconds)
            if warmup + Stopwatch.seconds(since: start) >= budget { break }
        }
        return samples
    }

    /// How many runs were asked for; more than ``count`` when the time budget cut them short.
    var requested = 0

    /// `5`, or `2 of 5` when the budget cut the runs short.
    var countText: String { count < requested ? "\(count) of \(requested)" : "\(count)" }
}

/// Formats figures for the table: three significant digits, so columns stay narrow.
enum Figure {
    static func milliseconds(_ seconds: Double) -> String { significant(seconds * 1e3) + " ms" }
    static func microseconds(_ seconds: Double) -> String { significant(seconds * 1e6) + " µs" }
    static func seconds(_ seconds: Double) -> String { significant(seconds) + " s" }

    static func significant(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        return fixed(value, decimals: decimals)
    }

    /// `value` with exactly `decimals` digits after the point.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        let whole = scaled / Int(scale)
        guard decimals > 0 else { return sign + grouped(whole) }
        var fraction = String(scaled % Int(scale))
        while fraction.count < decimals { fraction = "0" + fraction }
        return "\(sign)\(grouped(whole)).\(fraction)"
    }

    /// Thousands separated by commas: `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}

/// Keeps a figure computed from a measured result, so that the optimiser cannot drop the
/// work that made it (a byte scan whose count nobody reads is no scan at all).
enum Sink {
    nonisolated(unsafe) private static var total: UInt64 = 0

    @inline(never)
    static func keep(_ figure: Int) {
        total &+= UInt64(truncatingIfNeeded: figure)
    }

    /// Everything kept so far; printed so that it is read.
    static var checksum: UInt64 { total }
}
