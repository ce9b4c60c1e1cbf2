import AntrainSyntax

/// How a set is printed besides its canonical spacing; the refactors change one part.
struct SetPrintOptions {
    enum Count: Equatable {
        /// `x3` as written, if any.
        case asWritten
        /// No count: one set (expanding `100x5x3`).
        case none
        /// This count, or none for 1 (collapsing `100x5, 100x5`).
        case value(Int)
    }

    var count: Count = .asWritten
    /// Text that replaces the load (a suggested load), `nil` to keep it.
    var load: String?
    /// Writes `[ ] ` before the set whatever its box (filling from a template).
    var isPlanned = false
    /// Reps that replace the written reps and their range or `+` (a rule's target: `11` for
    /// `8-12`), `nil` to keep them.
    var reps: Int?
}

/// Sets in canonical form: `[x] 100x5x3 @8 warmup`, `BW+10x6`, `225lbx5`, `60s x3`.
extension LinePrinter {
    /// `sets` separated by `, ` (commas between them count as written).
    mutating func appendSets(_ sets: SetList) {
        for (position, set) in sets.enumerated() {
            if position > 0 {
                let between = TextRange(start: sets[position - 1].range.end, end: set.range.start)
                for index in indices(in: between) where tokens[index].kind == .comma { markWritten(index..<index + 1) }
                append(", ")
            }
            appendSet(set, tags: sets.tags(of: set))
        }
    }

    /// One set: no spaces around `x`, one before `@` and none after it, one before each
    /// tag; a duration is set apart from the load and from its count (`BW+20 45s x3`).
    mutating func appendSet(_ set: SetSyntax, tags: ArraySlice<SetTagSyntax>, options: SetPrintOptions = SetPrintOptions()) {
        var wroteSomething = false
        var wroteLoad = false
        if let box = set.box {
            markWritten(indices(in: box.range))
        }
        if let box = set.box, !options.isPlanned {
            append(box.isChecked ? "[x]" : "[ ]")
            wroteSomething = true
        } else if options.isPlanned {
            append("[ ]")
            wroteSomething = true
        }
        if let load = set.load {
            if wroteSomething { appendSpace() }
            if let replacement = options.load {
                append(replacement)
                markWritten(indices(in: load.range))
            } else {
                appendLoad(load)
            }
            wroteSomething = true
            wroteLoad = true
        } else if let replacement = options.load {
            if wroteSomething { appendSpace() }
            append(replacement)
            wroteSomething = true
            wroteLoad = true
        }
        var mainEnd = set.load?.range.end ?? set.box?.range.end ?? set.range.start
        if let reps = set.reps {
            markWritten(indices(in: TextRange(start: mainEnd, end: reps.range.start)))  // the `x`
            if wroteSomething, !wroteLoad { appendSpace() }  // `[ ] x5`
            append("x")
            mainEnd = reps.range.end
            if let target = options.reps {
                // The rule's reps stand for the written reps, their range or `+`.
                append(String(target))
                let end = set.repsMax?.range.end ?? set.amrap?.end ?? reps.range.end
                markWritten(indices(in: TextRange(start: reps.range.start, end: end)))
                mainEnd = end
            } else {
                appendVerbatim(reps.range)
                mainEnd = appendRepsEnd(of: set, after: mainEnd)
            }
        } else if let duration = set.duration {
            if wroteSomething { appendSpace() }
            appendTokens(duration.range, gluesUnits: true)
            mainEnd = duration.range.end
            if let right = set.durationRight {
                // `45s|40s`: the bar glued to both sides.
                markWritten(indices(in: TextRange(start: mainEnd, end: right.range.start)))
                append("|")
                appendTokens(right.range, gluesUnits: true)
                mainEnd = right.range.end
            }
        }
        if let count = set.count {
            markWritten(indices(in: TextRange(start: mainEnd, end: count.range.end)))
            mainEnd = count.range.end
        }
        switch options.count {
        case .asWritten:
            if let count = set.count { appendCount(bytes[count.range.lowerBound..<count.range.upperBound], set) }
        case .none:
            break
        case .value(let value):
            if value > 1 { appendCount(Array(String(value).utf8)[...], set) }
        }
        appendMarkers(of: set, tags: tags, from: mainEnd)
    }

    /// The range (`-12`), `+` or right side (`|9`) after a set's reps; where they end.
    private mutating func appendRepsEnd(of set: SetSyntax, after end: UInt32) -> UInt32 {
        if let repsMax = set.repsMax {
            markWritten(indices(in: TextRange(start: end, end: repsMax.range.start)))  // the `-`
            append("-")
            appendVerbatim(repsMax.range)
            return repsMax.range.end
        } else if let amrap = set.amrap {
            append("+")
            markWritten(indices(in: amrap))
            return amrap.end
        } else if let right = set.repsRight {
            markWritten(indices(in: TextRange(start: end, end: right.range.start)))  // the `|`
            append("|")
            appendVerbatim(right.range)
            return right.range.end
        }
        return end
    }

    private mutating func appendCount(_ digits: ArraySlice<UInt8>, _ set: SetSyntax) {
        append(set.duration != nil ? " x" : "x")
        output.append(contentsOf: digits)
    }

    /// `100`, `-5`, `225lb`, `BW`, `BW+10`, `BW-20kg`: the number as written, the unit in
    /// lower case and glued, `lbs` as `lb`.
    mutating func appendLoad(_ load: LoadSyntax) {
        for index in indices(in: load.range) {
            switch tokens[index].kind {
            case .word:
                let word = lowercased(index)
                if word == "bw" {
                    append("BW")
                } else {
                    append(LoadUnit.named(word)?.rawValue ?? word)
                }
                markWritten(index..<index + 1)
            default:
                appendToken(index)
            }
        }
    }

    /// RPE, RIR and tags in the order written: ` @8`, ` RIR2` or ` 2RIR` (the form typed),
    /// ` warmup`, ` rest 2:00`.
    private mutating func appendMarkers(of set: SetSyntax, tags: ArraySlice<SetTagSyntax>, from start: UInt32) {
        var index = firstIndex(atOrAfter: start)
        while index < tokens.count, tokens[index].end <= set.range.end {
            let token = tokens[index]
            if let rir = set.rir, rir.range.start == token.start {
                append(" ")
                if rir.isWordFirst { append("RIR") }
                appendVerbatim(rir.value.range)
                if !rir.isWordFirst { append("RIR") }
                markWritten(indices(in: rir.range))
                index = firstIndex(atOrAfter: rir.range.end)
            } else if token.kind == .at, index + 1 < tokens.count, tokens[index + 1].kind == .number {
                append(" @")
                markWritten(index..<index + 1)
                appendToken(index + 1)
                index += 2
            } else if token.kind == .word, let tag = tags.first(where: { $0.range.start == token.start }) {
                appendSpace()
                appendLowercased(index)
                if let rest = tag.rest {
                    appendSpace()
                    appendTokens(rest.range, gluesUnits: true)
                }
                index = firstIndex(atOrAfter: tag.range.end)
            } else {
                return  // left unwritten: the line is printed as it was
            }
        }
    }

    /// The canonical text of the set at `position` of `sets`, for the refactors.
    mutating func setText(_ sets: SetList, at position: Int, options: SetPrintOptions = SetPrintOptions()) -> String {
        let saved = output
        output.removeAll(keepingCapacity: true)
        appendSet(sets[position], tags: sets.tags(of: sets[position]), options: options)
        let text = String(decoding: output, as: UTF8.self)
        output = saved
        return text
    }
}
