import AntrainBasics
import Foundation
import Testing

/// The scalar text operations give what Foundation's `NSString` methods they replace give.
@Suite struct ScalarTextTests {
    static let texts = [
        "", " ", "a", "Bench Press", "  Tavuk Göğsü\t", "\n 12,5 \r\n", "\u{00A0}x\u{2003}", "\u{2028}a\u{2029}", "\u{85}b\u{85}",
        "say \"hi\"", "#1: Squat", "a**b**`c`", "***", "cafe\u{301}-au-lait", "-\u{301}", "ı İ ı", "\t\t", "a\u{200B}", "\u{180E}a\u{FEFF}", "\u{3000}b\u{202F}", "\u{1680}c\u{205F}",
    ]

    @Test func replacingIsFoundationsReplacingOccurrences() {
        for text in Self.texts {
            for (target, replacement) in [("-", " "), ("\"", "'"), (",", "."), ("#", "No. "), ("\t", " "), ("ı", "i"), ("İ", "i"), ("\"", "\"\"")] {
                let scalar = Unicode.Scalar(target)!
                #expect(text.replacingScalar(scalar, with: replacement) == text.replacingOccurrences(of: target, with: replacement), "\(text) \(target)")
            }
            for (target, replacement) in [("**", ""), ("`", ""), ("ab", "x")] {
                #expect(text.replacingLiteral(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement), "\(text) \(target)")
            }
        }
    }

    @Test func trimmingIsFoundationsTrimmingCharacters() {
        for text in Self.texts {
            #expect(text.trimmingWhiteSpace == text.trimmingCharacters(in: .whitespaces), "\(text)")
            #expect(text.trimmingWhiteSpaceAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text)")
        }
    }
}
