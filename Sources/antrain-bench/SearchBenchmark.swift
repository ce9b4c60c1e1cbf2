import AntrainModel

/// Fuzzy search of the preset libraries, as `antrain exercises`/`foods` and completion use
/// it: prefixes, abbreviations, word prefixes, Turkish names, typos and misses.
struct SearchBenchmark {
    static let exerciseQueries = ["bench", "bp", "inc db", "squat", "rdl", "pull up", "curl", "lat", "benhc", "xyzzy"]
    static let foodQueries = ["chicken", "rice", "oat", "tavuk", "yog", "pb", "apple", "chiken", "zzz"]

    var rounds: Int
    var progress: (String) -> Void

    func run() -> ReportSection {
        var section = ReportSection(
            title: "Library search (per query)",
            columns: ["library", "calls", "first call", "median", "p99", "max"])
        progress("library search, \(rounds) rounds")
        let exercises = measure(Self.exerciseQueries) { query in
            PresetExerciseLibrary.shared.searchExercises(query: query, category: nil, muscleGroup: nil).count
        }
        let foods = measure(Self.foodQueries) { query in
            PresetFoodLibrary.shared.searchFoods(query: query, category: nil).count
        }
        let libraries = [
            ("exercises (\(PresetExerciseLibrary.shared.allExercises.count) presets)", exercises),
            ("foods (\(PresetFoodLibrary.shared.allFoods.count) presets)", foods),
        ]
        for (name, result) in libraries {
            let samples = result.samples
            section.rows.append(ReportRow(
                [name, "\(samples.count)", Figure.microseconds(result.first), Figure.microseconds(samples.median),
                 Figure.microseconds(samples.p99), Figure.microseconds(samples.maximum)],
                metrics: ["count": Double(samples.count), "firstCallSeconds": result.first, "medianSeconds": samples.median,
                          "p99Seconds": samples.p99, "maxSeconds": samples.maximum]))
        }
        section.notes = [
            "- Exercise queries: \(Self.exerciseQueries.map { "`\($0)`" }.joined(separator: ", ")); "
                + "food queries: \(Self.foodQueries.map { "`\($0)`" }.joined(separator: ", ")); each asked \(rounds) times.",
            "- The first call builds the library (decoding the presets and their search keys); it runs before anything else in the bench.",
            "- Matches per query (exercises): \(exercises.matches.map(String.init).joined(separator: ", ")); "
                + "(foods): \(foods.matches.map(String.init).joined(separator: ", ")).",
        ]
        return section
    }

    private func measure(_ queries: [String], _ search: (String) -> Int) -> (first: Double, samples: Samples, matches: [Int]) {
        let first = Stopwatch.measure { search(queries[0]) }.seconds
        let matches = queries.map(search)
        var samples = Samples()
        for _ in 0..<rounds {
            for query in queries {
                let start = Stopwatch.now()
                _ = search(query)
                samples.append(Stopwatch.seconds(since: start))
            }
        }
        return (first, samples, matches)
    }
}
