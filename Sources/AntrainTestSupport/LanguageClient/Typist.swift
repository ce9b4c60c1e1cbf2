import AntrainLSP
import JSONRPC

/// Types text one character per change, as an editor sends it: `⌫` deletes the character
/// before the cursor. ``changes`` are `didChange` content changes (UTF-16 positions).
public struct Typist {
    private var lines: [[UInt16]]
    public private(set) var changes: [JSONValue] = []

    public init(_ text: String) { lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf16) } }

    public var text: String { lines.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n") }

    public mutating func type(_ keys: String, atEndOf line: Int) {
        var line = line
        var column = lines[line].count
        for key in keys {
            let here = Position(line: line, character: column)
            if key == "⌫" {
                column -= 1
                lines[line].remove(at: column)
                change(from: Position(line: line, character: column), to: here, "")
            } else if key == "\n" {
                lines.insert(Array(lines[line][column...]), at: line + 1)
                lines[line].removeSubrange(column...)
                change(from: here, to: here, "\n")
                line += 1
                column = 0
            } else {
                let units = Array(String(key).utf16)
                lines[line].insert(contentsOf: units, at: column)
                column += units.count
                change(from: here, to: here, String(key))
            }
        }
    }

    private mutating func change(from start: Position, to end: Position, _ text: String) {
        changes.append(["range": InProcessClient.json(LSPRange(start: start, end: end)), "text": .string(text)])
    }
}
