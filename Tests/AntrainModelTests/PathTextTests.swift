import AntrainBasics
import Foundation
import Testing

/// ``PathText`` gives what Foundation's `NSString` path methods give, on the paths the CLI and
/// the server meet: absolute and relative, with doubled and trailing slashes, `.`, `..` and `~`.
@Suite struct PathTextTests {
    static let paths = [
        "", "/", "//", "///", "/a//", "//a", "a", "/a", "/a/", "/a/b", "/a/b/", "a/b", "/a//b///c/", "./a", "a/./b", "/a/./b/.",
        "/a/../b", "/a/b/..", "/..", "/../a", "a/../b", "../a", ".", "..", "./", "./.", "a/.", "../a/./b", "a/..", "/a/b/c/../../d", "~", "~/logs", "~x/a",
        "/home/anna/logs/2026.antrain", "/tmp/antrain work/tavuk göğsü.antrain", "-", "/a/-",
    ]
    static let names = ["", "b", "b/", "/b", "week.antrain", "-", "anna/2026.antrain"]

    @Test func appendingIsNSStringsAppendingPathComponent() {
        for path in Self.paths {
            for name in Self.names {
                #expect(PathText.appending(path, name) == (path as NSString).appendingPathComponent(name), "\(path) + \(name)")
            }
        }
    }

    @Test func lastAndDeletingLastAreNSStrings() {
        for path in Self.paths {
            #expect(PathText.lastComponent(path) == (path as NSString).lastPathComponent, "last of \(path)")
        }
        // NSString traps on a relative path of one component ("a", ".") on Linux; the CLI and
        // the server take the folder of absolute paths only.
        for path in Self.paths where path.hasPrefix("/") || ["a/b", "../a", "a/../b", "a/./b", "../a/./b"].contains(path) {
            #expect(PathText.deletingLastComponent(path) == (path as NSString).deletingLastPathComponent, "deleting last of \(path)")
        }
    }

    @Test func standardizingIsNSStringsStandardizingPath() {
        for path in Self.paths {
            #expect(PathText.standardizing(path) == (path as NSString).standardizingPath, "standardizing \(path)")
        }
    }
}
