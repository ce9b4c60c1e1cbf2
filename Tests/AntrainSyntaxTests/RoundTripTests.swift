import AntrainFixtures
import AntrainSyntax
import AntrainTestSupport
import Testing

/// The tree prints back to the exact input, byte for byte, for every example and for
/// generated logs in every shape: mistakes, `\r\n`, a byte order mark, invalid UTF-8.
@Suite struct RoundTripTests {
    @Test func examplesExist() {
        #expect(!ExampleFiles.all().isEmpty, "no .antrain file under \(ExampleFiles.directory.path)")
    }

    @Test func everyExampleRoundTrips() {
        for file in ExampleFiles.all() {
            checkRoundTrip(file.bytes, file.name)
        }
    }

    @Test func everyExampleRoundTripsWithCRLF() {
        for file in ExampleFiles.all() {
            checkRoundTrip(Self.crlf(file.bytes), "\(file.name) with \\r\\n")
        }
    }

    @Test(arguments: [(1 as UInt64, 7), (2, 30), (3, 120), (42, 365), (2026, 2)])
    func generatedLogRoundTrips(seed: UInt64, days: Int) {
        let text = LogGenerator(seed: seed).generate(days: days)
        checkRoundTrip(Array(text.utf8), "seed \(seed), \(days) days")
    }

    @Test(arguments: [7 as UInt64, 8, 9])
    func generatedLogWithMistakesRoundTrips(seed: UInt64) {
        let text = LogGenerator(seed: seed, options: .init(includeMistakes: true, mistakeRate: 0.3)).generate(days: 90)
        checkRoundTrip(Array(text.utf8), "seed \(seed) with mistakes")
    }

    @Test func generatedLogWithCRLFRoundTrips() {
        let text = LogGenerator(seed: 11, options: .init(includeMistakes: true, lineEnding: .crlf)).generate(days: 60)
        let bytes = Array(text.utf8)
        #expect(bytes.contains(UInt8(ascii: "\r")), "the generator wrote no \\r\\n")
        checkRoundTrip(bytes, "seed 11 with \\r\\n")
    }

    @Test func crlfReadsLikeLF() {
        let text = LogGenerator(seed: 12).generate(days: 30)
        let lf = Parser.parse(SourceText(text))
        let crlf = Parser.parse(SourceText(bytes: Self.crlf(Array(text.utf8))))
        #expect(lf.diagnostics.isEmpty)
        #expect(crlf.diagnostics.isEmpty)
        #expect(lf.entries.count == crlf.entries.count)
        #expect(lf.entries.map(\.kind) == crlf.entries.map(\.kind))
        #expect(lf.entries.map(\.body.count) == crlf.entries.map(\.body.count))
    }

    @Test func byteOrderMarkIsSkipped() {
        let text = LogGenerator(seed: 13).generate(days: 14)
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        checkRoundTrip(bytes, "with a BOM")
        let withMark = Parser.parse(SourceText(bytes: bytes))
        let without = Parser.parse(SourceText(text))
        #expect(withMark.diagnostics.isEmpty)
        #expect(withMark.entries.count == without.entries.count)
        #expect(withMark.entries.map(\.kind) == without.entries.map(\.kind))
    }

    @Test func byteOrderMarkBeforeAnEntry() {
        // The first line is a header, so the mark is right before `2026`.
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("2026-11-20 bodyweight 78kg\n".utf8)
        let tree = Parser.parse(SourceText(bytes: bytes))
        #expect(tree.printed() == bytes)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.entries.first?.kind == .bodyweight)
    }

    @Test func onlyAByteOrderMark() {
        checkRoundTrip([0xEF, 0xBB, 0xBF], "a lone BOM")
        checkRoundTrip([0xEF, 0xBB], "half a BOM")
    }

    @Test(arguments: [21 as UInt64, 22, 23])
    func invalidUTF8IsADiagnosticNotACrash(seed: UInt64) {
        var bytes = Array(LogGenerator(seed: seed).generate(days: 30).utf8)
        // Insert bad bytes at a few places spread over the file, including mid-line.
        let insertions: [[UInt8]] = [[0xFF], [0xC3], [0xE2, 0x82], [0x80, 0x80]]
        for (index, bad) in insertions.enumerated() {
            let position = bytes.count * (index + 1) / (insertions.count + 1)
            bytes.insert(contentsOf: bad, at: position)
        }
        checkRoundTrip(bytes, "seed \(seed) with invalid UTF-8")
        let tree = Parser.parse(SourceText(bytes: bytes))
        let invalid = tree.diagnostics.filter { $0.message.contains("UTF-8") }
        #expect(invalid.count == insertions.count)
    }

    @Test func invalidUTF8ReportedAtTheBadByte() {
        let bytes: [UInt8] = Array("2026-11-20 lunch\n  Rice".utf8) + [0xFF] + Array(" 100g\n".utf8)
        let tree = Parser.parse(SourceText(bytes: bytes))
        #expect(tree.printed() == bytes)
        #expect(tree.diagnostics.map(\.code) == [.syntax])
        #expect(tree.diagnostics.first?.range == TextRange(23, 24))
        #expect(foods(tree).count == 1)
    }

    @Test func emptyAndTinyFiles() {
        for text in ["", "\n", "\r\n", "   ", "#", "# c\n", "\n\n\n", "  x\n", "2026", "profile"] {
            checkRoundTrip(Array(text.utf8), "`\(text)`")
        }
    }

    @Test func missingFinalNewline() {
        let text = "2026-11-20 lifting\n  Bench Press 100x5"
        let tree = Parser.parse(text)
        #expect(tree.printed() == Array(text.utf8))
        #expect(tree.diagnostics.isEmpty)
        #expect(exercises(tree).first?.allSets.count == 1)
    }

    @Test func commentAndBlankLinesInsideABodyStayInIt() {
        let text = "2026-11-20 lifting\n  Bench Press 100x5\n\n  # second\n  Squat 100x5\n\n# outside\n"
        let tree = Parser.parse(text)
        #expect(tree.printed() == Array(text.utf8))
        #expect(tree.entries.count == 1)
        #expect(exercises(tree).count == 2)
        #expect(tree.items.count == 3)  // the entry, then the blank line and the comment between entries
    }

    // MARK: - Helpers

    private func checkRoundTrip(_ bytes: [UInt8], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let tree = Parser.parse(SourceText(bytes: bytes))
        let printed = tree.printed()
        #expect(printed.count == bytes.count, "\(what): \(printed.count) bytes printed of \(bytes.count)", sourceLocation: sourceLocation)
        if printed != bytes {
            let first = zip(printed, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(printed.count, bytes.count)
            Issue.record("\(what) does not print back; first difference at byte \(first)", sourceLocation: sourceLocation)
        }
        // Every top-level item follows the one before it without a gap.
        var expected = -1
        for item in tree.items {
            let range: TextRange
            switch item {
            case .entry(let entry): range = entry.range
            case .trivia(_, let triviaRange, _): range = triviaRange
            }
            if expected >= 0, range.lowerBound != expected {
                Issue.record("\(what): gap or overlap at byte \(range.lowerBound)", sourceLocation: sourceLocation)
                return
            }
            expected = range.upperBound
        }
    }

    static func crlf(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 20)
        for byte in bytes {
            if byte == UInt8(ascii: "\n") { result.append(UInt8(ascii: "\r")) }
            result.append(byte)
        }
        return result
    }
}
