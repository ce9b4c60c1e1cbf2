/// The codes of LANGUAGE.md §8.4 (coaching), sorted; ``DiagnosticCode/all`` includes them.
extension DiagnosticCode {
    public static let invalidProgression = DiagnosticCode(rawValue: "invalid-progression")
    public static let progressionOutsidePlan = DiagnosticCode(rawValue: "progression-outside-plan")
    public static let unevenSides = DiagnosticCode(rawValue: "uneven-sides")
    public static let unknownProgression = DiagnosticCode(rawValue: "unknown-progression")

    static let coachingCodes: [DiagnosticCode] = [.invalidProgression, .progressionOutsidePlan, .unevenSides, .unknownProgression]
}
