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

        enum CodingKeys: String, CodingKey { case name, count, flags, note, children }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(count, forKey: .count)
            try container.encode(flags, forKey: .flags)
            try container.encodeIfPresent(note, forKey: .note)
            try container.encode(children, forKey: .children)
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

    @Test func nestedValuesMatchTheEncoder() throws {
        let leaf = Sample(name: "Bench \"Press\"", count: -3, flags: [true, false], note: nil, children: [])
        let sample = Sample(name: "root", count: 42, flags: [], note: "a/b", children: [leaf, leaf])
        var writer = JSONWriter()
        writer.value([sample, leaf])
        let written = try JSONDecoder().decode(JSONValue.self, from: Data(writer.bytes))
        let encoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode([sample, leaf]))
        #expect(written == encoded)
        #expect(!String(decoding: writer.bytes, as: UTF8.self).contains("note\":null"))
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

    @Test func aWritableResultTakesTheWriterAndReadsBackTheSame() throws {
        let sample = Sample(name: "x", count: 1, flags: [true], note: "n", children: [])
        for id in [RequestID.integer(7), .string("r\"1")] {
            let body = try OutgoingMessage.response(id: id, result: [sample])
            guard case .response(let echoed, let result?, nil) = IncomingMessage(parsing: body) else {
                Issue.record("not a response: \(String(decoding: body, as: UTF8.self))")
                continue
            }
            #expect(echoed == id)
            #expect(try JSONDecoder().decode(JSONValue.self, from: result)
                == JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode([sample])))
        }
        let none = try OutgoingMessage.response(id: 1, result: Sample?.none)
        #expect(String(decoding: none, as: UTF8.self) == #"{"jsonrpc":"2.0","id":1,"result":null}"#)
    }
}
