import AntrainModel

/// The name of a workout's FIT file: `YYYY-MM-DD-HHMM-TITLE.fit`.
///
/// The time is the workout's (12:00 without one, as in the file); the title is the workout's
/// title, else its cardio or metcon type, else its kind, made safe for any file system:
/// letters and digits kept (in any script), everything else a single `-`, at most 60
/// characters.
public enum FITFileName {
    public static func name(for workout: Workout) -> String {
        let time = workout.time ?? FITClock.defaultTime
        let stamp = "\(workout.date)-" + pad(time.hour) + pad(time.minute)
        let title = safe(workout.title ?? workout.quickLog?.cardioType?.rawValue ?? workout.quickLog?.metconType?.rawValue ?? workout.type.rawValue)
        return (title.isEmpty ? stamp : stamp + "-" + title) + ".fit"
    }

    /// `name` made unique among `taken` by `-2`, `-3`... before the extension.
    public static func unique(_ name: String, among taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        let stem = String(name.dropLast(".fit".count))
        var number = 2
        while taken.contains("\(stem)-\(number).fit") { number += 1 }
        return "\(stem)-\(number).fit"
    }

    static func safe(_ title: String) -> String {
        var result = ""
        for character in title {
            if character.isLetter || character.isNumber {
                result.append(character)
            } else if !result.isEmpty, result.last != "-" {
                result.append("-")
            }
        }
        result = String(result.prefix(60))
        while result.last == "-" { result.removeLast() }
        return result
    }

    private static func pad(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
