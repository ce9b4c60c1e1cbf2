import Testing

import AntrainBasics

/// How numbers are spelled in hovers, summaries and messages: hand-written cases, then the
/// writer against a plain speller (Foundation-free, one step at a time) over many values,
/// including every half a rounding could get wrong.
@Suite struct NumberTextTests {
    @Test func handWrittenNumbers() {
        #expect(NumberText.spell(112.5) == "112.5")
        #expect(NumberText.spell(112.5, language: .tr) == "112,5")
        #expect(NumberText.spell(12_500) == "12,500")
        #expect(NumberText.spell(12_500, language: .tr) == "12.500")
        #expect(NumberText.spell(1_250.5) == "1250.5")
        #expect(NumberText.spell(1_234_567.25, decimals: 2) == "1,234,567.25")
        #expect(NumberText.spell(12_500, grouping: false) == "12500")
        #expect(NumberText.spell(100.0) == "100")
        #expect(NumberText.spell(2.25, decimals: 1) == "2.3")
        #expect(NumberText.spell(-2.25, decimals: 1) == "-2.3")
        #expect(NumberText.spell(0.04, decimals: 1) == "0")
        #expect(NumberText.spell(-0.04, decimals: 1) == "0")
        #expect(NumberText.spell(-0.05, decimals: 1) == "-0.1")
        #expect(NumberText.spell(0.49999999999999994, decimals: 0) == "0")
        #expect(NumberText.spell(2.5, decimals: 0) == "3")
        #expect(NumberText.spell(1.005, decimals: 2) == "1")
        #expect(NumberText.spell(7.1234, decimals: 7) == "7.123")
        #expect(NumberText.spell(.nan) == "–")
    }

    /// Numbers of at most four whole digits, with no decimal or one, are written by a shorter
    /// path when appended: its edges (rounding up to five digits, halves, signs, Turkish) come
    /// out as the general writer writes them.
    @Test func shortNumbersAppended() {
        func appended(_ value: Double, decimals: Int, language: Language = .en) -> String {
            var buffer = UTF8Buffer(capacity: 1)
            buffer.append("<")
            NumberText.append(value, decimals: decimals, grouping: true, language: language, to: &buffer)
            buffer.append(">")
            return buffer.text
        }
        #expect(appended(0, decimals: 1) == "<0>")
        #expect(appended(0, decimals: 0) == "<0>")
        #expect(appended(-0.0, decimals: 1) == "<0>")
        #expect(appended(0.05, decimals: 1) == "<0.1>")
        #expect(appended(0.04, decimals: 1) == "<0>")
        #expect(appended(-0.04, decimals: 1) == "<0>")
        #expect(appended(-0.05, decimals: 1) == "<-0.1>")
        #expect(appended(2.5, decimals: 0) == "<3>")
        #expect(appended(-2.5, decimals: 0) == "<-3>")
        #expect(appended(30.0, decimals: 1) == "<30>")
        #expect(appended(112.5, decimals: 1, language: .tr) == "<112,5>")
        #expect(appended(-12.34, decimals: 1) == "<-12.3>")
        #expect(appended(-12.34, decimals: 1, language: .tr) == "<-12,3>")
        #expect(appended(1234.56, decimals: 1) == "<1234.6>")
        #expect(appended(999.95, decimals: 1) == "<1000>")
        #expect(appended(9998.6, decimals: 0) == "<9999>")
        #expect(appended(9999.4, decimals: 0) == "<9999>")
        #expect(appended(9999.5, decimals: 0) == "<10,000>")
        #expect(appended(9999.5, decimals: 0, language: .tr) == "<10.000>")
        #expect(appended(9999.94, decimals: 1) == "<9999.9>")
        #expect(appended(9999.96, decimals: 1) == "<10,000>")
        #expect(appended(10_000, decimals: 0) == "<10,000>")
        #expect(appended(10_000, decimals: 1, language: .tr) == "<10.000>")
        #expect(appended(-9999.96, decimals: 1) == "<-10,000>")
        #expect(appended(2.25, decimals: 2) == "<2.25>")
        #expect(appended(.nan, decimals: 1) == "<–>")
        #expect(appended(.infinity, decimals: 0) == "<–>")
    }

    @Test func agreesWithAPlainSpeller() {
        var random = SplitMix(seed: 25)
        var values: [Double] = []
        for _ in 0..<5_000 {
            let magnitude = [1.0, 10, 1_000, 100_000, 1e9, 1e14][Int(random.next() % 6)]
            values.append((Double(random.next() % 2_000_001) / 1_000_000 - 1) * magnitude)
        }
        // Halves at every place, and their neighbours one step either side.
        for units in -2_000...2_000 {
            for scale in [1.0, 10, 100, 1000] {
                let half = (Double(units) + 0.5) / scale
                values += [half, half.nextUp, half.nextDown]
            }
        }
        for value in values {
            for decimals in 0...3 {
                for language in Language.allCases {
                    for grouping in [true, false] {
                        let written = NumberText.spell(value, decimals: decimals, grouping: grouping, language: language)
                        let expected = Self.plainSpelling(value, decimals: decimals, grouping: grouping, language: language)
                        if written != expected {
                            Issue.record("\(value) to \(decimals) places (\(language), grouping \(grouping)): \(written), expected \(expected)")
                            return
                        }
                        var buffer = UTF8Buffer(capacity: 4)
                        buffer.append("x")
                        NumberText.append(value, decimals: decimals, grouping: grouping, language: language, to: &buffer)
                        #expect(buffer.text == "x" + expected)
                    }
                }
            }
        }
    }

    /// The number rounded half away from zero with `rounded()`, its digits written one by one.
    static func plainSpelling(_ value: Double, decimals: Int, grouping: Bool, language: Language) -> String {
        let places = max(0, min(decimals, 3))
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let units = Int((value * Double(scale)).rounded())
        let whole = String(units.magnitude / UInt(scale))
        var fraction = places == 0 ? "" : String(units.magnitude % UInt(scale))
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        var grouped = ""
        for (index, digit) in whole.enumerated() {
            if grouping, whole.count > 4, index > 0, (whole.count - index) % 3 == 0 { grouped += language == .tr ? "." : "," }
            grouped.append(digit)
        }
        return (units < 0 ? "-" : "") + grouped + (fraction.isEmpty ? "" : (language == .tr ? "," : ".") + fraction)
    }
}

/// A small seeded generator, so a failure names values that come back on the next run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
