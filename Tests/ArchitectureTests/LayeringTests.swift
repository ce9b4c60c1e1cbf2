import Foundation
import Testing

/// The layers of the project point one way (syntax → model → analysis → server and CLI, with
/// JSON-RPC beside them). This reads the `import` lines of `Sources/` and `Package.swift`, so
/// an arrow the design does not allow fails here, not in review.
@Suite struct LayeringTests {
    /// Every project module each target may import, with the reason. The only list of arrows.
    static let allowed: [String: (imports: Set<String>, reason: String)] = [
        "AntrainBasics": ([], "the leaf: edit distance, concurrent map, byte order mark, finding and reading logs"),
        "AntrainSyntax": (["AntrainBasics"], "text, lines, tokens and the tree know no models"),
        "AntrainModel": (["AntrainBasics"], "domain values and libraries know nothing of syntax"),
        "AntrainAnalysis": (["AntrainBasics", "AntrainSyntax", "AntrainModel"],
                            "lowering, rules and editor features in offsets and strings, no LSP or JSON"),
        "JSONRPC": ([], "framing and messages beside the layers, knowing no Antrain"),
        "AntrainHTTP": ([], "HTTP/1.1 without I/O beside the layers, knowing no training"),
        "AntrainLSP": (["AntrainBasics", "AntrainSyntax", "AntrainModel", "AntrainAnalysis", "JSONRPC"],
                       "the only target that knows LSP and JSON-RPC"),
        "AntrainImport": (["AntrainBasics", "AntrainModel", "AntrainAnalysis", "AntrainFIT"],
                          "app exports to log text (FIT through the exporter's own decoder and tables); beside the server, under the CLI, never reading syntax trees"),
        "AntrainReport": (["AntrainBasics", "AntrainModel", "AntrainAnalysis"],
                          "the analysis's progress figures written as text and HTML, in the messages of the leaf's machinery"),
        "AntrainFIT": (["AntrainModel"], "FIT files from domain models: bytes, CRC, Garmin's profile; no syntax or analysis"),
        "AntrainMCP": (["AntrainBasics", "AntrainSyntax", "AntrainModel", "AntrainAnalysis", "JSONRPC"],
                       "the Model Context Protocol server: the analysis's figures as tools, beside the language server, knowing no LSP"),
        "AntrainCLI": (["AntrainBasics", "AntrainSyntax", "AntrainModel", "AntrainAnalysis", "AntrainImport", "AntrainReport", "AntrainLSP",
                        "AntrainFIT", "AntrainMCP", "AntrainWeb", "AntrainHTTP"],
                       "thin commands; it starts the servers through AntrainLSP, AntrainMCP and AntrainWeb (on AntrainHTTP's server) without touching JSON-RPC"),
        "AntrainWeb": (["AntrainBasics", "AntrainSyntax", "AntrainModel", "AntrainAnalysis", "AntrainReport", "AntrainHTTP"],
                       "`antrain serve`'s pages: a thin door from HTTP requests to host queries and the report's renderers; no figure of its own"),
        "antrain": (["AntrainCLI"], "main.swift is one line"),
        "AntrainFixtures": ([], "generated logs are text, written without the analysis they test"),
        "AntrainTestSupport": (["AntrainSyntax", "AntrainModel", "AntrainAnalysis", "AntrainLSP", "JSONRPC"], "tests only"),
        "antrain-fuzz": (["AntrainSyntax", "AntrainModel", "AntrainAnalysis", "JSONRPC", "AntrainReport", "AntrainHTTP"],
                         "fuzzes the parser, the analysis, the framing, summary and report, and the HTTP parser"),
        "antrain-bench": (["AntrainBasics", "AntrainSyntax", "AntrainModel", "AntrainAnalysis", "AntrainImport", "AntrainReport", "AntrainLSP",
                           "AntrainFixtures", "JSONRPC"],
                          "measures every layer"),
    ]

    static var root: URL {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        while url.pathComponents.count > 1, !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    /// The project modules each source target imports, from its files' `import` lines.
    static func imports() throws -> [String: Set<String>] {
        let sources = root.appendingPathComponent("Sources")
        let projectModules = Set(try FileManager.default.contentsOfDirectory(atPath: sources.path))
        var result: [String: Set<String>] = [:]
        for target in projectModules {
            result[target] = []
            guard let files = FileManager.default.enumerator(atPath: sources.appendingPathComponent(target).path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: sources.appendingPathComponent(target).appendingPathComponent(file), encoding: .utf8)
                for module in importedModules(in: text) where projectModules.contains(module) { result[target]!.insert(module) }
            }
        }
        return result
    }

    /// `import X`, `@testable import X`, `public import X`, `import struct X.Y`: the module X.
    static func importedModules(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") && $0 != "public" && $0 != "internal" }
            guard words.first == "import", words.count >= 2 else { return nil }
            let name = words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "typealias"].contains(words[1]) ? words[2] : words[1]
            return String(name.split(separator: ".").first ?? "")
        }
    }

    @Test func everyImportIsAnAllowedArrow() throws {
        for (target, modules) in try Self.imports().sorted(by: { $0.key < $1.key }) {
            guard let rule = Self.allowed[target] else {
                Issue.record("Sources/\(target) is a target the layering does not know: add it to LayeringTests.allowed with its reason")
                continue
            }
            for module in modules.subtracting(rule.imports).sorted() {
                Issue.record("\(target) imports \(module), an arrow the layering does not allow (\(target): \(rule.reason))")
            }
        }
    }

    @Test func packageDeclaresEveryModuleATargetImports() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for (target, modules) in try Self.imports() where !modules.isEmpty {
            let declared = Self.dependencies(of: target, in: manifest)
            for module in modules.subtracting(declared).sorted() {
                Issue.record("\(target) imports \(module) but Package.swift does not list it in its dependencies")
            }
        }
    }

    @Test func theCheckFailsOnAForbiddenArrow() {
        // The reader of import lines, on the shapes it must see.
        #expect(Self.importedModules(in: "import AntrainSyntax\n@testable import AntrainCLI\npublic import struct JSONRPC.RequestID\n// import Nope\n")
                == ["AntrainSyntax", "AntrainCLI", "JSONRPC"])
        #expect(!Self.allowed["AntrainModel"]!.imports.contains("AntrainSyntax"))
        #expect(!Self.allowed["AntrainCLI"]!.imports.contains("JSONRPC"))
    }

    /// The names in the `dependencies: [...]` of the target called `name` in the manifest.
    static func dependencies(of name: String, in manifest: String) -> Set<String> {
        // The `name:` right after a `target(` / `Target(`, not a product's of the same name.
        var searchStart = manifest.startIndex
        var found: Range<String.Index>?
        while let candidate = manifest.range(of: "name: \"\(name)\"", range: searchStart..<manifest.endIndex) {
            let before = manifest[..<candidate.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            if before.hasSuffix("arget(") { found = candidate; break }
            searchStart = candidate.upperBound
        }
        guard let nameRange = found else { return [] }
        let rest = manifest[nameRange.upperBound...]
        // The target's own parentheses end where the next target starts.
        let end = rest.range(of: ".target(")?.lowerBound ?? rest.range(of: ".testTarget(")?.lowerBound ?? rest.endIndex
        let nextExecutable = rest.range(of: ".executableTarget(")?.lowerBound ?? rest.endIndex
        let body = rest[..<min(end, nextExecutable)]
        guard let open = body.range(of: "dependencies: [") else { return [] }
        let list = body[open.upperBound...].prefix { $0 != "]" }
        return Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            .filter { !$0.isEmpty })
    }
}
