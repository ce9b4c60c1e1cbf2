import Foundation
import Testing

/// The gym pages in a real Chromium at a phone's size (`browser/gym_session.py`): a session from
/// the program's day leaves exactly the text an editor user would have typed, a weigh-in and a
/// meal land as entries, three sets made with no signal land once, in order.
@Suite(.serialized) struct GymSessionTests {
    /// Today's date and weekday, as the phone (the browser on this machine) sees them.
    static var today: (date: String, weekday: String) {
        let calendar = Calendar.current
        let now = Date()
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: now)
        let days = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
        return (String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!), days[parts.weekday! - 1])
    }

    static var threeDaysAgo: String {
        let day = Calendar.current.date(byAdding: .day, value: -3, to: Date())!
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: day)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    /// A program whose day is today, its template, the last session three days ago (the bench's
    /// sets rested 3 s), a custom food and a recipe.
    static var log: String {
        """
        profile
          name: Anna
          unit: kg
          plates: 20, 10, 5, 2.5, 1.25

        template Push
          Barbell Bench Press 60x5x3
          Barbell Overhead Press 40x5x3

        program Gym Plan
          week 1
            \(today.weekday): Push
          week 2
            \(today.weekday): Push

        food Kitchen Granola
          per 100g: 450 kcal, 10 protein, 60 carbs, 15 fat

        recipe Overnight Oats
          Oats 80g
          Milk 250ml

        \(threeDaysAgo) 07:30 lifting Push 1h
          Barbell Bench Press: 60x5 @7 rest 0:03, 60x5 @7.5 rest 0:03, 60x5 @8 rest 0:03
          Barbell Overhead Press: 40x5, 40x5, 40x5

        \(today.date) program Gym Plan

        """
    }

    @Test(.enabled(if: ServeBrowserTests.isReady, "no Chromium, chromedriver or ANTRAIN_PYTHON with selenium (see .ci/run)"),
          arguments: ["en", "tr"])
    func aSessionFromTheProgramsDayLeavesTheTextAnEditorWouldWrite(language: String) async throws {
        let server = try ServeProcess(files: ["anna/log.antrain": Self.log])
        defer { #expect(server.stop() == 0) }
        let output = server.folder.appendingPathComponent(".state/gym.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(ServeBrowserTests.python))
        var arguments = [NeovimLSPTests.repositoryRoot.appendingPathComponent("Tests/EditorTests/browser/gym_session.py").path,
                         try #require(ServeBrowserTests.driver), try #require(ServeBrowserTests.chromium), server.origin, server.token, output.path, language]
        if let shots = ProcessInfo.processInfo.environment["ANTRAIN_SCREENSHOTS"] { arguments.append(shots) }
        process.arguments = arguments
        #expect(try await ExternalTools.run(process, within: 240), "the browser finished")
        let seen = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        #expect(seen["error"] == nil, "\(seen["error"] ?? "")\n\(seen["page"] ?? "")")

        // The pages in the language asked: the same session, the same text written.
        #expect(seen["startLabel"] as? String == (language == "tr" ? "Push ile başla (programın 1. haftası)" : "Start Push (program week 1)"))
        // The rpe rule (no rule written): 60 @8 → +2.5 % = 61.5, rounded up to the 2.5 kg step → 62.5;
        // 40 without an RPE → 41 → 42.5.
        #expect(seen["plannedBench"] as? [String] == ["62.5x5", "62.5x5", "62.5x5"])
        #expect((seen["guideBench"] as? String)?.hasPrefix("\(language == "tr" ? "son" : "last") (\(Self.threeDaysAgo)): 60x5 @7, 60x5 @7.5, 60x5 @8") == true,
                "\(seen["guideBench"] ?? "")")
        #expect(seen["unnamedControls"] as? Int == 0)
        #expect(seen["smallSetButtons"] as? Int == 0)
        #expect((seen["scrollWidth"] as? Int ?? 999) <= 390)
        #expect(seen["restShown"] as? Bool == true && seen["restEnded"] as? Bool == true, "the 3 s rest showed and ended")
        #expect(seen["waitingOffline"] as? Int == 3 && seen["queueShown"] as? Bool == true, "three sets waited with no signal")
        #expect(seen["pressedOffline"] as? Int == 3, "the sets done with no signal stay pressed while they wait")
        #expect(seen["rdlHit"] as? String == "Barbell Romanian Deadlift")
        #expect(seen["turkishTitle"] as? String == "Antrenman" && seen["turkishLang"] as? String == "tr")
        #expect(seen["consoleErrors"] as? [String] == [], "\(seen["consoleErrors"] ?? "")")

        // What the session, the weigh-in and the meal wrote after the program's start.
        let text = try String(contentsOf: server.folder.appendingPathComponent("anna/log.antrain"), encoding: .utf8)
        let written = text.components(separatedBy: "\(Self.today.date) program Gym Plan\n").last ?? ""
        let lines = written.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The header: today, the phone's start time, the template, the minutes since (1 or 2).
        let header = try #require(lines.dropFirst().first)
        #expect(header.range(of: #"^\#(Self.today.date) \d\d:\d\d lifting Push \d+min$"#, options: .regularExpression) != nil, "\(header)")

        let session = [
            "  Barbell Bench Press", "    62.5x5", "    62.5x5", "    65x4 @9",
            "  Barbell Overhead Press", "    42.5x5", "    42.5x5", "    42.5x5",
            "  Barbell Romanian Deadlift", "    102.5x8",
        ]
        #expect(Array(lines.dropFirst(2).prefix(session.count)) == session, "\(written)")
        #expect(written.contains("\n\(Self.today.date) ") && written.contains(" bodyweight 61.2kg\n"))
        #expect(written.contains(" breakfast\n  Kitchen Granola 80g\n  Overnight Oats 80g\n"), "one meal holds both foods: \(written)")
        #expect(!written.contains("[ ]"), "finishing removed the undone planned sets")
        // The log checks clean and is in canonical form.
        let check = Process()
        check.executableURL = NeovimLSPTests.antrain
        check.arguments = ["check", server.folder.path]
        check.standardError = FileHandle.nullDevice
        #expect(try await ExternalTools.run(check, within: 60))
        #expect(check.terminationStatus == 0, "antrain check is clean")
        let format = Process()
        format.executableURL = NeovimLSPTests.antrain
        format.arguments = ["fmt", "--check", server.folder.appendingPathComponent("anna/log.antrain").path]
        format.standardOutput = FileHandle.nullDevice
        #expect(try await ExternalTools.run(format, within: 60))
        #expect(format.terminationStatus == 0, "the log is in canonical form")
    }
}
