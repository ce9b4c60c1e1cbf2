import AntrainSyntax

/// A diagnostic a test expects: its code, severity and where it is, by markers.
///
/// The range starts at `marker`; with `endMarker` its end is compared too, without one only
/// the start is (most tests care where a problem is, a few that it covers exactly the
/// offending text).
public struct DiagnosticSpec: Sendable, CustomStringConvertible {
    /// Which fix of the diagnostic ``assertParse(_:diagnostics:fixedSource:otherFiles:settings:sourceLocation:)``
    /// applies for `fixedSource`.
    public enum FixChoice: Sendable, Hashable {
        /// The fix marked preferred, else the first.
        case preferred
        /// The fix at this position in the diagnostic's list.
        case index(Int)
        /// The fix with this title.
        case titled(String)
    }

    public var marker: String
    public var code: String
    /// The expected severity; nil means the one LANGUAGE.md §6 gives the code.
    public var severity: Severity?
    public var endMarker: String?
    /// The file the diagnostic is in, for workspace tests; nil means the first file.
    public var file: String?
    /// Text the message must contain, when the message itself matters.
    public var messageContains: String?
    /// The fix to apply for the test's `fixedSource`; nil leaves the choice to the helper.
    public var fix: FixChoice?

    public init(
        _ marker: String, code: String, severity: Severity? = nil, endMarker: String? = nil,
        file: String? = nil, messageContains: String? = nil, fix: FixChoice? = nil
    ) {
        self.marker = marker
        self.code = code
        self.severity = severity
        self.endMarker = endMarker
        self.file = file
        self.messageContains = messageContains
        self.fix = fix
    }

    /// The severity the test expects.
    public var expectedSeverity: Severity { severity ?? Self.defaultSeverity(of: code) }

    public var description: String {
        let end = endMarker.map { "..\($0)" } ?? ""
        let place = file.map { "\($0) " } ?? ""
        return "\(place)\(marker)\(end) \(expectedSeverity.name) [\(code)]"
    }

    /// The severity of each code in LANGUAGE.md §6 (`rpe-out-of-range` is an error; its
    /// half-step variant, a warning, must be asked for explicitly).
    public static func defaultSeverity(of code: String) -> Severity {
        switch code {
        case "unknown-property", "no-completed-sets", "unknown-exercise", "unknown-food", "pace-mismatch",
             "empty-meal", "overlapping-workouts", "future-date", "energy-mismatch", "tab-indentation", "no-training-max",
             "progression-outside-plan", "same-start-time",
             "implausible-measurement":
            .warning
        case "suspicious-load", "uneven-sides":
            .information
        default:
            .error
        }
    }
}
