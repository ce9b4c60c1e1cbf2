import Foundation

/// What the figures were measured on, printed above the tables and kept in the JSON.
enum Machine {
    static func describe(isQuick: Bool) -> [String: String] {
        let info = ProcessInfo.processInfo
        var machine = [
            "date": dateAndTime(),
            "cores": "\(info.activeProcessorCount)",
            "cpu": cpuModel() ?? "unknown",
            "memory": "\(Figure.significant(Double(info.physicalMemory) / 1_073_741_824)) GiB",
            "os": info.operatingSystemVersionString,
            "mode": isQuick ? "quick (small inputs: a smoke test, not the issue's figures)" : "full",
        ]
        #if DEBUG
        machine["build"] = "debug: figures are meaningless, use swift run -c release antrain-bench"
        #else
        machine["build"] = "release"
        #endif
        return machine
    }

    /// The first `model name` of `/proc/cpuinfo` (Linux); nil elsewhere.
    static func cpuModel() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// Now, in UTC, as `2026-11-22 21:30 UTC`.
    static func dateAndTime() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) \(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
    }
}
