import AntrainModel
import AntrainSyntax

/// Decides the ``CompletionContext`` at an offset from the line's bytes before the cursor.
struct CompletionContextReader {
    let tree: SyntaxTree
    let offset: Int

    var bytes: [UInt8] { tree.source.bytes }

    func read() -> CompletionContext? {
        let lineIndex = tree.source.lineIndex
        let line = lineIndex.line(containing: offset)
        let lineStart = lineIndex.lineStart(line)
        var indentEnd = lineStart
        while indentEnd < offset, bytes[indentEnd] == UInt8(ascii: " ") || bytes[indentEnd] == UInt8(ascii: "\t") { indentEnd += 1 }
        let before = Array(bytes[indentEnd..<offset])
        if before.contains(UInt8(ascii: "#")) { return nil }  // in a note or comment
        if indentEnd == lineStart { return topLevel(before, start: lineStart) }
        guard let entry = entryAbove(lineStart), let kind = entry.kind else { return nil }
        let text = String(decoding: before, as: UTF8.self)
        let typedWord = TextRange(offset - trailingWordLength(before), offset)

        if let at = before.lastIndex(of: UInt8(ascii: "@")), before[(at + 1)...].allSatisfy({ $0 == 32 || ($0 >= 48 && $0 <= 57) || $0 == 46 }),
           kind == .lifting || kind == .template || kind == .metcon {
            var start = indentEnd + at + 1
            while start < offset, bytes[start] == UInt8(ascii: " ") { start += 1 }
            return .rpe(typed: TextRange(start, offset))
        }
        if let colon = before.firstIndex(of: UInt8(ascii: ":")) {
            let key = String(decoding: before[..<colon], as: UTF8.self).lowercased().trimmingSpaces
            if let known = PropertyKey(rawValue: key), PropertyKey.keys(for: kind).contains(known) {
                var start = indentEnd + colon + 1
                if let comma = before.lastIndex(of: UInt8(ascii: ",")), comma > colon { start = indentEnd + comma + 1 }
                while start < offset, bytes[start] == UInt8(ascii: " ") { start += 1 }
                return .propertyValue(key: known, typed: TextRange(start, offset), entryKind: kind)
            }
        }
        let isDeeper = isDeeperThanItems(entry: entry, indentWidth: indentEnd - lineStart)
        switch kind {
        case .lifting, .template, .metcon:
            if isDeeper, let parent = exerciseAbove(entry: entry, lineStart: lineStart) {
                return before.isEmpty ? .setsAfterExercise(name: parent, insertAt: TextRange(offset, offset), needsSpace: false, lineTyped: nil) : nil
            }
            // `+ NAME`: a superset item; the name starts after the plus and its spaces.
            var indentEnd = indentEnd, before = before, text = text
            if before.first == UInt8(ascii: "+") {
                var skipped = 1
                while skipped < before.count, before[skipped] == UInt8(ascii: " ") { skipped += 1 }
                indentEnd += skipped
                before = Array(before[skipped...])
                text = String(decoding: before, as: UTF8.self)
            }
            if let colon = before.firstIndex(of: UInt8(ascii: ":")),
               before[(colon + 1)...].allSatisfy({ $0 == UInt8(ascii: " ") }) {
                let name = String(decoding: before[..<colon], as: UTF8.self).trimmingSpaces
                return .setsAfterExercise(name: name, insertAt: TextRange(offset, offset), needsSpace: colon + 1 == before.count, lineTyped: nil)
            }
            if text.hasSuffix(" "), !text.trimmingSpaces.isEmpty {
                return .setsAfterExercise(name: text.trimmingSpaces, insertAt: TextRange(offset, offset), needsSpace: false,
                                          lineTyped: TextRange(indentEnd, offset))
            }
            if before.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ":") }) { return nil }
            return .exerciseName(typed: TextRange(indentEnd, offset), entryKind: kind)
        case .meal:
            if isDeeper { return nil }
            return .foodName(typed: TextRange(indentEnd, offset))
        case .measure:
            return measurement(before, start: indentEnd)
        default:
            if before.contains(UInt8(ascii: " ")) { return nil }
            return .propertyKey(typed: typedWord, entryKind: kind)
        }
    }

    /// Completion on an unindented line: a date and kind, or a definition keyword.
    private func topLevel(_ before: [UInt8], start: Int) -> CompletionContext? {
        let text = String(decoding: before, as: UTF8.self)
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        let typedLength = trailingWordLength(before)
        let typed = TextRange(offset - typedLength, offset)
        guard let first = words.first, first.count == 10, first.dropFirst(4).first == "-" else {
            return words.count <= 1 && !text.hasSuffix(" ") ? .lineStart(typed: TextRange(start, offset)) : nil
        }
        // The date itself is still being typed: the line's start.
        if words.count == 1, typedLength > 0 { return .lineStart(typed: TextRange(start, offset)) }
        var rest = Array(words.dropFirst())
        if typedLength > 0 { rest.removeLast() }
        if let time = rest.first, time.contains(":") { rest.removeFirst() }
        switch rest.map({ $0.lowercased() }) {
        case []: return .entryKind(typed: typed, date: LocalDate(String(first)))
        case let words where words.count == 1 && DatedKindWord.matching(words[0])?.entryKind == .cardio: return .cardioType(typed: typed)
        case ["metcon"]: return .metconType(typed: typed)
        case let words where words.first.flatMap({ DatedKindWord.matching($0)?.entryKind }) == .measure:
            // The keyword is the first word after the date and time, a slice of `text`.
            let after = text[rest[0].endIndex...].utf8.count
            return measurement(Array(before.suffix(after)), start: offset - after)
        case let words where words.first == "program":
            return .programName(typed: TextRange(offset - programNameLength(before), offset))
        case let words:
            // A number being typed after a workout's kind: its duration unit.
            let timed: Set<EntryKind> = [.lifting, .cardio, .metcon]
            guard let kind = words.first.flatMap({ DatedKindWord.matching($0)?.entryKind }), timed.contains(kind), typedLength > 0,
                  (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(before[before.count - typedLength]) else { return nil }
            return .durationUnit(typed: typed)
        }
    }

    /// What is typed of a program's name after `program `: names have spaces, so everything
    /// after the keyword.
    private func programNameLength(_ before: [UInt8]) -> Int {
        let keyword = Array(" program ".utf8)
        guard before.count >= keyword.count else { return 0 }
        for start in stride(from: before.count - keyword.count, through: 0, by: -1) where before[start..<start + keyword.count].elementsEqual(keyword) {
            return before.count - start - keyword.count
        }
        return 0
    }

    /// The length of the word (letters, digits, `-`) that ends right at the cursor.
    private func trailingWordLength(_ before: [UInt8]) -> Int {
        var length = 0
        for byte in before.reversed() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "@") { break }
            length += 1
        }
        return length
    }

    /// The entry whose body the line at `lineStart` is in: the last entry starting before it.
    private func entryAbove(_ lineStart: Int) -> EntrySyntax? {
        // Items are in file order: find the last one starting before the line, then the
        // nearest entry at or before it, without copying every entry on the way.
        var low = 0
        var high = tree.items.count
        while low < high {
            let mid = (low + high) / 2
            if Self.start(of: tree.items[mid]) < lineStart { low = mid + 1 } else { high = mid }
        }
        var index = low - 1
        while index >= 0 {
            if case .entry(let entry) = tree.items[index] { return entry }
            index -= 1
        }
        return nil
    }

    private static func start(of item: TopLevelSyntax) -> Int {
        switch item {
        case .entry(let entry): entry.range.lowerBound
        case .trivia(_, let range, _): range.lowerBound
        }
    }

    private func isDeeperThanItems(entry: EntrySyntax, indentWidth: Int) -> Bool {
        guard let first = entry.body.first(where: { line in
            if case .blank = line.content { return false }
            if case .comment = line.content { return false }
            return true
        }) else { return false }
        return indentWidth > first.indentWidth && tree.source.lineIndex.line(containing: offset) != first.line
    }

    /// The name of the last exercise item above the cursor in `entry`.
    private func exerciseAbove(entry: EntrySyntax, lineStart: Int) -> String? {
        var name: String?
        for line in entry.body where line.range.lowerBound < lineStart {
            if case .exercise(let item) = line.content { name = tree.source.text(item.name.textRange) }
        }
        return name
    }
}
