import AntrainHTTP
import Testing

/// Request targets: path, segments, query items and authority; and form bodies.
@Suite struct TargetTests {
    @Test func originFormWithAQuery() throws {
        let target = try #require(HTTPTarget("/a/b?x=1&y=two+words&z=%C4%9F%20"))
        #expect(target.path == "/a/b")
        #expect(target.query == "x=1&y=two+words&z=%C4%9F%20")
        #expect(target.decodedPathSegments == ["a", "b"])
        #expect(pairs(target.queryItems) == ["x=1", "y=two words", "z=ğ "])
        #expect(target.queryValue("y") == "two words")
        #expect(target.authority == nil)
    }

    @Test func segments() {
        #expect(HTTPTarget("/")?.decodedPathSegments == [])
        #expect(HTTPTarget("/logs/2026%20Nov/")?.decodedPathSegments == ["logs", "2026 Nov", ""])
        #expect(HTTPTarget("//a")?.decodedPathSegments == ["", "a"])
        // A `+` in a path is a plus, not a space.
        #expect(HTTPTarget("/a+b")?.decodedPathSegments == ["a+b"])
        // Dots are left to the sandbox, which refuses them in every spelling.
        #expect(HTTPTarget("/%2e%2e/x")?.decodedPathSegments == ["..", "x"])
    }

    @Test func segmentsThatCannotBeTrustedAreRefused() {
        #expect(HTTPTarget("/a%2Fb")?.decodedPathSegments == nil, "an encoded slash")
        #expect(HTTPTarget("/a%2fb")?.decodedPathSegments == nil, "an encoded slash in lower case")
        #expect(HTTPTarget("/a%00")?.decodedPathSegments == nil, "NUL")
        #expect(HTTPTarget("/%FF")?.decodedPathSegments == nil, "not UTF-8")
        #expect(HTTPTarget("/%C4")?.decodedPathSegments == nil, "half a character")
    }

    @Test func invalidEscapesRefuseTheTarget() {
        for target in ["/a%zz", "/a%", "/a%4", "/a%4g", "/?q=%", "/?q=%G1", "/?%C4=1"] {
            #expect(HTTPTarget(target) == nil, "\(target)")
        }
    }

    @Test func absoluteForm() throws {
        let target = try #require(HTTPTarget("http://localhost:8470/x?y=1"))
        #expect(target.authority == "localhost:8470")
        #expect(target.path == "/x")
        #expect(pairs(target.queryItems) == ["y=1"])
        #expect(HTTPTarget("HTTPS://[::1]:8470")?.authority == "[::1]:8470")
        #expect(HTTPTarget("HTTPS://[::1]:8470")?.path == "/")
        #expect(HTTPTarget("http://h?x=1")?.path == "/")
        #expect(HTTPTarget("http://h?x=1")?.query == "x=1")
    }

    @Test func refusedForms() {
        for target in ["", "*", "example.com:443", "a/b", "http://user@h/", "http:///x", "/a#frag", "/a b", "ftp://h/"] {
            #expect(HTTPTarget(target) == nil, "\(target)")
        }
    }

    @Test func queryPieces() {
        #expect(HTTPTarget("/?a&b=")?.queryItems.map { "\($0.0)=\($0.1)" } == ["a=", "b="])
        #expect(HTTPTarget("/?a=1&&b=2&")?.queryItems.count == 2)
        #expect(HTTPTarget("/?a=1=2")?.queryItems.map { "\($0.0)=\($0.1)" } == ["a=1=2"])
        #expect(HTTPTarget("/?")?.queryItems.isEmpty == true)
        #expect(HTTPTarget("/?")?.query == "")
        #expect(HTTPTarget("/")?.query == nil)
    }

    @Test func formBodies() {
        #expect(HTTPForm.decode(Array("name=Bench+Press&load=100%20kg".utf8)).map(pairs) == ["name=Bench Press", "load=100 kg"])
        #expect(HTTPForm.decode(Array("%3D=%26&note=%C4%9F%C3%BC".utf8)).map(pairs) == ["==&", "note=ğü"])
        #expect(HTTPForm.decode([]).map(pairs) == [])
        #expect(HTTPForm.decode(Array("a=%".utf8)) == nil)
        #expect(HTTPForm.decode(Array("a=%C3".utf8)) == nil, "half a character")
        #expect(HTTPForm.decode([0x61, 0x3D, 0xFF]) == nil, "a raw byte that is not UTF-8")
    }

    private func pairs(_ items: [(String, String)]) -> [String] {
        items.map { "\($0.0)=\($0.1)" }
    }
}
