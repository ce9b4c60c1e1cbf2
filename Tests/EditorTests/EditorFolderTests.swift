import Foundation
import Testing

/// The editor setups in `editors/`: each documented, the VS Code copy of the grammar current.
@Suite struct EditorFolderTests {
    @Test(arguments: ["vscode", "nvim", "helix", "emacs", "sublime", "vim"])
    func everyEditorFolderHasAReadme(editor: String) throws {
        let readme = try antrainRepositoryRoot().appendingPathComponent("editors/\(editor)/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains("antrain"), "\(editor)/README.md does not mention antrain")
    }

    @Test func vscodeGrammarCopyIsIdenticalToTheGrammar() throws {
        let root = try antrainRepositoryRoot()
        let original = try Data(contentsOf: root.appendingPathComponent("Grammar/antrain.tmLanguage.json"))
        let copy = try Data(contentsOf: root.appendingPathComponent("editors/vscode/syntaxes/antrain.tmLanguage.json"))
        #expect(copy == original, "run `npm run sync-grammar` in editors/vscode (or copy the file)")
    }

    @Test func vscodePackageDeclaresLanguageGrammarAndSettings() throws {
        let root = try antrainRepositoryRoot()
        let data = try Data(contentsOf: root.appendingPathComponent("editors/vscode/package.json"))
        let package = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let contributes = try #require(package["contributes"] as? [String: Any])
        let languages = try #require(contributes["languages"] as? [[String: Any]])
        #expect(languages.first?["id"] as? String == "antrain")
        let grammars = try #require(contributes["grammars"] as? [[String: Any]])
        #expect(grammars.first?["scopeName"] as? String == "source.antrain")
        let grammarPath = try #require(grammars.first?["path"] as? String)
        let grammarCopy = root.appendingPathComponent("editors/vscode/\(grammarPath)")
        #expect(FileManager.default.fileExists(atPath: grammarCopy.path))
        let configuration = try #require(contributes["configuration"] as? [String: Any])
        let properties = try #require(configuration["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["antrain.path", "antrain.unit", "antrain.e1rmFormula"])
        let languageConfiguration = root.appendingPathComponent("editors/vscode/language-configuration.json")
        #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: languageConfiguration)) is [String: Any])
    }

    @Test(arguments: ["syntax/antrain.vim", "ftdetect/antrain.vim"])
    func neovimFileIsACopyOfTheVimFile(path: String) throws {
        let root = try antrainRepositoryRoot()
        let vim = try Data(contentsOf: root.appendingPathComponent("editors/vim/\(path)"))
        let nvim = try Data(contentsOf: root.appendingPathComponent("editors/nvim/\(path)"))
        #expect(nvim == vim, "copy editors/vim/\(path) to editors/nvim/\(path)")
    }

    @Test(arguments: [
        ("helix/languages.toml", ["comment-token = \"#\"", "file-types = [\"antrain\"]", "args = [\"lsp\"]"]),
        ("emacs/antrain-mode.el", ["'(antrain-mode \"antrain\" \"lsp\")", "comment-start \"# \"", "\\\\.antrain\\\\'"]),
        ("sublime/LSP.sublime-settings", ["[\"antrain\", \"lsp\"]", "\"selector\": \"source.antrain\""]),
        ("nvim/lua/antrain/init.lua", ["{ 'antrain', 'lsp' }", "vim.lsp.start_client", "buf_attach_client"]),
        ("nvim/ftplugin/antrain.lua", ["commentstring = '# %s'"]),
        ("vim/ftplugin/antrain.vim", ["commentstring=#\\ %s"]),
    ])
    func editorSetupStartsTheServerAndKnowsTheFormat(path: String, needles: [String]) throws {
        let url = try antrainRepositoryRoot().appendingPathComponent("editors/\(path)")
        let text = try String(contentsOf: url, encoding: .utf8)
        for needle in needles {
            #expect(text.contains(needle), "editors/\(path) lacks \(needle)")
        }
    }

    /// The Sublime syntax test's assertions hold for the TextMate grammar too: the port keeps
    /// the scopes of the original.
    @Test func sublimeSyntaxTestAgreesWithTheTextMateGrammar() throws {
        let url = try antrainRepositoryRoot().appendingPathComponent("editors/sublime/syntax_test_antrain.antrain")
        let lines = try loadAntrainGrammar().tokenize(String(contentsOf: url, encoding: .utf8))
        let caret = try Regex(#"^#( *)(\^+) +(\S+)$"#), arrow = try Regex(#"^# *<- +(\S+)$"#)
        var target = 0, checked = 0
        for (index, line) in lines.enumerated() {
            let columns: Range<Int>, scope: String
            if let match = line.text.wholeMatch(of: arrow) {
                columns = 0..<1
                scope = String(match.output[1].substring ?? "")
            } else if let match = line.text.wholeMatch(of: caret) {
                let start = 1 + (match.output[1].substring?.count ?? 0)
                columns = start..<(start + (match.output[2].substring?.count ?? 0))
                scope = String(match.output[3].substring ?? "")
            } else {
                target = index
                continue
            }
            let holds = columns.allSatisfy { lines[target].has(scope, at: $0) }
            #expect(holds, "line \(index + 1): \(scope) at \(columns) of \"\(lines[target].text)\"")
            checked += 1
        }
        #expect(checked > 100)
    }
}

// MARK: - Helpers
