import AntrainAnalysis
import AntrainModel
import AntrainReport
import AntrainSyntax
import Foundation
import JSONRPC

/// What the fuzzers run on one input. Each must never crash, hang or trip an assertion,
/// whatever the bytes; the checks that can fail call `fatalError` so libFuzzer keeps the input.
enum FuzzTargets {
    static let settings = AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 25))

    /// Parser and analysis: the tree prints back to the input, the editor's analysis and
    /// `antrain check`'s path agree, the formatter is idempotent, and hover and completion
    /// answer anywhere.
    static func analysis(_ bytes: [UInt8]) {
        let source = SourceText(bytes: bytes)
        let tree = Parser.parse(source)
        guard tree.printed() == bytes else { fatalError("the tree does not print back to its input") }
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "fuzz.antrain", tree: tree)], settings: settings)
        let checked = WorkspaceSnapshot.check([UnparsedSource(name: "fuzz.antrain", text: source)], settings: settings)
        let summary = { (file: FileAnalysis) in file.diagnostics.map { "\($0.code.rawValue) \($0.range) \($0.message)" } }
        let (editor, check) = (summary(snapshot.files[0]), summary(checked.files[0]))
        guard editor == check else {
            // The lines only one side has, so a finding can be read without a debugger.
            let onlyEditor = editor.filter { !check.contains($0) }, onlyCheck = check.filter { !editor.contains($0) }
            FileHandle.standardError.write(Data("editor only: \(onlyEditor)\ncheck only: \(onlyCheck)\n".utf8))
            fatalError("check and the editor's analysis disagree")
        }
        // `antrain fmt` and the server format valid UTF-8 only (they refuse other text).
        if String(validating: bytes, as: UTF8.self) != nil {
            let formatted = LogFormatter.format(tree)
            let again = LogFormatter.format(Parser.parse(SourceText(bytes: Array(formatted.text.utf8))))
            guard again.text == formatted.text else { fatalError("the formatter is not idempotent") }
        }
        // A few positions derived from the input: its length, a third, two thirds.
        for offset in Set([0, bytes.count / 3, 2 * bytes.count / 3, bytes.count]) {
            _ = HoverEngine.hover(in: snapshot, fileIndex: 0, offset: offset)
            _ = CompletionEngine.complete(in: snapshot, fileIndex: 0, offset: offset)
        }
    }

    /// What a report can grow to from an input of at most 512 bytes: a few charts and tables.
    /// A report that sizes anything from a data value (ticks stepped through a value's range,
    /// bars from a count written in the log) passes it, or runs out of memory first.
    static let largestReport = 2_000_000

    /// `antrain report` (text, JSON, HTML) and `antrain summary` (text, JSON) on the input as
    /// one log: the whole period, and as of the settings' today and of a day derived from the
    /// input; every output stays under ``largestReport`` bytes.
    static func report(_ bytes: [UInt8]) {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "fuzz.antrain", tree: Parser.parse(SourceText(bytes: bytes)))], settings: settings)
        let figures = AthleteFigures(snapshot: snapshot, athlete: snapshot.files[0].athlete)
        let encoder = JSONEncoder()
        let language = bytes.count % 2 == 0 ? ProfileLanguage.en : .tr
        // A day from the input: up to three years before today, so `--to`, `--date` and the
        // as-of figures are exercised on logs whose dates surround it.
        let day = settings.today.adding(days: -(bytes.reduce(0) { ($0 &* 31 &+ Int($1)) & 0x3FF }))
        for to in [nil, day] {
            let report = ProgressReport(figures: figures, from: nil, to: to, unit: snapshot.displayUnit(ofFile: 0))
            let json = (try? encoder.encode(report))?.count ?? 0
            let sizes = [ReportText(report, language: language).text.utf8.count, json, ReportHTML(report, language: language).html.utf8.count]
            guard sizes.allSatisfy({ $0 < largestReport }) else { fatalError("a report of \(sizes) bytes from \(bytes.count) bytes of log") }
        }
        for date in [settings.today, day] {
            let summary = HomeSummary(figures: figures, date: date, time: LocalTime(hour: 7, minute: 30), unit: snapshot.displayUnit(ofFile: 0))
            let sizes = [SummaryText(summary, language: language, colour: bytes.first.map { $0 & 1 == 1 } ?? false).text.utf8.count,
                         (try? encoder.encode(summary))?.count ?? 0]
            guard sizes.allSatisfy({ $0 < largestReport }) else { fatalError("a summary of \(sizes) bytes from \(bytes.count) bytes of log") }
        }
    }

    /// JSON-RPC framing, `Content-Length` and newline-delimited: the stream is fed in two
    /// pieces split where the first byte says, and every framed body is parsed as a message.
    static func framing(_ bytes: [UInt8]) {
        var framer = MessageFramer(configuration: .init(maximumContentLength: 1 << 20, maximumHeaderLineLength: 1 << 10))
        let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
        var events = framer.feed(bytes[..<split])
        events += framer.feed(bytes[split...])
        if let last = framer.finish() { events.append(last) }
        for case .message(let body) in events { _ = IncomingMessage(parsing: body) }

        // `antrain mcp`'s newline framing: where the stream is split never changes what it yields.
        var whole = LineFramer(maximumLineLength: 1 << 10), pieces = LineFramer(maximumLineLength: 1 << 10)
        let wholeEvents = whole.feed(bytes) + [whole.finish()].compactMap { $0 }
        let pieceEvents = pieces.feed(bytes[..<split]) + pieces.feed(bytes[split...]) + [pieces.finish()].compactMap { $0 }
        guard wholeEvents == pieceEvents else { fatalError("the line framer's events depend on where the input is split") }
        for case .message(let body) in wholeEvents { _ = IncomingMessage(parsing: body) }
    }
}
