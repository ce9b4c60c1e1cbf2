import AntrainAnalysis
import AntrainBasics
import AntrainTestSupport
import Testing

/// Completion of the figure names inside a food's `per 100g:` (LANGUAGE.md §9.2): after a
/// number, the eight names in the format's order, the Turkish twins once begun (or first for a
/// Turkish user), never a figure the line already gives.
@Suite struct NutrientKeyCompletionTests {
    static let food = "food Bran Cereal\n  per 100g: "

    @Test func afterTheFirstNumberEveryName() {
        check(Self.food + "350 1️⃣", labels: ["kcal", "protein", "carbs", "fat", "fiber", "sugar", "satfat", "sodium"], replaces: "",
              details: ["kcal": "Energy in kcal per 100 g", "sodium": "Sodium in milligrams per 100 g (0.4g sodium is 400 mg)"])
    }

    @Test func theNamesTheLineGivesAreNotOfferedAgain() {
        check(Self.food + "350 kcal, 12 protein, 60 carbs, 4 fat, 2 1️⃣", labels: ["fiber", "sugar", "satfat", "sodium"], replaces: "")
        // Other spellings count too: `fibre`, `saturated fat`, `p`.
        check(Self.food + "350 kcal, 12 p, 4 fibre, 1 saturated fat, 3 1️⃣", labels: ["carbs", "fat", "sugar", "sodium"], replaces: "")
    }

    @Test func whatIsTypedOfTheNameIsReplaced() {
        check(Self.food + "350 kcal, 30 fi1️⃣", labels: ["fiber"], replaces: "fi", details: ["fiber": "Fibre in grams per 100 g"])
        check(Self.food + "350 kcal, 0.4g so1️⃣", labels: ["sodium", "sodyum"], replaces: "so")
        check(Self.food + "350 kcal, 400 mg so1️⃣", labels: ["sodium", "sodyum"], replaces: "so")
    }

    @Test func turkishTwinsOnceBegun() {
        check(Self.food + "350 kcal, 2 se1️⃣", labels: ["şeker"], replaces: "se")
        check(Self.food + "350 kcal, 2 li1️⃣", labels: ["lif"], replaces: "li")
        // A two-word name: what is typed of both words is replaced.
        check(Self.food + "350 kcal, 2 doymuş y1️⃣", labels: ["doymuş yağ"], replaces: "doymuş y")
    }

    @Test func turkishFirstForATurkishUser() {
        check(Self.food + "350 kcal, 12 protein, 60 carbs, 4 fat, 2 1️⃣", language: .tr,
              labels: ["lif", "şeker", "doymuş yağ", "sodyum", "fiber", "sugar", "satfat", "sodium"], replaces: "",
              details: ["lif": "100 g'daki lif, gram", "sodium": "100 g'daki sodyum, miligram (0.4g sodyum 400 mg'dır)"])
    }

    @Test func nothingBeforeTheNumber() {
        check(Self.food + "1️⃣", labels: [])
        check(Self.food + "350 kcal, 1️⃣", labels: [])
    }

    private func check(_ marked: String, language: Language = .en, labels expected: [String], replaces: String? = nil,
                       details: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) {
        let document = MarkedSource(marked, sourceLocation: sourceLocation)
        guard let cursor = document.offset(of: "1️⃣", sourceLocation: sourceLocation) else { return }
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: document.text)], settings: testSettings)
        let items = CompletionEngine.complete(in: snapshot, fileIndex: 0, offset: cursor, language: language).items
        #expect(items.map(\.label) == expected, sourceLocation: sourceLocation)
        if let replaces {
            for item in items {
                let text = String(decoding: document.bytes[item.replaceRange.lowerBound..<item.replaceRange.upperBound], as: UTF8.self)
                #expect(item.replaceRange.upperBound == cursor && text == replaces, "\(item.label) replaces \"\(text)\"", sourceLocation: sourceLocation)
            }
        }
        for (label, detail) in details {
            #expect(items.first { $0.label == label }?.detail == detail, "the detail of \(label)", sourceLocation: sourceLocation)
        }
    }
}
