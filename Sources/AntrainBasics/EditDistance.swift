/// The edit distance between two sequences.
public enum EditDistance {
    /// Levenshtein distance with adjacent transpositions counted as one edit
    /// (Damerau–Levenshtein), giving up early once it must exceed `limit` (it then returns
    /// `limit + 1`). "Did you mean" uses it on Unicode scalars, the library's fuzzy search with a
    /// small limit on bytes: one implementation for both layers.
    ///
    /// Slices are accepted so that a candidate's start can be compared without copying it, and
    /// the three rows live in one temporary allocation (on the stack for short names): fuzzy
    /// search calls this for thousands of names per keystroke.
    @inlinable
    public static func between<A: RandomAccessCollection, B: RandomAccessCollection>(_ a: A, _ b: B, limit: Int = .max) -> Int
    where A.Element == B.Element, A.Element: Equatable, A.Index == Int, B.Index == Int {
        let aCount = a.count, bCount = b.count
        if abs(aCount - bCount) > limit { return limit + 1 }
        if aCount == 0 || bCount == 0 { return max(aCount, bCount) }
        let aStart = a.startIndex, bStart = b.startIndex
        let width = bCount + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            var previousPrevious = rows.baseAddress!
            var previous = previousPrevious + width
            var current = previous + width
            for j in 0...bCount {
                previousPrevious[j] = 0
                previous[j] = j
            }
            for i in 1...aCount {
                current[0] = i
                var rowMinimum = i
                let aByte = a[aStart + i - 1]
                for j in 1...bCount {
                    let cost = aByte == b[bStart + j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, aByte == b[bStart + j - 2], a[aStart + i - 2] == b[bStart + j - 1] {
                        value = min(value, previousPrevious[j - 2] + 1)
                    }
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > limit { return limit + 1 }
                (previousPrevious, previous, current) = (previous, current, previousPrevious)
            }
            return previous[bCount]
        }
    }
}
