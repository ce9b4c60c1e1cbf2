@testable import AntrainAnalysis
import AntrainFixtures
import AntrainModel
import AntrainSyntax
import Testing

/// The analysis host: edits applied one by one give what the final texts give from scratch,
/// and an athlete's analysis is made again only when one of its inputs changed.
@Suite struct AnalysisHostTests {
    static let settings = AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 22))
    static let root = "/coach"

    /// A coach's repository of three athletes (with mistakes, so there is much to report),
    /// the shared definitions in `common/`.
    static let workspace = CoachWorkspace(athletes: 3, days: 150, seed: 7, options: .init(includeMistakes: true, mistakeRate: 0.05)).files()

    static func host(_ files: [(path: String, text: String)], keeping: ModelKeeping = .always) -> AnalysisHost {
        var host = AnalysisHost(settings: settings, keeping: keeping)
        for (path, text) in files {
            let key = "\(root)/\(path)"
            let folder = String(key[..<key.lastIndex(of: "/")!])
            host.apply(.setText(key: key, name: path, folder: folder, bytes: Array(text.utf8)))
        }
        return host
    }

    /// Every file's diagnostics as (code, range in the file, message), from its athlete's analysis.
    static func diagnostics(_ host: inout AnalysisHost) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for analysis in host.analysesOfAll() {
            for (fileIndex, origin) in analysis.origins.enumerated() where origin.isOwned {
                for diagnostic in analysis.snapshot.files[fileIndex].diagnostics {
                    let range = "\(diagnostic.range.lowerBound + origin.base)..<\(diagnostic.range.upperBound + origin.base)"
                    result[analysis.key(of: origin.file), default: []].append("\(diagnostic.code) \(range) \(diagnostic.message)")
                }
            }
        }
        return result.mapValues { $0.sorted() }
    }

    static func key(_ path: String) -> String { "\(root)/\(path)" }

    /// The largest log of the first athlete: where the edits go.
    static var editedPath: String {
        workspace.filter { $0.path.hasPrefix("a01/") && !$0.path.hasSuffix("profile.antrain") }.max { $0.text.utf8.count < $1.text.utf8.count }!.path
    }

    /// Every model of every athlete's own files, read back: each workout's sets (reps, weight,
    /// `%` loads resolved) and each meal's foods, by offset in the file.
    static func models(_ host: inout AnalysisHost) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for analysis in host.analysesOfAll() {
            for (fileIndex, origin) in analysis.origins.enumerated() where origin.isOwned {
                let file = analysis.snapshot.files[fileIndex]
                for lowered in file.lowered.workouts {
                    let sets = lowered.workout.exercises.map { $0.sets.map { "\($0.reps)x\($0.weight)" }.joined(separator: ",") }
                    result[analysis.key(of: origin.file), default: []].append("\(origin.base + lowered.entryRange.lowerBound) \(sets.joined(separator: ";"))")
                }
                for meal in file.lowered.meals {
                    result[analysis.key(of: origin.file), default: []].append("\(origin.base + meal.entryRange.lowerBound) \(meal.meal.foods.map(\.grams))")
                }
            }
        }
        return result.mapValues { $0.sorted() }
    }

    @Test(arguments: [false, true])
    func editsOneByOneGiveWhatTheFinalTextsGiveFromScratch(onDemand: Bool) {
        // On demand, a budget of one byte drops every tree and model as soon as it is built:
        // each is parsed or lowered again when read.
        var host = Self.host(Self.workspace, keeping: onDemand ? .onDemand(ModelBudget(textBytes: 1)) : .always)
        var texts = Dictionary(uniqueKeysWithValues: Self.workspace.map { ($0.path, Array($0.text.utf8)) })
        let path = Self.editedPath
        #expect(Self.diagnostics(&host).values.reduce(0) { $0 + $1.count } > 10, "the workspace should have mistakes to report")
        var random = SeededRandom(seed: 3)
        let insertions = ["x", "\n", "  ", "2026-11-01 lifting\n  Squat 100x0\n", "# note\n", "\t", "exercise Sled Push\n  category: strength\n",
                          "2025-01-01 07:00 lifting 2h\n  Bench Press 100x5\n", "2025-01-02 bodyweight 80kg\n"]
        for step in 0..<40 {
            var bytes = texts[path]!
            let start = Self.boundary(Int(random.next() % UInt64(bytes.count + 1)), in: bytes)
            let deleting = step % 3 == 0
            let end = deleting ? Self.boundary(min(bytes.count, start + Int(random.next() % 80)), in: bytes) : start
            let insert = deleting ? [] : Array(insertions[step % insertions.count].utf8)
            host.apply(.edit(key: Self.key(path), range: TextRange(start, end), replacement: insert))
            bytes.replaceSubrange(start..<end, with: insert)
            texts[path] = bytes
            // Ask now and then, so that later analyses reuse earlier ones.
            if step % 4 == 0 { _ = host.snapshot().analysis(ofFile: Self.key(path)) }
        }
        let final = host.snapshot().text(of: Self.key(path))?.source.bytes
        #expect(final == texts[path])
        var fresh = Self.host(Self.workspace.map { ($0.path, String(decoding: texts[$0.path]!, as: UTF8.self)) })
        let incremental = Self.diagnostics(&host), scratch = Self.diagnostics(&fresh)
        #expect(incremental.keys.sorted() == scratch.keys.sorted())
        for file in scratch.keys.sorted() {
            #expect(incremental[file] == scratch[file], "\(file) differs")
        }
        let incrementalModels = Self.models(&host), scratchModels = Self.models(&fresh)
        #expect(scratchModels.values.reduce(0) { $0 + $1.count } > 100)
        for file in scratchModels.keys.sorted() {
            #expect(incrementalModels[file] == scratchModels[file], "\(file)'s models differ")
        }
    }

    @Test func modelsOnDemandStayWithinTheBudget() {
        let budget = ModelBudget(textBytes: 20_000, treeTextBytes: 10_000)
        var host = Self.host(Self.workspace, keeping: .onDemand(budget))
        var eager = Self.host(Self.workspace)
        #expect(Self.models(&host) == Self.models(&eager))
        #expect(Self.diagnostics(&host) == Self.diagnostics(&eager))
        // Reading every athlete's models built them all; the budget kept the latest only: at
        // most its sizes and, for models and for trees, the one file over.
        let largestChunk = host.analysesOfAll().flatMap { $0.snapshot.files.map(\.source.count) }.max()!
        #expect(budget.bytesHeld <= 30_000 + 2 * largestChunk)
        #expect(budget.bytesHeld > 0)
    }

    /// Offsets on character boundaries, as an editor sends them.
    static func boundary(_ offset: Int, in bytes: [UInt8]) -> Int {
        var offset = offset
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }

    @Test func anEditInOneAthletesLogLeavesTheOthersAnalysesAlone() throws {
        var host = Self.host(Self.workspace)
        let before = Dictionary(uniqueKeysWithValues: host.analysesOfAll().map { ($0.key, $0.generation) })
        #expect(before.count == 4, "three athletes and the logs no profile governs (common/)")
        let edited = Self.key(Self.editedPath)
        host.apply(.edit(key: edited, range: TextRange(0, 0), replacement: Array("2026-01-05 bodyweight 81kg\n\n".utf8)))
        let found = host.snapshot().analysis(ofFile: edited)
        let anna = try #require(found)
        #expect(anna.generation > before[anna.key]!)
        for analysis in host.analysesOfAll() where analysis.key != anna.key {
            #expect(analysis.generation == before[analysis.key], "\(analysis.key) was analysed again")
        }
    }

    @Test func openingAFileWithTheTextOnDiskChangesNothing() {
        var host = Self.host(Self.workspace)
        let before = host.analysesOfAll().map(\.generation)
        for (path, text) in Self.workspace {
            let key = Self.key(path)
            host.apply(.setText(key: key, name: path, folder: String(key[..<key.lastIndex(of: "/")!]), bytes: Array(text.utf8)))
        }
        let after = host.analysesOfAll().map(\.generation)
        #expect(after == before)
    }

    @Test func aChangedDefinitionReachesEveryAthlete() {
        var host = Self.host(Self.workspace)
        let before = Dictionary(uniqueKeysWithValues: host.analysesOfAll().map { ($0.key, $0.generation) })
        let common = Self.key("common/definitions.antrain")
        host.apply(.edit(key: common, range: TextRange(0, 0), replacement: Array("exercise Sled Push\n  category: strength\n\n".utf8)))
        for analysis in host.analysesOfAll() {
            #expect(analysis.generation > before[analysis.key]!, "\(analysis.key) kept an analysis made before the definition")
            #expect(analysis.snapshot.definitions.exercises.exercise(named: "sled push") != nil)
        }
    }

    @Test func anAthletesAnalysisWaitsForNoOtherAthlete() throws {
        var host = Self.host(Self.workspace)
        let found = host.snapshot().analysis(ofFile: Self.key(Self.editedPath))
        let first = try #require(found)
        // Only the first athlete's own files are read in full; the others stand in for their
        // definitions (profiles and common/).
        let own = Set(first.origins.filter(\.isOwned).map { first.key(of: $0.file) })
        #expect(own.allSatisfy { $0.hasPrefix("\(Self.root)/a01/") })
        #expect(first.origins.filter { !$0.isOwned }.map { first.key(of: $0.file) } == [
            Self.key("a02/profile.antrain"), Self.key("a03/profile.antrain"), Self.key("common/definitions.antrain"),
        ])
        // The rest is analysed one athlete at a time, when asked.
        var steps: [Int] = []
        while let (done, total) = host.analyzeNext() {
            #expect(total == 4)
            steps.append(done)
        }
        #expect(steps == [2, 3, 4])
        let pending = host.hasPendingWork()
        #expect(!pending)
    }
}
