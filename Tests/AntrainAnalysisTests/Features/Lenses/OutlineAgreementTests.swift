import AntrainFixtures
import AntrainSyntax
import Foundation
import Testing

@testable import AntrainAnalysis

/// The outline and folding ranges of generated logs (with and without mistakes), the example,
/// the golden corpus and every line-prefix of those files are the ones a plain reader gives:
/// every line's content built and matched, names and details written as `String`s, each end
/// line looked up in the line table. The outline itself reads lines through the views' cheap
/// accessors and keeps names as ranges; this holds it to the obvious answer.
@Suite struct OutlineAgreementTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// (description, text) of every log compared.
    static let logs: [(String, String)] = {
        var logs = [
            ("generated, 150 days", LogGenerator(seed: 6).generate(days: 150)),
            ("generated with mistakes", LogGenerator(seed: 4, options: .init(includeMistakes: true, mistakeRate: 0.05)).generate(days: 120)),
            ("generated with many mistakes", LogGenerator(seed: 9, options: .init(includeMistakes: true, mistakeRate: 0.3)).generate(days: 60)),
        ]
        let corpus = repository.appendingPathComponent("Tests/GoldenTests/Corpus")
        let golden = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".antrain") }.sorted()
        for url in [repository.appendingPathComponent("Examples/november.antrain")] + golden.map({ corpus.appendingPathComponent($0) }) {
            if let text = try? String(contentsOf: url, encoding: .utf8) { logs.append((url.lastPathComponent, text)) }
        }
        return logs
    }()

    @Test func theFilesAreFound() {
        // The example and the golden corpus besides the three generated logs.
        #expect(Self.logs.count >= 8, "\(Self.logs.map(\.0))")
    }

    @Test(arguments: logs.map(\.0))
    func outlineAndFoldingAreThePlainOnes(name: String) {
        let text = Self.logs.first { $0.0 == name }!.1
        Self.check(text, name: name)
        // Every prefix that ends at a line break, for the small files: entries cut anywhere.
        guard text.utf8.count < 40_000 else { return }
        let bytes = Array(text.utf8)
        for end in bytes.indices where bytes[end] == UInt8(ascii: "\n") {
            Self.check(String(decoding: bytes[..<end], as: UTF8.self), name: "\(name) up to byte \(end)")
        }
    }

    @Test func oddLinesAreThePlainOnes() {
        let text = """
            2026-11-20 lifting Push # note
              Bench Press 100x5
                # a comment under the item

                100x5 # set note
              # a comment
              note: fine

              Squat
                # only a comment
            2026-11-20 lunch
              Rice 100g # note
              ???
            2026-11-21 foo bar
              Bench Press 100x5
            exercise Landmine Press
              category: barbell
            \t
            """
        Self.check(text, name: "odd lines")
    }

    static func check(_ text: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let tree = Parser.parse(text)
        let outline = DocumentOutline.symbols(tree).flatMap { describe($0, in: tree.source, indent: "") }
        let plain = PlainOutline.symbols(tree).flatMap { PlainOutline.describe($0, indent: "") }
        #expect(outline == plain, "\(name)", sourceLocation: sourceLocation)
        let folding = FoldingRanges.ranges(tree).map { [$0.startLine, $0.endLine] }
        #expect(folding == PlainOutline.foldingRanges(tree), "\(name)", sourceLocation: sourceLocation)
        for entry in tree.entries {
            #expect(DocumentOutline.contentRange(entry, tree: tree) == PlainOutline.contentRange(entry, tree: tree), "\(name)",
                    sourceLocation: sourceLocation)
        }
    }

    static func describe(_ symbol: OutlineSymbol, in source: SourceText, indent: String) -> [String] {
        let line = "\(indent)\(symbol.kind) \(symbol.name(in: source)) | \(symbol.detail(in: source) ?? "-") | \(symbol.range) | \(symbol.selectionRange)"
        return [line] + symbol.children.flatMap { describe($0, in: source, indent: indent + "  ") }
    }
}

/// The outline as it was first written: every line's content built, names and details as
/// `String`s, end lines found in the line table.
enum PlainOutline {
    struct Symbol {
        var name: String
        var detail: String?
        var kind: OutlineSymbol.Kind
        var range: TextRange
        var selectionRange: TextRange
        var children: [Symbol]
    }

    static func describe(_ symbol: Symbol, indent: String) -> [String] {
        let line = "\(indent)\(symbol.kind) \(symbol.name) | \(symbol.detail ?? "-") | \(symbol.range) | \(symbol.selectionRange)"
        return [line] + symbol.children.flatMap { describe($0, indent: indent + "  ") }
    }

    static func symbols(_ tree: SyntaxTree) -> [Symbol] {
        var symbols: [Symbol] = []
        for item in tree.items {
            guard case .entry(let entry) = item, let kind = kind(of: entry) else { continue }
            var children: [Symbol] = []
            for line in entry.body {
                switch line.content {
                case .exercise(let item):
                    let sets = item.inlineSets.reduce(0) { $0 + $1.repeatCount } + item.children.reduce(0) { total, child in
                        guard case .sets(let sets) = child.content else { return total }
                        return total + sets.reduce(0) { $0 + $1.repeatCount }
                    }
                    var end = line.contentRange.upperBound
                    for child in item.children where isContent(child.content) {
                        end = max(end, child.contentRange.upperBound, child.note?.upperBound ?? 0)
                    }
                    children.append(Symbol(
                        name: tree.source.text(item.name.textRange), detail: "\(sets) " + (sets == 1 ? "set" : "sets"), kind: .item,
                        range: TextRange(line.contentRange.lowerBound, end), selectionRange: item.name.range, children: []))
                case .food(let item):
                    children.append(Symbol(
                        name: tree.source.text(item.name.textRange), detail: item.amount.map { tree.source.text($0.range) }, kind: .item,
                        range: line.range, selectionRange: item.name.range, children: []))
                default:
                    break
                }
            }
            let headerEnd = entry.note?.lowerBound ?? entry.headerRange.upperBound
            let name = tree.source.text(TextRange(entry.headerRange.lowerBound, headerEnd)).trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
            symbols.append(Symbol(name: name, detail: nil, kind: kind, range: contentRange(entry, tree: tree),
                                  selectionRange: entry.headerRange, children: children))
        }
        return symbols
    }

    static func kind(of entry: EntrySyntax) -> OutlineSymbol.Kind? {
        switch entry.header {
        case .profile: .profile
        case .template: .template
        case .exerciseDefinition, .foodDefinition, .recipeDefinition: .definition
        case .unknownKind, .unreadable: nil
        default: .datedEntry
        }
    }

    static func isContent(_ content: BodyLineContent) -> Bool {
        switch content {
        case .blank, .comment: false
        default: true
        }
    }

    static func contentRange(_ entry: EntrySyntax, tree: SyntaxTree) -> TextRange {
        var end = entry.headerRange.upperBound
        for line in entry.body where isContent(line.content) {
            end = max(end, line.contentRange.upperBound, line.note?.upperBound ?? 0)
            if case .exercise(let item) = line.content {
                for child in item.children {
                    if case .blank = child.content { continue }
                    end = max(end, child.contentRange.upperBound, child.note?.upperBound ?? 0)
                }
            }
        }
        return TextRange(entry.headerRange.lowerBound, end)
    }

    static func foldingRanges(_ tree: SyntaxTree) -> [[Int]] {
        var ranges: [[Int]] = []
        for item in tree.items {
            guard case .entry(let entry) = item else { continue }
            let endLine = tree.source.lineIndex.line(containing: contentRange(entry, tree: tree).upperBound)
            if endLine > entry.line { ranges.append([entry.line, endLine]) }
        }
        return ranges
    }
}
