import Testing

@testable import AntrainModel

/// Names people bring from other apps and from the gym floor (issue: about one in ten common
/// names came back `unknown-exercise`).
///
/// Strong and Hevy export each exercise as "Name (Equipment)", the way their catalogues list
/// it; the importer writes those names into the log unchanged, so each must resolve through
/// ``PresetExerciseLibrary/exercise(named:)``, the lookup the analysis uses. The everyday names
/// are what a lifter types without an app in between.
@Suite struct AppExerciseNamesTests {
    /// Strong's catalogue, as its CSV export writes the names.
    static let strongNames = [
        "Ab Wheel", "Arnold Press (Dumbbell)", "Back Extension", "Back Extension (Machine)", "Ball Slams",
        "Battle Ropes", "Bench Dip", "Bench Press (Barbell)", "Bench Press (Cable)", "Bench Press (Dumbbell)",
        "Bench Press (Smith Machine)", "Bench Press - Close Grip (Barbell)", "Bench Press - Wide Grip (Barbell)",
        "Bent Over One Arm Row (Dumbbell)", "Bent Over Row (Band)", "Bent Over Row (Barbell)",
        "Bent Over Row (Dumbbell)", "Bent Over Row - Underhand (Barbell)", "Bicep Curl (Barbell)",
        "Bicep Curl (Cable)", "Bicep Curl (Dumbbell)", "Bicep Curl (Machine)", "Bicycle Crunch", "Box Jump",
        "Box Squat (Barbell)", "Bulgarian Split Squat", "Burpee", "Cable Crossover", "Cable Crunch", "Cable Kickback",
        "Cable Pull Through", "Calf Press on Leg Press", "Calf Press on Seated Leg Press", "Chest Dip",
        "Chest Dip (Assisted)", "Chest Fly", "Chest Fly (Band)", "Chest Fly (Dumbbell)", "Chest Press (Band)",
        "Chest Press (Machine)", "Chin Up", "Chin Up (Assisted)", "Clean (Barbell)", "Clean and Jerk (Barbell)",
        "Concentration Curl (Dumbbell)", "Crunch", "Crunch (Machine)", "Cycling", "Cycling (Indoor)",
        "Deadlift (Barbell)", "Deadlift (Dumbbell)", "Decline Bench Press (Barbell)",
        "Decline Bench Press (Dumbbell)", "Decline Crunch", "Deficit Deadlift (Barbell)", "Elliptical Machine",
        "Face Pull (Cable)", "Flat Knee Raise", "Flat Leg Raise", "Floor Press (Barbell)", "Front Raise (Barbell)",
        "Front Raise (Cable)", "Front Raise (Dumbbell)", "Front Raise (Plate)", "Front Squat (Barbell)",
        "Glute Ham Raise", "Glute Kickback (Machine)", "Goblet Squat (Kettlebell)", "Good Morning (Barbell)",
        "Hack Squat", "Hammer Curl (Cable)", "Hammer Curl (Dumbbell)", "Handstand Push Up", "Hang Clean (Barbell)",
        "Hanging Knee Raise", "Hanging Leg Raise", "Hiking", "Hip Abductor (Machine)", "Hip Adductor (Machine)",
        "Hip Thrust (Barbell)", "Hip Thrust (Bodyweight)", "Incline Bench Press (Barbell)",
        "Incline Bench Press (Dumbbell)", "Incline Bench Press (Smith Machine)", "Incline Chest Fly (Dumbbell)",
        "Incline Chest Press (Machine)", "Incline Curl (Dumbbell)", "Incline Row (Dumbbell)",
        "Inverted Row (Bodyweight)", "Iso-Lateral Chest Press (Machine)", "Iso-Lateral Row (Machine)", "Jump Rope",
        "Jump Squat", "Jumping Jack", "Kettlebell Swing", "Kettlebell Turkish Get Up", "Kipping Pull Up",
        "Knee Raise (Captain's Chair)", "Knees to Elbows", "Lat Pulldown (Cable)", "Lat Pulldown (Machine)",
        "Lat Pulldown (Single Arm)", "Lat Pulldown - Underhand (Cable)", "Lat Pulldown - Wide Grip (Cable)",
        "Lateral Raise (Band)", "Lateral Raise (Cable)", "Lateral Raise (Dumbbell)", "Lateral Raise (Machine)",
        "Leg Extension (Machine)", "Leg Press", "Lunge (Barbell)", "Lunge (Bodyweight)", "Lunge (Dumbbell)",
        "Lying Leg Curl (Machine)", "Mountain Climber", "Muscle Up", "Overhead Press (Barbell)",
        "Overhead Press (Dumbbell)", "Overhead Press (Smith Machine)", "Overhead Squat (Barbell)",
        "Pec Deck (Machine)", "Pendlay Row (Barbell)", "Pistol Squat", "Plank", "Power Clean",
        "Power Snatch (Barbell)", "Preacher Curl (Barbell)", "Preacher Curl (Dumbbell)", "Preacher Curl (Machine)",
        "Pull Up", "Pull Up (Assisted)", "Pull Up (Band)", "Pullover (Dumbbell)", "Push Press", "Push Up",
        "Push Up (Knees)", "Rack Pull (Barbell)", "Reverse Crunch", "Reverse Curl (Barbell)",
        "Reverse Curl (Dumbbell)", "Reverse Fly (Cable)", "Reverse Fly (Dumbbell)", "Reverse Fly (Machine)",
        "Romanian Deadlift (Barbell)", "Romanian Deadlift (Dumbbell)", "Rowing (Machine)", "Running",
        "Running (Treadmill)", "Russian Twist", "Seated Calf Raise (Machine)", "Seated Calf Raise (Plate Loaded)",
        "Seated Leg Curl (Machine)", "Seated Leg Press (Machine)", "Seated Overhead Press (Barbell)",
        "Seated Overhead Press (Dumbbell)", "Seated Row (Cable)", "Seated Row (Machine)",
        "Seated Wide-Grip Row (Cable)", "Shoulder Press (Machine)", "Shoulder Press (Plate Loaded)",
        "Shrug (Barbell)", "Shrug (Dumbbell)", "Shrug (Machine)", "Shrug (Smith Machine)", "Side Bend (Dumbbell)",
        "Side Plank", "Single Leg Bridge", "Sit Up", "Skullcrusher (Barbell)", "Skullcrusher (Dumbbell)",
        "Snatch (Barbell)", "Squat (Barbell)", "Squat (Bodyweight)", "Squat (Dumbbell)", "Squat (Smith Machine)",
        "Stair Stepper", "Standing Calf Raise (Barbell)", "Standing Calf Raise (Bodyweight)",
        "Standing Calf Raise (Dumbbell)", "Standing Calf Raise (Machine)", "Calf Raise (Machine)", "Step-up",
        "Stiff Leg Deadlift (Barbell)", "Stiff Leg Deadlift (Dumbbell)", "Strict Military Press (Barbell)",
        "Sumo Deadlift (Barbell)", "Sumo Deadlift High Pull (Barbell)", "Superman", "Swimming", "T Bar Row",
        "Thruster (Barbell)", "Toes To Bar", "Torso Rotation (Machine)", "Trap Bar Deadlift", "Triceps Dip",
        "Triceps Dip (Assisted)", "Triceps Extension", "Triceps Extension (Barbell)", "Triceps Extension (Cable)",
        "Triceps Extension (Dumbbell)", "Triceps Extension (Machine)", "Triceps Pushdown (Cable - Straight Bar)",
        "Upright Row (Barbell)", "Upright Row (Cable)", "Upright Row (Dumbbell)", "V Up", "Walking", "Wide Pull Up",
        "Zercher Squat (Barbell)",
    ]

    /// Hevy's catalogue, as its CSV export writes the names.
    static let hevyNames = [
        "Bench Press (Barbell)", "Bench Press (Dumbbell)", "Bench Press (Smith Machine)",
        "Bench Press - Close Grip (Barbell)", "Incline Bench Press (Barbell)", "Incline Bench Press (Dumbbell)",
        "Decline Bench Press (Barbell)", "Chest Press (Machine)", "Iso-Lateral Chest Press (Machine)",
        "Chest Fly (Dumbbell)", "Chest Fly (Machine)", "Butterfly (Pec Deck)", "Pec Deck (Machine)",
        "Cable Fly Crossovers", "Low Cable Fly Crossovers", "Chest Dip", "Push Up", "Squat (Barbell)",
        "Squat (Smith Machine)", "Front Squat", "Goblet Squat", "Hack Squat (Machine)", "Leg Press (Machine)",
        "Leg Press Horizontal (Machine)", "Single Leg Press (Machine)", "Pendulum Squat (Machine)",
        "Belt Squat (Machine)", "Bulgarian Split Squat", "Split Squat (Dumbbell)", "Lunge (Dumbbell)",
        "Walking Lunge (Dumbbell)", "Reverse Lunge (Dumbbell)", "Step Up", "Leg Extension (Machine)",
        "Lying Leg Curl (Machine)", "Seated Leg Curl (Machine)", "Standing Calf Raise (Machine)", "Seated Calf Raise",
        "Calf Press (Machine)", "Hip Abduction (Machine)", "Hip Adduction (Machine)", "Glute Kickback (Machine)",
        "Hip Thrust (Barbell)", "Hip Thrust (Machine)", "Hip Thrust (Smith Machine)", "Glute Bridge",
        "Deadlift (Barbell)", "Deadlift (Dumbbell)", "Romanian Deadlift (Barbell)", "Romanian Deadlift (Dumbbell)",
        "Sumo Deadlift", "Trap Bar Deadlift", "Straight Leg Deadlift", "Single Leg Romanian Deadlift (Dumbbell)",
        "Good Morning (Barbell)", "Rack Pull", "Back Extension (Hyperextension)",
        "Back Extension (Weighted Hyperextension)", "Back Extension (Machine)", "Nordic Hamstrings Curls",
        "Glute Ham Raise", "Pull Up", "Pull Up (Weighted)", "Pull Up (Assisted)", "Pull Up (Band)", "Chin Up",
        "Chin Up (Weighted)", "Chin Up (Assisted)", "Wide Pull Up", "Lat Pulldown (Cable)", "Lat Pulldown (Machine)",
        "Lat Pulldown - Close Grip (Cable)", "Reverse Grip Lat Pulldown (Cable)", "Single Arm Lat Pulldown",
        "Straight Arm Lat Pulldown (Cable)", "Seated Cable Row - V Grip (Cable)", "Seated Cable Row - Bar Grip",
        "Seated Cable Row - Bar Wide Grip", "Seated Row (Machine)", "Iso-Lateral Row (Machine)",
        "Iso-Lateral High Row (Machine)", "Iso-Lateral Low Row", "Bent Over Row (Barbell)",
        "Bent Over Row (Dumbbell)", "Dumbbell Row", "Pendlay Row (Barbell)", "T Bar Row",
        "Chest Supported Incline Row (Dumbbell)", "Meadows Rows (Barbell)", "Inverted Row", "Pullover (Dumbbell)",
        "Face Pull", "Shrug (Barbell)", "Shrug (Dumbbell)", "Overhead Press (Barbell)", "Overhead Press (Dumbbell)",
        "Shoulder Press (Dumbbell)", "Seated Overhead Press (Dumbbell)", "Shoulder Press (Machine Plates)",
        "Seated Shoulder Press (Machine)", "Arnold Press (Dumbbell)", "Push Press", "Lateral Raise (Dumbbell)",
        "Lateral Raise (Cable)", "Lateral Raise (Machine)", "Front Raise (Dumbbell)",
        "Rear Delt Reverse Fly (Dumbbell)", "Rear Delt Reverse Fly (Machine)", "Rear Delt Reverse Fly (Cable)",
        "Upright Row (Barbell)", "Bicep Curl (Barbell)", "Bicep Curl (Dumbbell)", "Bicep Curl (Cable)",
        "Bicep Curl (Machine)", "EZ Bar Biceps Curl", "Hammer Curl (Dumbbell)", "Hammer Curl (Cable)",
        "Preacher Curl (Barbell)", "Preacher Curl (Dumbbell)", "Preacher Curl (Machine)", "Concentration Curl",
        "Spider Curl (Dumbbell)", "Seated Incline Curl (Dumbbell)", "Reverse Curl (Barbell)", "Triceps Pushdown",
        "Triceps Rope Pushdown", "Single Arm Triceps Pushdown (Cable)", "Triceps Extension (Cable)",
        "Triceps Extension (Dumbbell)", "Overhead Triceps Extension (Cable)", "Triceps Kickback (Dumbbell)",
        "Triceps Kickback (Cable)", "Skullcrusher (Barbell)", "Skullcrusher (Dumbbell)", "Triceps Dip", "Bench Dip",
        "Close Grip Bench Press", "Crunch", "Cable Crunch", "Crunch (Machine)", "Bicycle Crunch", "Sit Up",
        "Decline Crunch", "Plank", "Side Plank", "Hanging Leg Raise", "Hanging Knee Raise",
        "Knee Raise Parallel Bars", "Leg Raise Parallel Bars", "Lying Leg Raise", "Russian Twist", "Ab Wheel",
        "Dead Bug", "Mountain Climber", "Toes to Bar", "Jumping Jack", "Burpee", "Box Jump", "Kettlebell Swing",
        "Kettlebell Goblet Squat", "Farmers Walk", "Running", "Cycling", "Rowing Machine", "Treadmill",
        "Elliptical Trainer", "Stair Machine", "Spinning", "Walking", "Jump Rope", "Swimming", "Hiking",
    ]

    /// Everyday gym names, plurals included, typed without an app's equipment suffix.
    static let everydayNames = [
        "Strict Military Press", "Seated Shoulder Press", "Wide Grip Pull Up", "Chest Supported Row", "Chest Fly",
        "Pec Fly", "Cable Fly", "Military Press", "Skull Crusher", "Skullcrusher", "Lat Pull Down", "RDL",
        "Shoulder Press", "Dumbbell Press", "Flat Dumbbell Bench Press", "Lat Raise", "Side Delt Raise",
        "Rear Delt Raise", "Tricep Dips", "Tricep Dip", "Tricep Extension", "Triceps Extension", "Bicep Curls",
        "Dumbbell Curls", "Barbell Curls", "Hammer Curls", "Preacher Curls", "Cable Curls", "Hamstring Curls",
        "Seated Calf Raises", "Glute Bridges", "Split Squats", "Bulgarian Split Squats", "Goblet Squats",
        "Front Squats", "Back Squats", "Squats", "Deadlifts", "Romanian Deadlifts", "RDLs", "Stiff Leg Deadlifts",
        "Good Mornings", "Barbell Rows", "Bent Over Rows", "Dumbbell Rows", "Cable Rows", "Seated Rows",
        "Upright Rows", "T Bar Row", "Lat Pulldowns", "Pulldowns", "Tricep Pushdowns", "Rope Pushdowns",
        "Overhead Tricep Extensions", "Planks", "Hanging Knee Raises", "Ab Rollouts", "Cable Crunches",
        "Incline Bench", "Decline Bench", "Close Grip Bench", "Machine Chest Press", "Hack Squats",
        "Leg Press Machine", "Kettlebell Swings", "Farmers Carry", "Treadmill", "Stairmaster", "Assault Bike",
        "Row Machine", "Incline Dumbbell Bench", "Seated Cable Row", "Cable Lateral Raises", "Sumo Squat",
        "Sumo Deadlifts", "Rack Pulls", "Inverted Rows", "Weighted Dips", "Pistol Squats", "Wall Sits",
        "Jumping Jacks", "Mountain Climbers", "Dead Hang", "Hip Abductions", "Hip Adductions", "Decline Crunches",
        "Reverse Crunches",
    ]

    @Test(arguments: strongNames)
    func strongNameResolves(_ name: String) {
        #expect(PresetExerciseLibrary.shared.exercise(named: name) != nil, "Strong's \"\(name)\" is unknown")
    }

    @Test(arguments: hevyNames)
    func hevyNameResolves(_ name: String) {
        #expect(PresetExerciseLibrary.shared.exercise(named: name) != nil, "Hevy's \"\(name)\" is unknown")
    }

    @Test(arguments: everydayNames)
    func everydayNameResolves(_ name: String) {
        #expect(PresetExerciseLibrary.shared.exercise(named: name) != nil, "\"\(name)\" is unknown")
    }

    /// The preset an app or gym name lands on: the equipment in the suffix picks the preset,
    /// and assisted variants land on the assisted machines (the importer writes the assistance
    /// as a `BW-` load).
    @Test(arguments: [
        ("Bench Press (Barbell)", "Barbell Bench Press"),
        ("Bench Press (Dumbbell)", "Dumbbell Bench Press"),
        ("Bench Press - Close Grip (Barbell)", "Close Grip Bench Press"),
        ("Bench Press - Wide Grip (Barbell)", "Wide Grip Bench Press"),
        ("Squat (Barbell)", "Barbell Back Squat"),
        ("Deadlift (Barbell)", "Barbell Deadlift"),
        ("Romanian Deadlift (Dumbbell)", "Dumbbell Romanian Deadlift"),
        ("Overhead Press (Barbell)", "Barbell Overhead Press"),
        ("Shoulder Press (Dumbbell)", "Dumbbell Shoulder Press"),
        ("Lat Pulldown (Cable)", "Lat Pulldown"),
        ("Lat Pulldown (Machine)", "Lat Pulldown Machine"),
        ("Bicep Curl (Dumbbell)", "Dumbbell Curl"),
        ("Bicep Curl (Barbell)", "Barbell Curl"),
        ("Bicep Curl (Cable)", "Cable Curl"),
        ("Triceps Pushdown (Cable - Straight Bar)", "Tricep Pushdown"),
        ("Triceps Rope Pushdown", "Tricep Rope Pushdown"),
        ("Seated Cable Row - V Grip (Cable)", "Seated Cable Row"),
        ("Seated Row (Cable)", "Seated Cable Row"),
        ("Iso-Lateral Row (Machine)", "Seated Row Machine"),
        ("Chest Press (Machine)", "Chest Press Machine"),
        ("Pec Deck (Machine)", "Pec Deck"),
        ("Chest Fly (Dumbbell)", "Dumbbell Fly"),
        ("Skullcrusher (Barbell)", "Skull Crusher"),
        ("Leg Press (Machine)", "Leg Press"),
        ("Calf Raise (Machine)", "Standing Calf Raise"),
        ("Pull Up (Assisted)", "Assisted Pull Up"),
        ("Chin Up (Assisted)", "Assisted Pull Up"),
        ("Pull Up (Band)", "Band Assisted Pull Up"),
        ("Pull Up (Weighted)", "Pull Up"),
        ("Wide Pull Up", "Wide Grip Pull Up"),
        ("Push Up (Knees)", "Knee Push Up"),
        ("Goblet Squat (Kettlebell)", "Kettlebell Goblet Squat"),
        ("Running (Treadmill)", "Running"),
        ("Strict Military Press", "Barbell Overhead Press"),
        ("Seated Shoulder Press", "Dumbbell Shoulder Press"),
        ("Wide Grip Pull Up", "Wide Grip Pull Up"),
        ("Chest Supported Row", "Chest Supported Dumbbell Row"),
        ("Chest Fly", "Dumbbell Fly"),
        ("Pec Fly", "Pec Deck"),
        ("Cable Fly", "Cable Crossover"),
        ("Military Press", "Barbell Overhead Press"),
        ("Skull Crusher", "Skull Crusher"),
        ("Lat Pull Down", "Lat Pulldown"),
        ("RDL", "Barbell Romanian Deadlift"),
        ("Deadlifts", "Barbell Deadlift"),
    ])
    func nameResolvesToPreset(_ name: String, _ expected: String) {
        #expect(PresetExerciseLibrary.shared.exercise(named: name)?.name == expected)
    }

    /// The lookup key drops case, spaces and the punctuation `( ) - _ / . , '`, so an app
    /// name also resolves retyped by hand; the suffix itself is part of the key (dropping it
    /// is the alias's job, not the lookup's).
    @Test func suffixedNamesResolveHoweverTheyAreSpacedOrCased() {
        let library = PresetExerciseLibrary.shared
        for typed in ["bench press (barbell)", "BENCH PRESS BARBELL", "Bench Press(Barbell)", "Bench-Press (Barbell)"] {
            #expect(library.exercise(named: typed)?.name == "Barbell Bench Press", "\(typed)")
        }
        #expect(library.exercise(named: "Triceps Pushdown Cable Straight Bar")?.name == "Tricep Pushdown")
        #expect(library.exercise(named: "Hammer Curl (Kettlebell)") == nil)
    }

    /// The integrity suite checks collisions under a narrower key (case, spaces and hyphens);
    /// the library also drops parentheses, apostrophes and other separators, so two names
    /// that differ only there ("Farmer's Walk", "Farmers Walk") must belong to one preset.
    @Test func noLibraryLookupKeyBelongsToTwoExercises() {
        var owners: [String: String] = [:]
        for exercise in PresetExercises.all {
            for text in [exercise.name] + exercise.aliases {
                let key = SearchText.key(text)
                if let owner = owners[key], owner != exercise.name {
                    Issue.record("\"\(text)\" of \(exercise.name) shares the key \"\(key)\" with \(owner)")
                }
                owners[key] = owners[key] ?? exercise.name
            }
        }
    }

    /// Import names resolve but search offers them only when typed whole: "bench" completes
    /// to Dumbbell Bench Press, not to "Bench Press (Dumbbell)".
    @Test(arguments: ["bench", "Bench Press", "lat pulldown", "curl", "seated"])
    func searchDoesNotOfferImportNames(_ query: String) {
        let matches = PresetExerciseLibrary.shared.searchExercises(query: query, category: nil, muscleGroup: nil)
        #expect(!matches.isEmpty)
        let offered = matches.map(\.matchedText).filter(PresetExercises.isImportName)
        #expect(offered.isEmpty, "\(query) offers \(offered)")
    }

    @Test(arguments: ["Bench Press (Barbell)", "triceps pushdown (cable - straight bar)", "Seated Cable Row - V Grip (Cable)"])
    func searchFindsAWholeImportName(_ query: String) {
        let first = PresetExerciseLibrary.shared.searchExercises(query: query, category: nil, muscleGroup: nil).first
        #expect(first?.item.name == PresetExerciseLibrary.shared.exercise(named: query)?.name)
        #expect(first?.score.quality == .exact)
    }

    @Test func importNamesAreTheAliasesWithAnEquipmentSuffix() {
        #expect(PresetExercises.isImportName("Bench Press (Barbell)"))
        #expect(PresetExercises.isImportName("Triceps Pushdown (Cable - Straight Bar)"))
        #expect(!PresetExercises.isImportName("Triceps Rope Pushdown"))
        #expect(!PresetExercises.all.contains { PresetExercises.isImportName($0.name) }, "a preset name is never an import name")
    }
}
