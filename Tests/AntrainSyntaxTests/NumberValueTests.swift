import AntrainSyntax
import Testing

/// A number's value is its digits summed in a `Double`, one digit at a time, as the parser
/// has always read them: the faster sum in an integer must give the same value bit for bit,
/// for short numbers, fractions, and numbers longer than any integer holds.
@Suite struct NumberValueTests {
    /// The reference: every digit added in a `Double`.
    static func summed(_ text: String) -> Double {
        var whole = 0.0, fraction = 0.0, scale = 1.0, inFraction = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") { inFraction = true; continue }
            let digit = Double(byte - UInt8(ascii: "0"))
            if inFraction { scale /= 10; fraction += digit * scale } else { whole = whole * 10 + digit }
        }
        return whole + fraction
    }

    @Test(arguments: ["0", "7", "102.5", "0.125", "999999999999999", "1000000000000000", "9007199254740993",
                      "123456789012345678901", "98765432109876543210987654321.75", "00000000000000000000042"])
    func aLoadReadsAsItsDigitsSummed(_ number: String) throws {
        let tree = Parser.parse("2026-11-20 lifting\n  Squat \(number)x5\n")
        let item = try #require(tree.entries[0].body.compactMap(\.exercise).first)
        let set = try #require(Array(item.allSets).first)
        #expect(set.load?.kind == .weight(Self.summed(number)))
        #expect(set.reps?.value == 5)
    }

    @Test func repsAndEffortReadAsTheirDigitsSummed() throws {
        let tree = Parser.parse("2026-11-20 lifting\n  Squat 100x12345678901234567 @8.75\n")
        let item = try #require(tree.entries[0].body.compactMap(\.exercise).first)
        let set = try #require(Array(item.allSets).first)
        #expect(set.reps?.value == Self.summed("12345678901234567"))
        #expect(set.rpe?.value == 8.75)
    }
}
