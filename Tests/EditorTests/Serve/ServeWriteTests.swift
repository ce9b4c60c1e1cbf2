import Foundation
import Testing

/// The gym pages' writes over raw HTTP: two phones completing sets of one session while an
/// editor saves another day of the same file, an action sent twice (even across a restart),
/// a set changed elsewhere: nothing lost, nothing twice, nothing overwritten.
@Suite(.serialized) struct ServeWriteTests {
    static let log = """
        profile
          name: Anna
          unit: kg

        template Push
          Barbell Bench Press 100x5x3

        2026-12-01 07:30 lifting Push 1h
          Barbell Bench Press: 100x5 @8, 100x5 @8, 100x5 @8

        """

    static func set(_ id: String, _ number: Int, _ written: String, expected: String = "[ ] 102.5x5") -> String {
        #"{"id":"\#(id)","kind":"complete","date":"2026-12-07","time":"07:40","entryDate":"2026-12-07","entryTime":"07:30","exercise":0,"set":\#(number),"expected":"\#(expected)","text":"\#(written)"}"#
    }

    @Test func twoPhonesAndAnEditorLoseNothingAndWriteNothingTwice() throws {
        let server = try ServeProcess(files: ["anna/log.antrain": Self.log])
        var stopped = false
        defer { if !stopped { _ = server.stop() } }
        // 100 @8 under the rpe rule: 100 × 1.025 = 102.5 for each of the template's three sets.
        let start = try server.action(#"{"id":"start-1","kind":"start","template":"Push","date":"2026-12-07","time":"07:30"}"#)
        #expect(start.status == 200, "\(start.body)")
        // No file holds that day's entries: the athlete's log for the year.
        #expect(try server.text("anna/2026.antrain") == """
            2026-12-07 07:30 lifting Push
              Barbell Bench Press
                [ ] 102.5x5
                [ ] 102.5x5
                [ ] 102.5x5

            """)

        // An editor saves another day into the same file, and before the server has read it
        // (it looks once a second) two phones complete sets at once: each write finds the disk
        // changed since the text it was computed from, reads the save and computes again on it.
        try server.write("anna/2026.antrain", "2026-12-06 bodyweight 80kg\n\n" + (try server.text("anna/2026.antrain")))
        let group = DispatchGroup()
        let answers = Answers()
        for (id, number, written) in [("phone-a", 0, "102.5x5 @8"), ("phone-b", 1, "102.5x5 @9")] {
            DispatchQueue.global().async(group: group) {
                answers.add(try? server.action(Self.set(id, number, written)))
            }
        }
        group.wait()
        #expect(answers.statuses.sorted() == [200, 200], "\(answers.bodies)")
        var text = try server.text("anna/2026.antrain")
        #expect(text.hasPrefix("2026-12-06 bodyweight 80kg\n\n2026-12-07 07:30 lifting Push\n"), "the editor's save is kept:\n\(text)")
        // The same action again (its answer was lost on a bad connection): answered, written once.
        let again = try server.action(Self.set("phone-a", 0, "102.5x5 @8"))
        #expect(again.status == 200)
        // The first set changed elsewhere: a page that still shows it planned is refused, with what it reads now.
        let stale = try server.action(Self.set("phone-c", 0, "100x5"))
        #expect(stale.status == 409)
        #expect(stale.body.contains(#""now" : "102.5x5 @8""#))
        // A set with 0 reps is an error: refused with its diagnostic, nothing written.
        let before = try server.text("anna/2026.antrain")
        let invalid = try server.action(Self.set("phone-d", 2, "102.5x0"))
        #expect(invalid.status == 422 && invalid.body.contains("reps-not-positive"))
        #expect(try server.text("anna/2026.antrain") == before)

        // The same id after a restart is still written once.
        #expect(server.stop(keepingFiles: true) == 0)
        stopped = true
        let restarted = try ServeProcess(files: [:], in: server.folder)
        defer { _ = restarted.stop() }
        #expect(try restarted.action(Self.set("phone-b", 1, "102.5x5 @9")).status == 200)
        text = try restarted.text("anna/2026.antrain")
        #expect(text.components(separatedBy: "102.5x5 @8").count - 1 == 1)
        #expect(text.components(separatedBy: "102.5x5 @9").count - 1 == 1)
        #expect(try restarted.text("anna/log.antrain") == Self.log, "no byte of another file changed")
        #expect(text == """
            2026-12-06 bodyweight 80kg

            2026-12-07 07:30 lifting Push
              Barbell Bench Press
                102.5x5 @8
                102.5x5 @9
                [ ] 102.5x5

            """)
    }

    /// The pages finish and discard the session going on: an older workout is refused and left
    /// as written, and a session with no set done cannot be finished (it would be an entry
    /// with no exercise), only discarded.
    @Test func finishAndDiscardTouchOnlyTheSessionGoingOn() throws {
        let server = try ServeProcess(files: ["anna/log.antrain": Self.log])
        defer { _ = server.stop() }
        let old = try server.action(#"{"id":"d-old","kind":"discard","date":"2026-12-07","time":"08:00","entryDate":"2026-12-01","entryTime":"07:30"}"#)
        #expect(old.status == 409 && old.body.contains("The workout of 2026-12-01 is not the session going on"), "\(old.body)")
        #expect(try server.text("anna/log.antrain") == Self.log)
        let start = try server.action(#"{"id":"s-1","kind":"start","template":"Push","date":"2026-12-07","time":"07:30"}"#)
        #expect(start.status == 200)
        let finish = try server.action(#"{"id":"f-1","kind":"finish","date":"2026-12-07","time":"07:35","entryDate":"2026-12-07","entryTime":"07:30","duration":"5min"}"#)
        #expect(finish.status == 422 && finish.body.contains("No set is done yet"), "\(finish.body)")
        let discard = try server.action(#"{"id":"d-1","kind":"discard","date":"2026-12-07","time":"07:36","entryDate":"2026-12-07","entryTime":"07:30"}"#)
        #expect(discard.status == 200)
        #expect(try server.text("anna/2026.antrain").contains("lifting") == false)
    }

    @Test func quickLogsFollowTheSeedsRules() throws {
        let server = try ServeProcess(files: ["log.antrain": Self.log])
        defer { _ = server.stop() }
        func log(_ fields: String) throws -> Int {
            try server.action(#"{"date":"2026-12-07","time":"18:00",\#(fields)}"#).status
        }
        // The seed's rules: a type, a duration over 0; a distance or rounds over 0 when given.
        #expect(try log(#""id":"c0","kind":"cardio","type":"run","minutes":"0""#) == 400)
        #expect(try log(#""id":"c1","kind":"cardio","type":"run","minutes":"25","distance":"-1""#) == 400)
        #expect(try log(#""id":"c2","kind":"cardio","type":"dance","minutes":"25""#) == 400)
        #expect(try log(#""id":"c3","kind":"cardio","type":"run","minutes":"25","distance":"5,2","note":"easy""#) == 200)
        #expect(try log(#""id":"m1","kind":"metcon","type":"amrap","minutes":"20","rounds":"7","result":"Cindy""#) == 200)
        // A time with seconds is written as a lifter writes it: 26.5 minutes is `26:30`.
        #expect(try log(#""id":"c4","kind":"cardio","type":"run","minutes":"26,5""#) == 200)
        #expect(try server.text("2026.antrain") == """
            2026-12-07 18:00 cardio run 5.2km 25min # easy

            2026-12-07 18:00 metcon amrap 20min 7 rounds "Cindy"

            2026-12-07 18:00 cardio run 26:30

            """)
    }

    @Test(.enabled(if: ExternalTools.find("git") != nil, "git is not installed")) func commitMakesACommitPerFinishedSession() throws {
        let server = try ServeProcess(files: ["anna/log.antrain": Self.log], arguments: ["--commit"])
        var stopped = false
        defer { if !stopped { _ = server.stop() } }
        let folder = server.folder
        func git(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ExternalTools.find("git")!)
            process.arguments = ["-C", folder.path] + arguments
            process.environment = ["GIT_AUTHOR_NAME": "Anna", "GIT_AUTHOR_EMAIL": "anna@example.org", "GIT_COMMITTER_NAME": "Anna",
                                   "GIT_COMMITTER_EMAIL": "anna@example.org", "HOME": folder.path, "PATH": "/usr/bin:/bin"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".git"))
        _ = try git(["init", "-q"])
        _ = try git(["add", "anna/log.antrain"])
        _ = try git(["-c", "user.name=Anna", "-c", "user.email=anna@example.org", "commit", "-q", "-m", "start"])
        // A hook that would fail the commit: --commit turns hooks off.
        let hook = folder.appendingPathComponent(".git/hooks/pre-commit")
        try "#!/bin/sh\nexit 1\n".write(to: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        #expect(try server.action(#"{"id":"s","kind":"start","template":"Push","date":"2026-12-07","time":"07:30"}"#).status == 200)
        #expect(try server.action(Self.set("a", 0, "102.5x5 @8")).status == 200)
        #expect(try server.action(#"{"id":"f","kind":"finish","duration":"45min","date":"2026-12-07","time":"08:15","entryDate":"2026-12-07","entryTime":"07:30"}"#).status == 200)
        // A stopping server finishes the commits it was asked for.
        #expect(server.stop(keepingFiles: true) == 0)
        stopped = true
        // One commit for the finished session (the steps before it are not commits), holding its file.
        #expect(try git(["log", "--format=%s"]) == "antrain: 2026-12-07 lifting Push, 1 set\nstart\n")
        #expect(try git(["show", "--stat", "--format=", "HEAD"]).contains("anna/2026.antrain"))

        // Staged changes of the user's are left alone, and the server says so.
        try "note\n".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        _ = try git(["add", "notes.txt"])
        let again = try ServeProcess(files: [:], arguments: ["--commit"], in: folder)
        defer { _ = again.stop() }
        #expect(try again.action(#"{"id":"w","kind":"weighIn","text":"61","date":"2026-12-07","time":"09:00"}"#).status == 200)
        #expect(again.stop(keepingFiles: true) == 0)
        #expect(try again.errors().contains("not committed: the index holds staged changes"))
        #expect(try git(["log", "--format=%s"]) == "antrain: 2026-12-07 lifting Push, 1 set\nstart\n")
    }

    @Test func aReadOnlyServerWritesNothing() throws {
        let server = try ServeProcess(files: ["log.antrain": Self.log], arguments: ["--read-only"])
        defer { _ = server.stop() }
        let answer = try server.action(#"{"id":"x","kind":"weighIn","text":"80","date":"2026-12-07","time":"07:00"}"#)
        #expect(answer.status == 403)
        #expect(try server.text("log.antrain") == Self.log)
    }
}

/// Answers gathered from several threads.
private final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var statuses: [Int] = []
    private(set) var bodies: [String] = []

    func add(_ answer: RawHTTP.Answer?) {
        lock.lock()
        defer { lock.unlock() }
        statuses.append(answer?.status ?? 0)
        bodies.append(answer?.body ?? "no answer")
    }
}
