@testable import AntrainLSP
import AntrainBasics
import Foundation
import Testing

/// `file://` URIs are made and read as Foundation's percent-encoding did: the path bytes
/// outside `urlPathAllowed` minus `?#[]@!$&'()*+,;=` as upper-case `%XX`, and back.
@Suite struct FileURITests {
    static let paths = [
        "/home/anna/logs/2026.antrain", "/tmp/antrain work/tavuk göğsü.antrain", "/a/b?c#d[e]@f!g$h&i'j(k)l*m+n,o;p=q", "/x/%41",
        "/ü/ı/İ/日本", "/tab\there", "/~user/a-b_c.d:e", "/emoji/🏋️",
    ]

    @Test func aPathBecomesTheURIFoundationWouldMake() {
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#[]@!$&'()*+,;="))
        for path in Self.paths {
            #expect(FileURI.uri(path) == "file://" + path.addingPercentEncoding(withAllowedCharacters: allowed)!, "\(path)")
            #expect(FileURI.path(FileURI.uri(path)) == path)
        }
    }

    @Test func aURIIsDecodedAsFoundationDecodesIt() {
        for encoded in ["a%20b", "%C3%BC", "%c3%bc", "100%", "%zz", "%C3", "%E6%97%A5", "plain", "%2F%2f", "%00x"] {
            #expect(FileURI.removingPercentEncoding(encoded) == encoded.removingPercentEncoding, "\(encoded)")
        }
    }
}
