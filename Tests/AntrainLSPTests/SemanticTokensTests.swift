import Foundation
import Testing

/// Semantic tokens over the real server: decoded back to (line, column, text, type,
/// modifiers) and compared whole.
@Suite struct SemanticTokensTests {
    @Test func tokensOfADocumentTellPresetCustomAndUnknownNamesApart() throws {
        let uri = "file:///tmp/antrain-semantic.antrain"
        let lines = [
            "exercise Landmine Press",
            "  category: barbell",
            "  muscles: core",
            "2026-11-20 07:30 lifting",
            "  Bench Press 100x5 @8 # belt",
            "  Landmine Press: 40kg x10 warmup",
            "  Gorilla Hops: BW+5x8",
            "# week 2",
            "2026-11-20 lunch",
            "  Tavuk Göğsü 200g",
        ]
        let server = try LSPProcess()
        let capabilities = try server.initialize()["capabilities"] as? [String: Any] ?? [:]
        let legend = ((capabilities["semanticTokensProvider"] as? [String: Any])?["legend"] as? [String: Any]) ?? [:]
        let types = legend["tokenTypes"] as? [String] ?? []
        let modifierNames = legend["tokenModifiers"] as? [String] ?? []
        #expect(types.contains("function") && types.contains("variable") && types.contains("comment"))

        try server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "antrain", "version": 1,
                                                                     "text": lines.joined(separator: "\n")]])
        let response = try server.response(to: server.request("textDocument/semanticTokens/full", ["textDocument": ["uri": uri]]))
        let data = (response["result"] as? [String: Any])?["data"] as? [Int] ?? []
        #expect(data.count % 5 == 0)

        var decoded: [String] = []
        var line = 0
        var column = 0
        for index in stride(from: 0, to: data.count, by: 5) {
            line += data[index]
            column = data[index] == 0 ? column + data[index + 1] : data[index + 1]
            let utf16 = Array(lines[line].utf16)
            let text = String(decoding: utf16[column..<(column + data[index + 2])], as: UTF16.self)
            let modifiers = modifierNames.enumerated().filter { data[index + 4] & (1 << $0.offset) != 0 }.map(\.element)
            decoded.append("\(line):\(column) \(text) \(types[data[index + 3]])\(modifiers.isEmpty ? "" : "+" + modifiers.joined(separator: "+"))")
        }
        server.closeInput()
        _ = server.waitForExit()

        #expect(decoded == [
            "0:0 exercise keyword", "0:9 Landmine Press function+declaration",
            "1:2 category property", "2:2 muscles property",
            "3:0 2026-11-20 number", "3:11 07:30 number", "3:17 lifting keyword",
            "4:2 Bench Press function+defaultLibrary", "4:14 100 number", "4:17 x operator", "4:18 5 number",
            "4:20 @ operator", "4:21 8 number", "4:23 # belt comment+documentation",
            "5:2 Landmine Press function", "5:18 40 number", "5:20 kg modifier", "5:23 x operator", "5:24 10 number",
            "5:27 warmup decorator",
            "6:2 Gorilla Hops variable", "6:16 BW keyword", "6:18 + operator", "6:19 5 number", "6:20 x operator", "6:21 8 number",
            "7:0 # week 2 comment",
            "8:0 2026-11-20 number", "8:11 lunch keyword",
            "9:2 Tavuk Göğsü type+defaultLibrary", "9:14 200 number", "9:17 g modifier",
        ])
    }
}
