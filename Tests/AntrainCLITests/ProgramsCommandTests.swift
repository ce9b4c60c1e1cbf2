@testable import AntrainCLI
@testable import AntrainModel
import Testing

/// `antrain programs [NAME]`: the list of preset programs, and one of them ready to paste.
@Suite struct ProgramsCommandTests {
    func run(_ arguments: [String]) throws -> (exit: ExitCode, output: String, errors: String) {
        try TemporaryFolder().run(["programs"] + arguments)
    }

    @Test func withoutANameListsEveryPresetAligned() throws {
        let run = try run([])
        #expect(run.exit == .success)
        #expect(run.errors == "")
        #expect(run.output == """
            NAME                DAYS/WEEK  WEEKS  SUMMARY
            Novice Linear       3          4      3×5 barbell basics, A/B alternating, more load every session
            Beginner Full Body  3          4      full body on dumbbells and machines, rep ranges at RIR3
            Push Pull Legs      6          4      hypertrophy split in rep ranges at RIR2, deload in week 4
            Three Tier          3          4      tier 1 heavy triples, tier 2 tens, tier 3 rep ranges
            Four Week Wave      4          4      % waves of fives, triples and a peak, AMRAP last sets, deload

            `antrain programs NAME` prints one, ready to paste into a log.

            """)
    }

    @Test func inTurkishTheSummariesAndTheDescriptionAreTurkish() throws {
        let listing = try run(["--lang", "tr"])
        #expect(listing.output.contains("Novice Linear       3          4      3×5 temel barbell hareketleri, A/B dönüşümlü, her antrenmanda biraz daha ağırlık\n"))
        #expect(listing.output.contains("Four Week Wave      4          4      beşler, üçler ve bir zirveden oluşan % dalgaları, son sette AMRAP, deload\n"))
        let preset = try run(["three tier", "--lang", "tr"])
        #expect(preset.output.hasPrefix("# İlk doğrusal ilerlemesini geride bırakmış sporcular için üç kademeli bir güç programı."))
        #expect(preset.output == ProgramPresets.threeTier.text(in: .tr) + "\n")
    }

    @Test(arguments: [["Novice Linear"], ["novice linear"], ["NOVICE", "LINEAR"], ["nov"], ["Novice", "L"]])
    func aNameInAnyCaseOrAUniquePrefixPrintsThePreset(_ name: [String]) throws {
        let run = try run(name)
        #expect(run.exit == .success)
        #expect(run.errors == "")
        #expect(run.output == ProgramPresets.noviceLinear.text + "\n")
    }

    @Test func thePrintedTextIsTheDescriptionThenTheTemplatesThenTheProgram() throws {
        let lines = try run(["three tier"]).output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "# A strength program built in three tiers, for lifters past their first linear progression.")
        #expect(lines.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("#") && !$0.isEmpty } == [
            "template Tier Squat", "template Tier Press", "template Tier Bench", "template Tier Deadlift",
            "program Three Tier",
        ])
        #expect(lines.contains("  Barbell Back Squat: 85%x3x4, 85%x3+ # tier 1"))
        #expect(lines.contains("  week 2 intensity 102.5%"))
        #expect(lines.contains("    mon: Tier Deadlift"))
        #expect(lines.suffix(2) == ["    fri: Tier Deadlift", ""])
    }

    @Test func anUnknownNameListsThePresetsAndIsAUsageError() throws {
        let run = try run(["German", "Volume"])
        #expect(run.exit == .usageError)
        #expect(run.output == "")
        #expect(run.errors == """
            antrain programs: no preset program "German Volume"; the presets are "Novice Linear", \
            "Beginner Full Body", "Push Pull Legs", "Three Tier" and "Four Week Wave"

            """)
    }

    @Test func aPrefixOfTwoNamesIsAmbiguousAndAWholeNameWinsOverPrefixes() {
        let presets = ["Upper Lower", "Upper Lower Plus", "Uphill"].map {
            ProgramPreset(name: $0, summary: "", description: "", turkishSummary: "", turkishDescription: "", definitions: "program \($0)")
        }
        guard case .ambiguous(let both) = ProgramsCommand.lookUp("up", in: presets) else {
            Issue.record("\"up\" should be ambiguous")
            return
        }
        #expect(both.map(\.name) == ["Upper Lower", "Upper Lower Plus", "Uphill"])
        guard case .found(let exact) = ProgramsCommand.lookUp("upper lower", in: presets) else {
            Issue.record("\"upper lower\" should find its preset")
            return
        }
        #expect(exact.name == "Upper Lower")
        guard case .missing = ProgramsCommand.lookUp("lower", in: presets) else {
            Issue.record("\"lower\" starts no name")
            return
        }
    }

    @Test func anAmbiguousPrefixNamesTheCandidatesAndIsAUsageError() throws {
        var command = try ProgramsCommand.parse(["UP"])
        command.presets = ["Upper Lower", "Uphill", "Full Body"].map {
            ProgramPreset(name: $0, summary: "", description: "", turkishSummary: "", turkishDescription: "", definitions: "program \($0)")
        }
        var output = "", errors = ""
        let context = CommandContext(
            standardOutput: { output += $0 }, standardError: { errors += $0 }, readStandardInput: { [] },
            currentDirectory: "/")
        #expect(command.run(in: context) == .usageError)
        #expect(output == "")
        #expect(errors == "antrain programs: \"UP\" could be \"Upper Lower\" or \"Uphill\"\n")
    }

    @Test func helpShowsTheUsageAndAnUnknownOptionIsAUsageError() throws {
        let help = try TemporaryFolder().run(["help", "programs"])
        #expect(help.exit == .success)
        #expect(help.output.hasPrefix("antrain programs [NAME] [--lang en|tr]\n"))
        let listed = try TemporaryFolder().run(["help"])
        #expect(listed.output.contains("\n  programs     List the preset programs, or print one ready to paste into a log\n"))
        let wrong = try run(["--all"])
        #expect(wrong.exit == .usageError)
        #expect(wrong.errors.hasPrefix("antrain programs: unknown option `--all`\n"))
    }
}
