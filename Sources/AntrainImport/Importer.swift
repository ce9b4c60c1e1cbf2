import AntrainBasics
import AntrainAnalysis
import AntrainModel
import AntrainFIT

/// A workout as `--into` compares it: the same date, start time and exercises is the same
/// workout, whatever its sets (see ``matches(_:)`` for a workout with no time).
public struct WorkoutFingerprint: Hashable, Sendable {
    public var date: LocalDate
    public var time: LocalTime?
    public var exercises: [String]

    public init(date: LocalDate, time: LocalTime?, exercises: [String]) {
        self.date = date
        self.time = time
        self.exercises = Set(exercises.map { $0.lowercased() }).sorted()
    }

    /// Whether `other` is the same workout: the same date and exercises, and the same start
    /// time or no time on either side. A lifter who logs by hand often writes no time
    /// (`2025-10-10 lifting Full Body`) where the app recorded one (`07:30`); both are the
    /// one session of that day, and importing it again would double it.
    public func matches(_ other: WorkoutFingerprint) -> Bool {
        guard date == other.date, exercises == other.exercises else { return false }
        guard let time, let otherTime = other.time else { return true }
        return time == otherTime
    }

    /// A lowered workout's fingerprint: its exercises, or `cardio:TYPE` for cardio.
    public init(_ workout: Workout) {
        if let type = workout.quickLog?.cardioType {
            self.init(date: workout.date, time: workout.time, exercises: ["cardio:" + type.rawValue])
        } else {
            self.init(date: workout.date, time: workout.time, exercises: workout.exercises.map(\.exercise.name))
        }
    }
}

/// What the import is asked to do.
public struct ImportRequest: Sendable {
    public var format: ImportFormat?
    /// The unit of loads the export does not name (Strong's plain `Weight`).
    public var exportUnit: WeightUnit
    /// The unit plain numbers mean in the destination log.
    public var logUnit: WeightUnit
    /// The destination workspace's exercises and foods (presets and its definitions).
    public var exercises: WorkspaceExerciseLibrary
    public var foods: WorkspaceFoodLibrary
    /// Workouts the destination already holds (`--into`).
    public var existing: Set<WorkoutFingerprint>
    /// The file's name, for the comment above the imported entries.
    public var sourceName: String
    /// How to read dates like `03/04/2025` when no row of the file tells (`--date-order`).
    public var dateOrder: DateOrder?
    /// `--tz`: the zone FIT's instants are shown in; nil for the file's own offset, else the system's.
    public var zone: FITZone?
    /// Meals the destination already holds (`--into`).
    public var existingMeals: Set<MealFingerprint> = []
    /// Bodyweight and measurement days the destination already holds (`--into`).
    public var existingBody: Set<BodyFingerprint> = []

    public init(
        format: ImportFormat?, exportUnit: WeightUnit, logUnit: WeightUnit, exercises: WorkspaceExerciseLibrary, foods: WorkspaceFoodLibrary,
        existing: Set<WorkoutFingerprint> = [], sourceName: String, dateOrder: DateOrder? = nil, zone: FITZone? = nil
    ) {
        self.zone = zone
        self.dateOrder = dateOrder
        self.format = format
        self.exportUnit = exportUnit
        self.logUnit = logUnit
        self.exercises = exercises
        self.foods = foods
        self.existing = existing
        self.sourceName = sourceName
    }
}

/// The imported text and what became of every row.
public struct ImportResult: Sendable {
    public var format: ImportFormat
    /// `.antrain` text in canonical form; empty when nothing new was found.
    public var text: String
    /// Lines for stderr: rows read, written, mapped, defined, skipped and why.
    public var summary: [LocalizedText]
    /// Rows that did not read (exit 1).
    public var malformedRows: Int
    public var workoutsWritten: Int
    /// FIT files the decoder rejected (exit 1, like malformed rows).
    public var rejectedFiles: Int = 0
    /// Entries written of every kind (workouts, meals, measure entries): 0 means nothing new.
    public var entriesWritten: Int = 0
}

/// `antrain import`: an app's CSV export as `.antrain` text.
public enum Importer {
    /// Imports `sources`: one CSV file, or one or more FIT files (the format from `request`,
    /// else from the first file's content, else from the CSV header).
    public static func run(_ sources: [ImportSource], _ request: ImportRequest) throws(ImportFailure) -> ImportResult {
        guard let first = sources.first else { throw .empty }
        let format = request.format ?? ImportFormat.detect(content: first.bytes)
        if format == .appleHealth {
            guard sources.count == 1 else { throw .severalFilesNotFIT(first.name) }
            return try runAppleHealth(ByteBlocks(bytes: first.bytes), request)
        }
        // Several files are FIT activities. A file named `.fit` that is not one (empty, or
        // cut short before its header) is one the decoder rejects by name, like a damaged one,
        // whatever its place in the folder; any other file is a mistake in the command.
        if format == .fit || (request.format == nil && sources.count > 1) {
            if request.format == nil, let other = sources.first(where: { !FITImport.looksLikeFIT($0.bytes) && !$0.isNamedFIT }) {
                throw .severalFilesNotFIT(other.name)
            }
            let (log, extra) = FITImport.read(sources, zone: request.zone)
            return write(log, format: .fit, request, extraSummary: extra.lines, rejected: extra.rejected.count)
        }
        if sources.count > 1 {
            throw .severalFilesNotFIT(sources.first { !FITImport.looksLikeFIT($0.bytes) }?.name ?? first.name)
        }
        return try run(first.bytes, request)
    }

    /// Imports Apple Health's `export.xml` from `blocks`, read as a stream; `progress` is told
    /// the bytes read every 100 MiB.
    public static func runAppleHealth(
        _ blocks: ByteBlocks, _ request: ImportRequest, progress: ((Int) -> Void)? = nil
    ) throws(ImportFailure) -> ImportResult {
        let read: (ImportedLog, AppleHealthSummary)
        do {
            read = try AppleHealthImport.read(blocks, zone: request.zone, progress: progress)
        } catch {
            switch error {
            case .tooLong(let offset): throw .unreadableXML(offset: offset)
            }
        }
        guard read.1.isHealthData else { throw .notAppleHealth }
        return write(read.0, format: .appleHealth, request, extraSummary: read.1.lines)
    }

    public static func run(_ bytes: [UInt8], _ request: ImportRequest) throws(ImportFailure) -> ImportResult {
        let csv = CSVReader(bytes: bytes)
        let records = csv.records()
        guard let headerRecord = records.first else { throw .empty }
        let header = headerRecord.fields.map { FieldValues.trimmed($0).lowercased() }
        // Shown in messages: a binary file's "header" is cut short.
        let headerText = String(headerRecord.fields.joined(separator: String(UnicodeScalar(csv.separator))).prefix(200))
        let format: ImportFormat
        let readerType: any ExportReader.Type
        if let chosen = request.format {
            guard let type = chosen.reader, type.recognizes(header) else { throw .wrongFormat(chosen, header: headerText) }
            format = chosen
            readerType = type
        } else {
            guard let detected = ImportFormat.detect(header), let type = detected.reader else { throw .unknownHeader(headerText) }
            format = detected
            readerType = type
        }
        var reader = readerType.init(header: header, unit: request.exportUnit)
        try reader.settle(records.dropFirst(), dateOrder: request.dateOrder)
        let outcomes = records.dropFirst().map { ($0.line, reader.read($0)) }
        let log = ImportedLog(outcomes: outcomes)
        return write(log, format: format, request)
    }

    private static func write(
        _ log: ImportedLog, format: ImportFormat, _ request: ImportRequest, extraSummary: [LocalizedText] = [], rejected: Int = 0
    ) -> ImportResult {
        var mapper = ExerciseNameMapper(library: request.exercises)
        var writer = ImportWriter(logUnit: request.logUnit)
        var kept: [(ImportedWorkout, [MappedExercise])] = []
        var duplicates = 0
        for workout in log.workouts {
            let mapped = workout.items.map { item in
                if let fixed = log.fixedExercises[item.writtenName] { return mapper.fixed(item.writtenName, fixed) }
                return mapper.map(item.writtenName, hint: ExerciseHint(
                    category: item.category, hasLoad: item.sets.contains { $0.load != nil },
                    isTimedOnly: item.sets.allSatisfy { ($0.reps ?? 0) == 0 }))
            }
            if request.existing.contains(where: { fingerprintMatches($0, workout, mapped) }) {
                duplicates += 1
                continue
            }
            kept.append((workout, mapped))
        }
        // Definitions only for the exercises the kept workouts use.
        var used = Set<String>()
        for (workout, mapped) in kept {
            guard ImportWriter.cardioType(of: workout, mapped) == nil else { continue }
            for exercise in mapped where exercise.definition != nil { used.insert(exercise.name) }
        }
        let definitions = mapper.definitions.filter { used.contains($0.name) }
        var namer = FoodNamer(library: request.foods, checksFigures: format == .cronometer)
        var meals: [(ImportedMeal, [String])] = []
        var duplicateMeals = 0
        for meal in log.meals {
            let names = meal.foods.map { namer.name(for: $0) }
            if request.existingMeals.contains(MealFingerprint(date: meal.date, meal: meal.name, foods: names)) {
                duplicateMeals += 1
                continue
            }
            meals.append((meal, names))
        }
        // Definitions only for the foods the kept meals use.
        let usedFoods = Set(meals.flatMap(\.1))
        let foodDefinitions = namer.definitions.filter { usedFoods.contains($0.name) }
        let bodyweights = log.bodyweights.filter { !request.existingBody.contains(BodyFingerprint(date: $0.date, kind: BodyFingerprint.bodyweight)) }
        let measurements = log.measurements.map { group in
            group.filter { !request.existingBody.contains(BodyFingerprint(date: $0.date, kind: $0.site.rawValue)) }
        }.filter { !$0.isEmpty }
        let duplicateBody = log.bodyweights.count - bodyweights.count + log.measurements.joined().count - measurements.joined().count
        if !kept.isEmpty || !meals.isEmpty || !measurements.isEmpty || !bodyweights.isEmpty {
            writer.writeComment("Imported from \(request.sourceName) (\(format.displayName) export)")
        }
        for exercise in definitions { writer.writeDefinition(exercise, comment: mapper.comments[exercise.name]) }
        for food in foodDefinitions { writer.writeDefinition(food: food.name, per100g: food.figures, servingComment: food.servingComment, servingGrams: food.servingGrams) }
        for (workout, mapped) in kept { writer.write(workout, exercises: mapped) }
        for (meal, names) in meals { writer.write(meal, names: names) }
        for reading in bodyweights { writer.write(bodyweight: reading) }
        for group in measurements { writer.write(measurements: group) }
        let summary = ImportSummary(
            source: request.sourceName, format: format, rows: log.counts, written: writer.counts,
            renamed: mapper.renamed, defined: definitions.map(\.name), duplicates: duplicates, duplicateMeals: duplicateMeals,
            definedFoods: foodDefinitions.map(\.name), duplicateBody: duplicateBody)
        return ImportResult(
            format: format, text: writer.output, summary: summary.lines + extraSummary, malformedRows: log.counts.malformed.count,
            workoutsWritten: writer.counts.workouts + writer.counts.cardio, rejectedFiles: rejected,
            entriesWritten: writer.counts.workouts + writer.counts.cardio + writer.counts.meals + writer.counts.measureEntries
                + writer.counts.bodyweights)
    }

    private static func fingerprintMatches(_ existing: WorkoutFingerprint, _ workout: ImportedWorkout, _ mapped: [MappedExercise]) -> Bool {
        guard existing.date == workout.key.date else { return false }
        if let type = ImportWriter.cardioType(of: workout, mapped) {
            return existing.matches(WorkoutFingerprint(date: workout.key.date, time: workout.key.time, exercises: ["cardio:" + type.rawValue]))
        }
        return existing.matches(WorkoutFingerprint(date: workout.key.date, time: workout.key.time, exercises: mapped.map(\.name)))
    }
}
