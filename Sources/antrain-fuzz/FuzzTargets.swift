import AntrainAnalysis
import AntrainModel
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
