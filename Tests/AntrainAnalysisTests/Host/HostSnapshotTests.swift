@testable import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
import Dispatch
import Testing

/// The host's snapshots (STYLE.md's host): cheap, immutable and `Sendable`; what a query on
/// one derives is made once per revision and adopted by the host; a change cancels a
/// workspace-wide question on an older snapshot.
@Suite struct HostSnapshotTests {
    static let settings = AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 22))
    static let anna = "/w/anna/log.antrain"
    static let burak = "/w/burak/log.antrain"
    static let files = [
        (anna, "profile\n  name: Anna\n\n2026-11-02 lifting\n  Bench Press 60x5\n"),
        (burak, "profile\n  name: Burak\n\n2026-11-03 lifting\n  Squat 100x5\n"),
    ]

    static func host(keeping: ModelKeeping = .always) -> AnalysisHost {
        var host = AnalysisHost(settings: settings, keeping: keeping)
        for (key, text) in files {
            host.apply(.setText(key: key, name: key, folder: PathText.deletingLastComponent(key), bytes: Array(text.utf8)))
        }
        return host
    }

    /// Codes of a file's diagnostics, as its athlete's analysis on `snapshot` reports them.
    static func codes(_ snapshot: HostSnapshot, _ key: String) -> [String] {
        snapshot.analysis(ofFile: key)?.diagnostics(ofFile: key).map(\.code.rawValue) ?? ["no analysis"]
    }

    @Test func anOlderSnapshotStillAnswersForTheWorldItWasTakenIn() {
        var host = Self.host()
        let before = host.snapshot()
        // Reps of 0 in Anna's log: an error the older snapshot must not see.
        let offset = Array(Self.files[0].1.utf8).count - 2
        host.apply(.edit(key: Self.anna, range: TextRange(offset, offset + 1), replacement: Array("0".utf8)))
        let after = host.snapshot()
        #expect(Self.codes(before, Self.anna) == [])
        #expect(Self.codes(after, Self.anna) == ["reps-not-positive"])
        #expect(before.source(of: Self.anna)?.bytes == Array(Self.files[0].1.utf8))
        #expect(after.revision == before.revision + 1)
    }

    @Test func whatASnapshotDerivedIsAdoptedAndNotMadeAgain() {
        var host = Self.host()
        let first = host.snapshot()
        let made = host.analysesMade
        let generation = first.analysis(ofFile: Self.anna)?.generation
        #expect(host.analysesMade == made + 1)
        // Asked again, and asked of a snapshot of the same revision taken after: the same analysis.
        #expect(first.analysis(ofFile: Self.anna)?.generation == generation)
        let second = host.snapshot()
        #expect(second.analysis(ofFile: Self.anna)?.generation == generation)
        #expect(host.analysesMade == made + 1)
        #expect(host.analysedAthletes == ["//w/anna"])
        // A set added to Burak's log leaves Anna's analysis as it was.
        let end = Array(Self.files[1].1.utf8).count
        host.apply(.edit(key: Self.burak, range: TextRange(end, end), replacement: Array("  Squat 100x5\n".utf8)))
        #expect(host.snapshot().analysis(ofFile: Self.anna)?.generation == generation)
        #expect(host.analysesMade == made + 1)
    }

    @Test func manyThreadsAskingOneSnapshotMakeTheAnalysisOnce() async {
        var host = Self.host()
        let snapshot = host.snapshot()
        let made = host.analysesMade
        let generations = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<8 { group.addTask { snapshot.analysis(ofFile: Self.burak)?.generation } }
            var all: Set<Int?> = []
            for await generation in group { all.insert(generation) }
            return all
        }
        #expect(generations.count == 1 && generations.first! != nil)
        #expect(host.analysesMade == made + 1)
    }

    @Test func aChangeCancelsAWorkspaceWideQuestionOnAnOlderSnapshot() throws {
        var host = Self.host()
        let old = host.snapshot()
        #expect(!old.isCancelled)
        host.apply(.edit(key: Self.anna, range: TextRange(0, 0), replacement: Array("\n".utf8)))
        #expect(old.isCancelled)
        #expect(throws: HostSnapshot.Cancelled.self) { try old.analysesOfAll() }
        // Asked again on a fresh snapshot, it is answered.
        #expect(try host.snapshot().analysesOfAll().map(\.key) == ["//w/anna", "//w/burak"])
    }

    @Test func aCopyOfTheHostThatTakesATrialChangeLeavesTheOriginalAlone() {
        var host = Self.host()
        _ = host.snapshot().analysis(ofFile: Self.anna)
        var trial = host
        let offset = Array(Self.files[0].1.utf8).count - 2
        trial.apply(.edit(key: Self.anna, range: TextRange(offset, offset + 1), replacement: Array("0".utf8)))
        #expect(Self.codes(trial.snapshot(), Self.anna) == ["reps-not-positive"])
        // The original's next snapshot is of its own world, whatever the copy derived.
        #expect(Self.codes(host.snapshot(), Self.anna) == [])
        host.apply(.edit(key: Self.burak, range: TextRange(0, 0), replacement: Array("\n".utf8)))
        #expect(Self.codes(host.snapshot(), Self.anna) == [])
    }

    @Test func aFileNoEditorShowsIsParsedOncePerRevision() throws {
        var host = Self.host(keeping: .onDemand(ModelBudget()))
        let snapshot = host.snapshot()
        let burak = try #require(snapshot.fileID(of: Self.burak))
        #expect(snapshot.files[burak]?.parsedText == nil)
        #expect(snapshot.text(of: Self.burak)?.source.bytes == Array(Self.files[1].1.utf8))
        // The parse is adopted: the host holds it, and a later snapshot reads it as it is.
        #expect(host.snapshot().files[burak]?.parsedText != nil)
        #expect(host.snapshot().text(of: "/w/nobody.antrain") == nil)
    }

    @Test func filesAreInternedOnceAndKeepTheirIDs() throws {
        var host = Self.host()
        let anna = try #require(host.snapshot().fileID(of: Self.anna))
        let burak = try #require(host.snapshot().fileID(of: Self.burak))
        #expect(anna != burak)
        #expect(host.snapshot().key(of: anna) == Self.anna)
        // Removed, the file is no longer held; added again, it is the same file.
        host.apply(.remove(key: Self.anna))
        #expect(host.snapshot().fileID(of: Self.anna) == nil)
        #expect(!host.contains(Self.anna))
        host.apply(.setText(key: Self.anna, name: Self.anna, folder: "/w/anna", bytes: Array(Self.files[0].1.utf8)))
        #expect(host.snapshot().fileID(of: Self.anna) == anna)
        #expect(host.snapshot().fileKeys == [Self.anna, Self.burak])
    }
}
