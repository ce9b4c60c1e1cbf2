import AntrainModel
import AntrainSyntax
import Dispatch

/// Points at one lowered workout of a workspace.
///
/// Stored as two 32-bit numbers: every session of every exercise holds one, and a history
/// is kept for each athlete of a repository.
public struct WorkoutReference: Hashable, Sendable {
    private var storedFile: Int32
    private var storedIndex: Int32

    public var file: Int {
        get { Int(storedFile) }
        set { storedFile = Int32(newValue) }
    }

    public var index: Int {
        get { Int(storedIndex) }
        set { storedIndex = Int32(newValue) }
    }

    /// The workout at `index` in the lowered workouts of file `file`.
    public init(file: Int, index: Int) {
        storedFile = Int32(file)
        storedIndex = Int32(index)
    }
}

/// One exercise as done in one workout, in chronological order.
public struct ExerciseSession: Sendable {
    public var workout: WorkoutReference
    private var storedDay: Int32
    private var storedExerciseIndex: Int32
    private var storedOrder: Int32

    public var date: LocalDate {
        get { LocalDate(dayNumber: Int(storedDay)) }
        set { storedDay = Int32(newValue.dayNumber) }
    }

    /// ``date`` as its day number (``LocalDate/dayNumber``), for comparing without making a date.
    var dayNumber: Int { Int(storedDay) }

    public var exerciseIndex: Int {
        get { Int(storedExerciseIndex) }
        set { storedExerciseIndex = Int32(newValue) }
    }

    /// Position in chronological order, to tell "before" apart on the same date.
    public var order: Int {
        get { Int(storedOrder) }
        set { storedOrder = Int32(newValue) }
    }

    /// Stored in 20 bytes rather than 56: a history holds one session per exercise of every
    /// workout, for each athlete of a repository.
    public init(workout: WorkoutReference, date: LocalDate, exerciseIndex: Int, order: Int) {
        self.workout = workout
        storedDay = Int32(date.dayNumber)
        storedExerciseIndex = Int32(exerciseIndex)
        storedOrder = Int32(order)
    }
}

/// One athlete's training in chronological order: the history that completion, hover and
/// the cross-entry rules read. References point into the workspace's files; files of other
/// athletes are left out.
public struct TrainingHistory: Sendable {
    /// Workouts ordered by (date, time, file, line).
    public let workouts: [WorkoutReference]
    /// Bodyweights ordered by (date, time, file, line).
    public let bodyweights: [BodyweightEntry]
    /// Training maxes (LANGUAGE.md §7.2) ordered by (date, file, line).
    public let trainingMaxes: [TrainingMax]
    /// `program` lines (LANGUAGE.md §7.4) ordered by (date, file, line): see ``ProgramSchedule``.
    public let programStarts: [ProgramStart]
    /// ``trainingMaxes`` per exercise key, in the same order: a `%` set or a program day asks
    /// for one exercise's max, and folding every max's name on each question made a long
    /// log's hovers quadratic.
    private let trainingMaxesByExercise: [String: [TrainingMax]]
    /// Sessions per exercise (keyed by ``exerciseKey(_:)``), chronological.
    public let sessionsByExercise: [String: [ExerciseSession]]
    /// Each library exercise name the logs use, by its exact spelling, to its key: a hover
    /// asks about the same few exercises thousands of times, and folding the name for each
    /// question cost more than the answer.
    private let keyOfName: [String: String]
    /// The same names to their exercise's sessions and training maxes: a hover over a program
    /// day asks both of each exercise, and one hash answers them (see ``ExerciseFacts``).
    private let factsOfName: [String: ExerciseFacts]
    /// How many sessions each exercise has: completion ranks by it.
    public var usageCount: [String: Int] { sessionsByExercise.mapValues(\.count) }
    /// The position of each workout in `workouts`, per file and workout index.
    private let orders: [[Int]]

    /// - Parameter includes: whether a file (by index) holds this athlete's logs.
    public init(files: [LoweredFile], including includes: (Int) -> Bool = { _ in true }) {
        // Sort small keys, not whole workouts: copying a `Workout` retains every array in it.
        struct SortKey {
            var reference: WorkoutReference
            var day: Int32
            var minutes: Int32
            var line: Int
        }
        var order: [SortKey] = []
        order.reserveCapacity(files.reduce(0) { $0 + $1.workouts.count })
        for (fileIndex, file) in files.enumerated() where includes(fileIndex) {
            for index in file.workouts.indices {
                order.append(SortKey(reference: WorkoutReference(file: fileIndex, index: index),
                                     day: Int32(file.workouts[index].workout.date.dayNumber),
                                     minutes: Int32(file.workouts[index].workout.time?.minutes ?? -1),
                                     line: file.workouts[index].workout.source.line))
            }
        }
        order.sort { a, b in
            (a.day, a.minutes, a.reference.file, a.line) < (b.day, b.minutes, b.reference.file, b.line)
        }
        workouts = order.map(\.reference)

        // Each file's keys were folded when it was lowered; only the files' key lists are
        // hashed here, then sessions are appended by integer id.
        var idOfKey: [String: Int] = [:]
        var keyNames: [String] = []
        let globalIDs: [[Int]] = files.indices.map { fileIndex in
            guard includes(fileIndex) else { return [] }
            return files[fileIndex].exerciseKeys.map { key in
                if let id = idOfKey[key] { return id }
                idOfKey[key] = keyNames.count
                keyNames.append(key)
                return keyNames.count - 1
            }
        }
        // Each exercise's sessions counted first, so that each array is allocated once at its
        // size: a repository's histories are kept for every athlete.
        var counts = [Int](repeating: 0, count: keyNames.count)
        for fileIndex in files.indices where includes(fileIndex) {
            // Index in place: copying a lowered workout retains every array in it.
            for index in files[fileIndex].workouts.indices {
                for local in files[fileIndex].workouts[index].exerciseKeyIndices { counts[globalIDs[fileIndex][Int(local)]] += 1 }
            }
        }
        var sessions = counts.map { count in
            var list: [ExerciseSession] = []
            list.reserveCapacity(count)
            return list
        }
        // Files of other athletes keep no orders: ``order(of:)`` answers nil for them.
        var orders = files.indices.map { [Int](repeating: 0, count: includes($0) ? files[$0].workouts.count : 0) }
        for (position, key) in order.enumerated() {
            let reference = key.reference
            orders[reference.file][reference.index] = position
            // Index in place: copying a lowered workout retains every array in it.
            let keyIndices = files[reference.file].workouts[reference.index].exerciseKeyIndices
            guard !keyIndices.isEmpty else { continue }
            let date = files[reference.file].workouts[reference.index].workout.date
            for (exerciseIndex, local) in keyIndices.enumerated() {
                sessions[globalIDs[reference.file][Int(local)]].append(ExerciseSession(
                    workout: reference, date: date, exerciseIndex: exerciseIndex, order: position))
            }
        }
        self.orders = orders
        sessionsByExercise = Dictionary(uniqueKeysWithValues: zip(keyNames, sessions))
        var keyOfName: [String: String] = [:]
        for fileIndex in files.indices where includes(fileIndex) {
            for (name, key) in zip(files[fileIndex].exerciseNames, files[fileIndex].exerciseKeys) { keyOfName[name] = key }
        }
        self.keyOfName = keyOfName
        // Sorted as small keys, then copied once into an array of their exact size: the
        // entries themselves are copied only once.
        struct WeighInKey {
            var day: Int32
            var minutes: Int32
            var file: Int32
            var index: Int32
            var line: Int
        }
        var weighIns: [WeighInKey] = []
        weighIns.reserveCapacity(files.indices.reduce(0) { $0 + (includes($1) ? files[$1].bodyweights.count : 0) })
        for (fileIndex, file) in files.enumerated() where includes(fileIndex) {
            for (index, weighIn) in file.bodyweights.enumerated() {
                weighIns.append(WeighInKey(day: Int32(weighIn.entry.date.dayNumber), minutes: Int32(weighIn.entry.time?.minutes ?? -1),
                                           file: Int32(fileIndex), index: Int32(index), line: weighIn.entry.source.line))
            }
        }
        weighIns.sort { ($0.day, $0.minutes, $0.file, $0.line) < ($1.day, $1.minutes, $1.file, $1.line) }
        bodyweights = weighIns.map { files[Int($0.file)].bodyweights[Int($0.index)].entry }
        var maxes: [(TrainingMax, Int)] = []
        var starts: [(ProgramStart, Int)] = []
        for (fileIndex, file) in files.enumerated() where includes(fileIndex) {
            maxes += file.trainingMaxes.map { ($0.trainingMax, fileIndex) }
            starts += file.programStarts.map { ($0.start, fileIndex) }
        }
        maxes.sort { ($0.0.date.dayNumber, $0.1, $0.0.source.line) < ($1.0.date.dayNumber, $1.1, $1.0.source.line) }
        starts.sort { ($0.0.date.dayNumber, $0.1, $0.0.source.line) < ($1.0.date.dayNumber, $1.1, $1.0.source.line) }
        trainingMaxes = maxes.map(\.0)
        programStarts = starts.map(\.0)
        trainingMaxesByExercise = Dictionary(grouping: trainingMaxes) { SearchText.key($0.exercise) }
        factsOfName = keyOfName.mapValues { [sessionsByExercise, trainingMaxesByExercise] key in
            ExerciseFacts(sessions: sessionsByExercise[key] ?? [], trainingMaxes: trainingMaxesByExercise[key] ?? [])
        }
    }

    /// One exercise's sessions and training maxes, chronological (the arrays are shared with
    /// ``sessionsByExercise`` and ``trainingMaxesByExercise``).
    private struct ExerciseFacts: Sendable {
        var sessions: [ExerciseSession]
        var trainingMaxes: [TrainingMax]
    }

    /// The training max of `exercise` (a library exercise's name) that applies on `date`: the
    /// latest one on or before it (the last written on one date).
    public func trainingMax(of exercise: String, on date: LocalDate) -> TrainingMax? {
        guard let maxes = factsOfName[exercise]?.trainingMaxes ?? trainingMaxesByExercise[SearchText.key(exercise)] else { return nil }
        return Self.latest(maxes, on: date)
    }

    /// The last session of `exercise` dated before `date`, by binary search (sessions are
    /// chronological).
    public func lastSession(of exercise: Exercise, before date: LocalDate) -> ExerciseSession? {
        Self.last(sessions(of: exercise), before: date)
    }

    /// ``lastSession(of:before:)-(_,LocalDate)`` of `exercise` and the weight in kg of its
    /// ``trainingMax(of:on:)`` on `date`, with its name looked up once: a program day's
    /// figures ask both for every item of the day, on every workout of the program.
    func lastSessionAndTrainingMaxWeight(of exercise: Exercise, on date: LocalDate) -> (session: ExerciseSession?, trainingMaxWeight: Double?) {
        guard let facts = factsOfName[exercise.name] else {
            return (lastSession(of: exercise, before: date), trainingMax(of: exercise.name, on: date)?.weight)
        }
        let maxes = facts.trainingMaxes
        let end = maxes.partitionPoint { $0.date > date }
        return (Self.last(facts.sessions, before: date), end > 0 ? maxes[end - 1].weight : nil)
    }

    /// The last of chronological `sessions` dated before `date`, by binary search.
    private static func last(_ sessions: [ExerciseSession], before date: LocalDate) -> ExerciseSession? {
        // Day numbers compared as stored: a date made at each step of the search cost more
        // than the search.
        let day = date.dayNumber
        let end = sessions.partitionPoint { $0.dayNumber >= day }
        return end > 0 ? sessions[end - 1] : nil
    }

    /// The training max of chronological `maxes` that applies on `date`: the latest on or
    /// before it (the last written on one date).
    private static func latest(_ maxes: [TrainingMax], on date: LocalDate) -> TrainingMax? {
        maxes[..<maxes.partitionPoint { $0.date > date }].last
    }

    /// The position of a workout in ``workouts`` (chronological order), if it exists.
    public func order(of reference: WorkoutReference) -> Int? {
        guard reference.file >= 0, reference.file < orders.count,
              reference.index >= 0, reference.index < orders[reference.file].count else { return nil }
        return orders[reference.file][reference.index]
    }

    /// The key sessions are grouped under: the library exercise's folded name, so aliases
    /// and case variants count as one exercise.
    public static func exerciseKey(_ exercise: Exercise) -> String { SearchText.key(exercise.name) }

    /// The latest bodyweight on or before `date` (the last one of a day counts), in kg.
    public func bodyweight(on date: LocalDate) -> Double? {
        var low = 0
        var high = bodyweights.count
        while low < high {
            let mid = (low + high) / 2
            if bodyweights[mid].date <= date { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? bodyweights[low - 1].weightKg : nil
    }

    /// Every session of `exercise`, oldest first.
    public func sessions(of exercise: Exercise) -> [ExerciseSession] {
        factsOfName[exercise.name]?.sessions ?? sessionsByExercise[Self.exerciseKey(exercise)] ?? []
    }

    /// ``exerciseKey(_:)`` of `exercise`, looked up by its name when the logs use it.
    public func key(of exercise: Exercise) -> String {
        keyOfName[exercise.name] ?? Self.exerciseKey(exercise)
    }

    /// The last session of `exercise` strictly before chronological position `order`.
    public func lastSession(of exercise: Exercise, before order: Int) -> ExerciseSession? {
        sessions(of: exercise).last { $0.order < order }
    }
}

extension Array {
    /// The index of the first element for which `isAfter` holds, in an array where it holds
    /// for a suffix only (binary search); `count` when it holds for none.
    func partitionPoint(_ isAfter: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension LoweredFile {
    /// Whether ``TrainingHistory`` reads the same from this file as from `other`: the same
    /// workouts (date, time, line, exercises), weigh-ins, training maxes and program lines. A
    /// keystroke in a set changes loads and reps, none of these: the history is kept.
    func holdsTheSameHistory(as other: LoweredFile) -> Bool {
        guard workouts.count == other.workouts.count, exerciseKeys == other.exerciseKeys,
              bodyweights.count == other.bodyweights.count, trainingMaxes.count == other.trainingMaxes.count,
              programStarts.count == other.programStarts.count else { return false }
        for index in workouts.indices {
            let (a, b) = (workouts[index], other.workouts[index])
            guard a.workout.date == b.workout.date, a.workout.time == b.workout.time, a.workout.source.line == b.workout.source.line,
                  a.exerciseKeyIndices == b.exerciseKeyIndices else { return false }
        }
        return bodyweights.indices.allSatisfy { bodyweights[$0].entry == other.bodyweights[$0].entry }
            && trainingMaxes.indices.allSatisfy { trainingMaxes[$0].trainingMax == other.trainingMaxes[$0].trainingMax }
            && programStarts.indices.allSatisfy { programStarts[$0].start == other.programStarts[$0].start }
    }
}

/// The history keys (``TrainingHistory/exerciseKey(_:)``) of the exercises the logs use, by
/// name: a large log is lowered in dozens of pieces, each keeping its own key list, and each
/// folded every exercise's name again.
final class HistoryKeyCache: @unchecked Sendable {
    // @unchecked: the dictionary is only touched under the lock.
    private let lock = DispatchSemaphore(value: 1)
    private var keys: [String: String] = [:]

    func key(of exercise: Exercise) -> String {
        lock.wait()
        defer { lock.signal() }
        if let key = keys[exercise.name] { return key }
        let key = TrainingHistory.exerciseKey(exercise)
        keys[exercise.name] = key
        return key
    }
}
