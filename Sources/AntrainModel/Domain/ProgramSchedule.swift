/// `DATE program NAME` or `DATE program none` (LANGUAGE.md §7.4): from that date on the
/// athlete follows the program, or none.
public struct ProgramStart: Codable, Sendable, Hashable {
    public var date: LocalDate
    /// The program's name as defined; `nil` for `program none`.
    public var programName: String?
    public var source: LogLocation

    public init(date: LocalDate, programName: String?, source: LogLocation) {
        self.date = date
        self.programName = programName
        self.source = source
    }
}

/// A program an athlete follows from a start date (the seed's `activeProgram` and
/// `activeProgramStartDate`), and the calendar arithmetic of its weeks.
///
/// Week 1 is the Monday-to-Sunday week that holds the start date, so a program started on
/// a Thursday has a short first week, as a lifter starting mid-week expects.
public struct ActiveProgram: Codable, Sendable, Hashable {
    public var program: TrainingProgram
    public var startDate: LocalDate

    public init(program: TrainingProgram, startDate: LocalDate) {
        self.program = program
        self.startDate = startDate
    }

    /// The Monday of week 1.
    public var firstMonday: LocalDate { startDate.adding(days: -startDate.weekdayIndex) }

    /// The program week `date` falls in, counting from 1, whether or not the program has that
    /// many weeks; nil before the start date.
    public func weekNumber(on date: LocalDate) -> Int? {
        Self.weekNumber(on: date, startedOn: startDate)
    }

    /// ``weekNumber(on:)`` of a program started on `startDate`, for a question that has the
    /// start date but no copy of the program.
    static func weekNumber(on date: LocalDate, startedOn startDate: LocalDate) -> Int? {
        guard date >= startDate else { return nil }
        // The day number of ``firstMonday``, counted back from the start's without making
        // the date.
        let firstMonday = startDate.dayNumber - startDate.weekdayIndex
        return (date.dayNumber - firstMonday) / 7 + 1
    }

    /// The week of the program `today` is in; nil before the start and after the last week
    /// (the program is finished).
    public func currentWeekNumber(today: LocalDate) -> Int? {
        guard let week = weekNumber(on: today), week <= program.durationWeeks else { return nil }
        return week
    }

    /// Whether every week of the program lies before `date`.
    public func isFinished(on date: LocalDate) -> Bool {
        guard let week = weekNumber(on: date) else { return false }
        return week > program.durationWeeks
    }

    /// The program day on `date`: its week and the day's plan; nil when the program does not
    /// train that day (a rest day, before the start, or after the last week).
    public func scheduledDay(on date: LocalDate) -> ScheduledProgramDay? {
        guard let number = currentWeekNumber(today: date), let week = program.week(number),
              let day = week.day(on: Weekday(of: date)) else { return nil }
        return ScheduledProgramDay(program: program, startDate: startDate, date: date, week: week, day: day)
    }
}

/// The program day that applies on a date: what hover shows ("week 2 of 4 · thu") and what
/// completion and suggested loads start from.
public struct ScheduledProgramDay: Codable, Sendable, Hashable {
    public var program: TrainingProgram
    public var startDate: LocalDate
    public var date: LocalDate
    public var week: ProgramWeek
    public var day: ProgramDay

    public init(program: TrainingProgram, startDate: LocalDate, date: LocalDate, week: ProgramWeek, day: ProgramDay) {
        self.program = program
        self.startDate = startDate
        self.date = date
        self.week = week
        self.day = day
    }

    public var weekNumber: Int { week.weekNumber }
}

/// One athlete's program starts and stops over time, answering which program (and which
/// day of it) applies on a date.
public struct ProgramSchedule: Sendable, Hashable {
    /// `program` lines in date order (on one date, the last written wins).
    public let starts: [ProgramStart]
    private let programs: [String: TrainingProgram]
    /// The program each of ``starts`` names (nil for `program none` or an unknown name),
    /// looked up once: a hover on every workout of a long log asks for its day.
    private let startedPrograms: [TrainingProgram?]

    /// - Parameters:
    ///   - starts: the athlete's `DATE program` lines, in any order; those naming no program
    ///     in `programs` (reported as `unknown-program`) start nothing but still end the one before.
    ///   - programs: the workspace's programs, keyed by ``key(_:)``.
    public init(starts: [ProgramStart], programs: [String: TrainingProgram]) {
        self.starts = starts.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        self.programs = programs
        startedPrograms = self.starts.map { start in start.programName.flatMap { programs[Self.key($0)] } }
    }

    /// The lookup key of a program name: case-insensitive, as every name of the format.
    public static func key(_ name: String) -> String { name.lowercased() }

    /// The program the athlete follows on `date`: the latest start on or before it, unless
    /// that start is `program none` or names no program. A finished program is still
    /// returned (``ActiveProgram/isFinished(on:)`` tells).
    public func activeProgram(on date: LocalDate) -> ActiveProgram? {
        guard let start = startIndex(on: date), let program = startedPrograms[start] else { return nil }
        return ActiveProgram(program: program, startDate: starts[start].date)
    }

    /// The place in ``starts`` of the last start on or before `date`, by binary search over
    /// the sorted starts.
    private func startIndex(on date: LocalDate) -> Int? {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle].date <= date { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }

    /// The program day planned for `date`, if the active program trains that day
    /// (``ActiveProgram/scheduledDay(on:)`` of ``activeProgram(on:)``).
    public func scheduledDay(on date: LocalDate) -> ScheduledProgramDay? {
        scheduledDay(on: date, carriedOutBy: { _ in true })
    }

    /// ``scheduledDay(on:)`` when `isCarriedOut` accepts the name of the day's template, else
    /// nil.
    ///
    /// The program, its week and its day are read where they are kept, and copied into the
    /// answer only for a day that is carried out: a hover asks this of every workout of a long
    /// log, and most days looked at are not the workout's.
    public func scheduledDay(on date: LocalDate, carriedOutBy isCarriedOut: (String) -> Bool) -> ScheduledProgramDay? {
        guard let start = startIndex(on: date) else { return nil }
        let startDate = starts[start].date
        guard let weekCount = startedPrograms[start]?.weeks.count,
              let number = ActiveProgram.weekNumber(on: date, startedOn: startDate), number <= weekCount else { return nil }
        // ``ActiveProgram/scheduledDay(on:)``'s choice (``TrainingProgram/week(_:)``,
        // ``ProgramWeek/day(on:)``): the first week of that number, the first day of it on
        // that weekday.
        let weekday = Weekday(of: date)
        return startedPrograms.withUnsafeBufferPointer { programs -> ScheduledProgramDay? in
            guard let weeks = programs[start]?.weeks,
                  let week = weeks.indices.first(where: { weeks[$0].weekNumber == number }),
                  let day = weeks[week].days.indices.first(where: { weeks[week].days[$0].weekday == weekday }),
                  isCarriedOut(weeks[week].days[day].templateName),
                  let program = programs[start] else { return nil }
            return ScheduledProgramDay(program: program, startDate: startDate, date: date, week: weeks[week], day: weeks[week].days[day])
        }
    }
}
