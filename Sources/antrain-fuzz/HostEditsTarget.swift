import AntrainAnalysis
import AntrainSyntax
import Foundation

/// The analysis host's edit path: edits applied one by one to a workspace of two athletes
/// must give the diagnostics that the final texts give from scratch.
///
/// The incremental host builds full models on demand, as the language server's does, with a
/// budget so small that every tree and model it holds is dropped and built again when read;
/// the host from scratch builds every model with the analysis. Both must give the same
/// diagnostics and, read back, the same models.
///
/// The input is a log and a list of edits, split at the first zero byte. The log is Anna's
/// (repeated past two chunks when the first byte is odd; the fuzz build cuts chunks after
/// ``ChunkedText/chunkLines`` = 8 lines, so short inputs cross chunk boundaries); Burak's folder
/// holds a copy of it and a profile, so the edits also cross the line between athletes'
/// facts. Each edit is four bytes: where (two bytes, scaled to the text), how many bytes to
/// delete, and which snippet to insert; the analysis is asked for between some edits so that
/// later analyses reuse earlier ones.
enum HostEditsTarget {
    static let snippets = [
        "", "x", "\n", "  ", "\t", "#", "# note\n", "2026-11-01 lifting\n  Squat 100x0\n", "2025-01-01 07:00 lifting 2h\n  Bench Press 100x5\n",
        "exercise Sled Push\n  category: strength\n", "profile\n  unit: lb\n", "2025-01-02 bodyweight 80kg\n", "  Bench Press 100x5 @8\n",
        "template Push\n  Bench Press: x5x3\n", "2026-11-20 lunch\n  Rice 150g\n", "\r\n",
    ]

    static func run(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 0) ?? bytes.count
        var log = Array(bytes[..<split])
        let edits = split < bytes.count ? Array(bytes[(split + 1)...]) : []
        // Several chunks may need more lines than the input holds: the log repeated.
        if bytes.first.map({ $0 & 1 == 1 }) == true, log.contains(UInt8(ascii: "\n")) {
            let lines = log.filter { $0 == UInt8(ascii: "\n") }.count
            log = Array([[UInt8]](repeating: log, count: min(400, (AnalysisHost.chunkLines * 2 + lines) / lines)).joined())
        }
        var texts: [(key: String, folder: String, bytes: [UInt8])] = [
            ("/w/anna/log.antrain", "/w/anna", log),
            ("/w/anna/profile.antrain", "/w/anna", Array("profile\n  name: Anna\n".utf8)),
            ("/w/burak/log.antrain", "/w/burak", log),
            ("/w/burak/profile.antrain", "/w/burak", Array("profile\n  name: Burak\n  unit: lb\n".utf8)),
        ]
        var host = host(texts, keeping: .onDemand(ModelBudget(textBytes: 1)))
        var position = 0
        var appliedEdits: [String] = []
        while position + 4 <= edits.count {
            let text = texts[0].bytes
            let start = boundary((Int(edits[position]) << 8 | Int(edits[position + 1])) * (text.count + 1) / 65_536, in: text)
            let end = boundary(min(text.count, start + Int(edits[position + 2] % 64)), in: text)
            let insert = Array(snippets[Int(edits[position + 3]) % snippets.count].utf8)
            host.apply(.edit(key: texts[0].key, range: TextRange(start, end), replacement: insert))
            texts[0].bytes.replaceSubrange(start..<end, with: insert)
            appliedEdits.append("\(start)..<\(end) \(String(decoding: insert, as: UTF8.self).debugDescription)")
            if edits[position + 3] & 0x80 != 0 { _ = host.snapshot().analysis(ofFile: texts[0].key) }
            position += 4
        }
        guard host.snapshot().text(of: texts[0].key)?.source.bytes == texts[0].bytes else { fatalError("the host's text differs from the edited text") }
        var fresh = self.host(texts, keeping: .always)
        for (key, _, _) in texts {
            let incremental = describe(host.snapshot().analysis(ofFile: key)?.diagnostics(ofFile: key)) + models(host.snapshot().analysis(ofFile: key), of: key)
            let scratch = describe(fresh.snapshot().analysis(ofFile: key)?.diagnostics(ofFile: key)) + models(fresh.snapshot().analysis(ofFile: key), of: key)
            guard incremental == scratch else {
                let onlyIncremental = incremental.filter { !scratch.contains($0) }, onlyScratch = scratch.filter { !incremental.contains($0) }
                let text = texts.first { $0.key == key }.map { String(decoding: $0.bytes, as: UTF8.self).debugDescription } ?? ""
                // The same lines in another order or number: show both whole.
                let whole = onlyIncremental.isEmpty && onlyScratch.isEmpty ? "incremental: \(incremental)\nfrom scratch: \(scratch)\n" : ""
                FileHandle.standardError.write(Data("\(key)\nincremental only: \(onlyIncremental)\nfrom scratch only: \(onlyScratch)\n\(whole)final text: \(text)\nedits: \(appliedEdits)\n".utf8))
                fatalError("edits applied one by one and the final text disagree")
            }
        }
    }

    static func host(_ texts: [(key: String, folder: String, bytes: [UInt8])], keeping: ModelKeeping) -> AnalysisHost {
        var host = AnalysisHost(settings: FuzzTargets.settings, keeping: keeping)
        for (key, folder, bytes) in texts {
            host.apply(.setText(key: key, name: String(key.dropFirst(folder.count + 1)), folder: folder, bytes: bytes))
        }
        return host
    }

    /// The full models of `key`'s chunks, read back: each workout's sets with their weights
    /// (`%` loads resolved), each meal's foods, and the entries the tree holds.
    static func models(_ analysis: AthleteAnalysis?, of key: String) -> [String] {
        guard let analysis else { return [] }
        // Sorted (each line starts with its entry's offset in the file): chunks cut elsewhere
        // list a file's workouts and meals in another order.
        let workouts = analysis.workouts(ofFile: key).map { lowered in
            "\(lowered.entryRange.lowerBound) " + lowered.workout.exercises.map { exercise in
                exercise.sets.map { "\($0.reps)x\($0.weight)" }.joined(separator: ",")
            }.joined(separator: ";")
        }
        let meals = analysis.meals(ofFile: key).map { "\($0.entryRange.lowerBound) \($0.meal.foods.map(\.grams))" }
        return (workouts + meals).sorted()
    }

    static func describe(_ diagnostics: [Diagnostic]?) -> [String] {
        (diagnostics ?? []).map { "\($0.code.rawValue) \($0.range) \($0.message)" }.sorted()
    }

    /// An offset moved back to the start of a UTF-8 character, as an editor sends them.
    static func boundary(_ offset: Int, in bytes: [UInt8]) -> Int {
        var offset = min(offset, bytes.count)
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }
}
