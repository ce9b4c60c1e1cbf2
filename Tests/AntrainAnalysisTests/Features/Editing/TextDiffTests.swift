import AntrainAnalysis
import AntrainFixtures
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// `TextDiff.minimalEdits`: small edits, cut between characters, that rebuild the new text.
@Suite struct TextDiffTests {
    @Test func equalTextsNeedNoEdit() {
        #expect(TextDiff.minimalEdits(from: "a\nb\n", to: "a\nb\n").isEmpty)
    }

    @Test func aChangedLineIsTrimmedToWhatChanged() {
        checkEdits("a\nSquat:100 x 5\nc\n", "a\nSquat: 100x5\nc\n", [TextEdit(range: TextRange(8, 14), newText: " 100x")])
    }

    @Test func droppedBlankLinesAreOneDeletion() {
        checkEdits("a\n\n\n\nb\n", "a\n\nb\n", [TextEdit(range: TextRange(3, 5), newText: "")])
    }

    @Test func aLongRunOfBlankLinesIsOneDeletion() {
        let old = "a\n" + String(repeating: "\n", count: 30) + "b\nc\n"
        checkEdits(old, "a\n\nb\nc\n", [TextEdit(range: TextRange(3, 32), newText: "")])
    }

    @Test func aFinalNewlineIsOneInsertion() {
        checkEdits("a", "a\n", [TextEdit(range: TextRange(1, 1), newText: "\n")])
    }

    @Test func cutsFallBetweenCharacters() {
        // `ğ` is C4 9F and `ı` C4 B1: the shared first byte must not be cut off.
        checkEdits("xğ\n", "xı\n", [TextEdit(range: TextRange(1, 3), newText: "ı")])
    }

    @Test func crlfLinesAreComparedWhole() {
        checkEdits("a\r\nb\r\nc\r\n", "a\r\nB\r\nc\r\n", [TextEdit(range: TextRange(3, 4), newText: "B")])
    }

    @Test func linesAddedAndRemovedTogether() {
        let old = "one\ntwo\nthree\nfour\n"
        let new = "zero\none\nthree\n4\nfive\n"
        #expect(FormatProperties.apply(TextDiff.minimalEdits(from: old, to: new), to: old) == new)
    }

    private func checkEdits(_ old: String, _ new: String, _ expected: [TextEdit], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let edits = TextDiff.minimalEdits(from: old, to: new)
        #expect(edits == expected, sourceLocation: sourceLocation)
        #expect(FormatProperties.apply(edits, to: old) == new, sourceLocation: sourceLocation)
    }
}
