/// Collects an entry's body lines as the parser reaches them, deciding for each line whether
/// it is an item, a property, or (deeper) a set line of the exercise above.
struct EntryBuilder {
    var entry: EntrySyntax
    /// The indentation of the entry's first body line: the item level.
    private var itemIndent: Int?
    /// Index in `entry.body` of the exercise that deeper lines belong to.
    private var openExercise: Int?

    init(header: EntrySyntax) { self.entry = header }

    mutating func addBody(_ line: PhysicalLine, pending: [PhysicalLine], parser: inout ParserState) {
        let itemIndent = self.itemIndent ?? line.indentWidth
        self.itemIndent = itemIndent
        let isDeeper = line.indentWidth > itemIndent
        if isDeeper, let index = openExercise, case .exercise(var exercise) = entry.body[index].content {
            for waiting in pending { exercise.children.append(Self.triviaLine(waiting, parser: &parser)) }
            exercise.children.append(parser.parseSetLine(line))
            entry.body[index].content = .exercise(exercise)
            entry.body[index].range.end = line.range.end
            entry.range.end = line.range.end
            return
        }
        for waiting in pending { entry.body.append(Self.triviaLine(waiting, parser: &parser)) }
        var body: BodyLineSyntax
        if isDeeper {
            parser.load(line)
            body = Self.line(line, content: parser.contentRange(line), note: parser.reader.note, .unreadable)
            if entry.kind != nil {
                parser.report(SyntaxDiagnostics.noNestingHere("this line", TextRange(line.contentStart, line.contentEnd)))
            }
        } else {
            body = parser.parseItemLevelLine(line, kind: entry.kind)
        }
        if case .exercise = body.content { openExercise = entry.body.count } else { openExercise = nil }
        entry.body.append(body)
        entry.range.end = line.range.end
    }

    func finish(diagnostics: inout [Diagnostic]) -> EntrySyntax { entry }

    /// A blank or comment line inside a body.
    static func triviaLine(_ line: PhysicalLine, parser: inout ParserState) -> BodyLineSyntax {
        let content = TextRange(line.contentStart, line.contentEnd)
        if line.isBlank { return Self.line(line, content: content, note: nil, .blank) }
        return Self.line(line, content: content, note: content, .comment)
    }

    static func line(
        _ line: PhysicalLine, content: TextRange, note: TextRange?, _ kind: BodyLineContent
    ) -> BodyLineSyntax {
        BodyLineSyntax(
            line: line.number, range: line.range, contentRange: content,
            indentWidth: line.indentWidth, content: kind, note: note
        )
    }
}
