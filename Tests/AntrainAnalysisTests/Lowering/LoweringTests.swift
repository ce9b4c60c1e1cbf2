import AntrainAnalysis
import AntrainModel
import AntrainTestSupport
import Testing

/// Lowering to the domain models of LANGUAGE.md §5: the figures an export carries.
@Suite struct LoweringTests {
    // MARK: Workouts and sets

    @Test func repeatedSetIsThreeWorkoutSets() {
        let sets = onlyExercise("Barbell Squat: 100x5x3 @8")?.sets ?? []
        #expect(sets.count == 3)
        #expect(sets.map(\.orderIndex) == [0, 1, 2])
        #expect(sets.allSatisfy { $0.reps == 5 && $0.weight == 100 && $0.rpe == 8 && $0.isCompleted })
    }

    @Test func inlineThenDeeperSetsInOrder() {
        let exercise = onlyExercise("Barbell Squat: 60x8 warmup, 100x5\n    110x5 @8\n    [ ] 115x5")
        #expect(exercise?.sets.map(\.weight) == [60, 100, 110, 115])
        #expect(exercise?.sets.map(\.orderIndex) == [0, 1, 2, 3])
    }

    @Test func supersetItemsShareAGroupNumberedInLineOrder() {
        let snapshot = assertParse("""
            2026-11-20 lifting Arms
              Barbell Curl: 40x10x3
              + Triceps Pushdown: 30x12x3
              + Hammer Curl 14x10x3
              Plank: 60s x3
              Cable Crunch 40x15
              + Hanging Leg Raise: x10

            """)
        let exercises = snapshot.files[0].lowered.workouts.first?.workout.exercises ?? []
        #expect(exercises.map(\.exercise.name) == [
            "Barbell Curl", "Tricep Pushdown", "Hammer Curl", "Plank", "Cable Crunch", "Hanging Leg Raise",
        ])
        #expect(exercises.map(\.supersetGroup) == [1, 1, 1, nil, 2, 2])
        #expect(exercises[2].sets.count == 3)
    }

    @Test func poundsAreStoredInKilograms() {
        let sets = onlyExercise("Barbell Bench Press: 225lb x 5, 100kg x 5, 100x5")?.sets ?? []
        #expect(sets.map(\.weight) == [225 * 0.45359237, 100, 100])
    }

    @Test func profileInPoundsReadsPlainLoadsAsPounds() {
        let snapshot = assertParse("""
            profile
              unit: lb
            2026-11-20 lifting
              Barbell Bench Press: 225x5, 100kg x 5
              Pull Up: BW+25x5

            """)
        let exercises = snapshot.files[0].lowered.workouts.first?.workout.exercises ?? []
        #expect(exercises.first?.sets.map(\.weight) == [225 * 0.45359237, 100])
        #expect(exercises.last?.sets.first?.bodyweightOffset == 25 * 0.45359237)
    }

    @Test func bodyweightSetsHaveWeightZeroAndAnOffset() {
        let sets = onlyExercise("Pull Up: BWx8, BW+10x6, BW-20x8, x12")?.sets ?? []
        #expect(sets.map(\.weight) == [0, 0, 0, 0])
        #expect(sets.map(\.isBodyweight) == [true, true, true, true])
        #expect(sets.map(\.bodyweightOffset) == [0, 10, -20, 0])
        #expect(sets.map(\.reps) == [8, 6, 8, 12])
    }

    @Test func warmupsAreNotWorkingSets() {
        let sets = onlyExercise("Barbell Bench Press 60x10 warmup, 100x5 @8, 100x5 @8.5, 105x3 @9")?.sets ?? []
        #expect(sets.count == 4)
        #expect(sets.map(\.isWarmup) == [true, false, false, false])
        #expect(sets.filter(\.isWorkingSet).map(\.weight) == [100, 100, 105])
        #expect(sets.first?.tags == [.warmup])
    }

    @Test func plannedSetsAreNotCompleted() {
        let sets = onlyExercise("Barbell Squat\n    120x5 @7\n    [x] 140x3 @9.5\n    [ ] 140x3", date: "2026-11-22")?.sets ?? []
        #expect(sets.map(\.isCompleted) == [true, true, false])
        #expect(sets.filter(\.isWorkingSet).count == 2)
    }

    @Test func tagsRestAndNotes() {
        let sets = onlyExercise("Barbell Squat\n    100x5 drop rest 2:00   # belt\n    80x8 failure")?.sets ?? []
        #expect(sets.first?.tags == [.drop])
        #expect(sets.first?.restTime == 120)
        #expect(sets.first?.notes == "belt")
        #expect(sets.last?.tags == [.failure])
        #expect(sets.last?.restTime == nil)
    }

    /// Notes are trimmed of spaces and tabs as characters are: a space that carries a
    /// combining mark after it is a character of its own and stays.
    @Test func notesAreTrimmedAsCharacters() {
        let sets = onlyExercise("Barbell Squat\n    100x5 #\t belt \t\n    90x5 # \u{301}x\n    80x5 #   \n    70x5 #ağır")?.sets ?? []
        #expect(sets.map(\.notes) == ["belt", " \u{301}x", nil, "ağır"])
    }

    @Test func itemNotes() {
        // An item's `# note` with sets on its line goes on each of those sets (the CSV export
        // has a note per set); on an item with no inline sets it is the exercise's note, and
        // a set line's note is its sets'.
        let snapshot = assertParse("""
            2026-11-20 lifting
              Pull Up: BWx8, BW+10x6   # shoulder felt tight
              Barbell Squat   # belt today
                120x5 @7
                130x5 @8   # grindy

            """)
        let exercises = snapshot.files[0].lowered.workouts.first?.workout.exercises ?? []
        #expect(exercises.first?.notes == nil)
        #expect(exercises.first?.sets.map(\.notes) == ["shoulder felt tight", "shoulder felt tight"])
        #expect(exercises.last?.notes == "belt today")
        #expect(exercises.last?.sets.map(\.notes) == [nil, "grindy"])
    }

    @Test func timeSets() {
        let sets = onlyExercise("Plank: 60s x3, BW+20 45s")?.sets ?? []
        #expect(sets.map(\.duration) == [60, 60, 60, 45])
        #expect(sets.map(\.reps) == [0, 0, 0, 0])
        #expect(sets.allSatisfy { $0.isTimeSet })
        #expect(sets.last?.bodyweightOffset == 20)
    }

    @Test func workoutHeaderFigures() {
        let snapshot = assertParse("""
            template Upper A
              Barbell Bench Press: x5x3 @8
            2026-11-02 07:30 lifting Upper A 1h05min   # good one
              rpe: 8
              Bench Press 60x10 warmup, 95x5 @7.5
              Landmine Press: 40x10x2
              1️⃣Zercher Carry: 100x5
            exercise Landmine Press
              category: barbell
              muscles: shoulders, triceps, core
              equipment: barbell

            """, diagnostics: [DiagnosticSpec("1️⃣", code: "unknown-exercise")])
        let workout = snapshot.files[0].lowered.workouts.first?.workout
        #expect(workout?.date == LocalDate(year: 2026, month: 11, day: 2))
        #expect(workout?.time == LocalTime(hour: 7, minute: 30))
        #expect(workout?.type == .lifting)
        #expect(workout?.title == "Upper A")
        #expect(workout?.templateName == "Upper A")
        #expect(workout?.duration == 3900)
        #expect(workout?.rpe == 8)
        #expect(workout?.notes == "good one")
        #expect(workout?.source.line == 3)
        let exercises = workout?.exercises ?? []
        #expect(exercises.map(\.orderIndex) == [0, 1, 2])
        #expect(exercises.map(\.writtenName) == ["Bench Press", "Landmine Press", "Zercher Carry"])
        #expect(exercises.map(\.exercise.name) == ["Barbell Bench Press", "Landmine Press", "Zercher Carry"])
        #expect(exercises.map(\.exercise.isCustom) == [false, true, true])
        #expect(exercises.map(\.exercise.isPlaceholder) == [false, false, true])
        #expect(exercises.first.map { $0.exercise.version >= 1 } == true)
        #expect(exercises.dropFirst().first?.exercise.version == 0)
    }

    @Test func durationPropertyWinsOverNothing() {
        let snapshot = assertParse("2026-11-20 lifting\n  duration: 45min\n  note: quick one\n  Barbell Squat 100x5\n")
        let workout = snapshot.files[0].lowered.workouts.first?.workout
        #expect(workout?.duration == 2700)
        #expect(workout?.notes == "quick one")
        #expect(workout?.time == nil)
    }

    @Test func templateIsAPlanNotAWorkout() {
        let snapshot = assertParse("template Push Day\n  Barbell Bench Press: x5x3 @8\n  Pull Up: BWx8x3\n")
        let lowered = snapshot.files[0].lowered
        #expect(lowered.workouts.isEmpty)
        let template = lowered.templates.first?.template
        #expect(template?.name == "Push Day")
        #expect(template?.exercises.map(\.sets.count) == [3, 3])
        #expect(template?.exercises.first?.sets.allSatisfy { !$0.isCompleted && !$0.isBodyweight && $0.weight == 0 } == true)
        #expect(template?.exercises.last?.sets.allSatisfy { $0.isBodyweight } == true)
    }

    // MARK: Cardio and metcon

    @Test func cardioPaceIsDerived() {
        let workout = assertParse("2026-11-03 18:00 cardio run 5.2km 26:30   # easy, zone 2\n")
            .files[0].lowered.workouts.first?.workout
        #expect(workout?.type == .cardio)
        #expect(workout?.duration == 1590)
        #expect(workout?.notes == "easy, zone 2")
        let quickLog = workout?.quickLog
        #expect(quickLog?.cardioType == .run)
        #expect(quickLog?.distanceKm == 5.2)
        #expect(quickLog?.duration == 1590)
        #expect(isClose(quickLog?.paceMinPerKm, 1590.0 / 60 / 5.2))
    }

    @Test func cardioWrittenPaceIsKept() {
        let quickLog = assertParse("2026-11-14 cardio swim 1.5km 38:00 pace 25:20/km\n")
            .files[0].lowered.workouts.first?.workout.quickLog
        #expect(isClose(quickLog?.paceMinPerKm, 25 + 20.0 / 60))
        #expect(quickLog?.cardioType == .swim)
    }

    @Test func cardioInMilesAndMetres() {
        let workouts = assertParse("2026-11-14 cardio run 3mi 24:00\n2026-11-15 cardio row 2000m 7:45\n")
            .files[0].lowered.workouts.map(\.workout)
        #expect(isClose(workouts.first?.quickLog?.distanceKm, 3 * 1.609344))
        #expect(workouts.last?.quickLog?.distanceKm == 2)
        #expect(isClose(workouts.last?.quickLog?.paceMinPerKm, 465.0 / 60 / 2))
    }

    @Test func metconFigures() {
        let workouts = assertParse("""
            2026-11-05 metcon amrap 20min 7 rounds "Cindy"
              Pull Up x5
              Push Up x10
              Air Squat x15
            2026-11-10 metcon for-time 12:34 "Fran 21-15-9"

            """).files[0].lowered.workouts.map(\.workout)
        let cindy = workouts.first
        #expect(cindy?.type == .metcon)
        #expect(cindy?.quickLog?.metconType == .amrap)
        #expect(cindy?.quickLog?.rounds == 7)
        #expect(cindy?.quickLog?.result == "Cindy")
        #expect(cindy?.duration == 1200)
        #expect(cindy?.exercises.map(\.exercise.name) == ["Pull Up", "Push Up", "Air Squat"])
        #expect(cindy?.exercises.map { $0.sets.first?.reps } == [5, 10, 15])
        #expect(workouts.last?.quickLog?.metconType == .fortime)
        #expect(workouts.last?.quickLog?.duration == 754)
    }

    // MARK: Nutrition

    @Test func foodGramsFromAmounts() {
        let foods = assertParse("""
            food Protein Bar
              brand: Acme
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat
              serving: 60g
              category: protein
            2026-11-02 08:45 breakfast
              Egg x3
              Egg
              Oats 80g
              Milk 250ml
              Protein Bar
              Protein Bar (Acme) 2 servings
              Potato 0.3kg

            """).files[0].lowered.meals.first?.meal.foods ?? []
        #expect(foods.count == 7)
        guard foods.count == 7 else { return }
        // Egg's default serving is 50 g.
        #expect(foods.map(\.grams).map { ($0 * 1000).rounded() / 1000 } == [150, 50, 80, 250, 60, 120, 300])
        #expect(foods.map(\.writtenName) == ["Egg", "Egg", "Oats", "Milk", "Protein Bar", "Protein Bar (Acme)", "Potato"])
        #expect(foods[4].food.isCustom)
        #expect(foods[4].food.brand == "Acme")
        #expect(!foods[0].food.isCustom)
    }

    @Test func foodFiguresScaleWithGrams() {
        let food = assertParse("2026-11-02 12:00 lunch\n  Chicken Breast 200g\n").files[0].lowered.meals.first?.meal.foods.first
        let per100g = food?.food.per100g
        #expect(isClose(food?.macros.calories, (per100g?.calories ?? 0) * 2))
        #expect(isClose(food?.macros.protein, (per100g?.protein ?? 0) * 2))
        #expect(food.map { $0.food.caloriesPer100g > 0 } == true)
    }

    @Test func mealsOfOneDateFormOneNutritionLog() {
        let snapshot = assertParse("""
            2026-11-02 13:00 lunch
              Chicken Breast 200g
            2026-11-02 08:45 kahvaltı
              Egg x3
            2026-11-03 08:00 breakfast
              Oats 80g
            2026-11-02 17:00 meal "Pre-workout"
              Banana

            """)
        let meals = snapshot.files[0].lowered.meals
        #expect(meals.map(\.meal.name) == ["lunch", "breakfast", "breakfast", "Pre-workout"])
        let november2 = LocalDate(year: 2026, month: 11, day: 2)
        let dayMeals = meals.filter { $0.date == november2 }.map(\.meal)
        #expect(dayMeals.count == 3)
        let log = NutritionLog(date: november2, meals: dayMeals.sorted { ($0.time?.minutes ?? -1) < ($1.time?.minutes ?? -1) })
        #expect(log.meals.map(\.name) == ["breakfast", "lunch", "Pre-workout"])
        let total = dayMeals.flatMap(\.foods).reduce(0) { $0 + $1.macros.calories }
        #expect(isClose(log.totals.calories, total))
        #expect(log.totals.calories > 0)
    }

    @Test func brandsTellFoodsOfOneNameApart() {
        let foods = assertParse("""
            food Protein Bar
              brand: Acme
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat
              serving: 60g
            food Protein Bar
              brand: Zeta
              per 100g: 400 kcal, 33 protein, 38 carbs, 13 fat
              serving: 50g
            2026-11-21 snack
              Protein Bar (Zeta)
              Protein Bar (Acme)

            """).files[0].lowered.meals.first?.meal.foods ?? []
        #expect(foods.map(\.food.brand) == ["Zeta", "Acme"])
        #expect(foods.map(\.grams) == [50, 60])
    }

    // MARK: Bodyweight and profile

    @Test func bodyweightEntries() {
        let snapshot = assertParse("""
            2026-11-20 bodyweight 78.4kg
            2026-11-20 19:00 weight 79kg
            2026-11-21 07:00 bodyweight 173 lb

            """)
        let entries = snapshot.history(ofFile: 0).bodyweights
        #expect(entries.map(\.weightKg) == [78.4, 79, 173 * 0.45359237])
        // Several on one day: the last one counts.
        #expect(snapshot.history(ofFile: 0).bodyweight(on: LocalDate(year: 2026, month: 11, day: 20)) == 79)
        #expect(snapshot.history(ofFile: 0).bodyweight(on: LocalDate(year: 2026, month: 11, day: 25)) == 173 * 0.45359237)
        #expect(snapshot.history(ofFile: 0).bodyweight(on: LocalDate(year: 2026, month: 11, day: 19)) == nil)
    }

    @Test func lastOfSeveralUntimedBodyweightsCounts() {
        let snapshot = assertParse("2026-11-20 bodyweight 78kg\n2026-11-20 bodyweight 79kg\n2026-11-19 bodyweight 77kg\n")
        #expect(snapshot.history(ofFile: 0).bodyweights.map(\.weightKg) == [77, 78, 79])
        #expect(snapshot.history(ofFile: 0).bodyweight(on: LocalDate(year: 2026, month: 11, day: 20)) == 79)
    }

    @Test func bodyweightWithoutAUnitIsInTheProfileUnit() {
        let snapshot = assertParse("profile\n  unit: lb\n2026-11-20 bodyweight 173\n2026-11-21 bodyweight 80kg\n")
        #expect(snapshot.history(ofFile: 0).bodyweights.map(\.weightKg) == [173 * 0.45359237, 80])
    }

    @Test func profileAndDefaults() {
        let none = assertParse("2026-11-20 bodyweight 78kg\n")
        #expect(none.profile(ofFile: 0) == UserProfile.defaults)
        #expect(none.profile(ofFile: 0).goals == Macros(calories: 2000, protein: 150, carbs: 200, fat: 65))
        #expect(none.profile(ofFile: 0).unit == .kg)
        let profile = assertParse("""
            profile
              name: Burak
              height: 1.80 m
              unit: lb
              calories: 2400
              protein: 160
              carbs: 260
              fat: 75

            """).profile(ofFile: 0)
        #expect(profile.name == "Burak")
        #expect(isClose(profile.heightCm, 180))
        #expect(profile.unit == .lb)
        #expect(profile.goals == Macros(calories: 2400, protein: 160, carbs: 260, fat: 75))
    }

    @Test func customDefinitions() {
        let definitions = assertParse("""
            exercise Landmine Press
              category: barbell
              muscles: shoulders, triceps, core
              equipment: barbell
              aliases: landmine
            food Protein Bar
              brand: Acme
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat
              serving: 60g
              category: protein

            """).definitions
        let exercise = definitions.exercises.exercise(named: "landmine")
        #expect(exercise?.name == "Landmine Press")
        #expect(exercise?.muscleGroups == [.shoulders, .triceps, .core])
        #expect(exercise?.isCustom == true)
        #expect(exercise?.version == 0)
        let food = definitions.foods.food(named: "Protein Bar (Acme)")
        #expect(food?.per100g == Macros(calories: 380, protein: 30, carbs: 40, fat: 12))
        #expect(food?.defaultServingGrams == 60)
        #expect(food?.category == .protein)
        #expect(food?.isCustom == true)
    }

    // MARK: - Helpers

    /// The only exercise of a one-exercise lifting entry on `date`, checked clean.
    private func onlyExercise(
        _ item: String, date: String = "2026-11-20", sourceLocation: SourceLocation = #_sourceLocation
    ) -> WorkoutExercise? {
        let snapshot = assertParse("\(date) lifting\n  \(item)\n", sourceLocation: sourceLocation)
        let exercises = snapshot.files[0].lowered.workouts.first?.workout.exercises ?? []
        #expect(exercises.count == 1, sourceLocation: sourceLocation)
        return exercises.first
    }
}

/// Whether two optional figures are equal up to rounding.
func isClose(_ value: Double?, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
    guard let value else { return false }
    return abs(value - expected) <= tolerance * max(1, abs(expected))
}
