import AntrainSyntax

/// Completion in `measure` entries (LANGUAGE.md §9.1): the pair being typed after the last
/// comma is a site while it has no number, and a unit right after its number.
extension CompletionContextReader {
    /// `text` is the line's bytes from `start` (after the kind word, or after the
    /// indentation) to the cursor.
    func measurement(_ text: [UInt8], start: Int) -> CompletionContext? {
        let pairStart = text.lastIndex(of: UInt8(ascii: ",")).map { $0 + 1 } ?? 0
        var first = pairStart
        while first < text.count, text[first] == UInt8(ascii: " ") { first += 1 }
        let pair = Array(text[first...])
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: ".") }
        guard let digit = pair.firstIndex(where: isDigit) else {
            // Only words so far: the site (with its side) being typed; the last word is replaced.
            var wordStart = pair.count
            while wordStart > 0, pair[wordStart - 1] != UInt8(ascii: " ") { wordStart -= 1 }
            return .measurementSite(typed: TextRange(start + first + wordStart, start + text.count),
                                    written: writtenSites(text[..<pairStart]))
        }
        // `waist 82` or `waist 82c`: the unit, glued to the number.
        var unitStart = digit
        while unitStart < pair.count, isDigit(pair[unitStart]) { unitStart += 1 }
        let unit = pair[unitStart...]
        guard unit.allSatisfy({ $0 != UInt8(ascii: " ") }), digit > 0 else { return nil }
        let site = String(decoding: pair[..<digit], as: UTF8.self).lowercased().trimmingSpaces
        let words = site.split(separator: " ")
        let siteWords = words.first.flatMap { MeasurementSide.named(String($0)) } != nil ? words.dropFirst().joined(separator: " ") : site
        return .measurementUnit(typed: TextRange(start + first + unitStart, start + text.count),
                                isBodyFat: MeasurementSite.named(siteWords) == .bodyfat)
    }

    /// The sites without sides named by the pairs before the one being typed (`waist 82cm,
    /// chest 101cm, `): offering them again would write a site twice. A limb is kept, since
    /// its other side may follow.
    func writtenSites(_ pairs: ArraySlice<UInt8>) -> Set<MeasurementSite> {
        var written = Set<MeasurementSite>()
        for pair in pairs.split(separator: UInt8(ascii: ",")) {
            let words = String(decoding: pair, as: UTF8.self).lowercased()
                .split(separator: " ").prefix { word in !word.contains { $0.isNumber } }
            if let site = MeasurementSite.named(words.joined(separator: " ")), !site.hasSides { written.insert(site) }
        }
        return written
    }
}
