/// The ways an exercise's sets are laid out (LANGUAGE.md §3.1).
enum ExerciseLayout {
    /// `Bench Press 60x10 warmup, 100x5 @8`
    case inline
    /// `Barbell Row: 70x8x3 @8`
    case colon
    /// The name alone, then one set per deeper-indented line.
    case lines
    /// The name alone, then two or three sets per deeper-indented line.
    case groupedLines
    /// Warm-ups after a colon, working sets on lines below.
    case split
}

extension LogWriter {
    /// An exercise item with its sets in a layout drawn at random, then any planned sets.
    mutating func writeExercise(_ name: String, sets: [SetSpec], planned: [SetSpec]) {
        let form = random.next(below: 100)
        let layout: ExerciseLayout =
            form < 22 && canFollowNameDirectly(sets[0]) ? .inline
            : form < 55 ? .colon : form < 75 ? .lines : form < 88 ? .groupedLines : .split
        let note = writesComments && random.chance(percent: 6) ? random.element(of: FixtureVocabulary.exerciseNotes) : nil
        text.append(spaces: indent)
        text.append(name)
        let warmupCount = sets.prefix { $0.tag == .warmup }.count
        switch layout {
        case .inline, .colon:
            text.append(layout == .colon ? ": " : " ")
            appendInline(random.chance(percent: 70) ? Self.collapsed(sets) : sets, allowsColons: layout == .colon)
            endItemLine(note: note)
        case .lines, .groupedLines:
            endItemLine(note: note)
            writeSetLines(random.chance(percent: 25) ? Self.collapsed(sets) : sets, grouped: layout == .groupedLines)
        case .split where warmupCount > 0 && warmupCount < sets.count:
            text.append(": ")
            appendInline(Array(sets[..<warmupCount]))
            endItemLine(note: note)
            writeSetLines(Array(sets[warmupCount...]), grouped: false)
        case .split:
            text.append(": ")
            appendInline(sets)
            endItemLine(note: note)
        }
        for set in planned {
            writeSetLine([set], box: "[ ] ")
        }
    }

    /// One deeper-indented line of sets, with a box when given.
    mutating func writeSetLine(_ sets: [SetSpec], box: String?) {
        text.append(spaces: indent * 2)
        if let box { text.append(box) }
        appendInline(sets)
        text.endLine()
    }

    private mutating func writeSetLines(_ sets: [SetSpec], grouped: Bool) {
        var index = 0
        while index < sets.count {
            let perLine = grouped ? random.int(in: 2...3) : 1
            let end = min(sets.count, index + perLine)
            text.append(spaces: indent * 2)
            if perLine == 1, random.chance(percent: 4) { text.append("[x] ") }
            appendInline(Array(sets[index..<end]))
            if perLine == 1, writesComments, random.chance(percent: 4) {
                writeTrailingNote(random.element(of: FixtureVocabulary.setNotes))
            }
            text.endLine()
            index = end
        }
    }

    private mutating func endItemLine(note: String?) {
        if let note { writeTrailingNote(note) }
        text.endLine()
    }

    /// Without a colon, the name ends at the first set only when that set starts like one:
    /// `100x5`, `BW`, `x12`, `60s`. A load before a duration (`60kg 30s`) does not.
    private func canFollowNameDirectly(_ set: SetSpec) -> Bool {
        if case .kilograms = set.load, set.seconds > 0 { return false }
        return true
    }

    /// Runs of identical sets written once with a count: `100x5, 100x5, 100x5` as `100x5x3`.
    private static func collapsed(_ sets: [SetSpec]) -> [SetSpec] {
        var result: [SetSpec] = []
        for set in sets {
            if var single = result.last {
                single.count = 1
                if single == set {
                    result[result.count - 1].count += 1
                    continue
                }
            }
            result.append(set)
        }
        return result
    }

    /// `BW`, `BW+10`, `BW-20`.
    private mutating func appendBodyweight(plus added: Int) {
        text.append("BW")
        if added > 0 { text.append("+") }
        if added != 0 { text.append(tenths: added) }
    }

    /// Sets separated by `, `.
    ///
    /// - Parameter allowsColons: false after a name without a colon, where a `1:30` would
    ///   make everything before it read as the name; durations are then written in seconds.
    private mutating func appendInline(_ sets: [SetSpec], allowsColons: Bool = true) {
        for (index, set) in sets.enumerated() {
            if index > 0 { text.append(", ") }
            appendSet(set, allowsColons: allowsColons)
        }
    }

    /// One set: load, reps or duration, count, RPE, tag, rest, in the forms of §3.1.
    private mutating func appendSet(_ set: SetSpec, allowsColons: Bool) {
        switch set.load {
        case .kilograms(let tenths):
            text.append(tenths: tenths)
            if set.seconds > 0 { text.append("kg ") }
        case .bodyweight(let added) where set.seconds > 0:
            if added != 0 {
                appendBodyweight(plus: added)
                text.append(byte: 0x20)
            }
        case .bodyweight(let added):
            // Plain bodyweight is `BWx8`, or just `x8` now and then.
            if added != 0 || !random.chance(percent: 25) { appendBodyweight(plus: added) }
        }
        if set.seconds > 0 {
            let asClock = set.seconds >= 60 && random.chance(percent: 30) && allowsColons
            text.append(duration: set.seconds, style: asClock ? .clock : .seconds)
            if set.count > 1 {
                text.append(" x")
                text.append(number: set.count)
            }
        } else {
            var spaced = false
            if case .kilograms = set.load { spaced = set.count == 1 && random.chance(percent: 5) }
            text.append(spaced ? " x " : "x")
            text.append(number: set.reps)
            if set.count > 1 {
                text.append("x")
                text.append(number: set.count)
            }
        }
        if set.rpe > 0 {
            text.append(" @")
            text.append(number: set.rpe / 2)
            if set.rpe % 2 == 1 { text.append(".5") }
        }
        switch set.tag {
        case .none: break
        case .warmup: text.append(random.chance(percent: 70) ? " warmup" : " w")
        case .drop: text.append(random.chance(percent: 70) ? " drop" : " d")
        case .failure: text.append(random.chance(percent: 70) ? " failure" : " f")
        }
        if set.rest > 0 {
            text.append(" rest ")
            let asClock = (set.rest % 60 == 0 || random.chance(percent: 50)) && allowsColons
            text.append(duration: set.rest, style: asClock ? .clock : .seconds)
        }
    }
}
