import AntrainSyntax
import Testing

/// Pairs the diagnostics an analysis reported with the ones a test expects, and records
/// one readable issue listing what is missing and what is extra.
enum DiagnosticMatcher {
    /// The expected diagnostics that were found, each with the diagnostic that matched it.
    static func match(
        actual: [Diagnostic], expected: [DiagnosticSpec], document: MarkedSource, sourceLocation: SourceLocation
    ) -> [(spec: DiagnosticSpec, diagnostic: Diagnostic)] {
        var remaining = actual
        var pairs: [(spec: DiagnosticSpec, diagnostic: Diagnostic)] = []
        var missing: [String] = []
        let source = SourceText(bytes: document.bytes)
        // Specs with an end marker first: they are the more precise, so a start-only spec
        // never takes the diagnostic an exact one needs.
        let ordered = expected.filter { $0.endMarker != nil } + expected.filter { $0.endMarker == nil }
        for spec in ordered {
            guard let start = document.offset(of: spec.marker, sourceLocation: sourceLocation) else { continue }
            var end: Int?
            if let endMarker = spec.endMarker {
                guard let offset = document.offset(of: endMarker, sourceLocation: sourceLocation) else { continue }
                end = offset
            }
            let index = remaining.firstIndex { diagnostic in
                diagnostic.code.rawValue == spec.code && diagnostic.severity == spec.expectedSeverity
                    && diagnostic.range.lowerBound == start && (end == nil || diagnostic.range.upperBound == end)
                    && (spec.messageContains.map { diagnostic.message.contains($0) } ?? true)
            }
            if let index {
                pairs.append((spec, remaining.remove(at: index)))
            } else {
                let range = end.map { "\(position(start, source))-\(position($0, source))" } ?? position(start, source)
                let message = spec.messageContains.map { " containing \"\($0)\"" } ?? ""
                missing.append("  \(range) \(spec.expectedSeverity.name) [\(spec.code)]\(message)")
            }
        }
        if !missing.isEmpty || !remaining.isEmpty {
            var report = "Diagnostics differ from the expected ones."
            if !missing.isEmpty { report += "\nExpected but not reported:\n" + missing.joined(separator: "\n") }
            if !remaining.isEmpty {
                report += "\nReported but not expected:\n" + remaining.map { describe($0, source) }.joined(separator: "\n")
            }
            if !missing.isEmpty {
                report += "\nAll reported:\n" + actual.map { describe($0, source) }.joined(separator: "\n")
            }
            Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
        }
        return pairs
    }

    /// `2:15-2:20 error [reps-not-positive] "0" Reps must be ...`
    static func describe(_ diagnostic: Diagnostic, _ source: SourceText) -> String {
        let range = "\(position(diagnostic.range.lowerBound, source))-\(position(diagnostic.range.upperBound, source))"
        let text = source.text(diagnostic.range)
        return "  \(range) \(diagnostic.severity.name) [\(diagnostic.code)] \"\(text)\" \(diagnostic.message)"
    }

    /// A 1-based line:column (UTF-16) of a byte offset.
    static func position(_ offset: Int, _ source: SourceText) -> String {
        let position = source.lineIndex.utf16Position(of: offset, in: source.bytes)
        return TextPosition(line: position.line, utf16Column: position.column).description
    }
}
