import Foundation
import Testing

/// The manual lives in the repository: every link in it resolves inside the repository, and
/// every diagnostic code the catalogue declares has its section in Docs/DIAGNOSTICS.md.
@Suite struct DocumentationTests {
    static var root: URL { LayeringTests.root }

    /// The user's documents: README, Docs/, Grammar/ and the editor folders.
    static func documents() throws -> [URL] {
        let manager = FileManager.default
        var files = [root.appendingPathComponent("README.md")]
        for folder in ["Docs", "Grammar", "editors"] {
            let enumerator = manager.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL { if url.pathExtension == "md" { files.append(url) } }
        }
        return files
    }

    /// `[text](target)` links, without `http(s):` and `mailto:` ones, and their anchors dropped.
    static func relativeLinks(in text: String) -> [String] {
        var links: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let target = String(rest[..<close])
            rest = rest[close...]
            if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") || target.hasPrefix("#") { continue }
            links.append(String(target.split(separator: "#", maxSplits: 1).first ?? ""))
        }
        return links
    }

    @Test func everyLinkInTheManualResolvesInsideTheRepository() throws {
        let documents = try Self.documents()
        #expect(documents.count > 10)
        let repository = Self.root.standardizedFileURL.path
        for document in documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            #expect(!text.contains("../shared"), "\(document.lastPathComponent) points outside the repository")
            for link in Self.relativeLinks(in: text) {
                let target = document.deletingLastPathComponent().appendingPathComponent(link).standardizedFileURL
                #expect(target.path.hasPrefix(repository), "\(document.lastPathComponent): \(link) leaves the repository")
                #expect(FileManager.default.fileExists(atPath: target.path), "\(document.lastPathComponent): \(link) does not exist")
            }
        }
    }

    @Test func theLinkReaderFindsRelativeLinksOnly() {
        #expect(Self.relativeLinks(in: "[a](Docs/A.md#x) [b](https://x.org) [c](#here) [d](../B.md)") == ["Docs/A.md", "../B.md"])
    }

    @Test func everyDiagnosticCodeHasItsSectionInTheReference() throws {
        // Every `DiagnosticCode+*.swift` file: the catalogue and the codes each area adds.
        let syntax = Self.root.appendingPathComponent("Sources/AntrainSyntax")
        let catalogue = try FileManager.default.contentsOfDirectory(atPath: syntax.path).filter { $0.hasPrefix("DiagnosticCode+") }.sorted()
            .map { try String(contentsOf: syntax.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
        // `DiagnosticCode(rawValue: "code")`: read from the source, so this target needs no module.
        let codes = catalogue.components(separatedBy: "DiagnosticCode(rawValue: \"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        #expect(codes.count >= 33)
        let reference = try String(contentsOf: Self.root.appendingPathComponent("Docs/DIAGNOSTICS.md"), encoding: .utf8)
        for code in codes {
            #expect(reference.contains("\n### `\(code)`\n"), "Docs/DIAGNOSTICS.md has no section for \(code)")
        }
    }
}
