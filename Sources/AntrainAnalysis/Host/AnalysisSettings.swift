import AntrainModel

/// What an analysis depends on besides the text: today's date and the user's display
/// preferences (the server's `unit` and `e1rmFormula` settings).
public struct AnalysisSettings: Sendable, Hashable {
    /// Today, for `future-date` and "past workout" rules.
    public var today: LocalDate
    /// Overrides the profile's unit for display (never for reading loads).
    public var unitOverride: WeightUnit?
    /// The editor's `e1rmFormula`: overrides the profile's `e1rm:` for what is shown; `nil`
    /// follows the profile (see ``WorkspaceSnapshot/oneRepMaxFormula(ofFile:)``).
    public var oneRepMaxFormula: OneRepMaxFormula?

    public init(today: LocalDate, unitOverride: WeightUnit? = nil, oneRepMaxFormula: OneRepMaxFormula? = nil) {
        self.today = today
        self.unitOverride = unitOverride
        self.oneRepMaxFormula = oneRepMaxFormula
    }

    /// Settings with today's local date from the system clock.
    public static func current() -> AnalysisSettings { AnalysisSettings(today: SystemClock.today()) }
}
