import AntrainBasics
import AntrainModel
import AntrainSyntax

/// A lifting session as the gym pages write it: an entry found by its date and time, its
/// exercises, and each exercise's set lines, one set a line (`    [ ] 100x5` planned,
/// `    100x5 @8` done), the layout an editor user types between sets and the canonical form
/// keeps.
///
/// Every change is computed on the text as it is now (``apply(_:to:)``), not on the text the
/// page saw: a set completed from a page showing an older version lands beside whatever an
/// editor or another phone changed meanwhile, and is refused only when the very set it names
/// is no longer what the page showed.
public enum SessionText {
    /// Which entry a change is for: the lifting entry with this date and start time.
    public struct EntryKey: Sendable, Hashable, Codable {
        public var date: LocalDate
        public var time: LocalTime

        public init(date: LocalDate, time: LocalTime) {
            self.date = date
            self.time = time
        }
    }

    /// One change a page asks for.
    public enum Change: Sendable, Hashable {
        /// A new entry (a session, a meal, a weigh-in), placed after the last entry of its
        /// date or earlier, so a chronological file stays chronological.
        case appendEntry(date: LocalDate, text: String)
        /// The `set`-th set line (from 0) of the `exercise`-th exercise, which must read
        /// `expected`, becomes `written` (a planned `[ ] 100x5` becomes `100x5 @8`). With the
        /// exercise's `name`, an exercise added or removed above it elsewhere moves nothing:
        /// the change lands on the exercise of that name.
        case replaceSet(EntryKey, exercise: Int, set: Int, expected: String, written: String, name: String? = nil)
        /// A set line after the exercise's last one (found by `name` as above).
        case addSet(EntryKey, exercise: Int, written: String, name: String? = nil)
        /// An exercise at the end of the entry, with its planned sets.
        case addExercise(EntryKey, name: String, sets: [String])
        /// The session's end: `duration` written on the header, undone planned sets removed
        /// (and an exercise left with no set).
        case finish(EntryKey, duration: String)
        /// The whole entry removed, with the blank line that set it apart.
        case removeEntry(EntryKey)
        /// A food line added to the day's meal of that kind (the last one written), or, when the
        /// day has none, a new meal entry at `time` holding it.
        case addFood(date: LocalDate, time: LocalTime, meal: MealKind, line: String)
    }

    /// Why a change cannot be made on the text as it is.
    public enum Refusal: Error, Sendable, Hashable {
        /// No lifting entry has that date and time (removed, or its header changed).
        case noSuchEntry
        /// The exercise or set is not where the page saw it.
        case noSuchSet
        /// The set reads differently now: it was changed elsewhere.
        case setChanged(now: String)
        /// A session finished with no set done would be a lifting entry with no exercise (an
        /// error): it is discarded instead, or a set done first.
        case nothingDone
    }

    /// The session as a page shows it.
    public struct Session: Sendable, Hashable {
        public struct Exercise: Sendable, Hashable {
            public var name: String
            /// Each set line's text without its indentation.
            public var sets: [String]
        }

        public var header: String
        public var exercises: [Exercise]
        /// The entry's byte range in the text.
        public var range: Range<Int>
    }

    /// The session `key` names in `text`, or nil.
    public static func session(_ key: EntryKey, in text: [UInt8]) -> Session? {
        guard let found = entryLines(key, in: text) else { return nil }
        var exercises: [Session.Exercise] = []
        for line in found.lines.dropFirst() {
            let body = line.text
            if body.hasPrefix("    ") {
                let set = body.drop { $0 == " " }
                if !exercises.isEmpty, !set.hasPrefix("#") { exercises[exercises.count - 1].sets.append(String(set)) }
            } else if body.hasPrefix("  "), !body.hasPrefix("   ") {
                let item = String(body.dropFirst(2))
                guard !item.hasPrefix("#"), !isProperty(item) else { continue }
                // `Name: 100x5, 100x5` as an editor may write it: the sets stay on that line.
                if let colon = item.firstIndex(of: ":") {
                    let sets = item[item.index(after: colon)...].split(separator: ",").map { String($0).trimmingWhiteSpace }
                    exercises.append(Session.Exercise(name: String(item[..<colon]), sets: sets.filter { !$0.isEmpty }))
                } else {
                    exercises.append(Session.Exercise(name: noteless(item), sets: []))
                }
            }
        }
        return Session(header: found.lines[0].text, exercises: exercises, range: found.range)
    }

    /// The lifting entries of `date` that have a start time, in the order written, each with
    /// whether it is finished (its header has a duration).
    public static func sessions(on date: LocalDate, in text: [UInt8]) -> [(key: EntryKey, isFinished: Bool)] {
        var found: [(EntryKey, Bool)] = []
        for (_, entry, _) in entries(on: date, in: text) where entry.kind == .lifting {
            guard let time = entry.time, time.isValid else { continue }
            var finished = false
            if case .lifting(_, let duration) = entry.header { finished = duration != nil }
            found.append((EntryKey(date: date, time: LocalTime(hour: time.hour, minute: time.minute)), finished))
        }
        return found
    }

    /// The entries dated `date`, each parsed alone from its own lines, so that a set written
    /// into a ten-year log costs a scan of its bytes, not a parse of the whole file: where each
    /// starts, its syntax (offsets counting from there) and its bytes.
    private static func entries(on date: LocalDate, in text: [UInt8]) -> [(base: Int, entry: EntrySyntax, bytes: [UInt8])] {
        let prefix = Array("\(date) ".utf8)
        var found: [(Int, EntrySyntax, [UInt8])] = []
        var start = 0
        while start < text.count {
            let next = (text[start...].firstIndex(of: 0x0A) ?? text.count - 1) + 1
            if text.count - start >= prefix.count, text[start..<start + prefix.count].elementsEqual(prefix) {
                // The entry runs to the next line that starts at column 0 with something written.
                var end = next
                while end < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[end]) {
                    end = (text[end...].firstIndex(of: 0x0A) ?? text.count - 1) + 1
                }
                let bytes = Array(text[start..<end])
                if let entry = Parser.parse(SourceText(bytes: bytes)).entries.first { found.append((start, entry, bytes)) }
                start = end
                continue
            }
            start = next
        }
        return found
    }

    /// `text` with `change` made, or why it cannot be.
    public static func apply(_ change: Change, to text: [UInt8]) -> Result<[UInt8], Refusal> {
        switch change {
        case .appendEntry(let date, let entry):
            return .success(append(entry, date: date, to: text))
        case .replaceSet(let key, let writtenExercise, let set, let expected, let written, let name):
            return editSetLines(key, in: text) { lines, exercises in
                let exercise = place(of: writtenExercise, named: name, lines: lines, count: exercises.count)
                guard exercise < exercises.count, set < exercises[exercise].count else { return .failure(.noSuchSet) }
                let index = exercises[exercise][set]
                let now = lines[index].drop { $0 == " " }
                guard String(now) == expected else { return .failure(.setChanged(now: String(now))) }
                lines[index] = "    " + written
                return .success(())
            }
        case .addSet(let key, let writtenExercise, let written, let name):
            return editSetLines(key, in: text) { lines, exercises in
                let exercise = place(of: writtenExercise, named: name, lines: lines, count: exercises.count)
                guard exercise < exercises.count, let nameLine = exerciseLine(exercise, lines),
                      // Sets written on the exercise's own line (`Pull Up: BWx8, BWx8`) take no set lines.
                      !noteless(lines[nameLine]).contains(":") else { return .failure(.noSuchSet) }
                let last = exercises[exercise].last ?? nameLine
                lines.insert("    " + written, at: last + 1)
                return .success(())
            }
        case .addExercise(let key, let name, let sets):
            return editSetLines(key, in: text) { lines, _ in
                var end = lines.count
                while end > 1, lines[end - 1].trimmingWhiteSpace.isEmpty { end -= 1 }
                lines.insert(contentsOf: ["  " + name] + sets.map { "    " + $0 }, at: end)
                return .success(())
            }
        case .finish(let key, let duration):
            return editSetLines(key, in: text) { lines, exercises in
                var removed = Set<Int>()
                var exercisesLeft = 0
                for (index, sets) in exercises.enumerated() {
                    let undone = sets.filter { lines[$0].drop { $0 == " " }.hasPrefix("[ ]") }
                    removed.formUnion(undone)
                    if !sets.isEmpty, undone.count == sets.count, let name = exerciseLine(index, lines) {
                        removed.insert(name)
                    } else {
                        exercisesLeft += 1
                    }
                }
                guard exercisesLeft > 0 else { return .failure(.nothingDone) }
                lines = lines.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
                lines[0] = headerWithDuration(lines[0], duration)
                return .success(())
            }
        case .addFood(let date, let time, let meal, let line):
            var last: (base: Int, entry: EntrySyntax, bytes: [UInt8])?
            for found in entries(on: date, in: text) {
                guard case .meal(let kind?, _) = found.entry.header, kind == meal else { continue }
                last = found
            }
            guard let last else { return .success(append("\(date) \(time) \(meal.rawValue)\n  \(line)\n", date: date, to: text)) }
            // After the meal's last food, before its line break.
            let end = last.base + lastLineEnd(of: last.entry, in: last.bytes)
            let lineBreak: [UInt8] = end < text.count && text[end] == 0x0D ? [0x0D, 0x0A] : [0x0A]
            return .success(Array(text[..<end]) + lineBreak + Array("  \(line)".utf8) + Array(text[end...]))
        case .removeEntry(let key):
            guard let found = entryLines(key, in: text) else { return .failure(.noSuchEntry) }
            var start = found.range.lowerBound
            var end = found.range.upperBound
            // The blank line before it goes too, so no two blank lines are left in a row.
            if start >= 2, text[start - 1] == 0x0A, text[start - 2] == 0x0A { start -= 1 }
            while end < text.count, text[end] == 0x0A, start == 0 { end += 1 }
            return .success(Array(text[..<start]) + Array(text[end...]))
        }
    }

    // MARK: - Lines

    private struct Line {
        var text: String
    }

    private static func entryLines(_ key: EntryKey, in text: [UInt8]) -> (range: Range<Int>, lines: [Line])? {
        for (base, entry, bytes) in entries(on: key.date, in: text) where entry.kind == .lifting {
            guard let time = entry.time, time.hour == key.time.hour, time.minute == key.time.minute else { continue }
            // The entry's last line with its line break (the parser's range may or may not hold it).
            var end = base + lastLineEnd(of: entry, in: bytes)
            if end < text.count, text[end] == 0x0D { end += 1 }
            if end < text.count, text[end] == 0x0A { end += 1 }
            let range = base + entry.range.lowerBound..<end
            var body = String(decoding: text[range], as: UTF8.self)
            if body.hasSuffix("\n") { body.removeLast() }
            let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { Line(text: String($0.hasSuffix("\r") ? $0.dropLast() : $0)) }
            return (range, lines)
        }
        return nil
    }

    /// Where the entry's last line that is not blank ends (before its line break).
    private static func lastLineEnd(of entry: EntrySyntax, in text: [UInt8]) -> Int {
        var end = min(entry.range.upperBound, text.count)
        while end > entry.range.lowerBound, text[end - 1] == 0x0A || text[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// Runs `edit` on the entry's lines with, for each exercise, the indices of its set lines.
    private static func editSetLines(
        _ key: EntryKey, in text: [UInt8], _ edit: (inout [String], [[Int]]) -> Result<Void, Refusal>
    ) -> Result<[UInt8], Refusal> {
        guard let found = entryLines(key, in: text) else { return .failure(.noSuchEntry) }
        var lines = found.lines.map(\.text)
        var exercises: [[Int]] = []
        for (index, line) in lines.enumerated().dropFirst() {
            if line.hasPrefix("    ") {
                if !exercises.isEmpty, !line.drop(while: { $0 == " " }).hasPrefix("#") { exercises[exercises.count - 1].append(index) }
            } else if line.hasPrefix("  "), !line.hasPrefix("   "), !line.dropFirst(2).hasPrefix("#"), !isProperty(String(line.dropFirst(2))) {
                // An exercise whose sets share its line cannot take set lines: it counts, with none.
                exercises.append([])
            }
        }
        switch edit(&lines, exercises) {
        case .failure(let refusal): return .failure(refusal)
        case .success: break
        }
        let lineBreak = String(decoding: text[found.range], as: UTF8.self).contains("\r\n") ? "\r\n" : "\n"
        let replacement = Array((lines.joined(separator: lineBreak) + lineBreak).utf8)
        return .success(Array(text[..<found.range.lowerBound]) + replacement + Array(text[found.range.upperBound...]))
    }

    /// Where the exercise a page named is now: at `index` when its name is still there (or no
    /// name was sent), else the first exercise of that name; `index` when none has it.
    private static func place(of index: Int, named name: String?, lines: [String], count: Int) -> Int {
        guard let name else { return index }
        let wanted = name.trimmingWhiteSpace.lowercased()
        func named(_ position: Int) -> Bool {
            guard let line = exerciseLine(position, lines) else { return false }
            var item = String(lines[line].dropFirst(2))
            if item.hasPrefix("+ ") { item.removeFirst(2) }
            if let colon = item.firstIndex(of: ":") { item = String(item[..<colon]) }
            return noteless(item).trimmingWhiteSpace.lowercased() == wanted
        }
        if index < count, named(index) { return index }
        return (0..<count).first(where: named) ?? index
    }

    /// The line of the `index`-th exercise's name.
    private static func exerciseLine(_ index: Int, _ lines: [String]) -> Int? {
        var count = -1
        for (number, line) in lines.enumerated().dropFirst()
            where line.hasPrefix("  ") && !line.hasPrefix("   ") && !line.dropFirst(2).hasPrefix("#") && !isProperty(String(line.dropFirst(2))) {
            count += 1
            if count == index { return number }
        }
        return nil
    }

    private static func headerWithDuration(_ header: String, _ duration: String) -> String {
        let parts = header.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let head = String(parts[0]).trimmingWhiteSpace
        return parts.count > 1 ? "\(head) \(duration) #\(parts[1])" : "\(head) \(duration)"
    }

    /// `key: value` lines of an entry (`note: …`, `bar: 20`) are no exercises.
    private static func isProperty(_ item: String) -> Bool {
        guard let colon = item.firstIndex(of: ":") else { return false }
        let key = item[..<colon].lowercased()
        return ["note", "bar", "plates", "rest", "progress", "template", "rpe", "unit"].contains(key)
    }

    private static func noteless(_ item: String) -> String {
        String(item.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]).trimmingWhiteSpace
    }

    /// The entry after the last one dated on or before `date`, set apart by one blank line.
    private static func append(_ entry: String, date: LocalDate, to text: [UInt8]) -> [UInt8] {
        // The first line that starts with a later date: a dated entry's header.
        var insertAt = text.count
        var start = 0
        while start < text.count {
            if text[start] >= 0x30, text[start] <= 0x39, text.count - start >= 10,
               let written = LocalDate(String(decoding: text[start..<start + 10], as: UTF8.self)), written > date {
                insertAt = start
                break
            }
            start = (text[start...].firstIndex(of: 0x0A) ?? text.count - 1) + 1
        }
        var body = Array(entry.utf8)
        if body.last != 0x0A { body.append(0x0A) }
        if insertAt == text.count {
            var prefix = text
            if !prefix.isEmpty, prefix.last != 0x0A { prefix.append(0x0A) }
            if !prefix.isEmpty, !(prefix.count >= 2 && prefix[prefix.count - 2] == 0x0A) { prefix.append(0x0A) }
            return prefix + body
        }
        return Array(text[..<insertAt]) + body + [0x0A] + Array(text[insertAt...])
    }
}
