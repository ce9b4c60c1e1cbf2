import AntrainImport
import AntrainModel
import Testing

/// Antrain's own CSV keeps each side of a set (`reps_left`, `reps_right`, LANGUAGE.md §8.2),
/// and importing it writes `L|R` back.
@Suite struct SidesImportTests {
    @Test func bothSidesComeBackFromAntrainsCSV() throws {
        let csv = """
            kind,date,time,entry,item,set,reps,weight_kg,bodyweight,rpe,completed,duration_s,grams,kcal,protein_g,carbs_g,fat_g,notes,tags,rest_s,superset,reps_left,reps_right
            set,2026-11-20,,lifting,Bulgarian Split Squat,1,9,20,,,true,,,,,,,,,,,10,9
            set,2026-11-20,,lifting,Bulgarian Split Squat,2,8,20,,,true,,,,,,,,,,,8,8

            """
        let result = try Importer.run(Array(csv.utf8), ImportTests.request())
        // 10|9 differ: written as sides; 8 and 8 are one number (the exercise is one-side).
        #expect(result.text.contains("  Bulgarian Split Squat:\n    20x10|9\n    20x8\n"), "\(result.text)")
    }
}
