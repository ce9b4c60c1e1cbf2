import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

@Suite struct CompletionTests {
    func dump(_ marked: String, files: [String] = []) -> String {
        let source = MarkedSource(marked)
        let sources = [SourceFile(name: "test.antrain", text: source.text)] + files.enumerated().map { SourceFile(name: "other\($0.offset).antrain", text: $0.element) }
        let snapshot = WorkspaceSnapshot.analyze(sources, settings: testSettings)
        let offset = source.offsets.values.first ?? 0
        let result = CompletionEngine.complete(in: snapshot, fileIndex: 0, offset: offset)
        let bytes = Array(source.text.utf8)
        return result.items.prefix(12).map { item in
            let typed = String(decoding: bytes[item.replaceRange.lowerBound..<item.replaceRange.upperBound], as: UTF8.self)
            return "\(item.label) | \(item.detail ?? "") | typed=\(typed) | insert=\(item.insertText)"
        }.joined(separator: "\n")
    }

    @Test func probe() {
        var out = ""
        for marked in ["2026-11-10 lifting\n  Bench Press: 100x5 @8, 100x5 @8\n2026-11-20 lifting\n  Bench Press\n    1️⃣",
                       "2026-11-10 lifting\n  Bench Press: 100x5 @8, 100x5 @8\n2026-11-20 lifting\n  Bench Press\n    100x5\n    1️⃣\n",
                       "2026-11-10 lifting\n  Bench Press: 100x5 @8, 100x5 @8\n2026-11-20 lifting\n  Bench Press\n    1️⃣\n    100x5\n"] {
            let source = MarkedSource(marked)
            let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "t", text: source.text)], settings: testSettings)
            out += "cursor \(source.offsets.values.first!) count \(source.bytes.count)\n"
            for w in snapshot.files[0].lowered.workouts { out += "workout \(w.workout.date) \(w.entryRange) exercises \(w.workout.exercises.map { "\($0.exercise.name) \($0.sets.count)" })\n" }
            for e in snapshot.files[0].tree.entries { out += "entry \(e.range) body \(e.body.map { "\($0.range) \($0.content)" })\n" }
            out += dump(marked) + "\n"
        }
        try? out.write(toFile: "/tmp/probe/completion.txt", atomically: true, encoding: .utf8)
    }
}
