import Foundation
import Testing

/// The README's list of server capabilities must be exactly what `initialize` announces.
@Suite struct ReadmeCapabilitiesTests {
    @Test func readmeListsExactlyTheAnnouncedCapabilities() throws {
        var root = URL(fileURLWithPath: #filePath)
        while root.pathComponents.count > 1, !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "<!-- capabilities:start -->"), let end = readme.range(of: "<!-- capabilities:end -->") else {
            Issue.record("README.md has no capabilities block")
            return
        }
        // Every backticked name at the start of a list item in the block.
        var listed = Set<String>()
        for line in readme[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("- `") {
            var rest = line.dropFirst(2)
            while rest.hasPrefix("`"), let close = rest.dropFirst().firstIndex(of: "`") {
                listed.insert(String(rest[rest.index(after: rest.startIndex)..<close]))
                rest = rest[rest.index(after: close)...].drop { $0 == "," || $0 == " " }
            }
        }
        let server = try LSPProcess()
        let capabilities = try server.initialize()["capabilities"] as? [String: Any] ?? [:]
        server.closeInput()
        _ = server.waitForExit()
        // `diagnostics` is pushed (publishDiagnostics), not a capability key; `workspace` is
        // described in prose below the list.
        let announced = Set(capabilities.keys).subtracting(["workspace"]).union(["diagnostics"])
        #expect(listed == announced)
    }
}
