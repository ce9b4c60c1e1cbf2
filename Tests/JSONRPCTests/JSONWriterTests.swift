import Foundation
import JSONRPC
import Testing

@Suite struct JSONWriterTests {
    /// A writable value with nesting, absent members and strings that need escaping.
    struct Sample: JSONWritable, Equatable {
        var name: String
        var count: Int
        var flags: [Bool]
        var note: String?
        var children: [Sample]

        func writeJSON(to writer: inout JSONWriter) {
            writer.object { writer in
                writer.key("name")
                writer.value(name)
                writer.key("count")
                writer.value(count)
                writer.key("flags")
                writer.value(flags)
                writer.member("note", ifPresent: note)
                writer.key("children")
                writer.value(children)
            }
        }
    }

    @Test(arguments: [
        "plain", "", "quote \" and backslash \\", "line\nbreak\ttab\r", "\u{01}\u{1F}\u{08}\u{0C}",
        "Tavuk Göğsü 🐔 İı", "file:///tmp/a b/log.antrain", "\"", "\\\\",
    ])
    func stringsReadBackAsWritten(_ text: String) throws {
        var writer = JSONWriter()
        writer.value(text)
        let decoded = try JSONSerialization.jsonObject(with: Data(writer.bytes), options: [.fragmentsAllowed])
        #expect(decoded as? String == text)
    }

    @Test func controlCharactersAreEscapedAsJSONRequires() {
        var writer = JSONWriter()
        writer.value("a\u{01}b\nc")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #""a\u0001b\nc""#)
    }

    @Test func nestedValuesAreWrittenInOrderWithAbsentMembersLeftOut() {
        let leaf = Sample(name: "Bench \"Press\"", count: -3, flags: [true, false], note: nil, children: [])
        let sample = Sample(name: "root", count: 42, flags: [], note: "a/b", children: [leaf, leaf])
        var writer = JSONWriter()
        writer.value([sample, leaf])
        let leafJSON = #"{"name":"Bench \"Press\"","count":-3,"flags":[true,false],"children":[]}"#
        #expect(String(decoding: writer.bytes, as: UTF8.self)
            == #"[{"name":"root","count":42,"flags":[],"note":"a/b","children":["# + leafJSON + "," + leafJSON + "]}," + leafJSON + "]")
    }

    @Test func keysThatAreDataAreEscaped() {
        var writer = JSONWriter()
        writer.object { writer in
            writer.key("file:///a \"b\".antrain")
            writer.value([1])
            writer.key("c")
            writer.null()
        }
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"file:///a \"b\".antrain":[1],"c":null}"#)
    }

    @Test func emptyContainersAndNullNeedNoCommas() {
        var writer = JSONWriter()
        writer.object { writer in
            writer.key("a")
            writer.value([Int]())
            writer.key("b")
            writer.object { _ in }
            writer.key("c")
            writer.null()
            writer.key("d")
            writer.value([1, 2])
        }
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"a":[],"b":{},"c":null,"d":[1,2]}"#)
    }

    @Test func aWritableResultIsFramedAsAResponse() throws {
        let sample = Sample(name: "x", count: 1, flags: [true], note: "n", children: [])
        for id in [RequestID.integer(7), .string("r\"1")] {
            let body = OutgoingMessage.response(id: id, writing: [sample])
            guard case .response(let echoed, let result?, nil) = IncomingMessage(parsing: body) else {
                Issue.record("not a response: \(String(decoding: body, as: UTF8.self))")
                continue
            }
            #expect(echoed == id)
            #expect(String(decoding: result, as: UTF8.self) == #"[{"name":"x","count":1,"flags":[true],"note":"n","children":[]}]"#)
        }
        let none = OutgoingMessage.response(id: 1, writing: Sample?.none)
        #expect(String(decoding: none, as: UTF8.self) == #"{"jsonrpc":"2.0","id":1,"result":null}"#)
    }

    @Test func writableRequestsAndNotificationsHaveTheMembersJSONRPCAsks() {
        #expect(String(decoding: OutgoingMessage.request(id: "antrain-1", method: "window/workDoneProgress/create", writing: ["t"]), as: UTF8.self)
            == #"{"jsonrpc":"2.0","id":"antrain-1","method":"window/workDoneProgress/create","params":["t"]}"#)
        #expect(String(decoding: OutgoingMessage.notification(method: "$/progress", writing: [1, 2]), as: UTF8.self)
            == #"{"jsonrpc":"2.0","method":"$/progress","params":[1,2]}"#)
    }
}
