/// A training program (LANGUAGE.md §7.4, the seed's v2.0 `TrainingProgram`): weeks of days,
/// each day following a template.
public struct TrainingProgram: Codable, Sendable, Hashable {
    public var name: String
    public var category: ProgramCategory?
    public var difficulty: ProgramDifficulty?
    public var progression: WeekProgressionPattern?
    public var note: String?
    /// The rule of the program's exercises (`progress:`), unless a template or item says.
    public var progress: ProgressionRule?
    /// The weeks in order, numbered 1, 2, 3 … (a gap is reported, and the week kept).
    public var weeks: [ProgramWeek]
    public var source: LogLocation

    public init(
        name: String, category: ProgramCategory? = nil, difficulty: ProgramDifficulty? = nil,
        progression: WeekProgressionPattern? = nil, note: String? = nil, weeks: [ProgramWeek], source: LogLocation
    ) {
        self.name = name
        self.category = category
        self.difficulty = difficulty
        self.progression = progression
        self.note = note
        self.weeks = weeks
        self.source = source
    }

    /// How long the program runs, in weeks: its number of weeks.
    public var durationWeeks: Int { weeks.count }

    /// The week numbered `number`, if the program has it.
    public func week(_ number: Int) -> ProgramWeek? { weeks.first { $0.weekNumber == number } }
}

/// One week of a program (the seed's `ProgramWeek`).
public struct ProgramWeek: Codable, Sendable, Hashable {
    public var weekNumber: Int
    /// The quoted name (`"5s"`).
    public var name: String?
    public var phaseTag: ProgramPhaseTag?
    /// Whether it is a deload week (the `deload` phase).
    public var isDeload: Bool
    /// The factor loads of the week are scaled by: `intensity 105%` → 1.05; 1 when unwritten.
    public var intensityModifier: Double
    /// The factor set counts of the week are scaled by: `volume 90%` → 0.9; 1 when unwritten.
    public var volumeModifier: Double
    public var days: [ProgramDay]

    public init(
        weekNumber: Int, name: String? = nil, phaseTag: ProgramPhaseTag? = nil, intensityModifier: Double = 1,
        volumeModifier: Double = 1, days: [ProgramDay] = []
    ) {
        self.weekNumber = weekNumber
        self.name = name
        self.phaseTag = phaseTag
        self.isDeload = phaseTag == .deload
        self.intensityModifier = intensityModifier
        self.volumeModifier = volumeModifier
        self.days = days
    }

    /// The day of the week on `weekday`, if the week trains then.
    public func day(on weekday: Weekday) -> ProgramDay? { days.first { $0.weekday == weekday } }
}

/// One training day of a program week (the seed's `ProgramDay`).
public struct ProgramDay: Codable, Sendable, Hashable {
    public var weekday: Weekday
    /// The template the day follows, as written.
    public var templateName: String
    /// The day's suggested RPE (`@8`).
    public var rpe: Double?
    /// `intensity 110%` on the day → 1.1; 1 when unwritten.
    public var intensityModifier: Double
    /// `volume 80%` on the day → 0.8; 1 when unwritten.
    public var volumeModifier: Double
    public var note: String?

    public init(
        weekday: Weekday, templateName: String, rpe: Double? = nil, intensityModifier: Double = 1,
        volumeModifier: Double = 1, note: String? = nil
    ) {
        self.weekday = weekday
        self.templateName = templateName
        self.rpe = rpe
        self.intensityModifier = intensityModifier
        self.volumeModifier = volumeModifier
        self.note = note
    }
}

/// A day of the week, Monday first (programs run Monday to Sunday).
public enum Weekday: String, Codable, Sendable, Hashable, CaseIterable {
    case mon, tue, wed, thu, fri, sat, sun

    /// The weekday of `date`.
    public init(of date: LocalDate) { self = Self.inWeekOrder[date.weekdayIndex] }

    /// ``allCases``, made once: a hover asks the weekday of every workout's date.
    private static let inWeekOrder = allCases

    /// 0 for Monday through 6 for Sunday: the place in ``allCases``, from a switch (a hover
    /// names the weekday of every program day).
    public var index: Int {
        switch self {
        case .mon: 0
        case .tue: 1
        case .wed: 2
        case .thu: 3
        case .fri: 4
        case .sat: 5
        case .sun: 6
        }
    }
}

/// What a program trains for (`category:`).
public enum ProgramCategory: String, Codable, Sendable, Hashable, CaseIterable {
    case strength, hypertrophy, powerlifting, conditioning, general
}

/// Who a program is for (`difficulty:`).
public enum ProgramDifficulty: String, Codable, Sendable, Hashable, CaseIterable {
    case beginner, intermediate, advanced
}

/// How loads move from week to week (`progression:`, the seed's `WeekProgressionPattern`).
public enum WeekProgressionPattern: String, Codable, Sendable, Hashable, CaseIterable {
    case linear, wave, block, custom
}

/// The phase a week is tagged with (`week 3 intensification`).
public enum ProgramPhaseTag: String, Codable, Sendable, Hashable, CaseIterable {
    case accumulation, intensification, realization, deload
}
