extension LogGenerator {
    /// What a generated log covers and how it is written.
    ///
    /// One struct rather than flags on `generate`, so a test names only what it changes and a
    /// new switch does not break every caller.
    public struct Options: Sendable, Equatable {
        /// The first day of the log (a Monday by default, the program's first session).
        public var startDate: FixtureDate
        /// The date a validator treats as today: no completed training is written after it.
        public var today: FixtureDate
        /// Which kinds of dated entries to write.
        public var features: Features
        /// Whether to write the `profile` and the custom `exercise`, `food` and `template`
        /// definitions. Without them the log names no custom exercise or food, so it stays
        /// valid; titles then link to nothing.
        public var includeDefinitions: Bool
        /// Whether to add realistic mistakes (see ``LogGenerator/Mistake``).
        public var includeMistakes: Bool
        /// The probability that an entry gets a mistake, when `includeMistakes` is true.
        public var mistakeRate: Double
        /// The line ending of every line.
        public var lineEnding: LineEnding

        /// The defaults give a valid log of everything, from 2020-01-06, with `\n` line ends.
        public init(
            startDate: FixtureDate = .defaultStart,
            today: FixtureDate = .defaultToday,
            features: Features = .all,
            includeDefinitions: Bool = true,
            includeMistakes: Bool = false,
            mistakeRate: Double = 0.02,
            lineEnding: LineEnding = .lf
        ) {
            self.startDate = startDate
            self.today = today
            self.features = features
            self.includeDefinitions = includeDefinitions
            self.includeMistakes = includeMistakes
            self.mistakeRate = mistakeRate
            self.lineEnding = lineEnding
        }
    }

    /// The kinds of content a log may hold; tests that exercise one rule can leave out the rest.
    public struct Features: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32

        /// A set from its bits; prefer the named members.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Lifting entries of an upper/lower program.
        public static let lifting = Features(rawValue: 1 << 0)
        /// Cardio entries of every type.
        public static let cardio = Features(rawValue: 1 << 1)
        /// Metcon entries (amrap, emom, for time).
        public static let metcon = Features(rawValue: 1 << 2)
        /// Three to five meals a day.
        public static let meals = Features(rawValue: 1 << 3)
        /// Bodyweight entries a few times a week.
        public static let bodyweight = Features(rawValue: 1 << 4)
        /// Comment lines, `# notes` after items and `note:` properties.
        public static let comments = Features(rawValue: 1 << 5)
        /// `[ ]` sets in the last week and a fully planned session after `today`.
        public static let plannedSets = Features(rawValue: 1 << 6)

        /// Everything: the default, and what the benchmark measures.
        /// A four-week program over the templates, started on the first of each month with
        /// a training max for the bench press (LANGUAGE.md §7).
        public static let planning = Features(rawValue: 1 << 7)
        public static let all: Features = [.lifting, .cardio, .metcon, .meals, .bodyweight, .comments, .plannedSets, .planning]
    }

    /// The line ending written after every line; the format accepts both.
    public enum LineEnding: Sendable, Equatable {
        /// `\n`, as git stores text.
        case lf
        /// `\r\n`, as editors on Windows write it.
        case crlf
    }
}
