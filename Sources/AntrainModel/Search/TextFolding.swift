/// Case and diacritic folding as Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()`
/// does it, on the standard library alone, so the model needs no Foundation (whose folding
/// links all of ICU's data into the executable).
///
/// A letter with marks folds to its base letter when it is canonically equivalent to that
/// letter followed by the marks (`é` = `e` + U+0301, `ệ` = `e` + U+0323 + U+0302); letters
/// whose marks are part of the letter (`ø`, `ł`, `đ`) stay. A combining mark after anything
/// is dropped. Case folds through upper case (`ß` and `ẞ` → `ss`, `ς` → `σ`).
/// `TextFoldingTests` compares this with Foundation on every letter of the Latin, Greek and
/// Cyrillic blocks and on every preset name.
enum TextFolding {
    /// The blocks whose letters may carry marks: Latin-1 Supplement to Latin Extended-B,
    /// Greek, Cyrillic, Latin Extended Additional and Greek Extended.
    static let blocks: [ClosedRange<UInt32>] = [0x00C0...0x024F, 0x0370...0x03FF, 0x0400...0x04FF, 0x1E00...0x1EFF, 0x1F00...0x1FFF]

    /// What a letter with marks may be made of besides those blocks: ASCII, the Latin-1
    /// symbols (`¨`) and the IPA letters (`ʒ`).
    static let otherBases: [ClosedRange<UInt32>] = [0x0041...0x007A, 0x00A0...0x00BF, 0x0250...0x02AF]

    /// Combining diacritical marks (U+0300–U+036F), the marks of canonical decompositions.
    static let marks: [Unicode.Scalar] = (0x0300...0x036F).compactMap(Unicode.Scalar.init)

    /// Each letter of ``blocks`` with a canonical decomposition, mapped to the letter it is
    /// made on with its marks taken away (`ệ` → `e`).
    ///
    /// Strings compare and hash by canonical equivalence, so the letter `X` + mark spells
    /// is found by looking that two-scalar string up among the letters; decompositions are
    /// pairs, so following the map from a letter to its base and on takes all its marks away.
    static let baseLetters: [Unicode.Scalar: Unicode.Scalar] = {
        // Several letters may spell the same (`ά` U+03AC and U+1F71 are both `α` + acute).
        var letters: [String: [Unicode.Scalar]] = [:]
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
            let start = String(base)
            for mark in marks {
                for letter in letters[start + String(mark)] ?? [] where letter != base && result[letter] == nil {
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
    }()

    /// `text` folded: base letters for letters with marks, marks dropped, then case folded.
    static func fold(_ text: String) -> String {
        var stripped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                stripped.append(scalar)
            } else if let base = baseLetters[scalar] {
                stripped.append(base)
            } else if !stripped.isEmpty, scalar.properties.generalCategory == .nonspacingMark, marks.contains(scalar) {
                continue  // A mark on what comes before it; a mark alone stays.
            } else if scalar == "\u{0344}" {
                stripped.append("\u{0308}")  // Dialytika tonos alone: its first mark stays, as in Foundation.
            } else {
                stripped.append(scalar)
            }
        }
        return String(stripped).lowercased().uppercased().lowercased()
    }
}
