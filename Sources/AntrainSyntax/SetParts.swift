/// One set of a ``SetList`` read part by part from its record (``SetList/parts(at:)``).
///
/// The lowering reads every set of a log, and most sets have two or three of a set's nine
/// optional parts: a ``SetSyntax`` builds all of them at once (and is more than twice a
/// record's size to copy), where this reads a part, its number parsed from the source's
/// bytes, only when asked. Each accessor reads afresh, so a reader takes each part once.
/// A set too long for a record (``SyntaxArena/longSets``) is read from its whole syntax.
public struct SetParts: Sendable {
    @usableFromInline let arena: SyntaxArena
    @usableFromInline let record: SetRecord

    @inlinable init(arena: SyntaxArena, record: SetRecord) {
        self.arena = arena
        self.record = record
    }

    /// Whether the set is too long for a record: then it is read from its whole syntax
    /// (``SyntaxArena/longSets``), a case only a fuzzer writes.
    @inlinable var isLong: Bool { record.flags.contains(.long) }

    /// The whole set, for one too long for a record.
    @usableFromInline var long: SetSyntax { arena.longSets[Int(record.tagStart)] }

    /// The number a piece covers, read from the source's bytes (``SetRecord/number(_:in:)``).
    @usableFromInline func number(_ piece: SetRecord.Piece) -> NumberSyntax? {
        arena.bytes.withUnsafeBufferPointer { record.number(piece, in: $0) }
    }

    /// A number of the set: `piece`'s, read from the source only when the set has it, or the
    /// whole set's part at `whole` for a set too long for a record.
    @inlinable @inline(__always)
    func number(_ piece: SetRecord.Piece, whole: (SetSyntax) -> NumberSyntax?) -> NumberSyntax? {
        if isLong { return whole(long) }
        return piece.isPresent ? number(piece) : nil
    }

    @usableFromInline func readRIR() -> RIRSyntax? {
        arena.bytes.withUnsafeBufferPointer { record.rirSyntax(in: $0) }
    }

    @usableFromInline func longTags() -> ArraySlice<SetTagSyntax> {
        let whole = long
        return arena.tags[Int(whole.tagStart)..<Int(whole.tagStart) + Int(whole.tagCount)]
    }

    @inlinable public var range: TextRange { TextRange(start: record.start, end: record.end) }

    /// ``SetSyntax/isPlanned``: `[ ]`, planned, not done yet.
    @inlinable public var isPlanned: Bool {
        if isLong { return long.isPlanned }
        return record.flags.contains(.box) && !record.flags.contains(.boxChecked)
    }

    /// ``SetSyntax/load``.
    @inlinable public var load: LoadSyntax? {
        if isLong { return long.load }
        return record.loadSyntax
    }

    /// ``SetSyntax/reps``.
    @inlinable public var reps: NumberSyntax? { number(record.reps, whole: { $0.reps }) }

    /// ``SetSyntax/repsMax``.
    @inlinable public var repsMax: NumberSyntax? { number(record.repsMax, whole: { $0.repsMax }) }

    /// ``SetSyntax/repsRight``.
    @inlinable public var repsRight: NumberSyntax? { number(record.repsRight, whole: { $0.repsRight }) }

    /// ``SetSyntax/count``.
    @inlinable public var count: NumberSyntax? { number(record.count, whole: { $0.count }) }

    /// ``SetSyntax/rpe``.
    @inlinable public var rpe: NumberSyntax? { number(record.rpe, whole: { $0.rpe }) }

    /// ``SetSyntax/rir``.
    @inlinable public var rir: RIRSyntax? {
        if isLong { return long.rir }
        return record.rirValue.isPresent ? readRIR() : nil
    }

    /// ``SetSyntax/duration``.
    @inlinable public var duration: DurationSyntax? {
        if isLong { return long.duration }
        return record.durationSyntax
    }

    /// ``SetSyntax/durationRight``.
    @inlinable public var durationRight: DurationSyntax? {
        if isLong { return long.durationRight }
        return record.durationRightSyntax
    }

    /// ``SetSyntax/isAMRAP``: `5+`, as many reps as possible.
    @inlinable public var isAMRAP: Bool {
        if isLong { return long.isAMRAP }
        return record.flags.contains(.amrap) && record.reps.isPresent
    }

    /// ``SetSyntax/repeatCount``: how many sets this one stands for (`x3`), at least 1.
    public var repeatCount: Int {
        if isLong { return long.repeatCount }
        return SetSyntax.repeatCount(count: count?.value)
    }

    /// How many tags follow the set: most sets have none, and their ``tags`` need not be read.
    @inlinable public var tagCount: Int {
        if isLong { return Int(long.tagCount) }
        return Int(record.tagCount)
    }

    /// ``SetSyntax/has(_:)``: whether a tag of `kind` follows the set, read from the kinds
    /// the record keeps.
    @inlinable public func has(_ kind: SetTagSyntax.Kind) -> Bool {
        if isLong { return long.has(kind) }
        return record.tagKinds & SetSyntax.bit(kind) != 0
    }

    /// The tags written after the set, in order (``SetList/tags(of:)``).
    @inlinable public var tags: ArraySlice<SetTagSyntax> {
        if isLong { return longTags() }
        return arena.tags[Int(record.tagStart)..<Int(record.tagStart) + Int(record.tagCount)]
    }
}

extension SetList {
    /// The set at `position`, read part by part (``SetParts``) rather than built whole.
    @inlinable public func parts(at position: Int) -> SetParts {
        precondition(position >= 0 && position < range.count, "set index out of range")
        return SetParts(arena: arena, record: arena.sets[Int(range.lowerBound) + position])
    }
}
