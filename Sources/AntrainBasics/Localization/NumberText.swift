/// Numbers as a lifter reads them, in either language: `1,250.5` in English, `1.250,5` in
/// Turkish (decimal comma, dot between thousands).
public enum NumberText {
    /// A number with at most `decimals` decimals and no trailing zeros; thousands grouped
    /// from five digits on when `grouping` is set.
    public static func spell(_ value: Double, decimals: Int = 1, grouping: Bool = true, language: Language = .en) -> String {
        spell(value, decimals: decimals, grouping: grouping, language: language) { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends the number as ``spell(_:decimals:grouping:language:)`` writes it, its digits
    /// written in place: a hover writes dozens of numbers into one buffer, and none needs a
    /// `String` or a scratch buffer of its own.
    public static func append(_ value: Double, decimals: Int = 1, grouping: Bool = true, language: Language = .en, to buffer: inout UTF8Buffer) {
        guard value.isFinite, abs(value) < 1e15 else {
            buffer.append(spell(value, decimals: decimals, grouping: grouping, language: language))
            return
        }
        let places = max(0, min(decimals, 3))
        let scale: UInt = places == 0 ? 1 : places == 1 ? 10 : places == 2 ? 100 : 1000
        let units = Int((value * Double(scale)).rounded())
        let whole = units.magnitude / scale
        // The decimals without their trailing zeros.
        var fraction = units.magnitude % scale
        var width = fraction > 0 ? places : 0
        while fraction > 0, fraction % 10 == 0 { fraction /= 10; width -= 1 }
        var digitCount = 1
        var probe = whole
        while probe >= 10 { probe /= 10; digitCount += 1 }
        let groups = grouping && digitCount > 4
        let negative = units < 0
        let length = (negative ? 1 : 0) + digitCount + (groups ? (digitCount - 1) / 3 : 0) + (width > 0 ? 1 + width : 0)
        let (point, thousands): (UInt8, UInt8) = language == .tr ? (UInt8(ascii: ","), UInt8(ascii: ".")) : (UInt8(ascii: "."), UInt8(ascii: ","))
        let zero = UInt8(ascii: "0")
        // Written in place, backwards from the last digit, as the length is known: a hover
        // writes thousands of numbers, and a closure per number cost as much as its digits.
        buffer.reserve(length)
        let target = buffer.start + buffer.written
        var position = length
        if width > 0 {
            for _ in 0..<width {
                position -= 1
                target[position] = zero &+ UInt8(truncatingIfNeeded: fraction % 10)
                fraction /= 10
            }
            position -= 1
            target[position] = point
        }
        var rest = whole
        if groups {
            var written = 0
            repeat {
                if written > 0, written % 3 == 0 {
                    position -= 1
                    target[position] = thousands
                }
                position -= 1
                target[position] = zero &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                written += 1
            } while rest > 0
        } else {
            repeat {
                position -= 1
                target[position] = zero &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
        }
        if negative { target[0] = UInt8(ascii: "-") }
        buffer.written += length
    }

    /// The number's UTF-8, handed to `use` (only for as long as the call lasts).
    private static func spell<Result>(_ value: Double, decimals: Int, grouping: Bool, language: Language,
                                      _ use: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard value.isFinite else {
            var dash = "–"
            return dash.withUTF8(use)
        }
        // Beyond what an `Int` holds (a typo of twenty digits): Swift's own spelling.
        guard abs(value) < 1e15 else {
            var text = "\(value)"
            return text.withUTF8(use)
        }
        // At most three places: 10^15 × 10^3 still fits an `Int`.
        let places = max(0, min(decimals, 3))
        var scale: UInt = 1
        for _ in 0..<places { scale *= 10 }
        // Whole units of the last decimal, so the digits come from integer arithmetic.
        let units = Int((value * Double(scale)).rounded())
        let (point, thousands): (UInt8, UInt8) = language == .tr ? (UInt8(ascii: ","), UInt8(ascii: ".")) : (UInt8(ascii: "."), UInt8(ascii: ","))
        return spelled(whole: units.magnitude / scale, fraction: units.magnitude % scale, places: places,
                       negative: units < 0, grouping: grouping, point: point, thousands: thousands, use)
    }

    /// Writes the digits backwards into a buffer on the stack: hover texts print thousands of
    /// numbers, and a short `String` made from bytes needs no allocation at all.
    private static func spelled<Result>(whole: UInt, fraction: UInt, places: Int, negative: Bool, grouping: Bool, point: UInt8, thousands: UInt8,
                                        _ use: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
            var position = buffer.count
            if fraction > 0 {
                var digits = fraction
                var width = places
                while digits % 10 == 0 { digits /= 10; width -= 1 }
                for _ in 0..<width {
                    position -= 1
                    buffer[position] = UInt8(ascii: "0") + UInt8(digits % 10)
                    digits /= 10
                }
                position -= 1
                buffer[position] = point
            }
            var digitCount = 1
            var probe = whole
            while probe >= 10 { probe /= 10; digitCount += 1 }
            let groups = grouping && digitCount > 4
            var rest = whole
            var written = 0
            repeat {
                if groups, written > 0, written % 3 == 0 {
                    position -= 1
                    buffer[position] = thousands
                }
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                written += 1
            } while rest > 0
            if negative {
                position -= 1
                buffer[position] = UInt8(ascii: "-")
            }
            return use(UnsafeBufferPointer(rebasing: buffer[position...]))
        }
    }
}
