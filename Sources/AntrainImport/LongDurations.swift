import AntrainBasics
import AntrainModel

/// Workout durations no session has: a timer nobody stopped (real Strong and FitNotes exports
/// hold `42h13`, `48h06`, `30h`).
///
/// Written as a duration they would be an `implausible-value` error, and Docs/IMPORT.md
/// promises a log that checks with no errors; dropped they would be lost. So the header goes
/// without one, the recorded figure goes into the entry's note, and the summary counts them.
enum LongDurations {
    /// Whether a workout's recorded duration is longer than any session (``PlausibleRange/duration``).
    static func isImplausible(_ seconds: Double) -> Bool {
        seconds > PlausibleRange.duration.bounds.upperBound
    }

    /// The note that keeps the recorded figure: `recorded duration 42h13`.
    static func note(_ seconds: Double) -> String {
        "recorded duration " + ImportWriter.workoutDuration(seconds)
    }
}

/// The summary line about durations written as notes, in English and Turkish.
enum ImportDurationMessages {
    static let longDurations = MessageKey("import.long-durations",
        en: "{workouts} lasted over 24 hours by the app (a timer left running): the figure is written in the note, not as a duration",
        tr: "Uygulamaya göre 24 saatten uzun süren {workouts} (açık kalmış bir sayaç): süre, süre olarak değil notta yazıldı")

    static let all: [MessageKey] = [longDurations]
}
