import AntrainBasics
import AntrainModel
import Dispatch

/// The part of a meal's hover that is the same for every meal of its day, as bytes: the end of
/// its title (` — 2026-11-20**` and the break after it), then the day against the goals, with the
/// break before it. The meal's own figures go between the two.
struct MealDayText {
    var bytes: UTF8Buffer
    /// Where the title's end stops and the day's part begins.
    var titleEnd: Int

    var titleRange: Range<Int> { 0..<titleEnd }
    var dayRange: Range<Int> { titleEnd..<bytes.count }
}

/// The figures records are made of, for each session of one exercise, the day part of meal
/// hovers and the templates found by name: computed once per snapshot and exercise (or day, or
/// name), then read by every hover, lens and record question about it.
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

        /// One word hashed rather than five fields: every meal hover asks for its day.
        func hash(into hasher: inout Hasher) {
            let day = (date.year &* 16 &+ date.month) &* 32 &+ date.day
            hasher.combine(day &* 8 &+ (language == .en ? 0 : 1) &+ athlete &<< 32)
        }
    }

    private let lock = DispatchSemaphore(value: 1)
    private var figures: [Key: [Figures]] = [:]
    /// The day part of a meal's hover (the day against the goals, its nutrients, the foods
    /// without figures) is the same for every meal of the day: a full analysis hovers every
    /// meal of a long log, three to five a day, and writes each day once. Kept as bytes: each
    /// meal's hover copies them into its own text, made once.
    private var mealDays: [MealDayKey: MealDayText] = [:]

    /// The templates asked for by name as written, with the answer (nil: none is defined):
    /// a hover on a program's workout asks for its day's template, and the same few names are
    /// asked for on every workout of the program.
    private var templates: [String: WorkoutTemplate?] = [:]

    /// The template kept for `name`, else the one `find` gives (kept for the next question).
    func template(named name: String, find: () -> WorkoutTemplate?) -> WorkoutTemplate? {
        kept(\.templates, name, make: find)
    }

    /// The figures kept for `key`, else those `compute` gives (kept for the next question).
    func figures(_ key: Key, compute: () -> [Figures]) -> [Figures] {
        kept(\.figures, key, make: compute)
    }

    /// The day part last asked for, its key and its text apart: a day's meals are hovered one
    /// after another, and comparing its key in place costs less than hashing it (or copying
    /// the pair out to compare it).
    private var lastMealDayKey: MealDayKey?
    private var lastMealDayText: MealDayText?

    /// The day part kept for `key`, else the one `write` gives (kept for the next meal).
    /// `expectedDays` (how many days the file has meals on) sizes the table when it keeps its
    /// first day, so a full analysis of a long log does not grow it step by step.
    func mealDay(_ key: MealDayKey, expectedDays: @autoclosure () -> Int, write: () -> MealDayText) -> MealDayText {
        lock.wait()
        if lastMealDayKey == key, let text = lastMealDayText {
            lock.signal()
            return text
        }
        if let text = mealDays[key] {
            lastMealDayKey = key
            lastMealDayText = text
            lock.signal()
            return text
        }
        lock.signal()
        // Written outside the lock: two threads asking at once may both write it, and either
        // is kept.
        let text = write()
        lock.wait()
        if mealDays.isEmpty { mealDays.reserveCapacity(expectedDays()) }
        mealDays[key] = text
        lastMealDayKey = key
        lastMealDayText = text
        lock.signal()
        return text
    }

    /// The value `table` keeps for `key`, else the one `make` gives, kept in it. `make` runs
    /// outside the lock: two threads asking at once may both make it, and either is kept.
    private func kept<TableKey: Hashable, Value>(
        _ table: ReferenceWritableKeyPath<SessionFiguresCache, [TableKey: Value]>, _ key: TableKey, make: () -> Value
    ) -> Value {
        lock.wait()
        let kept = self[keyPath: table][key]
        lock.signal()
        if let kept { return kept }
        let made = make()
        lock.wait()
        self[keyPath: table][key] = made
        lock.signal()
        return made
    }
}
