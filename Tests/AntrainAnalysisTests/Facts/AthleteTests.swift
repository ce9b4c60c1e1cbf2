import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// One repository, several athletes (LANGUAGE.md §4): a coach keeps `anna/` and `burak/`,
/// each with a profile, and shares custom exercises from `common/`. Every figure is Anna's
/// or Burak's alone; the numbers are worked out by hand beside each assertion.
@Suite struct AthleteTests {
    static let coach: [(name: String, text: String)] = [
        ("common/exercises.antrain", """
            exercise Landmine Press
              category: barbell
              muscles: shoulders, triceps

            """),
        ("anna/profile.antrain", """
            profile
              name: Anna
              height: 165 cm
              calories: 1800
              protein: 120
              carbs: 180
              fat: 60

            """),
        ("anna/log.antrain", """
            2026-11-10 07:30 lifting 1h
              Bench Press: 50x5 @8
            2026-11-19 bodyweight 60kg
            2026-11-20 07:30 lifting 1h
              Bench Press: 50x5 @8
              Landmine Press: 20x10
            2026-11-20 12:30 lunch
              Chicken Breast 200g

            """),
        ("burak/profile.antrain", """
            profile
              name: Burak
              height: 180 cm
              unit: lb
              calories: 2800
              rounding: 10 lb

            """),
        ("burak/log.antrain", """
            2026-11-10 07:30 lifting 1h
              Bench Press: 225x5 @8
            2026-11-18 bodyweight 80kg
            2026-11-20 07:30 lifting 1h
              Bench Press: 225x5 @8
            2026-11-20 13:00 lunch
              Rice 300g

            """),
    ]

    static func analyze(_ files: [(name: String, text: String)]) -> WorkspaceSnapshot {
        WorkspaceSnapshot.analyze(files.map { file in
            SourceFile(name: file.name, text: file.text, folder: MarkedFile(file.name, "").folder)
        }, settings: testSettings)
    }

    func file(_ name: String, in snapshot: WorkspaceSnapshot) -> Int { snapshot.fileIndex(named: name)! }

    /// The hover at the first occurrence of `needle` (plus `offset` bytes) in file `name`.
    func hover(_ name: String, at needle: String, plus offset: Int = 0, in snapshot: WorkspaceSnapshot) -> String {
        let index = file(name, in: snapshot)
        let text = String(decoding: snapshot.files[index].tree.source.bytes, as: UTF8.self)
        let at = text.utf8.count - text.components(separatedBy: needle).dropFirst().joined(separator: needle).utf8.count - needle.utf8.count
        return HoverEngine.hover(in: snapshot, fileIndex: index, offset: at + offset)?.markdown ?? ""
    }

    @Test func eachLogBelongsToTheProfileOfItsFolder() {
        let snapshot = Self.analyze(Self.coach)
        #expect(snapshot.athletes.filter(\.hasProfile).map(\.profile.name) == ["Anna", "Burak"])
        #expect(snapshot.profile(ofFile: file("anna/log.antrain", in: snapshot)).name == "Anna")
        #expect(snapshot.profile(ofFile: file("burak/log.antrain", in: snapshot)).name == "Burak")
        // Nothing in the workspace is reported: no duplicate profile, no overlap at 07:30 on the 20th.
        #expect(snapshot.files.flatMap(\.diagnostics).map(\.message) == [])
    }

    @Test func loadsWithoutAUnitAreInTheAthletesUnit() {
        let snapshot = Self.analyze(Self.coach)
        let burak = snapshot.history(ofFile: file("burak/log.antrain", in: snapshot))
        let top = snapshot.workout(burak.workouts[0]).workout.exercises[0].sets[0].weight
        // 225 lb × 0.45359237 = 102.058 kg.
        #expect(abs(top - 102.05828325) < 0.0001)
        let anna = snapshot.history(ofFile: file("anna/log.antrain", in: snapshot))
        #expect(snapshot.workout(anna.workouts[0]).workout.exercises[0].sets[0].weight == 50)
    }

    @Test func historiesAreSeparate() {
        let snapshot = Self.analyze(Self.coach)
        let anna = snapshot.history(ofFile: file("anna/log.antrain", in: snapshot))
        let burak = snapshot.history(ofFile: file("burak/log.antrain", in: snapshot))
        #expect(anna.workouts.count == 2)
        #expect(burak.workouts.count == 2)
        #expect(anna.bodyweights.map(\.weightKg) == [60])
        #expect(burak.bodyweights.map(\.weightKg) == [80])
        let bench = PresetExerciseLibrary.shared.exercise(named: "Bench Press")!
        #expect(anna.sessions(of: bench).count == 2)
        #expect(burak.sessions(of: bench).count == 2)
    }

    @Test func bodyweightHoverUsesTheAthletesOwnEntriesAndHeight() {
        let snapshot = Self.analyze(Self.coach)
        let markdown = hover("anna/log.antrain", at: "2026-11-19 bodyweight", in: snapshot)
        // Only Anna's 60 kg: with Burak's 80 kg mixed in it would read 70 kg (2 entries).
        #expect(markdown.contains("7-day average: 60 kg (1 entry)"), "\(markdown)")
        // 60 / 1.65² = 60 / 2.7225 = 22.04: normal. With Burak's height it would be 18.5.
        #expect(markdown.contains("BMI 22 — normal"), "\(markdown)")
    }

    @Test func setHoverComparesWithTheAthletesOwnBest() {
        let snapshot = Self.analyze(Self.coach)
        let markdown = hover("anna/log.antrain", at: "50x5 @8\n  Landmine", in: snapshot)
        // Anna's best e1RM is her own 50 × 5: 50 / 0.8888 = 56.26 → 56.5; 100 %. Burak's 225 lb
        // (102 kg) would make it 49 %.
        #expect(markdown.contains("— 100 % of your best e1RM 56.5 kg"), "\(markdown)")
        let burak = hover("burak/log.antrain", at: "225x5 @8\n2026-11-20 13:00", in: snapshot)
        // Burak's figures in his unit: 225 × 5 = 1125 lb; e1RM 225 / 0.8888 = 253.15 → 253 lb.
        #expect(burak.contains("**225 lb × 5**"), "\(burak)")
        #expect(burak.contains("volume 1125 lb · e1RM 253 lb (brzycki) — 100 % of your best e1RM 253 lb"), "\(burak)")
    }

    @Test func mealHoverCountsTheAthletesDayAgainstTheirGoals() {
        let snapshot = Self.analyze(Self.coach)
        let markdown = hover("anna/log.antrain", at: "2026-11-20 12:30 lunch", in: snapshot)
        // Anna's day is her lunch alone: Chicken Breast 200 g = 330 kcal, against her 1800.
        // Burak's rice (300 g = 390 kcal) on the same date is not hers.
        #expect(markdown.contains("**Day (1 meal) against your goals:**"), "\(markdown)")
        #expect(markdown.contains("- kcal 330 / 1800 (18 %)"), "\(markdown)")
    }

    @Test func completionRepeatsAndProgressesTheAthletesOwnLastSession() {
        var files = Self.coach
        files[4].text += "2026-11-22 lifting\n  Bench Press: \n"
        let snapshot = Self.analyze(files)
        let index = file("burak/log.antrain", in: snapshot)
        let text = String(decoding: snapshot.files[index].tree.source.bytes, as: UTF8.self)
        let labels = CompletionEngine.complete(in: snapshot, fileIndex: index, offset: text.utf8.count - 1).items.map(\.label)
        // Burak's last bench is 225 × 5 @8: +2.5 % = 230.6 lb, rounded to his `rounding: 10 lb` = 230.
        #expect(Array(labels.prefix(2)) == ["repeat last: 225x5 @8", "progress: 230x5 @8"])
    }

    @Test func theNearestProfileWinsAndASingleProfileGovernsEverywhere() {
        let nested = Self.analyze([
            ("profile.antrain", "profile\n  name: Coach\n"),
            ("anna/profile.antrain", "profile\n  name: Anna\n"),
            ("anna/2026/log.antrain", "2026-11-20 bodyweight 60kg\n"),
            ("annabel/log.antrain", "2026-11-20 bodyweight 70kg\n"),
        ])
        #expect(nested.profile(ofFile: 2).name == "Anna")
        // `annabel` is not below `anna`: the root's profile governs it.
        #expect(nested.profile(ofFile: 3).name == "Coach")

        let single = Self.analyze([("settings/profile.antrain", "profile\n  name: Burak\n"), ("logs/log.antrain", "2026-11-20 bodyweight 80kg\n")])
        #expect(single.profile(ofFile: 1).name == "Burak")
        #expect(single.athletes.count == 1)

        let unscoped = Self.analyze([
            ("anna/profile.antrain", "profile\n  name: Anna\n"), ("burak/profile.antrain", "profile\n  name: Burak\n"),
            ("shared/log.antrain", "2026-11-20 bodyweight 80kg\n"),
        ])
        // Two athletes and a log under neither: it has the defaults and belongs to no one's history.
        #expect(!unscoped.athlete(ofFile: 2).hasProfile)
        #expect(unscoped.profile(ofFile: 2) == .defaults)
        #expect(unscoped.history(ofFile: 0).bodyweights.isEmpty)
    }

    @Test func profileSettingsAreRead() {
        let snapshot = Self.analyze([("log.antrain", """
            profile
              unit: lb
              language: tr
              rounding: 2.5
              bar: 15 kg
              plates: 45, 25, 10 lb, 5kg

            """)])
        let profile = snapshot.profile(ofFile: 0)
        #expect(snapshot.files[0].diagnostics.map(\.message) == [])
        #expect(profile.language == .tr)
        // 2.5 in the profile's unit (lb) = 1.134 kg.
        #expect(abs(profile.roundingKg! - 2.5 * 0.45359237) < 1e-9)
        #expect(profile.barKg == 15)
        // Heaviest first, in kg: 45 lb = 20.41, 25 lb = 11.34, 10 lb = 4.54, 5 kg.
        #expect(profile.platesKg!.map { ($0 * 100).rounded() / 100 } == [20.41, 11.34, 5, 4.54])
        #expect(profile.loadStep(in: .lb) == 2.5)
        let defaults = UserProfile.defaults
        #expect(defaults.effectiveBarKg == 20)
        #expect(defaults.effectivePlatesKg == [25, 20, 15, 10, 5, 2.5, 1.25])
        #expect(defaults.loadStep(in: .kg) == 2.5)
    }
}
