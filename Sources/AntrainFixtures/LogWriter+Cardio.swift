/// The cardio types of LANGUAGE.md §3.2.
enum CardioType: Int, CaseIterable {
    case run, bike, row, swim, walk, elliptical, ski

    private static let keywords = ["run", "bike", "row", "swim", "walk", "elliptical", "ski"]
    var keyword: String { Self.keywords[rawValue] }
}

/// One cardio session. The duration is derived from the distance as written, so that a pace
/// written next to them agrees within rounding (the validator allows 5 %).
struct CardioPlan {
    enum Distance {
        case none
        case kilometres(tenths: Int)
        case metres(Int)
        case miles(tenths: Int)
    }

    var type: CardioType
    var distance: Distance
    var seconds: Int
    var durationStyle: DurationStyle
}

extension LogWriter {
    /// A session of `type` at a pace typical for it; `isLong` for the weekend long run.
    mutating func planCardio(_ type: CardioType, isLong: Bool) -> CardioPlan {
        var distance = CardioPlan.Distance.none
        var seconds: Int
        switch type {
        case .run where random.chance(percent: 10):
            let miles = random.int(in: 20...80)
            distance = .miles(tenths: miles)
            seconds = miles * random.int(in: 450...620) / 10
        case .run, .walk, .ski:
            let range = type == .run ? (30...(isLong ? 210 : 120)) : type == .walk ? 30...80 : 50...250
            let pace = type == .run ? random.int(in: 270...390) : type == .walk ? random.int(in: 540...720) : random.int(in: 240...480)
            let kilometres = random.int(in: range)
            distance = .kilometres(tenths: kilometres)
            seconds = kilometres * pace / 10
        case .bike where random.chance(percent: 30), .elliptical:
            seconds = random.int(in: type == .bike ? 30...90 : 20...45) * 60
        case .bike:
            let kilometres = random.int(in: 150...600)
            distance = .kilometres(tenths: kilometres)
            seconds = kilometres * random.int(in: 110...165) / 10
        case .row:
            let metres = random.int(in: 4...12) * 500
            distance = .metres(metres)
            seconds = metres / 500 * random.int(in: 105...130)
        case .swim:
            let metres = random.int(in: 10...30) * 100
            distance = random.chance(percent: 40) ? .kilometres(tenths: metres / 100) : .metres(metres)
            seconds = metres / 100 * random.int(in: 100...150)
        }
        let form = random.next(below: 100)
        let style: DurationStyle
        if seconds % 60 == 0 || form < 25 {
            seconds = max(60, (seconds + 30) / 60 * 60)
            style = seconds >= 3600 && form % 2 == 0 ? .hoursAndMinutes : .minutes
        } else {
            style = .clock
        }
        return CardioPlan(type: type, distance: distance, seconds: seconds, durationStyle: style)
    }

    /// `DATE [TIME] cardio TYPE [DISTANCE] [DURATION] [pace PACE]`, or the same figures as
    /// properties of the body.
    mutating func writeCardio(_ plan: CardioPlan, minute: Int?) {
        writeGarbageLineIfDrawn()
        indent = 2
        writeDateAndTime(minute: minute)
        text.append(" cardio ")
        text.append(plan.type.keyword)
        let writesPace: Bool
        switch (plan.type, plan.distance) {
        case (.run, _), (.walk, _), (.swim, _), (.ski, _): writesPace = random.chance(percent: 20)
        default: writesPace = false
        }
        let asProperties = random.chance(percent: 15)
        let note = writesComments && random.chance(percent: 15) ? random.element(of: FixtureVocabulary.cardioNotes) : nil
        if asProperties {
            if let note { writeTrailingNote(note) }
            text.endLine()
            if !isDistanceNone(plan.distance) {
                startBodyLine("distance: ")
                appendDistance(plan.distance)
                text.endLine()
            }
            startBodyLine("duration: ")
            text.append(duration: plan.seconds, style: plan.durationStyle)
            text.endLine()
            if writesPace, !isDistanceNone(plan.distance) {
                startBodyLine("pace: ")
                appendPace(plan)
                text.endLine()
            }
            return
        }
        let durationFirst = random.chance(percent: 15)
        if durationFirst { appendSpaceAndDuration(plan) }
        if !isDistanceNone(plan.distance) {
            text.append(byte: 0x20)
            appendDistance(plan.distance)
        }
        if !durationFirst { appendSpaceAndDuration(plan) }
        if writesPace, !isDistanceNone(plan.distance) {
            text.append(" pace ")
            appendPace(plan)
        }
        if let note { writeTrailingNote(note) }
        text.endLine()
    }

    /// `%%%` on a line of its own before the next entry, when a mistake is drawn for it.
    mutating func writeGarbageLineIfDrawn() {
        guard drawMistake(for: .other) == .garbageLine else { return }
        record(.garbageLine)
        text.append("%%%")
        text.endLine()
        text.endLine()
    }

    /// Starts a body line at the entry's indentation with `prefix`.
    mutating func startBodyLine(_ prefix: String) {
        text.append(spaces: indent)
        text.append(prefix)
    }

    private mutating func appendSpaceAndDuration(_ plan: CardioPlan) {
        text.append(byte: 0x20)
        text.append(duration: plan.seconds, style: plan.durationStyle)
    }

    private func isDistanceNone(_ distance: CardioPlan.Distance) -> Bool {
        if case .none = distance { return true }
        return false
    }

    private mutating func appendDistance(_ distance: CardioPlan.Distance) {
        switch distance {
        case .none: break
        case .kilometres(let tenths):
            text.append(tenths: tenths)
            text.append(random.chance(percent: 10) ? " km" : "km")
        case .metres(let metres):
            text.append(number: metres)
            text.append("m")
        case .miles(let tenths):
            text.append(tenths: tenths)
            text.append("mi")
        }
    }

    /// Pace per kilometre (per mile for distances in miles), rounded to the second.
    private mutating func appendPace(_ plan: CardioPlan) {
        let (perUnit, unit): (Int, String)
        switch plan.distance {
        case .none: return
        case .kilometres(let tenths): (perUnit, unit) = ((plan.seconds * 10 * 2 + tenths) / (2 * tenths), "/km")
        case .metres(let metres): (perUnit, unit) = ((plan.seconds * 1000 * 2 + metres) / (2 * metres), "/km")
        case .miles(let tenths): (perUnit, unit) = ((plan.seconds * 10 * 2 + tenths) / (2 * tenths), "/mi")
        }
        text.append(duration: perUnit, style: .clock)
        text.append(unit)
    }
}
