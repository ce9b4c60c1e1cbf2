import AntrainBasics
import AntrainModel
import Dispatch

/// The figures records are made of, for each session of one exercise, and the day part of meal
/// hovers: computed once per snapshot and exercise (or day), then read by every hover, lens and
/// record question about it.
///
/// A hover on a set asks for the exercise's records up to that session: over ten years of logs
/// that is hundreds of earlier sessions, each read from its file's full models and summed set by
/// set, on every hover. The summaries depend only on the snapshot (the sessions, the day's
/// bodyweight, the athlete's formula), so they are kept with it, a few dozen bytes per session
/// of the exercises asked about, and a snapshot's next edit starts afresh.
final class SessionFiguresCache: @unchecked Sendable {
    /// What one session of the exercise contributes to its records (see ``ExerciseStatistics/records(of:in:ofFile:before:including:dates:)``).
    struct Figures {
        var topSet: (load: Double, reps: Int, bodyweightOffset: Double?)?
        var bestE1RM: Double?
        var volume: Double
    }

    /// One athlete's exercise, as an athlete's formula estimates it.
    struct Key: Hashable {
        var athlete: Int
        var exercise: String
        var formula: OneRepMaxFormula
    }

    /// One athlete's day in one language: the day part of a meal's hover.
    struct MealDayKey: Hashable {
        var athlete: Int
        var date: LocalDate
        var language: Language
    }

    private let lock = DispatchSemaphore(value: 1)
    private var figures: [Key: [Figures]] = [:]
    /// The day part of a meal's hover (the day against the goals, its nutrients, the foods
    /// without figures) is the same for every meal of the day: a full analysis hovers every
    /// meal of a long log, three to five a day, and writes each day once.
    private var mealDays: [MealDayKey: String] = [:]

    /// The figures kept for `key`, else those `compute` gives (kept for the next question).
    func figures(_ key: Key, compute: () -> [Figures]) -> [Figures] {
        lock.wait()
        let kept = figures[key]
        lock.signal()
        if let kept { return kept }
        let computed = compute()
        lock.wait()
        figures[key] = computed
        lock.signal()
        return computed
    }

    /// The day part kept for `key`, else the one `write` gives (kept for the next meal).
    func mealDay(_ key: MealDayKey, write: () -> String) -> String {
        lock.wait()
        let kept = mealDays[key]
        lock.signal()
        if let kept { return kept }
        let written = write()
        lock.wait()
        mealDays[key] = written
        lock.signal()
        return written
    }
}
