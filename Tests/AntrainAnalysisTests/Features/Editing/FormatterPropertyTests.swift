import AntrainAnalysis
import AntrainFixtures
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// The formatter's promises over whole logs: the examples and generated logs of many
/// shapes (seeded), with mistakes, `\r\n` and untidy layout.
@Suite struct FormatterPropertyTests {
    @Test func examplesKeepTheirMeaning() {
        let files = ExampleFiles.all()
        #expect(!files.isEmpty)
        for file in files {
            FormatProperties.check(file.bytes, file.name)
            FormatProperties.check(FormatProperties.crlf(file.bytes), "\(file.name) with \\r\\n")
        }
    }

    @Test(arguments: [(1 as UInt64, 30), (2, 120), (3, 365), (42, 200), (2026, 14)])
    func generatedLogsKeepTheirMeaning(seed: UInt64, days: Int) {
        let text = LogGenerator(seed: seed).generate(days: days)
        FormatProperties.check(Array(text.utf8), "seed \(seed)")
    }

    @Test(arguments: [7 as UInt64, 8, 9, 10])
    func generatedLogsWithMistakesKeepTheirMeaning(seed: UInt64) {
        let options = LogGenerator.Options(includeMistakes: true, mistakeRate: 0.3)
        let text = LogGenerator(seed: seed, options: options).generate(days: 90)
        FormatProperties.check(Array(text.utf8), "seed \(seed) with mistakes")
    }

    @Test func generatedCRLFLogKeepsItsMeaningAndLineEnds() {
        let options = LogGenerator.Options(includeMistakes: true, lineEnding: .crlf)
        let bytes = Array(LogGenerator(seed: 11, options: options).generate(days: 60).utf8)
        FormatProperties.check(bytes, "seed 11 with \\r\\n")
        let output = LogFormatter.format(Parser.parse(SourceText(bytes: bytes))).bytes
        for (index, byte) in output.enumerated() where byte == UInt8(ascii: "\n") {
            #expect(index > 0 && output[index - 1] == UInt8(ascii: "\r"), "a bare \\n at byte \(index)")
        }
    }

    /// Untidy copies of a log (doubled indentation, trailing spaces, extra blank lines,
    /// upper-case kinds) format to the same text as the log itself.
    @Test(arguments: [21 as UInt64, 22, 23])
    func untidyLogsFormatLikeTidyOnes(seed: UInt64) {
        let text = LogGenerator(seed: seed).generate(days: 120)
        let untidy = FormatProperties.untidy(text, seed: seed)
        #expect(untidy != text)
        #expect(LogFormatter.format(untidy) == LogFormatter.format(text))
    }

    /// Prefixes of every example (each line, and cuts inside lines, some through a UTF-8
    /// character) format without a crash, idempotently, and without falling back to the
    /// text as written. The syntax tests parse every prefix; formatting one is slower, so
    /// this takes every line end and every seventh byte.
    @Test func prefixesOfEveryExampleFormat() {
        for file in ExampleFiles.all() {
            for length in 0...file.bytes.count
            where length % 7 == 0 || length == file.bytes.count || file.bytes[length] == UInt8(ascii: "\n") {
                let prefix = Array(file.bytes[0..<length])
                let result = LogFormatter.format(Parser.parse(SourceText(bytes: prefix)))
                #expect(result.keptEntryLines.isEmpty, "\(file.name), first \(length) bytes")
                let again = LogFormatter.format(Parser.parse(SourceText(bytes: result.bytes)))
                #expect(again.bytes == result.bytes, "\(file.name), first \(length) bytes: not idempotent")
            }
        }
    }

    /// Logs with random bytes changed, inserted or deleted keep the formatter's promises.
    @Test(arguments: [31 as UInt64, 32, 33, 34])
    func damagedLogsKeepTheirMeaning(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var bytes = Array(LogGenerator(seed: seed).generate(days: 21).utf8)
        let alphabet = Array(" \t\nx@#:,[]\"-+/.0123456789BWkglbsKGLBS".utf8) + [0xC4, 0xE9]
        for _ in 0..<40 {
            let position = random.next(below: bytes.count)
            switch random.next(below: 3) {
            case 0: bytes[position] = random.element(of: alphabet)
            case 1: bytes.insert(random.element(of: alphabet), at: position)
            default: bytes.remove(at: position)
            }
        }
        FormatProperties.check(bytes, "seed \(seed), damaged")
    }

    @Test(arguments: [1 as UInt64, 7, 11])
    func minimalEditsTurnTheInputIntoTheOutput(seed: UInt64) {
        let options = LogGenerator.Options(includeMistakes: seed != 1, lineEnding: seed == 11 ? .crlf : .lf)
        let text = FormatProperties.untidy(LogGenerator(seed: seed, options: options).generate(days: 60), seed: seed)
        let tree = Parser.parse(text)
        let formatted = LogFormatter.format(tree).text
        let edits = LogFormatter.formattingEdits(for: tree)
        #expect(!edits.isEmpty)
        #expect(FormatProperties.apply(edits, to: text) == formatted)
    }
}

/// Checks shared by the formatter's tests.
enum FormatProperties {
    /// Idempotence, no entry kept as written, the same models and diagnostics, every
    /// comment and note, and every line with a syntax error.
    static func check(_ bytes: [UInt8], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let tree = Parser.parse(SourceText(bytes: bytes))
        let result = LogFormatter.format(tree)
        #expect(result.keptEntryLines.isEmpty, "\(name): entries kept as written at lines \(result.keptEntryLines)", sourceLocation: sourceLocation)
        let again = LogFormatter.format(Parser.parse(SourceText(bytes: result.bytes)))
        #expect(again.bytes == result.bytes, "\(name): formatting twice changes the text", sourceLocation: sourceLocation)
        #expect(!again.isChanged, sourceLocation: sourceLocation)
        checkSameMeaning(bytes, result.bytes, name, sourceLocation: sourceLocation)
        let outputLines = Set(contentLines(result.bytes))
        for diagnostic in tree.diagnostics where diagnostic.code == .syntax {
            let line = tree.source.lineIndex.line(containing: diagnostic.range.lowerBound)
            let content = trimmedLine(bytes, tree.source.lineIndex, line)
            #expect(outputLines.contains(content), "\(name): line \(line + 1) with a syntax error was changed", sourceLocation: sourceLocation)
        }
    }

    /// The exported models, the diagnostic codes (tab warnings aside) and the comments and
    /// notes of `old` and `new` are the same.
    static func checkSameMeaning(_ old: [UInt8], _ new: [UInt8], _ name: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let before = analyze(old)
        let after = analyze(new)
        #expect(ExportedModels(snapshot: before) == ExportedModels(snapshot: after), "\(name): the models changed", sourceLocation: sourceLocation)
        #expect(codes(before) == codes(after), "\(name): the diagnostics changed", sourceLocation: sourceLocation)
        #expect(comments(old) == comments(new), "\(name): a comment or note changed", sourceLocation: sourceLocation)
    }

    static func analyze(_ bytes: [UInt8]) -> WorkspaceSnapshot {
        let source = SourceFile(name: "log.antrain", tree: Parser.parse(SourceText(bytes: bytes)))
        return WorkspaceSnapshot.analyze([source], settings: AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 22)))
    }

    static func codes(_ snapshot: WorkspaceSnapshot) -> [String] {
        snapshot.files.flatMap(\.diagnostics).map(\.code.rawValue).filter { $0 != "tab-indentation" }.sorted()
    }

    /// Every `# ...` of the text (comment lines and notes), sorted.
    static func comments(_ bytes: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        let index = LineIndex(bytes: bytes)
        var tokens: [Token] = []
        bytes.withUnsafeBufferPointer { buffer in
            for line in 0..<index.lineCount {
                let start = index.lineStart(line)
                let end = index.lineContentEnd(line, in: bytes)
                tokens.removeAll(keepingCapacity: true)
                Lexer.lexLine(buffer, from: start, to: end, includingWhitespace: false, into: &tokens)
                for token in tokens where token.kind == .comment {
                    var text = Array(bytes[token.range.lowerBound..<token.range.upperBound])
                    while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { text.removeLast() }
                    result.append(text)
                }
            }
        }
        return result.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Each line's content without indentation, trailing spaces and line break.
    static func contentLines(_ bytes: [UInt8]) -> [[UInt8]] {
        let index = LineIndex(bytes: bytes)
        return (0..<index.lineCount).map { trimmedLine(bytes, index, $0) }
    }

    static func trimmedLine(_ bytes: [UInt8], _ index: LineIndex, _ line: Int) -> [UInt8] {
        var start = index.lineStart(line)
        var end = index.lineContentEnd(line, in: bytes)
        if line == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = min(3, end) }
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return Array(bytes[start..<end])
    }

    static func crlf(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n"), result.last != UInt8(ascii: "\r") { result.append(UInt8(ascii: "\r")) }
            result.append(byte)
        }
        return result
    }

    /// `text` with its indentation doubled, trailing spaces, extra blank lines where there
    /// was one, and some entry kinds in upper case: layout only, nothing the log means.
    static func untidy(_ text: String, seed: UInt64) -> String {
        var random = SeededRandom(seed: seed)
        let kinds: Set<Substring> = ["lifting", "cardio", "metcon", "breakfast", "lunch", "dinner", "snack", "bodyweight"]
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var body = String(line)
            let hasReturn = body.hasSuffix("\r")
            if hasReturn { body.removeLast() }
            let indentation = body.prefix { $0 == " " || $0 == "\t" }
            if !indentation.isEmpty, indentation.count < body.count { body = String(indentation) + body }
            if body.first?.isNumber == true, random.chance(percent: 50) {
                var words = body.split(separator: " ", omittingEmptySubsequences: false)
                if let kind = words.firstIndex(where: { kinds.contains($0) }) { words[kind] = Substring(words[kind].uppercased()) }
                body = words.joined(separator: " ")
            }
            if !body.isEmpty, random.chance(percent: 30) { body += random.chance(percent: 50) ? "   " : " \t" }
            if body.isEmpty, random.chance(percent: 50) { lines.append(hasReturn ? "\r" : "") }
            lines.append(body + (hasReturn ? "\r" : ""))
        }
        return lines.joined(separator: "\n")
    }

    /// `edits` applied to `text` (byte ranges of `text`).
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(edit.range.lowerBound..<edit.range.upperBound, with: Array(edit.newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
