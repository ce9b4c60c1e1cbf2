import AntrainBasics

/// `antrain help CMD` and `antrain CMD --help`, written from the command's table: the synopsis
/// lines, the table of its arguments and options, and its notes.
extension CommandSyntax {
    /// The whole usage in `language`.
    func usage(in language: Language) -> String {
        let synopsis = synopsis(in: language).joined(separator: "\n")
        guard let body = body(in: language) else { return synopsis }
        return synopsis + "\n\n" + body
    }

    /// The synopsis lines, each `antrain CMD ...`; a wrapped one holds its line break unless
    /// `wrapped` is false (the manual page lets roff fill the line).
    func synopsis(in language: Language, wrapped: Bool = true) -> [String] {
        forms.map { form in
            let start = "antrain \(command)"
            var line = start
            var needsSpace = true
            for item in form {
                if case .lineBreak = item {
                    if wrapped {
                        line += "\n" + String(repeating: " ", count: start.count + 1)
                        needsSpace = false
                    }
                    continue
                }
                line += (needsSpace ? " " : "") + item.text(in: language)
                needsSpace = true
            }
            return line
        }
    }

    /// What follows the synopsis after a blank line: the table, then the notes; nil when the
    /// usage is its synopsis alone.
    func body(in language: Language) -> String? {
        var blocks: [String] = []
        let rows = rows(in: language)
        if !rows.isEmpty { blocks.append(rows.joined(separator: "\n")) }
        if let notes { blocks.append(LocalizedText(notes).text(in: language)) }
        return blocks.isEmpty ? nil : blocks.joined(separator: "\n\n")
    }

    /// The table's lines: each argument's rows, then one row per shown option, options that
    /// share their description sharing the row (`--from, --to`).
    func rows(in language: Language) -> [String] {
        var rows: [(term: String, text: LocalizedText)] = arguments.flatMap(\.rows).map { ($0.term.text(in: language), $0.text) }
        for option in shownOptions {
            guard case .described(let text) = option.help else { continue }
            if let same = rows.firstIndex(where: { $0.text == text }) {
                rows[same].term += ", " + option.term(in: language)
            } else {
                rows.append((option.term(in: language), text))
            }
        }
        let indent = String(repeating: " ", count: 2 + column)
        return rows.flatMap { row -> [String] in
            let lines = row.text.text(in: language).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let gap = String(repeating: " ", count: max(column - row.term.count, 2))
            let first = "  " + row.term + gap + lines[0]
            return [first] + lines.dropFirst().map { (line: String) -> String in line.isEmpty ? "" : indent + line }
        }
    }
}

extension SynopsisItem {
    /// How the synopsis writes the piece in `language`.
    func text(in language: Language) -> String {
        switch self {
        case .named(let spec, let showing):
            guard let value = showing ?? spec.placeholder(in: language) else { return spec.name }
            return spec.name + " " + value
        case .argument(let argument):
            return argument.placeholder.text(in: language)
        case .bracketed(let items):
            let repeats = if items.count == 1, case .named(let spec, _) = items[0] { spec.isRepeatable } else { false }
            return "[" + items.map { $0.text(in: language) }.joined(separator: " ") + "]" + (repeats ? "..." : "")
        case .alternatives(let items):
            return items.map { $0.text(in: language) }.joined(separator: " | ")
        case .lineBreak:
            return ""
        }
    }
}
