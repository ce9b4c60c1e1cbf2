import Foundation
import JSONRPC
import Testing

@Suite struct JSONValueTests {
    @Test func decodesEveryKind() throws {
        let value = try JSONDecoder().decode(
            JSONValue.self,
            from: json(#"{"a":[1,2.5,"s",true,null,{}],"big":9007199254740993,"neg":-4}"#)
        )
        #expect(value == [
            "a": [1, 2.5, "s", true, nil, [:]],
            "big": .integer(9_007_199_254_740_993),
            "neg": -4,
        ])
    }

    @Test func integersStayExactThroughARoundTrip() throws {
        let value: JSONValue = ["id": .integer(Int.max), "ratio": 0.1]
        let text = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        #expect(text.contains("9223372036854775807"))
        #expect(try JSONDecoder().decode(JSONValue.self, from: json(text)) == value)
    }

    @Test func subscriptsAndAccessors() {
        let value: JSONValue = ["unit": "kg", "sets": [5, 2.5], "done": false]
        #expect(value["unit"]?.stringValue == "kg")
        #expect(value["sets"]?[0]?.intValue == 5)
        #expect(value["sets"]?[1]?.doubleValue == 2.5)
        #expect(value["sets"]?[0]?.doubleValue == 5)
        #expect(value["sets"]?[2] == nil)
        #expect(value["done"]?.boolValue == false)
        #expect(value["missing"] == nil)
        #expect(value[0] == nil)
        #expect(JSONValue.string("x")["key"] == nil)
        #expect(JSONValue.null.isNull)
        #expect(value.objectValue?.count == 3)
        #expect(value["sets"]?.arrayValue?.count == 2)
    }

    @Test func decodesATypeFromAValue() throws {
        struct Options: Codable, Equatable { var unit: String; var e1rmFormula: String? }
        let value: JSONValue = ["unit": "lb", "e1rmFormula": "epley", "ignored": 1]
        #expect(try value.decode(Options.self) == Options(unit: "lb", e1rmFormula: "epley"))
        #expect(throws: DecodingError.self) { try JSONValue.array([]).decode(Options.self) }
    }

    @Test func encodesATypeIntoAValue() throws {
        struct Point: Codable { var line: Int; var character: Int }
        #expect(try JSONValue(encoding: Point(line: 3, character: 14)) == ["line": 3, "character": 14])
        #expect(try JSONValue(encoding: "file:///a") == "file:///a")
        #expect(try JSONValue(encoding: [1.5]) == [1.5])
    }
}
