import AntrainSyntax
import Testing

/// ``WordMatcher``'s hashed table: words longer than its eight-byte key, words that share a
/// key and a length (the overflow list), a word read at the very end of a buffer (no eight-byte
/// load), and near misses that fall into a spelling's slot.
@Suite struct WordMatcherTests {
    private func match<Word>(_ matcher: WordMatcher<Word>, _ text: String, in context: String? = nil) -> Word? {
        // By default the word is followed by other bytes, as in a line.
        var bytes = Array((context ?? text + " and more").utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            matcher.match(UnsafeBufferPointer(buffer), 0..<text.utf8.count)
        }
    }

    @Test func longSpellingsCompareTheirBytesPastTheKey() {
        let matcher = WordMatcher([("breakfast", 1), ("breakfasts", 2), ("breakfastx", 3)])
        #expect(match(matcher, "breakfast") == 1)
        #expect(match(matcher, "BreakFasts") == 2)
        #expect(match(matcher, "breakfastX") == 3)
        // Same first eight bytes and length as a spelling, different ninth or tenth byte.
        #expect(match(matcher, "breakfasq") == nil)
        #expect(match(matcher, "breakfasty") == nil)
        #expect(match(matcher, "breakfas") == nil)
    }

    @Test func aWordAtTheEndOfItsBufferIsReadByteByByte() {
        let matcher = WordMatcher([("kg", 1), ("lb", 2), ("serving", 3)])
        #expect(match(matcher, "KG", in: "KG") == 1)
        #expect(match(matcher, "lb", in: "lb") == 2)
        #expect(match(matcher, "Serving", in: "Serving") == 3)
        #expect(match(matcher, "kh", in: "kh") == nil)
    }

    @Test func onlyTheWordsBytesCount() {
        let matcher = WordMatcher([("g", 1), ("gr", 2)])
        // The bytes after the word (`r`, then `am`) are no part of it.
        #expect(match(matcher, "g", in: "gram") == 1)
        #expect(match(matcher, "gr", in: "gram") == 2)
        #expect(match(matcher, "gra", in: "gram") == nil)
    }

    @Test func theFirstOfARepeatedSpellingWins() {
        let matcher = WordMatcher([("rest", 1), ("rest", 2), ("drop", 3)])
        #expect(match(matcher, "REST") == 1)
        #expect(match(matcher, "drop") == 3)
    }

    @Test func onlyASCIICapitalsFold() {
        let matcher = WordMatcher([("öğle", 1), ("a@[`z", 2)])
        #expect(match(matcher, "öğle") == 1)
        #expect(match(matcher, "ÖĞLE") == nil)
        // `@`, `[` and a backtick sit beside the capitals and fold to nothing.
        #expect(match(matcher, "A@[`Z") == 2)
        #expect(match(matcher, "a`{@z") == nil)
    }

    @Test func aLargeVocabularyFindsEveryWord() {
        let words = (0..<300).map { "w\($0)x" }
        let matcher = WordMatcher(words.enumerated().map { ($0.element, $0.offset) })
        for (index, word) in words.enumerated() {
            #expect(match(matcher, word.uppercased()) == index)
        }
        #expect(match(matcher, "w300x") == nil)
    }
}
