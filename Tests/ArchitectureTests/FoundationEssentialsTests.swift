import Foundation
import Testing

/// The modules linked into `antrain` import FoundationEssentials, not all of Foundation, on
/// Linux: anything of all of Foundation there (`NSString`, `FileHandle`, `CharacterSet`,
/// `NSLock`, `folding`, `replacingOccurrences`…) links ICU's data into the executable, 35 MB
/// more in the release archive. Each `import Foundation` stands in the `#else` of
/// `#if canImport(FoundationEssentials)`, for macOS.
@Suite struct FoundationEssentialsTests {
    /// The targets `antrain` is made of (LayeringTests.allowed, from `antrain` down).
    static let linkedIntoAntrain = [
        "antrain", "AntrainCLI", "AntrainLSP", "AntrainImport", "AntrainReport", "AntrainAnalysis", "AntrainModel", "AntrainSyntax",
        "AntrainBasics", "JSONRPC", "AntrainFIT", "AntrainMCP", "AntrainHTTP",
    ]

    @Test func noModuleOfTheExecutableImportsAllOfFoundationOnLinux() throws {
        let sources = LayeringTests.root.appendingPathComponent("Sources")
        var checked = 0
        for target in Self.linkedIntoAntrain {
            let folder = sources.appendingPathComponent(target)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                    .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                checked += 1
                for (index, line) in lines.enumerated() where line == "import Foundation" {
                    #expect(index >= 3 && lines[index - 1] == "#else" && lines[index - 2] == "import FoundationEssentials"
                        && lines[index - 3] == "#if canImport(FoundationEssentials)",
                        "\(target)/\(file):\(index + 1) imports all of Foundation on Linux; use `#if canImport(FoundationEssentials)`")
                }
            }
        }
        #expect(checked > 200)
    }
}
