#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// The athlete's time zone for FIT timestamps: its offset from UTC at any instant.
///
/// Named zones come from the system's zone database through the C library (`TZ` and
/// `localtime_r`), not from Foundation: a named `TimeZone` needs ICU, which the self-contained
/// executable leaves out, and it would answer nil for `Europe/Istanbul` there.
public struct FITZone: Sendable {
    /// Seconds east of UTC at an instant given in Unix seconds.
    private let offsetAt: @Sendable (Int64) -> Int

    public init(offsetAt: @escaping @Sendable (Int64) -> Int) {
        self.offsetAt = offsetAt
    }

    /// A Foundation zone (tests, and platforms whose Foundation knows zone names).
    public init(_ timeZone: TimeZone) {
        offsetAt = { timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval($0))) }
    }

    /// Seconds east of UTC at `unixSeconds`.
    public func offset(atUnixSeconds unixSeconds: Int64) -> Int { offsetAt(unixSeconds) }

    /// The process's zone as the C library knows it: `TZ`, else the system's `/etc/localtime`.
    public static let system = FITZone { CLibraryZone.offset(named: nil, atUnixSeconds: $0) }

    /// The zone named `name` in the system's zone database (`Europe/Istanbul`, `UTC`), or nil
    /// when the database has no such zone.
    public static func named(_ name: String) -> FITZone? {
        let known = name == "UTC" || name == "GMT"
            || (!name.contains("..") && ["/usr/share/zoneinfo", "/usr/lib/zoneinfo", "/var/db/timezone/zoneinfo"].contains {
                FileManager.default.fileExists(atPath: "\($0)/\(name)")
            })
        guard known else { return nil }
        return FITZone { CLibraryZone.offset(named: name, atUnixSeconds: $0) }
    }
}

/// The C library's zone rules, asked with `TZ` set to a zone for the length of one question.
///
/// `TZ` is the process's, so every question holds one lock and puts `TZ` back after it: two
/// exports in one process (the tests run commands side by side) never see each other's zone.
private enum CLibraryZone {
    static let lock = DispatchSemaphore(value: 1)

    static func offset(named name: String?, atUnixSeconds seconds: Int64) -> Int {
        lock.wait()
        defer { lock.signal() }
        let saved = getenv("TZ").map { String(cString: $0) }
        if let name {
            setenv("TZ", name, 1)
            tzset()
        }
        defer {
            if name != nil {
                if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
                tzset()
            }
        }
        var time = time_t(seconds)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }
}
