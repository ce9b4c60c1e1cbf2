@testable import AntrainCLI
import Testing

/// `summary` and `report` say on stderr how many errors the logs they read have, with the
/// `antrain check` command that shows them, and name both profiles of one folder and the
/// one the figures are for (TOOLING.md §1; issue #24, item 5).
@Suite struct ReadProblemsTests {
    @Test func errorsAreCountedWithTheCommandThatShowsThem() throws {
        let folder = try TemporaryFolder()
        // Two errors: reps of 0, and an unknown cardio type.
        try folder.write("log.antrain", "2026-11-20 lifting\n  Barbell Bench Press 100x0\n2026-11-21 cardio runn 5km 25:00\n")
        for command in ["summary", "report"] {
            let run = folder.run([command])
            #expect(run.exit == .success)
            #expect(run.errors == "antrain \(command): the logs read have 2 errors, so some figures may be missing or wrong; "
                + "see them with `antrain check .`\n")
        }
        try folder.write("logs/more.antrain", "2026-11-22 bodyweight 0kg\n")
        #expect(folder.run(["report", "--lang", "tr"]).errors
            == "antrain report: okunan günlüklerde 3 hata var; bazı değerler eksik ya da yanlış olabilir. Görmek için: `antrain check .`\n")
        // A clean log: nothing on stderr.
        let clean = try TemporaryFolder()
        try clean.write("log.antrain", "2026-11-20 lifting\n  Barbell Bench Press 100x5\n")
        #expect(clean.run(["summary"]).errors == "")
        #expect(clean.run(["report", "--format", "html"]).errors == "")
    }

    @Test func twoProfilesInOneFolderAreBothNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.antrain", "profile\n  name: Ada\n")
        try folder.write("b.antrain", "2026-11-20 lifting\n  Barbell Bench Press 100x5\n\nprofile\n  name: Burak\n")
        let run = folder.run(["summary", "--time", "09:00"])
        #expect(run.output.hasPrefix("Good morning, Ada!\n"))
        // The second profile is a `duplicate-profile` error, and named beside the one used.
        #expect(run.errors == """
            antrain summary: the logs read have 1 error, so some figures may be missing or wrong; see them with `antrain check .`
            antrain summary: one folder holds more than one profile: Ada (a.antrain:1) and Burak (b.antrain:4); the figures are for Ada (a.antrain:1). Keep each athlete's profile in a folder of its own

            """)
        let turkish = folder.run(["report", "--lang", "tr"]).errors
        #expect(turkish.contains("antrain report: bir klasörde birden fazla profil var: Ada (a.antrain:1) ve Burak (b.antrain:4); değerler Ada (a.antrain:1) için."))
    }

    @Test func theCheckCommandIsOneShellWord() {
        #expect(ReadProblems.shellWord("logs/2026") == "logs/2026")
        #expect(ReadProblems.shellWord("my logs") == "'my logs'")
        #expect(ReadProblems.shellWord("Ada's log.antrain") == "'Ada'\\''s log.antrain'")
    }
}
