import AntrainBasics
@testable import AntrainLSP
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Preset views for "go to definition" (issue #24, item 13): in the user's cache folder, and
/// never written through a planted link or into a folder someone else controls.
@Suite struct PresetFilesTests {
    /// A fresh cache folder of this test's own, removed at the end.
    struct Sandbox {
        let root: URL
        init() throws {
            root = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
                .appendingPathComponent("antrain-preset-files-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        var cache: URL { root.appendingPathComponent("cache", isDirectory: true) }
        var victim: URL { root.appendingPathComponent("victim", isDirectory: true) }
        func remove() {
            // The views are read-only; their folder is not, so removing works.
            try? FileManager.default.removeItem(at: root)
        }
        func contents(of folder: URL) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        }
    }

    @Test func theFolderIsTheUsersCacheFolder() {
        #expect(PresetFiles.folder(environment: ["XDG_CACHE_HOME": "/home/ayse/.xdg", "HOME": "/home/ayse"]).path
            == "/home/ayse/.xdg/antrain/presets")
        #expect(PresetFiles.folder(environment: ["HOME": "/home/ayse"]).path == "/home/ayse/.cache/antrain/presets")
        // A relative XDG_CACHE_HOME is ignored, as the XDG rules say.
        #expect(PresetFiles.folder(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/ayse"]).path == "/home/ayse/.cache/antrain/presets")
        #expect(!PresetFiles.folder.path.hasPrefix(FileManager.default.temporaryDirectory.path))
    }

    @Test func aViewIsWrittenReadOnlyInFoldersOfTheUsersAlone() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let url = try PresetFiles.file(named: "Barbell-Bench-Press.antrain", text: "exercise Barbell Bench Press\n", cacheFolder: sandbox.cache)
        #expect(url.path == sandbox.cache.path + "/antrain/presets/Barbell-Bench-Press.antrain")
        #expect(try String(contentsOf: url, encoding: .utf8) == "exercise Barbell Bench Press\n")
        #expect(try mode(url) == 0o444)
        #expect(try mode(sandbox.cache.appendingPathComponent("antrain")) == 0o700)
        #expect(try mode(url.deletingLastPathComponent()) == 0o700)
        // Written again with other text, replaced; no temporary file is left behind.
        _ = try PresetFiles.file(named: "Barbell-Bench-Press.antrain", text: "exercise Barbell Bench Press\n  aliases: Bench\n", cacheFolder: sandbox.cache)
        #expect(try String(contentsOf: url, encoding: .utf8) == "exercise Barbell Bench Press\n  aliases: Bench\n")
        #expect(sandbox.contents(of: url.deletingLastPathComponent()) == ["Barbell-Bench-Press.antrain"])
    }

    @Test func aLinkPlantedForTheFolderIsRefused() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.victim, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: sandbox.cache.appendingPathComponent("antrain"), withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let presets = sandbox.cache.appendingPathComponent("antrain/presets")
        try FileManager.default.createSymbolicLink(at: presets, withDestinationURL: sandbox.victim)
        #expect(throws: PresetFolderError.symbolicLink(path: presets.path)) {
            try PresetFiles.file(named: "Squat.antrain", text: "exercise Squat\n", cacheFolder: sandbox.cache)
        }
        #expect(sandbox.contents(of: sandbox.victim) == [])
    }

    @Test func aLinkPlantedForTheViewIsReplacedNotFollowed() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.victim, withIntermediateDirectories: true)
        let target = sandbox.victim.appendingPathComponent("important")
        try Data("keep me\n".utf8).write(to: target)
        _ = try PresetFiles.file(named: "Other.antrain", text: "x\n", cacheFolder: sandbox.cache)
        let view = sandbox.cache.appendingPathComponent("antrain/presets/Squat.antrain")
        try FileManager.default.createSymbolicLink(at: view, withDestinationURL: target)
        _ = try PresetFiles.file(named: "Squat.antrain", text: "exercise Squat\n", cacheFolder: sandbox.cache)
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
        // The link itself was replaced by a file of the view's own.
        #expect(try FileManager.default.attributesOfItem(atPath: view.path)[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOf: view, encoding: .utf8) == "exercise Squat\n")
    }

    @Test func aFolderOthersCanWriteIsRefused() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let antrain = sandbox.cache.appendingPathComponent("antrain")
        try FileManager.default.createDirectory(at: antrain, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: antrain.path)
        #expect(throws: PresetFolderError.openToOthers(path: antrain.path, mode: 0o777)) {
            try PresetFiles.file(named: "Squat.antrain", text: "exercise Squat\n", cacheFolder: sandbox.cache)
        }
        #expect(sandbox.contents(of: antrain) == [])
        try FileManager.default.setAttributes([.posixPermissions: 0o775], ofItemAtPath: antrain.path)
        #expect(throws: PresetFolderError.openToOthers(path: antrain.path, mode: 0o775)) {
            try PresetFiles.file(named: "Squat.antrain", text: "exercise Squat\n", cacheFolder: sandbox.cache)
        }
        #expect(sandbox.contents(of: antrain) == [])
    }

    @Test func aFolderOfAnotherUserIsRefused() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let antrain = sandbox.cache.appendingPathComponent("antrain")
        if getuid() == 0 {
            // Root can give the folder away to `nobody`.
            try FileManager.default.createDirectory(at: antrain, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            #expect(chown(antrain.path, 65_534, 65_534) == 0)
            #expect(throws: PresetFolderError.foreignOwner(path: antrain.path)) {
                try PresetFiles.file(named: "Squat.antrain", text: "exercise Squat\n", cacheFolder: sandbox.cache)
            }
            #expect(sandbox.contents(of: antrain) == [])
        } else {
            // Anyone else finds root's `/usr` already there: it is not theirs.
            #expect(throws: PresetFolderError.foreignOwner(path: "/usr")) {
                try SafeFolder.openOwn(["usr"], under: URL(fileURLWithPath: "/"))
            }
        }
    }

    @Test func theRefusalsAreSaidInBothLanguages() {
        for key in ServerMessages.all {
            #expect(key.translationProblems.isEmpty, "\(key.translationProblems)")
        }
        let refusal = PresetFolderError.openToOthers(path: "/home/ayse/.cache/antrain", mode: 0o777)
        #expect(refusal.message(in: .en)
            == "Preset views are not written to /home/ayse/.cache/antrain: other users can write to it (mode 777); make it yours alone with `chmod go-w`")
        #expect(refusal.message(in: .tr)
            == "Hazır tanım görünümleri /home/ayse/.cache/antrain klasörüne yazılmıyor: başka kullanıcılar da yazabiliyor (izin 777); `chmod go-w` ile yalnızca sizin yapın")
    }

    private func mode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    }
}
