/// A row of block characters for a series of figures (`▁▂▃▅▆█`): a trend that fits in one
/// line of a hover or a terminal.
public enum Sparkline {
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One block per value, the lowest value `▁` and the highest `█`; a flat series is a row
    /// of `▄`. Empty for no values.
    public static func render(_ values: [Double]) -> String {
        let finite = values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return "" }
        let span = high - low
        return String(finite.map { value in
            // A span past Double's range (1e308 − −1e308) would make the level NaN, which traps as an Int.
            guard span > 0, span.isFinite else { return blocks[3] }
            let level = Int(((value - low) / span * Double(blocks.count - 1)).rounded())
            return blocks[min(max(level, 0), blocks.count - 1)]
        })
    }
}
