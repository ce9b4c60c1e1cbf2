import AntrainModel
import AntrainSyntax

/// What names an entry across the three versions of a file in a merge: its header's date,
/// time, kind and title; a definition's kind and name; the profile alone.
///
/// Two entries with the same identity in one file (two untitled workouts on one day without a
/// time) are told apart by their occurrence: in the base, their order; in a side, the base's
/// entry with the same bytes, else the next unmatched one, else a new number (see
/// ``MergeFile/matchOccurrences(to:)``).
public struct EntryIdentity: Hashable, Sendable, CustomStringConvertible {
    public var kind: EntryKind
    public var date: LocalDate?
    public var time: LocalTime?
    /// The title's text as written (a workout's name, a meal's kind, a cardio or metcon type,
    /// a definition's name), empty when the kind has none.
    public var title: String
    public var occurrence: Int

    public var description: String {
        var words: [String] = []
        if let date { words.append(date.description) }
        if let time { words.append(time.description) }
        words.append(kind.rawValue)
        if !title.isEmpty { words.append(title) }
        return words.joined(separator: " ")
    }
}

/// One entry of a file as a merge sees it: the comment and blank lines above it, then the
/// entry itself, as bytes of that file.
struct MergeUnit {
    var identity: EntryIdentity
    /// The lines above the header (comments and blank lines travel with the entry below).
    var leading: ArraySlice<UInt8>
    /// From the header to the end of the last body line.
    var entry: ArraySlice<UInt8>

    var bytes: [UInt8] { Array(leading) + Array(entry) }

    static func == (left: MergeUnit, right: MergeUnit) -> Bool { left.leading == right.leading && left.entry == right.entry }
}

/// A file cut into merge units: what precedes the first line (a byte order mark), the
/// entries with the lines above each, and the lines after the last entry.
struct MergeFile {
    var head: ArraySlice<UInt8>
    var units: [MergeUnit]
    var trailer: ArraySlice<UInt8>

    /// Whether no two units share an identity (occurrence included): the merge looks units up
    /// by identity, and two under one would lose one.
    var hasUniqueIdentities: Bool { Set(units.map(\.identity)).count == units.count }

    /// The units by identity.
    var byIdentity: [EntryIdentity: Int] {
        Dictionary(units.indices.map { (units[$0].identity, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Cuts `bytes` into units, or nil when the file does not parse whole: a syntax error, or
    /// a column-0 line that is no entry, leaves entry boundaries uncertain, and a merge of
    /// uncertain entries could lose a line.
    init?(_ bytes: [UInt8]) {
        guard bytes.count < Int(UInt32.max) else { return nil }
        let source = SourceText(bytes: bytes)
        let tree = Parser.parse(source)
        guard !tree.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        let items = tree.items
        let firstStart = items.first?.range.lowerBound ?? bytes.count
        head = bytes[0..<firstStart]
        units = []
        var pending = firstStart
        var seen: [EntryIdentity: Int] = [:]
        for item in items {
            guard case .entry(let entry) = item else { continue }
            guard let first = Self.identity(of: entry, in: source) else { return nil }
            var identity = first
            identity.occurrence = seen[first, default: 0]
            seen[first] = identity.occurrence + 1
            let range = entry.range
            units.append(MergeUnit(identity: identity, leading: bytes[pending..<range.lowerBound],
                                   entry: bytes[range.lowerBound..<range.upperBound]))
            pending = range.upperBound
        }
        trailer = bytes[pending..<bytes.count]
    }

    /// Numbers this side's entries that share an identity so that each is matched with the
    /// base's entry it comes from: the one with the same bytes first (so deleting one of two
    /// alike entries deletes that one, not the other), then the base's unmatched ones in order,
    /// then numbers of their own for entries the side added.
    mutating func matchOccurrences(to base: MergeFile) {
        let baseGroups = base.groups, groups = self.groups
        for (identity, indices) in groups {
            let baseIndices = baseGroups[identity] ?? []
            guard indices.count > 1 || baseIndices.count > 1 else { continue }
            var occurrences = [Int?](repeating: nil, count: indices.count)
            var used = Set<Int>()
            for (position, index) in indices.enumerated() {
                if let match = baseIndices.indices.first(where: { !used.contains($0) && base.units[baseIndices[$0]] == units[index] }) {
                    occurrences[position] = match
                    used.insert(match)
                }
            }
            var fresh = baseIndices.count
            for position in indices.indices where occurrences[position] == nil {
                if let next = baseIndices.indices.first(where: { !used.contains($0) }) {
                    occurrences[position] = next
                    used.insert(next)
                } else {
                    occurrences[position] = fresh
                    fresh += 1
                }
            }
            for (position, index) in indices.enumerated() { units[index].identity.occurrence = occurrences[position] ?? 0 }
        }
    }

    /// The units' indices by identity without its occurrence, in file order.
    private var groups: [EntryIdentity: [Int]] {
        var groups: [EntryIdentity: [Int]] = [:]
        for (index, unit) in units.enumerated() {
            var identity = unit.identity
            identity.occurrence = 0
            groups[identity, default: []].append(index)
        }
        return groups
    }

    /// The identity of `entry` with occurrence 0, or nil for a line that is no entry.
    static func identity(of entry: EntrySyntax, in source: SourceText) -> EntryIdentity? {
        guard let kind = entry.kind else { return nil }
        let date = entry.date.map { LocalDate(year: $0.year, month: $0.month, day: $0.day) }
        let time = entry.time.map { LocalTime(hour: $0.hour, minute: $0.minute) }
        func text(_ name: NameSyntax?) -> String { name.map { source.text($0.textRange) } ?? "" }
        let title: String
        switch entry.header {
        case .lifting(let name, _): title = text(name)
        case .cardio(let type, _, _, _): title = type.map(source.text) ?? ""
        case .metcon(let type, _, _, _): title = type.map(source.text) ?? ""
        case .meal(let meal, let name): title = meal?.rawValue ?? text(name)
        case .bodyweight, .profile, .measure: title = ""
        case .exerciseDefinition(let name), .foodDefinition(let name), .template(let name), .programDefinition(let name),
             .recipeDefinition(let name):
            title = text(name)
        case .trainingMax(let exercise, _): title = text(exercise)
        case .programStart(let target):
            switch target {
            case .program(let name)?: title = text(name)
            case .none(let range)?: title = source.text(range)
            case nil: title = ""
            }
        case .unknownKind, .unreadable: return nil
        }
        return EntryIdentity(kind: kind, date: date, time: time, title: title, occurrence: 0)
    }
}
