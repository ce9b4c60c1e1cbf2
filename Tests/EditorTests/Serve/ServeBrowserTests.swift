import Foundation
import Testing

/// `antrain serve`'s pages in a real Chromium, driven by Selenium (`browser/serve_pages.py`,
/// from the virtual environment `.ci/run` makes, with Debian's chromium and chromedriver): at
/// a phone's size and a desk's, in dark mode and in Turkish, the figures the command line
/// gives for the same workspace, and a save shown in the open page without a reload.
///
/// Without the browser or the Python packages the test is skipped, visibly; in CI it fails.
@Suite(.serialized) struct ServeBrowserTests {
    static var python: String? {
        guard let path = ProcessInfo.processInfo.environment["ANTRAIN_PYTHON"], FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return path
    }
    static var chromium: String? { ExternalTools.find("chromium", "chromium-browser") }
    static var driver: String? { ExternalTools.find("chromedriver", "chromium-driver") }
    static var isReady: Bool { python != nil && chromium != nil && driver != nil }

    @Test(.enabled(if: NeovimLSPTests.isCI, "only CI must have Chromium, chromedriver and Selenium"))
    func theBrowserIsThereInCI() {
        #expect(Self.isReady, "chromium, chromedriver (Debian's chromium-driver) and ANTRAIN_PYTHON with selenium: .ci/run installs them")
    }

    @Test(.enabled(if: isReady, "no Chromium, chromedriver or ANTRAIN_PYTHON with selenium (see .ci/run)"))
    func thePagesShowTheCommandLinesFiguresAtAPhonesSize() async throws {
        let example = NeovimLSPTests.repositoryRoot.appendingPathComponent("Examples/november.antrain")
        let server = try ServeProcess(files: ["november.antrain": try String(contentsOf: example, encoding: .utf8)])
        defer { #expect(server.stop() == 0) }
        // What `antrain summary --format json` says of the same workspace at the same moment.
        let summary = try await commandJSON(["summary", server.folder.path, "--date", "2026-11-02", "--time", "21:00", "--format", "json"])

        let output = server.folder.appendingPathComponent(".state/browser.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.python))
        var arguments = [NeovimLSPTests.repositoryRoot.appendingPathComponent("Tests/EditorTests/browser/serve_pages.py").path,
                         try #require(Self.driver), try #require(Self.chromium), server.origin, server.token,
                         server.folder.appendingPathComponent("november.antrain").path, output.path]
        if let shots = ProcessInfo.processInfo.environment["ANTRAIN_SCREENSHOTS"] { arguments.append(shots) }
        process.arguments = arguments
        #expect(try await ExternalTools.run(process, within: 240), "the browser finished")
        let seen = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        #expect(seen["error"] == nil, "\(seen["error"] ?? "")")

        // The token leaves the address once it is a cookie.
        #expect((seen["urlAfterToken"] as? String)?.contains("token=") == false)
        // Home's figures are summary's: "Good evening, Burak!", calories 2430 / 2400 kcal, records in its order.
        #expect(seen["greeting"] as? String == "Good evening, \(summary["name"] as? String ?? "?")!")
        let nutrition = try #require(summary["nutrition"] as? [[String: Any]])
        let calories = try #require(nutrition.first { $0["name"] as? String == "calories" })
        let shownCalories = (seen["nutrition"] as? [String])?.first ?? ""
        #expect(shownCalories == "\(Int(((calories["value"] as? Double) ?? 0).rounded())) / \(Int(((calories["goal"] as? Double) ?? 0).rounded())) kcal")
        let records = (summary["records"] as? [[String: Any]] ?? []).compactMap { $0["exercise"] as? String }
        #expect((seen["records"] as? [[String]])?.map { $0[0] } == records)
        #expect(records.first == "Barbell Bench Press")

        // A phone's screen: no sideways scrolling, targets of 44 px, every control named.
        let pages = try #require(seen["pages"] as? [String: [String: Any]])
        for (name, page) in pages {
            let width = page["innerWidth"] as? Int ?? 0
            #expect((page["scrollWidth"] as? Int ?? .max) <= width, "\(name) scrolls sideways: \(page["scrollWidth"] ?? "?") > \(width)")
            #expect(page["smallTargets"] as? Int == 0, "\(name) has targets under 44 px")
            #expect(page["unnamedControls"] as? Int == 0, "\(name) has controls without a name")
        }
        #expect((seen["reportCharts"] as? Int ?? 0) >= 3, "the report draws its charts")
        #expect(seen["reportStyled"] as? String == "10px", "the report's own style applies under the CSP (by its nonce)")
        #expect(seen["consoleErrors"] as? [String] == [], "no CSP violation or script error: \(seen["consoleErrors"] ?? "")")
        // Dark mode by the system's setting: the page's background is #0b1120.
        #expect(seen["darkBackground"] as? String == "rgb(11, 17, 32)")
        // Turkish.
        #expect(pages["homeTurkish"]?["lang"] as? String == "tr")
        #expect((seen["turkishGreeting"] as? String)?.hasSuffix("Burak!") == true && seen["turkishGreeting"] as? String != seen["greeting"] as? String)
        #expect((seen["turkishNavigation"] as? [String])?.first == "Ana sayfa")
        // The save showed in the same page, without a reload.
        #expect(seen["liveShown"] as? Bool == true, "the saved workout never showed")
        #expect(seen["notReloaded"] as? Bool == true)
        // The service worker lets the page reload with no signal, from the copy last seen.
        #expect(seen["serviceWorker"] as? Bool == true)
        #expect(seen["offlineGreeting"] as? String == seen["greeting"] as? String)
    }

    private func commandJSON(_ arguments: [String]) async throws -> [String: Any] {
        let process = Process()
        process.executableURL = NeovimLSPTests.antrain
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        #expect(try await ExternalTools.run(process, within: 60))
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}
