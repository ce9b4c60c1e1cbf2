@testable import AntrainCLI
import Foundation
import Testing

/// `exercises --in PATH` and `foods --in PATH` search the library with the definitions of the
/// place's workspace (TOOLING.md §1), as `check` resolves names there: a definition in a
/// shared folder of the repository counts, not only the file named.
@Suite struct LibraryWorkspaceTests {
    @Test func definitionsOfTheWholeRepositoryAreSearched() throws {
        let folder = try TemporaryFolder()
        try folder.makeRepository()
        try folder.write("common/defs.antrain", """
            exercise Garage Sled Drag
              category: machine
              muscles: quads, glutes
              equipment: machine

            food Kitchen Granola
              per 100g: 450 kcal, 10 protein, 60 carbs, 18 fat

            """)
        try folder.write("anna/profile.antrain", "profile\n  name: Anna\n  language: tr\n")
        try folder.write("anna/log.antrain", "2026-11-20 lifting\n  Garage Sled Drag 100x20\n")
        #expect(folder.run(["check", "anna"]).output.isEmpty)
        let exercises = folder.run(["exercises", "sled drag", "--in", "anna/log.antrain"])
        #expect(exercises.exit == .success, "\(exercises.errors)")
        #expect(exercises.output.contains("Garage Sled Drag"), "\(exercises.output)")
        // Anna's profile speaks Turkish: the table's header is hers.
        #expect(exercises.output.hasPrefix("AD"), "\(exercises.output)")
        let foods = folder.run(["foods", "granola", "--in", "anna"])
        #expect(foods.exit == .success, "\(foods.errors)")
        #expect(foods.output.contains("Kitchen Granola"), "\(foods.output)")
        #expect(folder.run(["foods", "granola", "--in", "nowhere"]).exit == .usageError)
    }
}
