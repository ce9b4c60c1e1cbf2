import AntrainAnalysis
import AntrainFixtures
import AntrainSyntax
import Foundation
import Testing

@Suite struct ScratchFormatterTests {
    @Test func scratch() {
        let text = LogGenerator(seed: 5).generate(approximateBytes: 3_000_000)
        let tree = Parser.parse(text)
        var start = Date()
        _ = Parser.parse(text)
        print("parse", Date().timeIntervalSince(start))
        start = Date()
        let result = LogFormatter.format(tree)
        print("format", Date().timeIntervalSince(start), result.bytes.count, text.utf8.count)
        start = Date()
        let edits = TextDiff.minimalEdits(from: Array(text.utf8), to: result.bytes)
        print("diff", Date().timeIntervalSince(start), edits.count)
    }
}
