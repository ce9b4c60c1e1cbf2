import AntrainFIT
import AntrainModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How FIT's numbers are named in the log: a session's sport in a cardio note, an unmapped
/// exercise's definition.
enum FITNames {
    /// Garmin's name of a sport (`running`, `tennis`), or `sport 60` for one past this list.
    static func sport(_ number: UInt8) -> String {
        if let sport = FITSport(rawValue: number) { return snakeCase(String(describing: sport)) }
        return otherSports[number] ?? "sport \(number)"
    }

    /// The profile's `sport` values the exporter never writes, for the summary's line on a
    /// session left out (Garmin's profile, `sport`).
    private static let otherSports: [UInt8: String] = [
        0: "generic", 3: "transition", 6: "basketball", 7: "soccer", 8: "tennis", 9: "american_football", 13: "alpine_skiing",
        14: "snowboarding", 16: "mountaineering", 17: "hiking", 18: "multisport", 19: "paddling", 20: "flying", 21: "e_biking",
        22: "motorcycling", 23: "boating", 24: "driving", 25: "golf", 26: "hang_gliding", 27: "horseback_riding", 28: "hunting",
        29: "fishing", 30: "inline_skating", 31: "rock_climbing", 32: "sailing", 33: "ice_skating", 34: "sky_diving",
        35: "snowshoeing", 36: "snowmobiling", 37: "stand_up_paddleboarding", 38: "surfing", 39: "wakeboarding",
        40: "water_skiing", 41: "kayaking", 42: "rafting", 43: "windsurfing", 44: "kitesurfing", 45: "tactical", 46: "jumpmaster",
        47: "boxing", 48: "floor_climbing", 53: "diving", 62: "hiit", 64: "racket", 76: "water_tubing", 77: "wakesurfing",
    ]

    /// The cardio entry's note names the session: `FIT running`.
    static func sportTitle(_ number: UInt8) -> String { "FIT " + sport(number) }

    /// An exercise the table has no preset for: `FIT Bench Press 37` (the category in words,
    /// the exercise's number in it), with the file's numbers and Garmin's names in the comment
    /// above its definition, so the lifter can rename it knowing what the watch recorded.
    static func definition(category: UInt16?, subtype: UInt16?) -> (name: String, comment: String) {
        let known = category.flatMap(FITExerciseCategory.init(rawValue:))
        let title = known.map { Self.words(of: $0.profileName) } ?? category.map { "Category \($0)" } ?? "Exercise"
        let name = "FIT " + title + (subtype.map { " \($0)" } ?? "")
        var comment = "FIT exercise_category " + (known.map { "\($0.profileName) (\($0.rawValue))" } ?? category.map(String.init) ?? "none")
        if let subtype { comment += ", category_subtype \(subtype)" }
        return (name, comment)
    }

    /// `bench_press` → `Bench Press`.
    static func words(of profileName: String) -> String {
        profileName.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    static func snakeCase(_ camel: String) -> String {
        var result = ""
        for character in camel {
            if character.isUppercase { result += "_" + character.lowercased() } else { result.append(character) }
        }
        return result
    }
}

/// A FIT instant as the log's date and time of day: in `--tz` when given, else at the offset
/// the file records (`activity.local_timestamp`), else in the system's zone.
enum FITLocalTime {
    static func dateAndTime(of timestamp: UInt32, zone: FITZone?, fileOffset: Int?) -> (LocalDate, LocalTime) {
        let unix = Int64(timestamp) + FITClock.epochInUnixSeconds
        let offset = zone?.offset(atUnixSeconds: unix) ?? fileOffset ?? FITZone.system.offset(atUnixSeconds: unix)
        let local = unix + Int64(offset)
        let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let seconds = Int(local - day * 86_400)
        return (LocalDate(dayNumber: Int(day)), LocalTime(hour: seconds / 3_600, minute: seconds / 60 % 60))
    }
}
