/// A set as the arena stores it: where it is, what it has, and the few values that cannot be
/// read back from a single number's bytes.
///
/// A log holds about one set per 25 bytes, and the editor keeps every tree of a workspace, so
/// a set's size decides much of the server's memory. ``SetSyntax``, with a range and a value
/// for each of its nine optional parts, takes 216 bytes; this record takes 88: each part is a
/// 16-bit offset from the set's start and a 16-bit length, presence is a bit, and a plain
/// number (reps, count, RPE, RIR) is read from its bytes when the set is read
/// (``SetList/subscript(_:)``). A set longer than 64 KiB (never typed, but a fuzzer writes
/// them) is kept whole in ``SyntaxArena/longSets`` instead.
@usableFromInline struct SetRecord: Sendable {
    @usableFromInline struct Flags: OptionSet, Sendable {
        @usableFromInline let rawValue: UInt16
        @inlinable init(rawValue: UInt16) { self.rawValue = rawValue }

        @inlinable static var box: Flags { Flags(rawValue: 1 << 0) }
        @inlinable static var boxChecked: Flags { Flags(rawValue: 1 << 1) }
        @inlinable static var load: Flags { Flags(rawValue: 1 << 2) }
        @inlinable static var bodyweight: Flags { Flags(rawValue: 1 << 3) }
        @inlinable static var percentOfMax: Flags { Flags(rawValue: 1 << 4) }
        @inlinable static var kilograms: Flags { Flags(rawValue: 1 << 5) }
        @inlinable static var pounds: Flags { Flags(rawValue: 1 << 6) }
        @inlinable static var amrap: Flags { Flags(rawValue: 1 << 7) }
        @inlinable static var rirWordFirst: Flags { Flags(rawValue: 1 << 8) }
        /// Kept whole in ``SyntaxArena/longSets``, at ``SetRecord/tagStart``.
        @inlinable static var long: Flags { Flags(rawValue: 1 << 9) }
    }

    /// A part of the set: its offset from the set's start and its length; absent when 0.
    @usableFromInline struct Piece: Sendable {
        @usableFromInline var offset: UInt16
        /// The length + 1, so that 0 means "absent".
        @usableFromInline var storedLength: UInt16

        static let absent = Piece(offset: 0, storedLength: 0)

        @inlinable init(offset: UInt16, storedLength: UInt16) {
            self.offset = offset
            self.storedLength = storedLength
        }

        /// The piece for `range` (absent when empty: every part of a set covers a token) in a
        /// set starting at `base`, or nil when it does not fit.
        init?(_ range: TextRange, base: UInt32) {
            guard !range.isEmpty else { self = .absent; return }
            let offset = Int(range.start) - Int(base), length = range.length
            guard offset >= 0, offset <= Int(UInt16.max), length >= 0, length < Int(UInt16.max) else { return nil }
            self.init(offset: UInt16(offset), storedLength: UInt16(length + 1))
        }

        /// The piece for `range`, a token run inside a set starting at `base` and shorter than
        /// 64 KiB, so that it fits without the checks of ``init(_:base:)``.
        @inline(__always)
        init(inside range: TextRange, base: UInt32) {
            let isPresent = range.start != range.end
            offset = isPresent ? UInt16(truncatingIfNeeded: range.start &- base) : 0
            storedLength = isPresent ? UInt16(truncatingIfNeeded: range.end &- range.start &+ 1) : 0
        }

        @inlinable var isPresent: Bool { storedLength != 0 }

        @inlinable func range(base: UInt32) -> TextRange {
            let start = base + UInt32(offset)
            return TextRange(start: start, end: start + UInt32(storedLength) - 1)
        }
    }

    @usableFromInline var start: UInt32
    @usableFromInline var end: UInt32
    /// The load's number: a weight, a bodyweight offset or a share of the max.
    @usableFromInline var loadValue: Double = 0
    /// The durations' seconds, left side (or only side) and right.
    @usableFromInline var seconds: Double = 0
    @usableFromInline var secondsRight: Double = 0
    @usableFromInline var tagStart: UInt32
    @usableFromInline var tagCount: UInt32
    @usableFromInline var tagKinds: UInt8
    @usableFromInline var flags: Flags = []
    @usableFromInline var box = Piece.absent
    @usableFromInline var load = Piece.absent
    @usableFromInline var reps = Piece.absent
    @usableFromInline var repsMax = Piece.absent
    @usableFromInline var repsRight = Piece.absent
    @usableFromInline var duration = Piece.absent
    @usableFromInline var durationRight = Piece.absent
    @usableFromInline var count = Piece.absent
    @usableFromInline var rpe = Piece.absent
    @usableFromInline var rir = Piece.absent
    @usableFromInline var rirValue = Piece.absent

    /// The record of `set`, or nil when a part lies too far from its start.
    @inline(__always)
    init?(_ set: SetDraft) {
        let base = set.range.start
        start = base
        end = set.range.end
        tagStart = set.tagStart
        tagCount = set.tagCount
        tagKinds = set.tagKinds
        flags = set.flags
        loadValue = set.loadValue
        seconds = set.seconds
        secondsRight = set.secondsRight
        // Every part is a run of the set's own tokens: in a set shorter than 64 KiB (every
        // set a person writes) each fits, and is stored without a check per part.
        if set.range.length < Int(UInt16.max) {
            assert([set.box, set.load, set.reps, set.repsMax, set.repsRight, set.duration, set.durationRight,
                    set.count, set.rpe, set.rir, set.rirValue].allSatisfy {
                        $0.isEmpty || ($0.start >= base && $0.end <= set.range.end)
                    }, "a part of a set lies outside it")
            box = Piece(inside: set.box, base: base)
            load = Piece(inside: set.load, base: base)
            reps = Piece(inside: set.reps, base: base)
            repsMax = Piece(inside: set.repsMax, base: base)
            repsRight = Piece(inside: set.repsRight, base: base)
            duration = Piece(inside: set.duration, base: base)
            durationRight = Piece(inside: set.durationRight, base: base)
            count = Piece(inside: set.count, base: base)
            rpe = Piece(inside: set.rpe, base: base)
            rir = Piece(inside: set.rir, base: base)
            rirValue = Piece(inside: set.rirValue, base: base)
            return
        }
        guard let box = Piece(set.box, base: base), let load = Piece(set.load, base: base),
              let reps = Piece(set.reps, base: base), let repsMax = Piece(set.repsMax, base: base),
              let repsRight = Piece(set.repsRight, base: base), let duration = Piece(set.duration, base: base),
              let durationRight = Piece(set.durationRight, base: base), let count = Piece(set.count, base: base),
              let rpe = Piece(set.rpe, base: base), let rir = Piece(set.rir, base: base),
              let rirValue = Piece(set.rirValue, base: base)
        else { return nil }
        (self.box, self.load, self.reps, self.repsMax, self.repsRight) = (box, load, reps, repsMax, repsRight)
        (self.duration, self.durationRight, self.count, self.rpe, self.rir, self.rirValue) = (duration, durationRight, count, rpe, rir, rirValue)
    }

    /// A record standing for the long set at `index` of ``SyntaxArena/longSets``.
    init(long set: SetSyntax, at index: Int) {
        start = set.range.start
        end = set.range.end
        tagStart = UInt32(index)
        tagCount = 0
        tagKinds = 0
        flags = .long
    }
}

/// A set while the reader reads it (``LineReader/set(at:into:tags:)``): where each part
/// is, and the values a record keeps, with no optionals. A part is absent when its range is
/// empty (every part the grammar reads covers a token). It becomes a ``SetRecord``, or a
/// whole ``SetSyntax`` when a part lies too far from its start for one; the numbers of its
/// reps, count and effort are read from the bytes only when the set is read.
struct SetDraft {
    var range: TextRange
    var flags: SetRecord.Flags = []
    /// The load's number: a weight, a bodyweight offset or a share of the max.
    var loadValue = 0.0
    /// The durations' seconds, left side (or only side) and right.
    var seconds = 0.0
    var secondsRight = 0.0
    var box = TextRange(start: 0, end: 0)
    var load = TextRange(start: 0, end: 0)
    var reps = TextRange(start: 0, end: 0)
    var repsMax = TextRange(start: 0, end: 0)
    var repsRight = TextRange(start: 0, end: 0)
    var duration = TextRange(start: 0, end: 0)
    var durationRight = TextRange(start: 0, end: 0)
    var count = TextRange(start: 0, end: 0)
    var rpe = TextRange(start: 0, end: 0)
    var rir = TextRange(start: 0, end: 0)
    var rirValue = TextRange(start: 0, end: 0)
    var tagStart: UInt32 = 0
    var tagCount: UInt32 = 0
    var tagKinds: UInt8 = 0

    init(range: TextRange) { self.range = range }

    /// Sets the load: a weight (`kind` nil), a bodyweight offset or a share of the max.
    mutating func setLoad(_ value: Double, unit: LoadUnit?, range: TextRange, kind: SetRecord.Flags?) {
        load = range
        loadValue = value
        flags.insert(.load)
        if let kind { flags.insert(kind) }
        switch unit {
        case .kg: flags.insert(.kilograms)
        case .lb: flags.insert(.pounds)
        case nil: break
        }
    }

    /// Adds a tag of `kind`, stored at `index` of the arena's tags.
    mutating func noteTag(_ kind: SetTagSyntax.Kind, at index: Int) {
        if tagCount == 0 { tagStart = UInt32(index) }
        tagCount += 1
        tagKinds |= SetSyntax.bit(kind)
    }
}

extension SetSyntax {
    /// The set a draft stands for, its numbers read from `bytes` (for a set too long for a
    /// record, which the arena keeps whole).
    init(_ draft: SetDraft, bytes: UnsafeBufferPointer<UInt8>) {
        self.init(range: draft.range)
        let flags = draft.flags
        func number(_ range: TextRange) -> NumberSyntax? {
            range.isEmpty ? nil : NumberSyntax(value: LineReader.parseNumber(bytes, range), range: range)
        }
        if flags.contains(.box) { box = BoxSyntax(isChecked: flags.contains(.boxChecked), range: draft.box) }
        if flags.contains(.load) { load = LoadSyntax(flags: flags, value: draft.loadValue, range: draft.load) }
        reps = number(draft.reps)
        repsMax = number(draft.repsMax)
        repsRight = number(draft.repsRight)
        if let reps, flags.contains(.amrap) { amrap = TextRange(start: reps.range.end, end: reps.range.end + 1) }
        if !draft.duration.isEmpty { duration = DurationSyntax(seconds: draft.seconds, range: draft.duration) }
        if !draft.durationRight.isEmpty { durationRight = DurationSyntax(seconds: draft.secondsRight, range: draft.durationRight) }
        count = number(draft.count)
        rpe = number(draft.rpe)
        if let value = number(draft.rirValue) {
            rir = RIRSyntax(value: value, isWordFirst: flags.contains(.rirWordFirst), range: draft.rir)
        }
        tagStart = draft.tagStart
        tagCount = draft.tagCount
        tagKinds = draft.tagKinds
    }

    /// The set a record stands for, its numbers read from `bytes`, the source the record
    /// was read from. Each part is made once and the set built in one initializer, from the
    /// parts ``SetParts`` reads one at a time.
    @usableFromInline init(_ record: SetRecord, bytes: UnsafeBufferPointer<UInt8>) {
        let reps = record.number(record.reps, in: bytes)
        self.init(
            range: TextRange(start: record.start, end: record.end),
            box: record.flags.contains(.box)
                ? BoxSyntax(isChecked: record.flags.contains(.boxChecked), range: record.box.range(base: record.start)) : nil,
            load: record.loadSyntax,
            reps: reps,
            repsMax: record.number(record.repsMax, in: bytes),
            amrap: reps.flatMap { record.flags.contains(.amrap) ? TextRange(start: $0.range.end, end: $0.range.end + 1) : nil },
            duration: record.durationSyntax,
            repsRight: record.number(record.repsRight, in: bytes),
            durationRight: record.durationRightSyntax,
            count: record.number(record.count, in: bytes),
            rpe: record.number(record.rpe, in: bytes),
            rir: record.rirSyntax(in: bytes),
            tagStart: record.tagStart, tagCount: record.tagCount, tagKinds: record.tagKinds
        )
    }
}

/// A set's parts as a record keeps them: the one reading of a record, shared by the set built
/// whole (``SetSyntax/init(_:bytes:)``) and the set read part by part (``SetParts``).
extension SetRecord {
    /// The number `piece` covers, read from the source's `bytes`; nil when the set has none.
    @inline(__always) @usableFromInline
    func number(_ piece: Piece, in bytes: UnsafeBufferPointer<UInt8>) -> NumberSyntax? {
        guard piece.isPresent else { return nil }
        let range = piece.range(base: start)
        return NumberSyntax(value: LineReader.parseNumber(bytes, range), range: range)
    }

    /// The load, when the set has one.
    @inlinable var loadSyntax: LoadSyntax? {
        flags.contains(.load) ? LoadSyntax(flags: flags, value: loadValue, range: load.range(base: start)) : nil
    }

    /// The RIR (`RIR 2`, `2 RIR`), its number read from `bytes`.
    @usableFromInline func rirSyntax(in bytes: UnsafeBufferPointer<UInt8>) -> RIRSyntax? {
        number(rirValue, in: bytes).map { RIRSyntax(value: $0, isWordFirst: flags.contains(.rirWordFirst), range: rir.range(base: start)) }
    }

    /// The duration (or the left side's, with a right side).
    @usableFromInline var durationSyntax: DurationSyntax? {
        duration.isPresent ? DurationSyntax(seconds: seconds, range: duration.range(base: start)) : nil
    }

    /// The right side's duration (`L|R`).
    @usableFromInline var durationRightSyntax: DurationSyntax? {
        durationRight.isPresent ? DurationSyntax(seconds: secondsRight, range: durationRight.range(base: start)) : nil
    }
}

extension LoadSyntax {
    /// The load a record's (or a draft's) flags and value describe.
    @usableFromInline init(flags: SetRecord.Flags, value: Double, range: TextRange) {
        let kind: Kind = flags.contains(.bodyweight) ? .bodyweight(offset: value)
            : flags.contains(.percentOfMax) ? .percentOfMax(value) : .weight(value)
        let unit: LoadUnit? = flags.contains(.kilograms) ? .kg : flags.contains(.pounds) ? .lb : nil
        self.init(kind: kind, unit: unit, range: range)
    }
}
