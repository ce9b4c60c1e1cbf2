import AntrainBasics

/// Reads a log into a ``SyntaxTree``. Never throws and never stops early.
///
/// The format is line-based, so recovery is too (as in taplo): every physical line is read
/// on its own, a line that cannot be read becomes one `unreadable` node with one diagnostic,
/// and the next line starts fresh.
public enum Parser {
    /// The width a tab counts for when comparing indentation.
    public static let tabWidth = 2

    /// Reads `source`, or only its lines `lines` (offsets and line numbers stay the whole
    /// source's): a part that starts at an entry header and ends before one, as cut by
    /// ``EntryChunks/cut(_:from:to:firstLine:linesPerPiece:)``, gives the entries and
    /// diagnostics a whole parse gives for those lines. `antrain check` reads a large source
    /// a part at a time, so that each part's tree is still in the cache when it is lowered
    /// and is dropped before the next is built.
    public static func parse(_ source: SourceText, lines: Range<Int>? = nil) -> SyntaxTree {
        source.bytes.withUnsafeBufferPointer { buffer in
            var parser = ParserState(source: source, bytes: buffer)
            parser.parseFile(lines: lines)
            return SyntaxTree(source: source, arena: SyntaxArena(parser.arena, bytes: source.bytes), diagnostics: parser.diagnostics,
                              definitionItems: parser.definitionItems)
        }
    }

    public static func parse(_ text: String) -> SyntaxTree { parse(SourceText(text)) }

    /// Reads only the undated entries of `source` (profile, exercise, food, template and
    /// program definitions, and unreadable column-0 lines that do not start with a digit),
    /// skipping the lines of dated entries without reading them: the definitions a workspace
    /// needs before it can lower anything, at the cost of a glance at each line. The tree
    /// holds those entries only, at their offsets in `source`, and no diagnostics (the full
    /// read reports them).
    public static func parseDefinitions(_ source: SourceText, lines: Range<Int>? = nil) -> SyntaxTree {
        source.bytes.withUnsafeBufferPointer { buffer in
            var parser = ParserState(source: source, bytes: buffer)
            parser.skipsDatedEntries = true
            parser.parseFile(lines: lines)
            parser.arena.errors.removeAll()  // the full read reports them
            return SyntaxTree(source: source, arena: SyntaxArena(parser.arena, bytes: source.bytes), diagnostics: [],
                              definitionItems: parser.definitionItems)
        }
    }
}

/// One physical line, measured.
struct PhysicalLine {
    var number: Int
    /// From the first byte to after the line break.
    var range: TextRange
    var contentStart: Int
    /// Before the line break and trailing spaces.
    var contentEnd: Int
    var indentWidth: Int
    /// How many tabs the indentation holds (each counts as one level, LANGUAGE.md §2).
    var tabCount: Int

    var hasTab: Bool { tabCount > 0 }

    var isBlank: Bool { contentStart >= contentEnd }
    var isIndented: Bool { indentWidth > 0 }
}

/// Blank and comment lines waiting for the next content line to decide their owner.
///
/// An array emptied by resetting a count: it keeps its buffer, without the generic removal
/// `removeAll(keepingCapacity:)` runs (about ninety instructions, once for every entry).
struct PendingLines: Sequence {
    private var storage: [PhysicalLine] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> PhysicalLine { storage[index] }

    mutating func append(_ line: PhysicalLine) {
        if count < storage.count { storage[count] = line } else { storage.append(line) }
        count += 1
    }

    mutating func removeAll() { count = 0 }

    func makeIterator() -> ArraySlice<PhysicalLine>.Iterator { storage[..<count].makeIterator() }
}

/// The mutable state of one parse.
struct ParserState {
    let source: SourceText
    let bytes: UnsafeBufferPointer<UInt8>
    var reader: LineReader
    /// The tree's nodes as they are read.
    var arena = ArenaBuilder()
    var definitionItems: [Int] = []
    var diagnostics: [Diagnostic] = []
    /// The open entry, meaningful while ``isInEntry``. Not an optional: each line of a body
    /// reads and changes it, and going through an optional copied the whole builder.
    var entry = EntryBuilder.idle
    /// Whether an entry is open, and its kind, kept apart: reading the kind through `entry`
    /// would copy the builder.
    var isInEntry = false
    var entryKind: EntryKind?
    /// Whether to skip dated entries (see ``Parser/parseDefinitions(_:lines:)``), and whether the
    /// lines being read belong to one.
    var skipsDatedEntries = false
    private var isSkipping = false
    /// Blank and comment lines whose owner is decided by the next content line.
    var pending = PendingLines()
    /// The line being read, which the pieces the grammar cannot take are on.
    private var currentLine: Int32 = 0
    /// The end of the lines being read, and the first byte before it, at or after the line
    /// whose encoding was last checked, that is not ASCII (see ``checkEncoding(_:)``).
    private var readEnd = 0
    private var nextNonASCII = -1

    init(source: SourceText, bytes: UnsafeBufferPointer<UInt8>) {
        self.source = source
        self.bytes = bytes
        self.reader = LineReader(bytes: bytes)
    }

    mutating func parseFile(lines: Range<Int>? = nil) {
        let starts = source.lineIndex.lineStarts
        let lines = (lines ?? 0..<starts.count).clamped(to: 0..<starts.count)
        let count = bytes.count
        arena.reserve(lineCount: skipsDatedEntries ? 0 : lines.count)
        let contentOrigin = ByteOrderMark.length(in: bytes)
        readEnd = lines.upperBound < starts.count ? Int(starts[lines.upperBound]) : count
        starts.withUnsafeBufferPointer { starts in
            var number = lines.lowerBound
            while number < lines.upperBound {
                if isSkipping {
                    number = Self.endOfSkippedEntry(bytes, starts: starts, from: number, to: lines.upperBound)
                    if number == lines.upperBound { break }
                }
                let start = Int(starts[number])
                let end = number + 1 < starts.count ? Int(starts[number + 1]) : count
                if start == end { break }  // the empty "line" after a final newline
                handle(measure(number: number, start: start, end: end, skip: number == 0 ? contentOrigin : 0))
                number += 1
            }
        }
        finishEntry()
        for line in pending { appendTrivia(line, isComment: !line.isBlank) }
        pending.removeAll()
    }

    /// The first line from `number` on that may end a skipped dated entry: one whose first
    /// byte is not indentation, a line break, a `#` or a digit (each of which is a line of the
    /// entry, or the header of another dated one, skipped too). One byte per line, so that
    /// finding the definitions of a log costs a glance at each line and no more; a line the
    /// glance cannot settle (a stray carriage return, a byte order mark) is left to
    /// ``handle(_:)``, which classifies it as the full read does (``LineStart``).
    private static func endOfSkippedEntry(
        _ bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<UInt32>, from number: Int, to end: Int
    ) -> Int {
        let continuing = continuesSkippedEntry
        var number = number
        while number < end {
            let start = Int(starts[number])
            guard start > 0, start < bytes.count else { return number }
            let byte = bytes[start]
            guard byte < 64, continuing >> UInt64(byte) & 1 != 0 else { return number }
            number += 1
        }
        return number
    }

    /// The first bytes of a line that stays in a skipped dated entry, one bit per byte below
    /// 64 (every one of them is): space, tab, line feed, `#` and the digits.
    private static let continuesSkippedEntry: UInt64 =
        1 << UInt64(UInt8(ascii: " ")) | 1 << UInt64(UInt8(ascii: "\t")) | 1 << UInt64(UInt8(ascii: "\n"))
        | 1 << UInt64(UInt8(ascii: "#")) | 0x3FF << UInt64(UInt8(ascii: "0"))

    private func measure(number: Int, start: Int, end: Int, skip: Int) -> PhysicalLine {
        var contentEnd = end
        if contentEnd > start, bytes[contentEnd - 1] == UInt8(ascii: "\n") { contentEnd -= 1 }
        if contentEnd > start, bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
        var cursor = start + skip
        var width = 0
        var tabCount = 0
        while cursor < contentEnd {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: " ") { width += 1 }
            else if byte == UInt8(ascii: "\t") { width += Parser.tabWidth; tabCount += 1 }
            // A stray carriage return is white space without width (``Lexer/isWhiteSpace(_:)``):
            // the line's content, a `#` or a header, starts after it.
            else if byte != UInt8(ascii: "\r") { break }
            cursor += 1
        }
        var trimmedEnd = contentEnd
        while trimmedEnd > cursor, Lexer.isWhiteSpace(bytes[trimmedEnd - 1]) { trimmedEnd -= 1 }
        return PhysicalLine(
            number: number, range: TextRange(start, end), contentStart: cursor, contentEnd: trimmedEnd,
            indentWidth: width, tabCount: tabCount
        )
    }

    private mutating func handle(_ line: PhysicalLine) {
        currentLine = Int32(line.number)
        let start = LineStart.classify(firstContentByte: line.isBlank ? nil : bytes[line.contentStart], isIndented: line.isIndented)
        if skipsDatedEntries {
            if start.startsEntry { isSkipping = start.startsWithDigit }
            if isSkipping {
                if start.startsEntry {
                    finishEntry()
                    pending.removeAll()
                }
                return
            }
        }
        // The definitions' read drops its diagnostics (the full read reports them).
        // Most lines end before the next non-ASCII byte: one comparison, without a call.
        if !skipsDatedEntries, nextNonASCII < line.contentEnd { checkEncoding(line) }
        if line.hasTab, !line.isBlank, !skipsDatedEntries {
            report(SyntaxDiagnostics.tabIndentation(
                TextRange(line.range.lowerBound, line.contentStart), spaces: line.indentWidth))
        }
        if start == .blank || start == .comment {
            if !isInEntry {
                appendTrivia(line, isComment: start == .comment)
            } else {
                pending.append(line)
            }
            return
        }
        if start == .indented {
            if isInEntry {
                addBodyLine(line)
            } else {
                report(SyntaxDiagnostics.orphanIndentedLine(
                    TextRange(line.contentStart, line.contentEnd)))
                appendTrivia(line, isComment: false)
            }
            return
        }
        finishEntry()
        if !pending.isEmpty {
            for waiting in pending { appendTrivia(waiting, isComment: !waiting.isBlank) }
            pending.removeAll()
        }
        let header = parseHeader(line)
        entryKind = header.kind
        isInEntry = true
        entry = EntryBuilder(header: header)
    }

    /// Reads an indented line into the current entry: a set line of the open exercise, an
    /// item-level line, or a line nested deeper than the kind allows.
    private mutating func addBodyLine(_ line: PhysicalLine) {
        var startsSet = false
        if entry.needsSetProbe(line) {
            load(line)
            startsSet = reader.startsSet(at: 0)
        }
        // The blank and comment lines waiting in ``pending`` go in before the line, read in
        // place and then cleared: an array moved out per body line was an allocation, or at
        // least a release, for every line of a log.
        switch entry.place(line, startsSet: startsSet) {
        case .setLineOfOpenExercise:
            let body = parseSetLine(line)
            entry.appendSetLine(body, after: pending, in: &arena)
        case .item:
            let body = parseItemLevelLine(line, kind: entryKind, hasExerciseAbove: entry.hasExerciseItem)
            entry.appendLine(body, after: pending, in: &arena)
        case .tooDeep:
            load(line)
            let body = EntryBuilder.line(line, content: contentRange(line), note: reader.note, .unreadable)
            if entryKind != nil {
                report(SyntaxDiagnostics.noNestingHere(TextRange(line.contentStart, line.contentEnd)), .tooDeep)
            }
            entry.appendLine(body, after: pending, in: &arena)
        }
        pending.removeAll()
    }

    private mutating func finishEntry() {
        // Taken out of the optional, not copied: nothing in it is retained or released.
        guard isInEntry else { return }
        isInEntry = false
        if let kind = entry.kind, !kind.isDated { definitionItems.append(arena.topLevel.count) }
        let finished = entry.finished(in: arena)
        arena.topLevel.append(RawTopLevel(line: finished.line, entry: Int32(arena.entries.count), range: finished.range, isComment: false))
        arena.entries.append(finished)
    }

    private mutating func appendTrivia(_ line: PhysicalLine, isComment: Bool) {
        arena.topLevel.append(RawTopLevel(line: Int32(line.number), entry: -1, range: line.range, isComment: isComment))
    }

    /// Reports bytes that are not UTF-8 (the line is still read; names show U+FFFD).
    ///
    /// Most logs are nearly all ASCII, so the first non-ASCII byte ahead is found once, eight
    /// bytes at a time up to the end of the lines being read (``nextNonASCII``), and every
    /// line before it is passed with one comparison.
    ///
    /// ``handle(_:)`` calls this only for a line that does not end before ``nextNonASCII``.
    private mutating func checkEncoding(_ line: PhysicalLine) {
        if nextNonASCII < line.range.lowerBound {
            nextNonASCII = Self.firstNonASCII(bytes, from: line.range.lowerBound, to: readEnd)
        }
        var cursor = nextNonASCII
        let end = line.contentEnd
        guard cursor < end else { return }
        while cursor < end {
            if bytes[cursor] < 0x80 { cursor += 1; continue }
            let width = UTF16Columns.sequenceWidth(source.bytes, at: cursor, limit: end)
            if width == 1 {
                report(SyntaxDiagnostics.invalidUTF8(TextRange(cursor, cursor + 1)), .encoding)
                return
            }
            cursor += width
        }
    }

    /// The offset of the first byte of `bytes[start..<end]` with its high bit set, or `end`.
    private static func firstNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var cursor = start
        let base = UnsafeRawPointer(bytes.baseAddress!)
        // Thirty-two bytes a step while they are all ASCII, then eight, then one.
        while cursor + 32 <= end {
            let any = base.loadUnaligned(fromByteOffset: cursor, as: UInt64.self)
                | base.loadUnaligned(fromByteOffset: cursor + 8, as: UInt64.self)
                | base.loadUnaligned(fromByteOffset: cursor + 16, as: UInt64.self)
                | base.loadUnaligned(fromByteOffset: cursor + 24, as: UInt64.self)
            if any & 0x8080_8080_8080_8080 != 0 { break }
            cursor += 32
        }
        while cursor + 8 <= end, base.loadUnaligned(fromByteOffset: cursor, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            cursor += 8
        }
        while cursor < end, bytes[cursor] < 0x80 { cursor += 1 }
        return cursor
    }

    /// Lexes a line's content into the shared reader.
    mutating func load(_ line: PhysicalLine) {
        reader.load(from: line.contentStart, to: line.contentEnd)
    }

    /// Reports `diagnostic`; a syntax error is also kept in the tree, as a piece of `kind`
    /// on the line being read (other codes, like an impossible date, are pieces the grammar
    /// took whose value is wrong).
    mutating func report(_ diagnostic: Diagnostic, _ kind: SyntaxError.Kind = .unexpected) {
        diagnostics.append(diagnostic)
        if diagnostic.code == .syntax {
            arena.errors.append(SyntaxError(kind: kind, range: diagnostic.range, line: currentLine))
        }
    }
}
