import AntrainAnalysis
import AntrainModel
import AntrainTestSupport
import Testing

/// The figures the tools compute (LANGUAGE.md §5): volume, estimated 1RM, BMI, pace and
/// speed, and the seed's progressive-overload rule.
@Suite struct FiguresTests {
    // MARK: Volume

    @Test func volumeIsRepsTimesKilograms() {
        #expect(WorkoutSet(orderIndex: 0, reps: 5, weight: 100).volume(bodyweight: nil) == 500)
        #expect(WorkoutSet(orderIndex: 0, reps: 5, weight: 225 * WeightUnit.kilogramsPerPound).volume(bodyweight: nil) == 5 * 102.05828325)
    }

    @Test func bodyweightVolumeUsesTheKnownBodyweight() {
        let weighted = WorkoutSet(orderIndex: 0, reps: 6, weight: 0, isBodyweight: true, bodyweightOffset: 10)
        let assisted = WorkoutSet(orderIndex: 0, reps: 8, weight: 0, isBodyweight: true, bodyweightOffset: -20)
        #expect(weighted.volume(bodyweight: 80) == 540)
        #expect(assisted.volume(bodyweight: 80) == 480)
        // No bodyweight known: no volume.
        #expect(weighted.volume(bodyweight: nil) == 0)
        #expect(weighted.effectiveLoad(bodyweight: nil) == nil)
    }

    @Test func timeSetsHaveNoVolume() {
        #expect(WorkoutSet(orderIndex: 0, reps: 0, weight: 40, duration: 30).volume(bodyweight: 80) == 0)
    }

    @Test func bodyweightForAWorkoutIsTheLatestOnOrBeforeItsDate() {
        let snapshot = assertParse("""
            2026-11-18 bodyweight 79kg
            2026-11-20 lifting
              Pull Up: BW+10x6
            2026-11-21 bodyweight 78kg

            """)
        let workout = snapshot.files[0].lowered.workouts.first?.workout
        let bodyweight = workout.flatMap { snapshot.history(ofFile: 0).bodyweight(on: $0.date) }
        #expect(bodyweight == 79)
        #expect(workout?.exercises.first?.sets.first?.volume(bodyweight: bodyweight) == 534)  // 6 × (79 + 10)
    }

    @Test func workingVolumeLeavesOutWarmupsAndPlannedSets() {
        let snapshot = assertParse("""
            2026-11-20 lifting
              Barbell Squat: 60x10 warmup, 100x5x3
                [ ] 100x5

            """)
        let sets = snapshot.files[0].lowered.workouts.first?.workout.allSets ?? []
        let working = sets.filter(\.isWorkingSet).reduce(0) { $0 + $1.volume(bodyweight: nil) }
        #expect(working == 1500)
        #expect(sets.reduce(0) { $0 + $1.volume(bodyweight: nil) } == 2600)
    }

    // MARK: Estimated one-rep max

    @Test func brzycki() {
        #expect(isClose(OneRepMaxFormula.brzycki.estimate(weight: 100, reps: 5), 100 / (1.0278 - 0.0278 * 5)))
        #expect(isClose(OneRepMaxFormula.brzycki.estimate(weight: 100, reps: 5), 112.5112511251125, tolerance: 1e-12))
        #expect(OneRepMaxFormula.brzycki.estimate(weight: 140, reps: 1) == 140)
    }

    @Test func brzyckiStopsAfterTwelveReps() {
        #expect(isClose(OneRepMaxFormula.brzycki.estimate(weight: 60, reps: 12), 60 / (1.0278 - 0.0278 * 12)))
        #expect(OneRepMaxFormula.brzycki.estimate(weight: 60, reps: 13) == nil)
        // Where the formula divides by zero.
        #expect(OneRepMaxFormula.brzycki.estimate(weight: 60, reps: 37) == nil)
    }

    @Test func noEstimateWithoutRepsOrLoad() {
        #expect(OneRepMaxFormula.brzycki.estimate(weight: 100, reps: 0) == nil)
        #expect(OneRepMaxFormula.brzycki.estimate(weight: 0, reps: 5) == nil)
        #expect(OneRepMaxFormula.epley.estimate(weight: 100, reps: 0) == nil)
    }

    @Test func epley() {
        #expect(isClose(OneRepMaxFormula.epley.estimate(weight: 100, reps: 5), 100 * (1 + 5.0 / 30)))
        #expect(OneRepMaxFormula.epley.estimate(weight: 100, reps: 1) == 100)
        #expect(isClose(OneRepMaxFormula.epley.estimate(weight: 60, reps: 12), 84))
        #expect(OneRepMaxFormula.epley.estimate(weight: 60, reps: 13) == nil)
    }

    // MARK: BMI

    @Test(arguments: [
        (18.4, BodyMassIndex.Category.underweight), (18.5, .normal), (24.9, .normal), (25.0, .overweight),
        (29.9, .overweight), (30.0, .obese), (42.0, .obese),
    ])
    func bmiCategories(_ value: Double, _ category: BodyMassIndex.Category) {
        // At 1 m tall the BMI is the weight.
        let bmi = BodyMassIndex(weightKg: value, heightCm: 100)
        #expect(bmi?.value == value)
        #expect(bmi?.category == category, "BMI \(value)")
    }

    @Test func bmiFromAProfileAndABodyweight() {
        let snapshot = assertParse("profile\n  height: 180 cm\n2026-11-20 bodyweight 81kg\n")
        let height = snapshot.profile(ofFile: 0).heightCm ?? 0
        let weight = snapshot.history(ofFile: 0).bodyweight(on: testToday) ?? 0
        let bmi = BodyMassIndex(weightKg: weight, heightCm: height)
        #expect(isClose(bmi?.value, 25))
        #expect(BodyMassIndex(weightKg: 80, heightCm: 0) == nil)
    }

    // MARK: Pace and speed

    @Test func paceAndSpeed() {
        let run = QuickLogData(distanceKm: 5, duration: 1500)
        #expect(run.derivedPace == 5)
        #expect(run.speedKmPerHour == 12)
        let swim = QuickLogData(distanceKm: 1.5, duration: 2280)
        #expect(isClose(swim.derivedPace, 25 + 20.0 / 60))
        #expect(QuickLogData(distanceKm: 0, duration: 1500).derivedPace == nil)
        #expect(QuickLogData(distanceKm: 5, duration: nil).speedKmPerHour == nil)
    }

    @Test(arguments: [
        (97.5, 1, "97.5"), (100, 1, "100"), (99.96, 1, "100"), (0.05, 2, "0.05"), (0.5, 2, "0.5"),
        (-0.5, 1, "-0.5"), (-1.25, 2, "-1.25"), (-12_500.4, 0, "-12,500"), (1_250, 1, "1250"),
        (12_500, 1, "12,500"), (1_234_567.891, 2, "1,234,567.89"), (-0.04, 1, "0"), (2.0 / 3, 3, "0.667"),
    ] as [(Double, Int, String)])
    func numbersHaveTheirDecimalsWithoutTrailingZerosAndGroupsFromFiveDigits(value: Double, decimals: Int, shown: String) {
        #expect(Format.number(value, decimals: decimals) == shown)
    }

    @Test func groupingCanBeTurnedOff() {
        #expect(Format.number(12_500.5, grouping: false) == "12500.5")
        #expect(Format.grouped(-1_234_567) == "-1,234,567")
        #expect(Format.grouped(1234) == "1234")
    }

    @Test func paceIsShownAsMinutesAndSeconds() {
        #expect(Format.pace(minutesPerKm: 5) == "5:00 /km")
        #expect(Format.pace(minutesPerKm: 1590.0 / 60 / 5.2) == "5:06 /km")
    }

    // MARK: Progressive overload

    @Test(arguments: [
        // RPE ≤ 6: +5 %, rounded to 2.5 kg.
        (100.0, 6.0, 105.0), (100, 5, 105), (60, 6, 62.5),
        // 7–8: +2.5 %.
        (100, 7, 102.5), (100, 8, 102.5), (140, 7.5, 142.5),
        // ≥ 9: −2.5 %.
        (100, 9, 97.5), (100, 10, 97.5), (140, 9.5, 137.5),
    ])
    func progressiveOverloadInKilograms(_ weight: Double, _ rpe: Double, _ expected: Double) {
        #expect(ProgressiveOverload.suggestedLoad(after: weight, rpe: rpe, unit: .kg) == expected, "\(weight) @\(rpe)")
    }

    @Test(arguments: [
        // Rounded to 5 lb.
        (225.0, 6.0, 235.0), (225, 8, 230), (225, 9, 220), (135, 6, 140),
    ])
    func progressiveOverloadInPounds(_ weight: Double, _ rpe: Double, _ expected: Double) {
        #expect(ProgressiveOverload.suggestedLoad(after: weight, rpe: rpe, unit: .lb) == expected, "\(weight) @\(rpe)")
    }

    @Test func progressiveOverloadAlwaysMoves() {
        // 2.5 % of 20 kg rounds back to 20: the suggestion still goes up one plate step.
        #expect(ProgressiveOverload.suggestedLoad(after: 20, rpe: 8, unit: .kg) == 22.5)
        #expect(ProgressiveOverload.suggestedLoad(after: 20, rpe: 9, unit: .kg) == 17.5)
        #expect(ProgressiveOverload.suggestedLoad(after: 0, rpe: 9, unit: .kg) == 0)
    }

    @Test func progressiveOverloadBetweenTheBands() {
        // The seed leaves RPE 6.5 and 8.5 unnamed; they take the middle band (+2.5 %), as
        // does a set without an RPE: only a clearly easy set earns +5 % and only a clearly
        // hard one a step back.
        #expect(ProgressiveOverload.suggestedLoad(after: 100, rpe: 6.5, unit: .kg) == 102.5)
        #expect(ProgressiveOverload.suggestedLoad(after: 100, rpe: 8.5, unit: .kg) == 102.5)
        #expect(ProgressiveOverload.suggestedLoad(after: 100, rpe: nil, unit: .kg) == 102.5)
    }
}
