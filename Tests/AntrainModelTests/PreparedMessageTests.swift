import Testing

import AntrainBasics

/// Messages whose placeholders are matched to numbered arguments once: each language's
/// template filled in its own order, and what no argument is written for left as it stands,
/// as a message filled by name leaves it.
@Suite struct PreparedMessageTests {
    static let key = MessageKey("test.prepared", en: "{kcal} kcal · fat {fat} g ({note})", tr: "yağ {fat} g · {kcal} kcal ({note})")

    /// Writes `kcal` as argument 0 and `fat` as argument 1; declines `extra`, argument 2.
    static func written(_ message: PreparedMessage, in language: Language) -> String {
        var buffer = UTF8Buffer(capacity: 1)
        buffer.append("[")
        message.append(in: language, to: &buffer) { argument, buffer in
            switch argument {
            case 0: buffer.append("380")
            case 1: buffer.append("12,5")
            default: return false
            }
            return true
        }
        buffer.append("]")
        return buffer.text
    }

    @Test func eachLanguageInItsOwnOrder() {
        let message = PreparedMessage(Self.key, arguments: ["kcal", "fat", "extra"])
        #expect(Self.written(message, in: .en) == "[380 kcal · fat 12,5 g ({note})]")
        #expect(Self.written(message, in: .tr) == "[yağ 12,5 g · 380 kcal ({note})]")
    }

    @Test func declinedAndUnmatchedPlaceholdersStandAsWritten() {
        let declined = PreparedMessage(Self.key, arguments: ["extra", "note", "kcal"])
        // `kcal` is argument 2, which the writer declines; `note` is argument 1, written as fat.
        #expect(Self.written(declined, in: .en) == "[{kcal} kcal · fat {fat} g (12,5)]")
        let unclosed = PreparedMessage(MessageKey("test.unclosed", en: "{kcal} {open", tr: "{kcal} {open"), arguments: ["kcal"])
        #expect(Self.written(unclosed, in: .en) == "[380 {open]")
        let plain = PreparedMessage(MessageKey("test.plain", en: "no placeholder", tr: "yer tutucu yok"), arguments: ["kcal"])
        #expect(Self.written(plain, in: .tr) == "[yer tutucu yok]")
    }

    /// The same text as the message filled by name.
    @Test func writesWhatFillingByNameWrites() {
        let message = PreparedMessage(Self.key, arguments: ["kcal", "fat"])
        for language in Language.allCases {
            var byName = UTF8Buffer(capacity: 1)
            byName.append("[")
            Self.key.append(in: language, to: &byName) { name, buffer in
                switch name {
                case "kcal": buffer.append("380")
                case "fat": buffer.append("12,5")
                default: return false
                }
                return true
            }
            byName.append("]")
            #expect(Self.written(message, in: language) == byName.text)
        }
    }
}
