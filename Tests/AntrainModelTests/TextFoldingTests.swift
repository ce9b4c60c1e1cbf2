@testable import AntrainModel
import Foundation
import Testing

/// ``TextFolding`` folds as Foundation's `folding([.caseInsensitive, .diacriticInsensitive])`
/// followed by `lowercased()`, which the search used before: on every letter of the blocks
/// with marks, on every preset name and alias, and on words with combining marks.
@Suite struct TextFoldingTests {
    static func foundation(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    /// The blocks whose letters may carry marks: Latin-1 Supplement to Latin Extended-B,
    /// Greek, Cyrillic, Latin Extended Additional and Greek Extended.
    static let blocks: [ClosedRange<UInt32>] = [0x00C0...0x024F, 0x0370...0x03FF, 0x0400...0x04FF, 0x1E00...0x1EFF, 0x1F00...0x1FFF]
    /// What such a letter may be made on besides them: ASCII, the Latin-1 symbols (`¨`), IPA (`ʒ`).
    static let otherBases: [ClosedRange<UInt32>] = [0x0041...0x007A, 0x00A0...0x00BF, 0x0250...0x02AF]

    /// ``TextFolding/basePairs`` worked out: strings compare and hash by canonical equivalence,
    /// so the letter that base + mark spells is found by looking that two-scalar string up
    /// among the letters; decompositions are pairs, so following the map to the base and on
    /// takes all the marks away.
    static func workedOutBaseLetters() -> [Unicode.Scalar: Unicode.Scalar] {
        var letters: [String: [Unicode.Scalar]] = [:]  // `ά` U+03AC and U+1F71 both spell `α` + acute.
        var bases: [Unicode.Scalar] = []
        for block in blocks {
            for value in block {
                guard let scalar = Unicode.Scalar(value) else { continue }
                letters[String(scalar), default: []].append(scalar)
                // The Greek spacing breathings (U+1FBF, U+1FFE) keep the accents on them, as Foundation does.
                if value != 0x1FBF, value != 0x1FFE { bases.append(scalar) }
            }
        }
        for block in otherBases { bases += block.compactMap(Unicode.Scalar.init) }
        var result: [Unicode.Scalar: Unicode.Scalar] = [:]
        for base in bases {
            for mark in TextFolding.marks.compactMap(Unicode.Scalar.init) {
                for letter in letters[String(base) + String(mark)] ?? [] where letter != base && result[letter] == nil {
                    result[letter] = base
                }
            }
        }
        for (letter, base) in result {
            var folded = base
            while let next = result[folded] { folded = next }
            result[letter] = folded
        }
        return result
    }

    @Test func theTableIsTheCanonicalDecompositions() {
        #expect(TextFolding.baseLetters == Self.workedOutBaseLetters())
        #expect(TextFolding.baseLetters.count == 792)
    }

    @Test func everyLetterOfTheBlocksFoldsAsFoundationFoldsIt() {
        var differences: [String] = []
        for block in Self.blocks + [0x00A0...0x00BF, 0x0300...0x036F] {
            for value in block {
                // SearchText folds the Turkish ı and İ to i itself, before this.
                guard let scalar = Unicode.Scalar(value), scalar != "ı", scalar != "İ" else { continue }
                let text = String(scalar)
                if TextFolding.fold(text) != Self.foundation(text) {
                    differences.append("U+\(String(value, radix: 16, uppercase: true)) \(text): \(TextFolding.fold(text)) vs \(Self.foundation(text))")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differ: \(differences.prefix(40).joined(separator: "; "))")
    }

    @Test func everyPresetNameFoldsAsFoundationFoldsIt() {
        // Names with the Turkish ı or İ are left out: SearchText folds those to i itself first.
        let names = PresetExercises.all.flatMap { [$0.name] + $0.aliases } + PresetFoods.all.flatMap { [$0.name] + $0.aliases }
        #expect(names.count > 500)
        for name in names where !name.unicodeScalars.contains(where: { $0 == "ı" || $0 == "İ" }) {
            #expect(TextFolding.fold(name) == Self.foundation(name), "\(name)")
        }
    }

    @Test func wordsWithCombiningMarksFoldAsFoundationFoldsThem() {
        for text in ["Tavuk Göğsü", "TAVUK GÖĞSÜ", "cafe\u{301}", "Crème Brûlée", "Straße", "Ελληνικά", "Щи", "Ñandú", "Việt Nam", "ǘ", "Łódź", "Ørsted"] {
            #expect(TextFolding.fold(text) == Self.foundation(text), "\(text)")
        }
    }
}
