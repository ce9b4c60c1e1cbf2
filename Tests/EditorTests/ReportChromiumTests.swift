import Foundation
import Testing

/// `antrain report --format html` in a real browser: headless Chromium renders the example
/// log's report to a screenshot, which must not be blank (a page whose charts failed to draw
/// is a few kilobytes of white; this one is far more, and differs from an empty page's).
///
/// Without Chromium the test is skipped, visibly; in CI a missing one fails
/// ``chromiumIsInstalledInCI()``, since `.ci/run` installs it.
@Suite struct ReportChromiumTests {
    static var chromium: String? { ExternalTools.find("chromium", "chromium-browser", "google-chrome") }

    @Test(.enabled(if: NeovimLSPTests.isCI, "only CI must have Chromium"))
    func chromiumIsInstalledInCI() {
        #expect(Self.chromium != nil, "Chromium is not installed; .ci/run installs Debian's chromium")
    }

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (apt-get install chromium)"))
    func theExampleReportRendersInChromium() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        let report = Process()
        report.executableURL = NeovimLSPTests.antrain
        report.arguments = ["report", NeovimLSPTests.repositoryRoot.appendingPathComponent("Examples").path, "--format", "html", "-o", page.path]
        #expect(try await ExternalTools.run(report, within: 180), "antrain report finished")
        #expect(report.terminationStatus == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<svg").count - 1 >= 5, "five charts")
        // The example measures neck, chest, waist and both arms, and has `sex: male`: a chart per site and body fat.
        #expect(html.contains("<h2>Measurements</h2>") && html.contains("<h3>arm</h3>") && html.contains("<h2>Body fat</h2>"))

        let blank = folder.appendingPathComponent("blank.html")
        try "<!doctype html><html><body></body></html>".write(to: blank, atomically: true, encoding: .utf8)
        let shot = try await screenshot(page, in: folder, name: "report.png")
        let empty = try await screenshot(blank, in: folder, name: "blank.png")
        #expect(shot.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        #expect(shot.count > 40_000, "a page of charts and tables, not a blank one (\(shot.count) bytes)")
        #expect(shot.count > empty.count * 5, "\(shot.count) bytes against \(empty.count) for a blank page")
    }

    private func screenshot(_ page: URL, in folder: URL, name: String) async throws -> [UInt8] {
        let output = folder.appendingPathComponent(name)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.chromium))
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(folder.path)/profile",
                             "--screenshot=\(output.path)", "--window-size=860,2400", page.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        #expect(try await ExternalTools.run(process, within: 180), "Chromium finished")
        return [UInt8](try Data(contentsOf: output))
    }
}
