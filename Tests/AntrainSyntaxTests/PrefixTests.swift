import AntrainAnalysis
import AntrainSyntax
import AntrainTestSupport
import Testing

/// Invalid input never crashes: every prefix of every example (what an editor holds while
/// the file is being typed) parses, prints back, and analyses.
@Suite struct PrefixTests {
    @Test func everyPrefixOfEveryExampleParsesAndRoundTrips() {
        for file in ExampleFiles.all() {
            for end in 0...file.bytes.count {
                let prefix = Array(file.bytes[0..<end])
                let tree = Parser.parse(SourceText(bytes: prefix))
                if tree.printed() != prefix {
                    Issue.record("\(file.name): the prefix of \(end) bytes does not print back")
                    return
                }
                for diagnostic in tree.diagnostics where diagnostic.range.upperBound > end || diagnostic.range.start > diagnostic.range.end {
                    Issue.record("\(file.name): prefix \(end) has a diagnostic outside the text: \(diagnostic.range)")
                    return
                }
            }
        }
    }

    @Test func everyPrefixOfEveryExampleAnalyses() {
        for file in ExampleFiles.all() {
            // Every line end, and every byte of the first lines, keeps the run short while
            // still cutting through every kind of line.
            var ends = Set(file.bytes.indices.filter { file.bytes[$0] == UInt8(ascii: "\n") })
            ends.formUnion(0..<min(file.bytes.count, 1200))
            for end in ends.sorted() {
                let prefix = Array(file.bytes[0..<end])
                let snapshot = WorkspaceSnapshot.analyze(
                    [SourceFile(name: file.name, tree: Parser.parse(SourceText(bytes: prefix)))], settings: testSettings)
                for diagnostic in snapshot.files[0].diagnostics where diagnostic.range.upperBound > end {
                    Issue.record("\(file.name): prefix \(end) has a diagnostic past the end: \(diagnostic.range) [\(diagnostic.code)]")
                    return
                }
            }
        }
    }

    @Test func everySuffixOfEveryExampleParses() {
        // Suffixes start mid-line, often indented: orphan lines and half tokens.
        for file in ExampleFiles.all() {
            for start in stride(from: 0, through: file.bytes.count, by: 1) {
                let suffix = Array(file.bytes[start...])
                if Parser.parse(SourceText(bytes: suffix)).printed() != suffix {
                    Issue.record("\(file.name): the suffix from byte \(start) does not print back")
                    return
                }
            }
        }
    }

    @Test func mutatedExamplesNeverCrash() {
        // Seeded mutations with the bytes the grammar cares about: every run is the same.
        let alphabet = Array("0123456789x:@[]\"# \t\n-+.,/BWkglbsmin".utf8) + [0xFF, 0xC3, 0x9F]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for file in ExampleFiles.all() where !file.bytes.isEmpty {
            for round in 0..<300 {
                var bytes = file.bytes
                for _ in 0..<(1 + next(8)) {
                    let position = next(bytes.count)
                    switch next(3) {
                    case 0: bytes[position] = alphabet[next(alphabet.count)]
                    case 1: bytes.insert(contentsOf: Array(repeating: alphabet[next(alphabet.count)], count: 1 + next(25)), at: position)
                    default: bytes.remove(at: position)
                    }
                    if bytes.isEmpty { bytes = [UInt8(ascii: "x")] }
                }
                let tree = Parser.parse(SourceText(bytes: bytes))
                if tree.printed() != bytes {
                    Issue.record("\(file.name): mutation round \(round) does not print back")
                    return
                }
                let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: file.name, tree: tree)], settings: testSettings)
                for diagnostic in snapshot.files[0].diagnostics where diagnostic.range.upperBound > bytes.count {
                    Issue.record("\(file.name): round \(round) has a diagnostic past the end: [\(diagnostic.code)]")
                    return
                }
            }
        }
    }
}
