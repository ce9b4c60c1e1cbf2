import AntrainBasics
/// Reading sets: `[x] BW+10 x 6 x3 @8.5 failure rest 2:00`.
extension LineReader {
    /// Whether a set starts at `index`: a number (with or without a unit) followed by `x`
    /// and a digit, a percentage (`75%`), `BW`, `x` and a digit, a duration, or `[`
    /// (LANGUAGE.md §3.1, §7.1). This is where an exercise name written without a colon ends.
    func startsSet(at index: Int) -> Bool {
        guard index < count else { return false }
        switch tokens[index].kind {
        case .leftBracket, .clock:
            return true
        case .times:
            return kind(at: index + 1) == .number
        case .word:
            return isWord(index, "bw")
        case .minus:
            return isAdjacent(index) && kind(at: index + 1) == .number && startsSet(at: index + 1)
        case .number:
            if isPercentSign(index + 1), isAdjacent(index) { return true }
            var cursor = index + 1
            if isWord(cursor, oneOf: WordLists.loadUnits) { cursor += 1 }
            if kind(at: cursor) == .times, kind(at: cursor + 1) == .number { return true }
            var probe = index
            return duration(at: &probe) != nil
        default:
            return false
        }
    }

    /// Reads one set at `position` into `set`, appending its tags to `tags`; on failure
    /// returns the reason, leaving `position` at the token it could not read.
    ///
    /// The set is written in place, as a draft of ranges (``SetDraft``): the parser reads
    /// tens of thousands of sets, and most of their numbers are read again only when the
    /// set is (from its record's bytes), so none is converted here but the load and times.
    func set(at position: inout Int, into set: inout SetDraft, tags: inout [SetTagSyntax]) -> SetReadFailure? {
        let start = position
        set = SetDraft(range: tokens[start].range)
        var cursor = position

        if kind(at: cursor) == .leftBracket {
            var close = cursor + 1
            var checked = false
            if isWord(close, "x") || kind(at: close) == .times {
                checked = true
                close += 1
            }
            guard kind(at: close) == .rightBracket else {
                position = cursor
                return SetReadFailure(message: SyntaxMessages.boxForm, at: cursor)
            }
            set.box = span(cursor, close + 1)
            set.flags.insert(checked ? [.box, .boxChecked] : .box)
            cursor = close + 1
        }

        // The load, if any.
        if isWord(cursor, "bw") {
            let loadStart = cursor
            cursor += 1
            var offset = 0.0
            var unit: LoadUnit?
            if let sign = kind(at: cursor), sign == .plus || sign == .minus, kind(at: cursor + 1) == .number {
                offset = numberValue(cursor + 1) * (sign == .minus ? -1 : 1)
                cursor += 2
                if cursor < count, tokens[cursor].kind == .word, let named = loadUnit(at: cursor) {
                    unit = named
                    cursor += 1
                }
            }
            set.setLoad(offset, unit: unit, range: span(loadStart, cursor), kind: .bodyweight)
        } else if kind(at: cursor) == .number, isPercentSign(cursor + 1), isAdjacent(cursor) {
            // `75%`: a share of the training max.
            set.setLoad(numberValue(cursor), unit: nil, range: span(cursor, cursor + 2), kind: .percentOfMax)
            cursor += 2
        } else if kind(at: cursor) == .number || kind(at: cursor) == .minus {
            var probe = cursor
            let isDuration = duration(at: &probe) != nil
            if !isDuration {
                var loadEnd = cursor
                guard let weight = weight(at: &loadEnd) else {
                    position = cursor
                    return SetReadFailure(message: SyntaxMessages.expectedSet, at: cursor)
                }
                set.setLoad(weight.value, unit: weight.unit, range: span(cursor, loadEnd), kind: nil)
                cursor = loadEnd
            }
        }

        // Reps or a duration.
        if kind(at: cursor) == .times, kind(at: cursor + 1) == .number {
            set.reps = tokens[cursor + 1].range
            cursor += 2
            // `8-12` (a range) or `5+` (AMRAP), written without spaces.
            if kind(at: cursor) == .minus, kind(at: cursor + 1) == .number, isAdjacent(cursor - 1), isAdjacent(cursor) {
                set.repsMax = tokens[cursor + 1].range
                cursor += 2
            } else if kind(at: cursor) == .plus, isAdjacent(cursor - 1) {
                set.flags.insert(.amrap)
                cursor += 1
            } else if isSideBar(cursor), kind(at: cursor + 1) == .number {
                // `10|9`: the left side's reps, then the right's (LANGUAGE.md §8.2); blanks
                // around the bar are read as around `x` (`10 | 9`), and written glued. A bar
                // with nothing after it is left to ``sets(from:into:)``, which keeps the set.
                set.repsRight = tokens[cursor + 1].range
                cursor += 2
            }
        } else if let duration = duration(at: &cursor) {
            set.duration = duration.range
            set.seconds = duration.seconds
            if isSideBar(cursor) {
                // `45s|40s` (or `45s | 40s`): the left side's time, then the right's.
                var right = cursor + 1
                if let other = self.duration(at: &right) {
                    set.durationRight = other.range
                    set.secondsRight = other.seconds
                    cursor = right
                }
            }
        } else if kind(at: cursor) == .times, isSideBar(cursor + 1) {
            // `20x|8`: the bar where the left side's reps should be.
            position = cursor + 1
            return SetReadFailure(message: SyntaxMessages.leftSideMissing, at: cursor + 1)
        } else {
            position = cursor
            let message = set.flags.contains(.load)
                ? SyntaxMessages.expectedReps
                : SyntaxMessages.expectedSet
            return SetReadFailure(message: message, at: cursor)
        }

        // Repeats: `x3`.
        if kind(at: cursor) == .times, kind(at: cursor + 1) == .number {
            set.count = tokens[cursor + 1].range
            cursor += 2
        }

        // Effort (RPE or RIR) and tags, in any order.
        while cursor < count {
            if let rir = rir(at: &cursor) {
                set.rir = rir.range
                set.rirValue = rir.value.range
                if rir.isWordFirst { set.flags.insert(.rirWordFirst) } else { set.flags.remove(.rirWordFirst) }
            } else if tokens[cursor].kind == .at {
                guard kind(at: cursor + 1) == .number else {
                    position = cursor
                    return SetReadFailure(message: SyntaxMessages.expectedRPE, at: cursor)
                }
                set.rpe = tokens[cursor + 1].range
                cursor += 2
            } else if tokens[cursor].kind == .word, let tag = word(cursor, in: SetTagWord.self)?.kind {
                let tagStart = cursor
                cursor += 1
                var rest: DurationSyntax?
                if tag == .rest {
                    guard let duration = duration(at: &cursor) else {
                        position = cursor
                        return SetReadFailure(message: SyntaxMessages.expectedRest, at: cursor)
                    }
                    rest = duration
                }
                set.noteTag(tag, at: tags.count)
                tags.append(SetTagSyntax(kind: tag, range: span(tagStart, cursor), rest: rest))
            } else {
                break
            }
        }
        set.range = span(start, cursor)
        position = cursor
        return nil
    }

    /// Reads sets separated by commas from `position` to the end of the line, appending
    /// them and their tags to a tree's arena.
    ///
    /// - Returns: the token where reading failed, with the reason.
    func sets(from position: Int, into arena: inout ArenaBuilder) -> SetReadFailure? {
        var cursor = position
        var set = SetDraft(range: TextRange(start: 0, end: 0))
        while cursor < count {
            if let failure = self.set(at: &cursor, into: &set, tags: &arena.tags) { return failure }
            arena.append(set, bytes: bytes)
            if cursor < count, tokens[cursor].kind == .comma {
                cursor += 1
                if cursor == count {
                    return SetReadFailure(message: SyntaxMessages.expectedSetAfterComma, at: cursor - 1)
                }
            } else if cursor < count, !startsSet(at: cursor) {
                // `20x10|` or `45s|`: the set is kept, and the message is about its other side.
                let message = isSideBar(cursor) ? SyntaxMessages.rightSideMissing : SyntaxMessages.expectedCommaOrNote
                return SetReadFailure(message: message, at: cursor)
            }
        }
        return nil
    }

    /// A weight: a number, negative with a leading `-`, and a load unit if one follows
    /// (``quantity(at:units:)`` with the load units, without building the unit's text).
    func weight(at position: inout Int) -> (value: Double, unit: LoadUnit?)? {
        guard let start = signedNumber(at: position) else { return nil }
        var cursor = start.number
        let negative = start.isNegative
        var value = numberValue(cursor)
        if negative { value = -value }
        cursor += 1
        var unit: LoadUnit?
        if cursor < count, tokens[cursor].kind == .word, let named = word(cursor, in: LoadUnit.self) {
            unit = named
            cursor += 1
        }
        position = cursor
        return (value, unit)
    }
}

extension LineReader {
    /// `RIR2`, `RIR 2` or `2RIR`, `2 RIR`: reps in reserve.
    func rir(at position: inout Int) -> RIRSyntax? {
        if isWord(position, "rir"), kind(at: position + 1) == .number {
            let rir = RIRSyntax(value: number(position + 1), isWordFirst: true, range: span(position, position + 2))
            position += 2
            return rir
        }
        if kind(at: position) == .number, isWord(position + 1, "rir") {
            let rir = RIRSyntax(value: number(position), isWordFirst: false, range: span(position, position + 2))
            position += 2
            return rir
        }
        return nil
    }

    /// Whether a set was meant at `index`, though it may not read: ``startsSet(at:)``, or a
    /// load and `x` with no reps after it (`20x|8`, `20kg x`). Decides that `Lunge: 20x|8` is
    /// an exercise with a broken set, not a property `Lunge:` the entry does not have.
    func attemptsSet(at index: Int) -> Bool {
        if startsSet(at: index) { return true }
        guard kind(at: index) == .number else { return false }
        var cursor = index + 1
        if isWord(cursor, oneOf: WordLists.loadUnits) { cursor += 1 }
        return kind(at: cursor) == .times
    }

    /// Whether the token at `index` is the `|` between the left and the right side.
    func isSideBar(_ index: Int) -> Bool {
        index < count && tokens[index].kind == .punctuation && tokens[index].length == 1
            && bytes[Int(tokens[index].start)] == UInt8(ascii: "|")
    }

    /// Whether the token at `index` is a `%` sign.
    func isPercentSign(_ index: Int) -> Bool {
        index < count && tokens[index].kind == .punctuation && tokens[index].length == 1
            && bytes[Int(tokens[index].start)] == UInt8(ascii: "%")
    }

    /// The load unit named by the word at `index`, without allocating.
    func loadUnit(at index: Int) -> LoadUnit? {
        if isWord(index, "kg") || isWord(index, "kgs") { return .kg }
        if isWord(index, "lb") || isWord(index, "lbs") { return .lb }
        return nil
    }
}

/// Why a set could not be read, and at which token.
struct SetReadFailure: Error {
    var message: MessageKey
    var at: Int
}
