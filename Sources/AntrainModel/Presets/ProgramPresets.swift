/// A ready-made training program: `template` and `program` definitions in Antrain syntax
/// (LANGUAGE.md §5 and §7.4), with a name and a description.
///
/// Each preset follows a well-known public training structure, written in our own words and
/// with our own names. Its text pastes into a log as is: a comment with the description, the
/// templates the program's days name, then the program. Template names carry a prefix of
/// their program ("Novice A", "PPL Push") so that two presets pasted into one workspace never
/// define the same template twice.
public struct ProgramPreset: Sendable {
    /// The program's name, as its `program NAME` line writes it.
    public let name: String
    /// One line for listings.
    public let summary: String
    /// One paragraph: what the program is for, how it progresses and how to start it.
    public let description: String
    /// The definitions ready to paste: the description as comment lines, the templates, then
    /// the program.
    public var text: String { text(in: .en) }
    /// The summary and the description in Turkish, written for a Turkish lifter: the names,
    /// keywords and code (`DATE program …`) stay as the log writes them.
    let turkishSummary: String
    let turkishDescription: String
    private let definitions: String

    /// Builds a preset whose text is `definitions` under the description as comment lines.
    ///
    /// - Parameters:
    ///   - definitions: the `template` definitions, then the `program` definition.
    init(name: String, summary: String, description: String, turkishSummary: String, turkishDescription: String, definitions: String) {
        self.name = name
        self.summary = summary
        self.description = description
        self.turkishSummary = turkishSummary
        self.turkishDescription = turkishDescription
        self.definitions = definitions
    }

    public func summary(in language: ProfileLanguage) -> String {
        language == .tr ? turkishSummary : summary
    }

    public func description(in language: ProfileLanguage) -> String {
        language == .tr ? turkishDescription : description
    }

    /// ``text`` with the description's comment lines in `language`.
    public func text(in language: ProfileLanguage) -> String {
        Self.commentLines(description(in: language)).joined(separator: "\n") + "\n\n" + definitions
    }

    /// The number of weeks of the program (its `durationWeeks`): its `week` lines.
    public var weekCount: Int { weeks.count }

    /// The most training days any one week of the program has.
    public var daysPerWeek: Int { weeks.map(\.count).max() ?? 0 }

    /// The day lines of each week of the program definition, in order.
    ///
    /// The text is ours and in canonical layout (weeks indented by two spaces, days by four),
    /// so reading it line by line is enough; the model layer knows no parser.
    private var weeks: [[Substring]] {
        var weeks: [[Substring]] = []
        var isInProgram = false
        for line in definitions.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") && !line.hasPrefix("#") && !line.isEmpty {
                isInProgram = line.hasPrefix("program ")
            } else if isInProgram, line.hasPrefix("  week ") {
                weeks.append([])
            } else if isInProgram, line.hasPrefix("    "), !line.dropFirst(4).hasPrefix("#"), !weeks.isEmpty {
                weeks[weeks.count - 1].append(line)
            }
        }
        return weeks
    }

    /// Wraps `description` into `# ` comment lines of at most 92 characters.
    static func commentLines(_ description: String) -> [String] {
        var lines: [String] = []
        var line = "#"
        for word in description.split(separator: " ") {
            if line.count + 1 + word.count > 92, line != "#" {
                lines.append(line)
                line = "#"
            }
            line += " " + word
        }
        lines.append(line)
        return lines
    }
}

/// The preset programs `antrain programs` lists.
public enum ProgramPresets {
    /// Every preset, from the simplest to the most involved.
    public static let all: [ProgramPreset] = [
        noviceLinear, beginnerFullBody, pushPullLegs, threeTier, fourWeekWave,
    ]
}
