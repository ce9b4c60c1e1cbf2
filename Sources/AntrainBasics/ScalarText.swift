/// Text operations done on Unicode scalars, as Foundation's `NSString` does them on its
/// code units, so no module needs all of Foundation (and ICU's data) for them.
extension String {
    /// Every `target` replaced by `replacement`, matched as characters (a `-` that carries a
    /// combining mark is not a `-`), as Foundation's `replacingOccurrences(of:with:)` matches.
    public func replacingScalar(_ target: Unicode.Scalar, with replacement: String) -> String {
        // Most texts hold no `target`: a look at the scalars spares the character matcher.
        guard unicodeScalars.contains(target) else { return self }
        return replacingLiteral(String(target), with: replacement)
    }

    /// Every `target` replaced by `replacement`, matched as characters from the left without
    /// overlaps, as Foundation's `replacingOccurrences(of:with:)` matches.
    public func replacingLiteral(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return replacing(target, with: replacement)
    }

    /// Without white space at either end: `CharacterSet.whitespaces` (see ``Unicode/Scalar/isWhiteSpace``), as `trimmingCharacters(in: .whitespaces)` trims.
    public var trimmingWhiteSpace: String {
        let scalars = unicodeScalars
        let isSpace = { (scalar: Unicode.Scalar) in scalar.isWhiteSpace }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        return String(scalars[first...last])
    }

    /// Without white space and line breaks at either end: `CharacterSet.whitespacesAndNewlines`
    /// (white space, general categories Zl and Zp, U+000A to U+000D and U+0085), as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` trims.
    public var trimmingWhiteSpaceAndNewlines: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isWhiteSpaceOrNewline }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isWhiteSpaceOrNewline })!
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    /// A member of `CharacterSet.whitespacesAndNewlines`.
    public var isWhiteSpaceOrNewline: Bool {
        switch value {
        case 0x0A...0x0D, 0x85: return true
        default: return isWhiteSpace || properties.generalCategory == .lineSeparator || properties.generalCategory == .paragraphSeparator
        }
    }

    /// A member of `CharacterSet.whitespaces`: general category Zs, the tab, and U+200B
    /// (a Zs in the Unicode version Foundation's table was made from).
    public var isWhiteSpace: Bool {
        value == 0x09 || value == 0x200B || properties.generalCategory == .spaceSeparator
    }
}
