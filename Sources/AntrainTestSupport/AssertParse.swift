import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import Testing

/// The date every analysis test treats as today, so `future-date` and "past workout" rules
/// do not depend on when the tests run.
public let testToday = LocalDate(year: 2026, month: 11, day: 22)

/// The settings of every analysis test: today is ``testToday``.
public let testSettings = AnalysisSettings(today: testToday)

/// One file of a workspace test: its name and its text with markers.
public struct MarkedFile: Sendable {
    public var name: String
    public var marked: String

    public init(_ name: String, _ marked: String) {
        self.name = name
        self.marked = marked
    }

    /// The folder part of the name (`anna` for `anna/log.antrain`, "" for `log.antrain`):
    /// it decides the file's athlete, as a real folder does.
    public var folder: String {
        guard let slash = name.lastIndex(of: "/") else { return "" }
        return String(name[..<slash])
    }
}

/// Parses and analyses one marked document and checks it in one call.
///
/// - It prints back to the exact input (`tree.printed()` equals the bytes).
/// - Its diagnostics are exactly `diagnostics`: same code, severity and start, and the end
///   where a spec has an end marker. Nothing missing, nothing extra.
/// - With `fixedSource`, the fix chosen by the first spec that names one (else the
///   preferred, or first, fix of the first expected diagnostic that has fixes) turns the
///   document into `fixedSource`.
///
/// - Parameters:
///   - marked: the document, with markers where diagnostics start and end.
///   - otherFiles: more files of the same workspace (definitions, history); their
///     diagnostics are checked too, by specs that name their file.
/// - Returns: the snapshot, for tests that go on to check the models.
@discardableResult
public func assertParse(
    _ marked: String,
    diagnostics expected: [DiagnosticSpec] = [],
    fixedSource: String? = nil,
    otherFiles: [MarkedFile] = [],
    settings: AnalysisSettings = testSettings,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> WorkspaceSnapshot {
    assertWorkspace(
        [MarkedFile("test.antrain", marked)] + otherFiles, diagnostics: expected, fixedSource: fixedSource,
        settings: settings, sourceLocation: sourceLocation
    )
}

/// ``assertParse(_:diagnostics:fixedSource:otherFiles:settings:sourceLocation:)`` for a
/// workspace of several files; a spec without `file` is about the first file, and
/// `fixedSource` is the fixed text of the file the fix is in.
@discardableResult
public func assertWorkspace(
    _ files: [MarkedFile],
    diagnostics expected: [DiagnosticSpec] = [],
    fixedSource: String? = nil,
    settings: AnalysisSettings = testSettings,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> WorkspaceSnapshot {
    let marked = files.map { MarkedSource($0.marked, sourceLocation: sourceLocation) }
    var sources: [SourceFile] = []
    for (file, document) in zip(files, marked) {
        let tree = Parser.parse(SourceText(bytes: document.bytes))
        #expect(tree.printed() == document.bytes, "\(file.name) does not print back to its input", sourceLocation: sourceLocation)
        sources.append(SourceFile(name: file.name, tree: tree, folder: file.folder))
    }
    let snapshot = WorkspaceSnapshot.analyze(sources, settings: settings)
    // `antrain check` takes its own path (trees dropped, meals and sets summarised): it must
    // report exactly what the editor's analysis reports.
    let checked = WorkspaceSnapshot.check(
        zip(files, marked).map { UnparsedSource(name: $0.name, text: SourceText(bytes: $1.bytes), folder: $0.folder) },
        settings: settings)
    for (analyzed, checkedFile) in zip(snapshot.files, checked.files) {
        let summary = { (file: FileAnalysis) in
            file.diagnostics.map { "\($0.code.rawValue) \($0.severity.name) \($0.range) \($0.message)" }
        }
        #expect(summary(checkedFile) == summary(analyzed), "antrain check disagrees with the analysis on \(analyzed.name)",
                sourceLocation: sourceLocation)
    }
    let names = files.map(\.name)
    var matched: [Int: [(spec: DiagnosticSpec, diagnostic: Diagnostic)]] = [:]
    for (index, file) in snapshot.files.enumerated() {
        let specs = expected.filter { ($0.file ?? names[0]) == file.name }
        let result = DiagnosticMatcher.match(
            actual: file.diagnostics, expected: specs, document: marked[index], sourceLocation: sourceLocation)
        matched[index] = result
    }
    for spec in expected where !names.contains(spec.file ?? names[0]) {
        Issue.record("A spec names the file \(spec.file!), which the test does not have", sourceLocation: sourceLocation)
    }
    if let fixedSource {
        applyFix(matched: matched, expected: expected, names: names, documents: marked, fixedSource: fixedSource,
                 sourceLocation: sourceLocation)
    }
    return snapshot
}

/// Applies the chosen fix and compares the result with `fixedSource`.
private func applyFix(
    matched: [Int: [(spec: DiagnosticSpec, diagnostic: Diagnostic)]], expected: [DiagnosticSpec], names: [String],
    documents: [MarkedSource], fixedSource: String, sourceLocation: Testing.SourceLocation
) {
    let pairs = matched.keys.sorted().flatMap { index in matched[index]!.map { (index, $0.spec, $0.diagnostic) } }
    let ordered = expected.compactMap { spec in
        pairs.first { $0.1.marker == spec.marker && $0.1.code == spec.code && ($0.1.file ?? names[0]) == (spec.file ?? names[0]) }
    }
    let chosen = ordered.first { $0.1.fix != nil } ?? ordered.first { !$0.2.fixes.isEmpty }
    guard let (fileIndex, spec, diagnostic) = chosen else {
        Issue.record("fixedSource was given, but no expected diagnostic has a fix", sourceLocation: sourceLocation)
        return
    }
    let fix: Fix?
    switch spec.fix ?? .preferred {
    case .preferred: fix = diagnostic.fixes.first(where: \.isPreferred) ?? diagnostic.fixes.first
    case .index(let index): fix = index < diagnostic.fixes.count ? diagnostic.fixes[index] : nil
    case .titled(let title): fix = diagnostic.fixes.first { $0.title == title }
    }
    guard let fix else {
        let titles = diagnostic.fixes.map(\.title)
        Issue.record("[\(diagnostic.code)] has no fix \(String(describing: spec.fix ?? .preferred)); its fixes: \(titles)",
                     sourceLocation: sourceLocation)
        return
    }
    let fixed = TextEdits.apply(fix.edits, to: documents[fileIndex].bytes)
    #expect(String(decoding: fixed, as: UTF8.self) == fixedSource, "after the fix `\(fix.title)`", sourceLocation: sourceLocation)
}

/// Applying edits to bytes, as an editor would.
public enum TextEdits {
    /// The bytes after replacing each edit's range; edits must not overlap and may come in
    /// any order.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            let lower = min(edit.range.lowerBound, result.count)
            let upper = min(max(edit.range.upperBound, lower), result.count)
            result.replaceSubrange(lower..<upper, with: Array(edit.newText.utf8))
        }
        return result
    }
}
