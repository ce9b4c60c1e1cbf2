import AntrainBasics
import AntrainSyntax

/// One physical line, measured for the formatter.
struct LineSlice {
    /// After a byte order mark, before the indentation.
    var start: Int
    /// After the indentation.
    var contentStart: Int
    /// Before trailing spaces and the line break.
    var contentEnd: Int

    var isBlank: Bool { contentStart >= contentEnd }
    var isIndented: Bool { contentStart > start }
}

/// Writes a whole file in canonical form (Grammar/CANONICAL_FORM.md), entry by entry.
///
/// Lines are rebuilt from the syntax tree and their re-lexed tokens. Indentation is
/// structure, so every line of a readable entry gets its level's indentation; but a line
/// with a `syntax` error, and every line of an entry whose kind is unknown, keeps its text.
struct FormatWriter {
    let tree: SyntaxTree
    let bytes: [UInt8]
    let lineBreak: [UInt8]
    let byteOrderMarkLength: Int
    /// Entries (by index in `tree.entries`) to print as written.
    let keptEntries: Set<Int>
    private let syntaxErrorLines: Set<Int>
    /// Lines the parser found indented deeper than their entry allows (an error the
    /// formatter must keep: such a line stays one level deeper than the items).
    private let tooDeepLines: Set<Int>
    private var printer: LinePrinter
    private(set) var output: [UInt8] = []
    /// Where each entry landed in `output`, by entry index.
    private(set) var entryChunks: [Range<Int>] = []
    private var pendingBlank = false

    init(tree: SyntaxTree, keptEntries: Set<Int>) {
        self.tree = tree
        self.bytes = tree.source.bytes
        self.keptEntries = keptEntries
        self.printer = LinePrinter(bytes: tree.source.bytes)
        let bytes = tree.source.bytes
        byteOrderMarkLength = ByteOrderMark.length(in: bytes)
        lineBreak = Array(tree.lineBreak.utf8)
        var lines = Set<Int>()
        var tooDeep = Set<Int>()
        for error in tree.errors {
            lines.insert(Int(error.line))
            if error.kind == .tooDeep { tooDeep.insert(Int(error.line)) }
        }
        syntaxErrorLines = lines
        tooDeepLines = tooDeep
    }

    mutating func write() {
        output.reserveCapacity(bytes.count + bytes.count / 16)
        output.append(contentsOf: bytes[0..<byteOrderMarkLength])
        var entryIndex = 0
        for item in tree.items {
            switch item {
            case .trivia(let line, _, let isComment):
                let slice = measure(line)
                if slice.isBlank {
                    pendingBlank = true
                } else if isComment {
                    writeLine(indent: slice.isIndented ? 2 : 0, bytes[slice.contentStart..<slice.contentEnd])
                } else {
                    writeLine(indent: 0, bytes[slice.start..<slice.contentEnd])  // an orphan line, as written
                }
            case .entry(let entry):
                flushBlankLine()
                let start = output.count
                writeEntry(entry, index: entryIndex)
                entryChunks.append(start..<output.count)
                entryIndex += 1
            }
        }
    }

    // MARK: - Entries

    private mutating func writeEntry(_ entry: EntrySyntax, index: Int) {
        guard entry.kind != nil, !keptEntries.contains(index) else {
            writeAsWritten(entry)
            return
        }
        let header = measure(entry.line)
        printer.load(from: header.contentStart, to: header.contentEnd)
        if !syntaxErrorLines.contains(entry.line), printer.appendHeader(entry), printer.hasWrittenEveryToken {
            writePrinted(indent: 0)
        } else {
            writeLine(indent: 0, bytes[header.start..<header.contentEnd])
        }
        // The tree says which lines are items (and which are an exercise's set lines); a
        // line it could not read is one level deeper when the parser said it was too deep.
        for line in entry.body {
            let isTooDeep: Bool
            if case .unreadable = line.content { isTooDeep = tooDeepLines.contains(line.line) } else { isTooDeep = false }
            writeBodyLine(line, depth: isTooDeep ? 2 : 1)
        }
    }

    private mutating func writeBodyLine(_ line: BodyLineSyntax, depth: Int) {
        let slice = measure(line.line)
        switch line.content {
        case .blank:
            pendingBlank = true
        case .comment:
            writeLine(indent: line.indentWidth == 0 ? 0 : depth * 2, bytes[slice.contentStart..<slice.contentEnd])
        case .property(let property):
            writeFormatted(line.line, slice, depth: depth) { $0.appendProperty(property) }
        case .exercise(let item):
            writeFormatted(line.line, slice, depth: depth) { $0.appendExercise(item) }
            for child in item.children { writeBodyLine(child, depth: 2) }
        case .food(let item):
            writeFormatted(line.line, slice, depth: depth) { $0.appendFood(item) }
        case .sets(let sets):
            writeFormatted(line.line, slice, depth: depth) { $0.appendSetLine(sets) }
        case .programWeek(let week):
            writeFormatted(line.line, slice, depth: 1) { $0.appendProgramWeek(week) }
        case .programDay(let day):
            writeFormatted(line.line, slice, depth: 2) { $0.appendProgramDay(day) }
        case .unreadable:
            writeLine(indent: depth * 2, bytes[slice.contentStart..<slice.contentEnd])
        case .measurements(let measurements):
            writeFormatted(line.line, slice, depth: depth) { $0.appendMeasurementLine(measurements) }
        }
    }

    /// The printed line, or the line as written when the printer could not print it whole.
    private mutating func writeFormatted(
        _ number: Int, _ slice: LineSlice, depth: Int, _ print: (inout LinePrinter) -> Bool
    ) {
        printer.load(from: slice.contentStart, to: slice.contentEnd)
        if !syntaxErrorLines.contains(number), print(&printer), printer.hasWrittenEveryToken {
            writePrinted(indent: depth * 2)
        } else {
            writeLine(indent: depth * 2, bytes[slice.contentStart..<slice.contentEnd])
        }
    }

    /// Every line of `entry` as written, trailing spaces removed.
    private mutating func writeAsWritten(_ entry: EntrySyntax) {
        let last = tree.source.lineIndex.line(containing: max(entry.range.lowerBound, entry.range.upperBound - 1))
        for number in entry.line...last {
            let slice = measure(number)
            if slice.isBlank { pendingBlank = true } else { writeLine(indent: 0, bytes[slice.start..<slice.contentEnd]) }
        }
    }

    // MARK: - Lines

    private mutating func flushBlankLine() {
        if pendingBlank, output.count > byteOrderMarkLength { output.append(contentsOf: lineBreak) }
        pendingBlank = false
    }

    private mutating func writeLine(indent: Int, _ content: ArraySlice<UInt8>) {
        flushBlankLine()
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        output.append(contentsOf: content)
        output.append(contentsOf: lineBreak)
    }

    private mutating func writePrinted(indent: Int) {
        var end = printer.output.count
        while end > 0, printer.output[end - 1] == UInt8(ascii: " ") { end -= 1 }
        writeLine(indent: indent, printer.output[0..<end])
    }

    func measure(_ number: Int) -> LineSlice { tree.lineSlice(number) }
}

extension SyntaxTree {
    /// Line `number`'s indentation and content, without a byte order mark, trailing spaces
    /// (and carriage returns) and the line break.
    func lineSlice(_ number: Int) -> LineSlice {
        let bytes = source.bytes
        let index = source.lineIndex
        var start = index.lineStart(number)
        var end = number + 1 < index.lineCount ? index.lineStart(number + 1) : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        if number == 0, ByteOrderMark.length(in: bytes) == 3 { start = min(3, end) }
        // Stray carriage returns are white space of no width, as the parser reads them: before
        // the indentation they are dropped, after it they are part of it.
        while start < end, bytes[start] == UInt8(ascii: "\r") { start += 1 }
        var contentStart = start
        while contentStart < end, Lexer.isWhiteSpace(bytes[contentStart]) { contentStart += 1 }
        // Stray carriage returns before the line break are trailing white space too: kept, each
        // pass of the formatter would turn one more of them into the line's break.
        while end > contentStart, Lexer.isWhiteSpace(bytes[end - 1]) { end -= 1 }
        return LineSlice(start: start, contentStart: contentStart, contentEnd: end)
    }

    /// The file's line break: `\r\n` when its first line ends so, else `\n`.
    var lineBreak: String {
        let bytes = source.bytes
        if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")), newline > 0, bytes[newline - 1] == UInt8(ascii: "\r") {
            return "\r\n"
        }
        return "\n"
    }
}
