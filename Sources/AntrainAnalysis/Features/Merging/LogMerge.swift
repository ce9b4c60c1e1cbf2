import AntrainModel

/// A three-way merge of a log by entries, not lines (TOOLING.md §7): what `antrain merge`
/// does as git's merge driver for `.antrain` files.
///
/// Two people who each add a different day to the end of the same log touch the same lines,
/// so git's line merge conflicts; here each entry is merged on its own, by its identity (see
/// ``EntryIdentity``). An entry changed on one side takes that side; changed differently on
/// both is a conflict marked around that entry alone; deleted on one side and unchanged on the
/// other is deleted; added on one side is added, after the last entry of ours whose date is
/// not later than its own. Entries neither side changed keep their bytes. Plain bytes in,
/// bytes out: reading files, running git and exit codes belong to the command.
public enum LogMerge {
    /// The words after git's conflict markers, and the markers' length (git's `%L`).
    public struct Labels: Sendable {
        public var ours: String
        public var theirs: String
        public var markerSize: Int

        public init(ours: String = "ours", theirs: String = "theirs", markerSize: Int = 7) {
            self.ours = ours
            self.theirs = theirs
            self.markerSize = max(1, markerSize)
        }
    }

    /// The merge of three versions.
    public enum Outcome: Equatable, Sendable {
        /// The merged text and the entries changed differently on both sides, each marked in
        /// the text with conflict markers (none: a clean merge).
        case merged([UInt8], conflicts: [MergeConflict])
        /// A version does not parse whole (or, as a safety net, holds two entries the merge
        /// cannot tell apart), so its entries cannot be merged safely: the caller falls back
        /// to a line merge.
        case unreadable(Side)
    }

    /// The three versions of a merge.
    public enum Side: String, Sendable {
        case base, ours, theirs
    }

    /// Merges `ours` and `theirs`, the two descendants of `base`.
    public static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], labels: Labels = Labels()) -> Outcome {
        // When a side is unchanged the other side is the answer, byte for byte, as in git,
        // whether or not the texts parse.
        if ours == theirs || theirs == base { return .merged(ours, conflicts: []) }
        if ours == base { return .merged(theirs, conflicts: []) }
        guard let baseFile = MergeFile(base) else { return .unreadable(.base) }
        guard var oursFile = MergeFile(ours) else { return .unreadable(.ours) }
        guard var theirsFile = MergeFile(theirs) else { return .unreadable(.theirs) }
        oursFile.matchOccurrences(to: baseFile)
        theirsFile.matchOccurrences(to: baseFile)
        // A safety net: a merge that could not tell two entries apart merges lines instead.
        for (file, side) in [(baseFile, Side.base), (oursFile, .ours), (theirsFile, .theirs)] where !file.hasUniqueIdentities {
            return .unreadable(side)
        }
        var merger = EntryMerger(base: baseFile, ours: oursFile, theirs: theirsFile, labels: labels)
        return merger.merge()
    }
}

/// A part of the file both sides changed differently, left between conflict markers.
public enum MergeConflict: Hashable, Sendable, CustomStringConvertible {
    case entry(EntryIdentity)
    /// The comment and blank lines after the last entry.
    case linesAfterLastEntry

    public var description: String {
        switch self {
        case .entry(let identity): identity.description
        case .linesAfterLastEntry: "the lines after the last entry"
        }
    }
}

/// How one entry comes out of a merge.
enum UnitResolution {
    case keep(MergeUnit)
    case deleted
    /// Changed differently on both sides; a side is nil when it deleted the entry.
    case conflict(ours: MergeUnit?, theirs: MergeUnit?)

    /// The three-way rule for one entry present in at least one side.
    init(base: MergeUnit?, ours: MergeUnit?, theirs: MergeUnit?) {
        if Self.same(ours, theirs) || Self.same(base, theirs) {
            self = ours.map(UnitResolution.keep) ?? .deleted
        } else if Self.same(base, ours) {
            self = theirs.map(UnitResolution.keep) ?? .deleted
        } else {
            self = .conflict(ours: ours, theirs: theirs)
        }
    }

    private static func same(_ left: MergeUnit?, _ right: MergeUnit?) -> Bool {
        switch (left, right) {
        case (nil, nil): true
        case (let left?, let right?): left == right
        default: false
        }
    }
}

/// One merge: ours' entries in ours' order, each resolved, with theirs' new entries placed
/// among them.
struct EntryMerger {
    let base: MergeFile
    let ours: MergeFile
    let theirs: MergeFile
    let labels: LogMerge.Labels
    private var output: [UInt8] = []
    private var conflicts: [MergeConflict] = []

    init(base: MergeFile, ours: MergeFile, theirs: MergeFile, labels: LogMerge.Labels) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.labels = labels
    }

    mutating func merge() -> LogMerge.Outcome {
        let baseIndex = base.byIdentity, oursIndex = ours.byIdentity, theirsIndex = theirs.byIdentity
        // Theirs' entries that ours does not have, by the position in ours they follow
        // (-1: before ours' first entry).
        var placed: [Int: [UnitResolution]] = [:]
        var anchor = -1
        for unit in theirs.units {
            if let index = oursIndex[unit.identity] {
                anchor = index
                continue
            }
            let resolution = UnitResolution(base: baseIndex[unit.identity].map { base.units[$0] }, ours: nil, theirs: unit)
            if case .deleted = resolution { continue }
            let position = unit.identity.date.map(position(forDate:)) ?? anchor
            placed[position, default: []].append(resolution)
        }

        output.append(contentsOf: resolvedHead())
        for resolution in placed[-1] ?? [] { write(resolution) }
        for (index, unit) in ours.units.enumerated() {
            let theirUnit = theirsIndex[unit.identity].map { theirs.units[$0] }
            write(UnitResolution(base: baseIndex[unit.identity].map { base.units[$0] }, ours: unit, theirs: theirUnit))
            for resolution in placed[index] ?? [] { write(resolution) }
        }
        writeTrailer()
        return .merged(output, conflicts: conflicts)
    }

    /// Where an entry of theirs dated `date` goes: after the last entry of ours whose date is
    /// not later; before ours' first dated entry when all are later; at the end when ours has
    /// none.
    private func position(forDate date: LocalDate) -> Int {
        var firstDated: Int?
        var lastNotLater: Int?
        for (index, unit) in ours.units.enumerated() {
            guard let own = unit.identity.date else { continue }
            if firstDated == nil { firstDated = index }
            if own <= date { lastNotLater = index }
        }
        if let lastNotLater { return lastNotLater }
        if let firstDated { return firstDated - 1 }
        return ours.units.count - 1
    }

    /// A byte order mark: ours', unless only theirs changed it.
    private func resolvedHead() -> ArraySlice<UInt8> {
        ours.head == base.head ? theirs.head : ours.head
    }

    private mutating func write(_ resolution: UnitResolution) {
        switch resolution {
        case .keep(let unit): append(unit.bytes)
        case .deleted: break
        case .conflict(let ourUnit, let theirUnit):
            guard let identity = (ourUnit ?? theirUnit)?.identity else { return }
            conflicts.append(.entry(identity))
            // Comment and blank lines both sides kept alike stay outside the markers.
            var oursText = ourUnit?.bytes ?? [], theirsText = theirUnit?.bytes ?? []
            if let ourUnit, let theirUnit, ourUnit.leading == theirUnit.leading {
                append(Array(ourUnit.leading))
                oursText = Array(ourUnit.entry)
                theirsText = Array(theirUnit.entry)
            }
            writeConflict(ours: oursText, theirs: theirsText)
        }
    }

    /// The lines after the last entry, merged like an entry.
    private mutating func writeTrailer() {
        let resolution = UnitResolution(base: base.trailerUnit, ours: ours.trailerUnit, theirs: theirs.trailerUnit)
        switch resolution {
        case .keep(let unit): append(unit.bytes)
        case .deleted: break
        case .conflict(let ourUnit, let theirUnit):
            conflicts.append(.linesAfterLastEntry)
            writeConflict(ours: ourUnit?.bytes ?? [], theirs: theirUnit?.bytes ?? [])
        }
    }

    /// Git's markers around the two sides: `<<<<<<< ours`, `=======`, `>>>>>>> theirs`.
    private mutating func writeConflict(ours oursText: [UInt8], theirs theirsText: [UInt8]) {
        func marker(_ character: Character, _ label: String) -> [UInt8] {
            Array((String(repeating: character, count: labels.markerSize) + (label.isEmpty ? "" : " " + label) + "\n").utf8)
        }
        append(marker("<", labels.ours))
        append(oursText)
        append(marker("=", ""))
        append(theirsText)
        append(marker(">", labels.theirs))
    }

    /// Adds `bytes` on a line of their own: a last entry without a final line break gets one
    /// when something follows it.
    private mutating func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        if let last = output.last, last != UInt8(ascii: "\n") { output.append(UInt8(ascii: "\n")) }
        output.append(contentsOf: bytes)
    }
}

extension MergeFile {
    /// The lines after the last entry as a unit of their own, so they merge like an entry
    /// (the identity is never looked at).
    var trailerUnit: MergeUnit? {
        MergeUnit(identity: EntryIdentity(kind: .profile, date: nil, time: nil, title: "", occurrence: -1), leading: trailer, entry: [])
    }
}
