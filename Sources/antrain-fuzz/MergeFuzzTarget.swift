import AntrainAnalysis
import AntrainSyntax
import Foundation

/// The merge target: the input's bytes choose a base log and a random sequence of edits on
/// each side of it (entries kept, changed, deleted, added), and a merge that reports no
/// conflict must hold exactly the entries the edits say: every entry either side added, every
/// entry neither side touched byte for byte with the lines above it, each side's changes, and
/// nothing deleted. A merge with conflicts must mark them.
///
/// Every generated entry carries a serial number of its own, so no two read alike and an entry
/// found in the result is the one that was written; dates, times and titles repeat on purpose,
/// so entries that share an identity are merged too.
enum MergeFuzzTarget {
    static func run(_ input: [UInt8]) {
        var bytes = FuzzBytes(input)
        var writer = EntryWriter()
        let base = (0..<Int(bytes.next() % 7)).map { _ in writer.entry(&bytes) }
        var ours = Side(base: base), theirs = Side(base: base)
        ours.edit(&bytes, &writer)
        theirs.edit(&bytes, &writer)
        let baseText = base.flatMap(\.bytes), oursText = ours.text, theirsText = theirs.text

        // An unchanged side gives the other, byte for byte.
        guard LogMerge.merge(base: baseText, ours: baseText, theirs: theirsText) == .merged(theirsText, conflicts: []),
              LogMerge.merge(base: baseText, ours: oursText, theirs: baseText) == .merged(oursText, conflicts: [])
        else { fatalError("a merge with an unchanged side is not the other side") }

        guard case .merged(let merged, let conflicts) = LogMerge.merge(base: baseText, ours: oursText, theirs: theirsText) else {
            fatalError("generated logs do not parse whole")
        }
        guard conflicts.isEmpty else {
            guard merged.starts(with: Array("<<<<<<< ours\n".utf8)) || contains(merged, Array("\n<<<<<<< ours\n".utf8)) else {
                fatalError("a conflict without markers")
            }
            return
        }
        let tree = Parser.parse(SourceText(bytes: merged))
        guard !tree.diagnostics.contains(where: { $0.severity == .error }) else { fatalError("a clean merge that does not parse") }
        let found = tree.entries.map { Array(merged[$0.range.lowerBound..<$0.range.upperBound]) }.sorted { $0.lexicographicallyPrecedes($1) }
        let expected = Self.expectedEntries(base: base, ours: ours, theirs: theirs).sorted { $0.lexicographicallyPrecedes($1) }
        guard found == expected else {
            FileHandle.standardError.write(Data("""
                base:\n\(String(decoding: baseText, as: UTF8.self))\nours:\n\(String(decoding: oursText, as: UTF8.self))
                theirs:\n\(String(decoding: theirsText, as: UTF8.self))\nmerged:\n\(String(decoding: merged, as: UTF8.self))\n
                """.utf8))
            fatalError("a clean merge lost, kept or duplicated an entry")
        }
        for (index, entry) in base.enumerated() where ours.fates[index] == .kept && theirs.fates[index] == .kept {
            guard contains(merged, entry.bytes) else { fatalError("an untouched entry changed") }
        }
    }

    /// The entries a clean merge holds: the base's, changed or deleted as a side says, and
    /// both sides' additions.
    static func expectedEntries(base: [GeneratedEntry], ours: Side, theirs: Side) -> [[UInt8]] {
        var entries: [[UInt8]] = []
        for (index, entry) in base.enumerated() {
            switch (ours.fates[index], theirs.fates[index]) {
            case (.kept, .kept): entries.append(entry.entry)
            case (.changed(let changed), _), (_, .changed(let changed)): entries.append(changed.entry)
            case (.deleted, _), (_, .deleted): break
            }
        }
        return entries + ours.added.map(\.entry) + theirs.added.map(\.entry)
    }

    static func contains(_ text: [UInt8], _ part: [UInt8]) -> Bool {
        guard !part.isEmpty, part.count <= text.count else { return part.isEmpty }
        return (0...(text.count - part.count)).contains { text[$0..<$0 + part.count].elementsEqual(part) }
    }

    /// One side of the merge: what became of each base entry, and the entries it added where.
    struct Side {
        enum Fate: Equatable { case kept, changed(GeneratedEntry), deleted }
        var base: [GeneratedEntry]
        var fates: [Fate]
        /// The added entries, each after the base entry of its index (-1: first).
        var added: [GeneratedEntry] = []
        var addedAfter: [Int] = []

        init(base: [GeneratedEntry]) {
            self.base = base
            fates = Array(repeating: .kept, count: base.count)
        }

        mutating func edit(_ bytes: inout FuzzBytes, _ writer: inout EntryWriter) {
            for index in base.indices {
                switch bytes.next() % 6 {
                case 0: fates[index] = .deleted
                case 1: fates[index] = .changed(writer.changed(base[index], &bytes))
                default: break
                }
            }
            for _ in 0..<Int(bytes.next() % 4) {
                added.append(writer.entry(&bytes))
                addedAfter.append(Int(bytes.next()) % (base.count + 1) - 1)
            }
        }

        var text: [UInt8] {
            var text: [UInt8] = []
            func addAfter(_ index: Int) {
                for (entry, after) in zip(added, addedAfter) where after == index { text += entry.bytes }
            }
            addAfter(-1)
            for (index, entry) in base.enumerated() {
                switch fates[index] {
                case .kept: text += entry.bytes
                case .changed(let changed): text += changed.bytes
                case .deleted: break
                }
                addAfter(index)
            }
            return text
        }
    }
}

/// An entry written by the fuzzer: the lines above it and the entry itself.
struct GeneratedEntry: Equatable {
    var leading: [UInt8]
    var entry: [UInt8]
    var bytes: [UInt8] { leading + entry }
}

/// Writes entries of a few kinds, each with a serial number no other entry has.
struct EntryWriter {
    private var serial = 0

    mutating func entry(_ bytes: inout FuzzBytes) -> GeneratedEntry {
        serial += 1
        let day = "2026-11-0\(1 + bytes.next() % 9)"
        let time = bytes.next() % 3 == 0 ? " 0\(bytes.next() % 10):30" : ""
        let text: String
        switch bytes.next() % 6 {
        case 0: text = "\(day)\(time) lifting\(bytes.next() % 2 == 0 ? "" : " Day \(bytes.next() % 3)")\n  Bench Press: \(serial)x5\n"
        case 1: text = "\(day)\(time) \(["breakfast", "lunch", "dinner", "snack"][Int(bytes.next() % 4)])\n  Oats \(serial)g\n"
        case 2: text = "\(day) bodyweight \(serial)kg\n"
        case 3: text = "\(day)\(time) cardio run \(serial)km 30min\n"
        case 4: text = "exercise Move \(serial)\n  category: barbell\n"
        default: text = "\(day)\(time) lifting Day \(bytes.next() % 3)\n  Barbell Squat\n    \(serial)x5\n    \(serial)x3 @8\n"
        }
        let leading = ["", "\n", "\n# note \(serial)\n", "# \(serial)\n\n"][Int(bytes.next() % 4)]
        return GeneratedEntry(leading: Array(leading.utf8), entry: Array(text.utf8))
    }

    /// `entry` with a change of its own: a new set line, or a new number in its header.
    mutating func changed(_ entry: GeneratedEntry, _ bytes: inout FuzzBytes) -> GeneratedEntry {
        serial += 1
        var changed = entry
        let text = String(decoding: entry.entry, as: UTF8.self)
        if text.contains(" bodyweight ") || text.contains(" cardio ") {
            // The number before the unit (`80kg`, `5km`) becomes this serial.
            let words = text.dropLast().split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            let index = words.firstIndex { $0.hasSuffix("kg") || $0.hasSuffix("km") } ?? words.count - 1
            var edited = words
            edited[index] = "\(serial)" + (words[index].hasSuffix("km") ? "km" : "kg")
            changed.entry = Array((edited.joined(separator: " ") + "\n").utf8)
        } else if text.hasPrefix("exercise") {
            changed.entry += Array("  aliases: m\(serial)\n".utf8)
        } else if text.contains("Barbell Squat") {
            changed.entry += Array("    \(serial)x2\n".utf8)
        } else if text.contains(" lifting") {
            changed.entry += Array("  Pull Up: \(serial)x\(bytes.next() % 9 + 1)\n".utf8)
        } else {
            changed.entry += Array("  Rice \(serial)g\n".utf8)
        }
        return changed
    }
}

/// The fuzzer's bytes read one at a time; zeros after the end.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
}
