import Testing

@testable import AntrainModel

/// ``FuzzyMatcher/mayMatch(_:_:)`` only skips work: for every query a lifter might type
/// (names, prefixes, initials, typos, words out of order, unknown names) against every name
/// and alias of both libraries, the filtered score equals the score of every rule.
@Suite struct MatchFilterTests {
    static let candidates: [SearchText] = (PresetExerciseLibrary.shared.allExercises.flatMap { [$0.name] + $0.aliases }
        + PresetFoodLibrary.shared.allFoods.flatMap { [$0.name] + $0.aliases }).map(SearchText.init)

    /// Queries derived from the libraries' names: the whole name, its first half, initials,
    /// one letter dropped, two letters swapped, one letter changed, and the last word first.
    static var queries: [String] {
        var result = ["bp", "rdl", "inc db", "Squatt", "benhc press", "tavuk gogsu", "Alpha bravo 123", "xyzzy", "a", "zz top 9"]
        for (index, candidate) in candidates.enumerated() where index % 41 == 0 {
            let name = String(decoding: candidate.folded, as: UTF8.self)
            let letters = Array(name)
            guard letters.count > 4 else { continue }
            result.append(name)
            result.append(String(letters.prefix(letters.count / 2)))
            result.append(String(candidate.acronym.map { Character(UnicodeScalar($0)) }))
            var dropped = letters
            dropped.remove(at: letters.count / 2)
            result.append(String(dropped))
            var swapped = letters
            swapped.swapAt(1, 2)
            result.append(String(swapped))
            var changed = letters
            changed[letters.count - 2] = "q"
            result.append(String(changed))
            result.append(name.split(separator: " ").reversed().joined(separator: " "))
        }
        return result
    }

    @Test func theFilterNeverChangesAScore() {
        var compared = 0
        var skipped = 0
        for query in Self.queries.map(SearchText.init) where !query.compact.isEmpty {
            for candidate in Self.candidates {
                let filtered = FuzzyMatcher.score(query, candidate)
                let full = FuzzyMatcher.scoreEveryRule(query, candidate)
                compared += 1
                if !FuzzyMatcher.mayMatch(query, candidate) { skipped += 1 }
                if filtered != full {
                    Issue.record("\(String(decoding: query.folded, as: UTF8.self)) vs \(String(decoding: candidate.folded, as: UTF8.self)): \(String(describing: filtered)) ≠ \(String(describing: full))")
                    return
                }
            }
        }
        // The filter must also do its job: most pairs are rejected without scoring.
        #expect(compared > 50_000)
        #expect(Double(skipped) / Double(compared) > 0.5, "skipped \(skipped) of \(compared)")
    }
}
