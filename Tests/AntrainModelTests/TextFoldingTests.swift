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

    @Test func everyLetterOfTheBlocksFoldsAsFoundationFoldsIt() {
        var differences: [String] = []
        for block in TextFolding.blocks + [0x00A0...0x00BF, 0x0300...0x036F] {
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
