/// A coach's repository, generated: one folder per athlete (`a01/`, `a02/` ...) with a
/// profile and a log per year, and the custom exercises, foods, templates and program that
/// every athlete uses in `common/definitions.antrain`.
///
/// What the benchmark and the analysis host's tests need to show that athletes do not pay for
/// each other: the same generator as a single log, cut where a coach would cut it.
public struct CoachWorkspace: Sendable {
    public var athletes: Int
    public var days: Int
    public var seed: UInt64
    public var options: LogGenerator.Options
    /// Whether each athlete's log is cut into one file per year (else one `log.antrain`).
    public var splitsYears: Bool

    public init(athletes: Int, days: Int, seed: UInt64 = 1, options: LogGenerator.Options = .init(), splitsYears: Bool = true) {
        self.athletes = athletes
        self.days = days
        self.seed = seed
        self.options = options
        self.splitsYears = splitsYears
    }

    /// An athlete's folder name.
    public static func folder(ofAthlete number: Int) -> String {
        number < 9 ? "a0\(number + 1)" : "a\(number + 1)"
    }

    /// Every file as (path relative to the repository's root, text), in path order.
    public func files() -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        for number in 0..<athletes {
            let log = LogGenerator(seed: seed &+ UInt64(number), options: options).generate(days: days)
            let (profile, definitions, dated) = Self.cut(log)
            let folder = Self.folder(ofAthlete: number)
            if number == 0 { files.append(("common/definitions.antrain", definitions)) }
            files.append(("\(folder)/profile.antrain", profile))
            if splitsYears {
                for (year, text) in Self.years(of: dated) { files.append(("\(folder)/\(year).antrain", text)) }
            } else {
                files.append(("\(folder)/log.antrain", String(dated)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A generated log's profile, its other definitions, and its dated entries.
    static func cut(_ log: String) -> (profile: String, definitions: String, dated: Substring) {
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDated = lines.firstIndex { $0.first?.isNumber == true } ?? lines.count
        var profile = "", definitions = ""
        var inProfile = false
        for line in lines[..<firstDated] {
            if let first = line.first, first != " ", first != "\t", first != "#" { inProfile = line.hasPrefix("profile") }
            if inProfile { profile += line + "\n" } else if !line.hasPrefix("#") { definitions += line + "\n" }
        }
        let datedStart = lines[..<firstDated].reduce(0) { $0 + $1.utf8.count + 1 }
        let utf8 = log.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: min(datedStart, utf8.count))
        return (profile, definitions.trimmingLeadingBlankLines(), log[start...])
    }

    /// Dated entries cut at the first entry of each year.
    static func years(of dated: Substring) -> [(year: Substring, text: String)] {
        var years: [(year: Substring, text: String)] = []
        for line in dated.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.count >= 5, line.first?.isNumber == true, line.dropFirst(4).first == "-", years.last?.year != line.prefix(4) {
                years.append((line.prefix(4), ""))
            }
            guard !years.isEmpty else { continue }
            years[years.count - 1].text += line + "\n"
        }
        return years
    }
}

private extension String {
    func trimmingLeadingBlankLines() -> String {
        String(drop { $0 == "\n" })
    }
}
