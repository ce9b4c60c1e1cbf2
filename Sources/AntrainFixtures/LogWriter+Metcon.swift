/// One metcon: its type, how long it took or lasted, the movements of a round, the rounds done
/// and the result as the athlete wrote it.
struct MetconPlan {
    enum Kind: Int { case amrap, emom, forTime }

    var kind: Kind
    var seconds: Int
    var movements: [(movement: Movement, reps: Int)]
    var rounds: Int?
    var result: String?
}

extension LogWriter {
    /// The next metcon in the amrap, for time, emom rotation; Cindy now and then.
    mutating func planMetcon() -> MetconPlan {
        let kind = MetconPlan.Kind(rawValue: athlete.metconTurn % 3) ?? .amrap
        athlete.metconTurn += 1
        var plan = MetconPlan(kind: kind, seconds: 0, movements: [], rounds: nil, result: nil)
        if kind == .amrap, random.chance(percent: 30) {
            plan.movements = [(.pullUp, 5), (.pushUp, 10), (.squat, 15)]
            plan.seconds = 20 * 60
            plan.rounds = random.int(in: 6...16)
            plan.result = "Cindy"
            return plan
        }
        var pool = Movement.allCases.filter { options.includeDefinitions || !$0.isCustom }
        for _ in 0..<(kind == .emom ? 2 : random.int(in: 2...3)) {
            let movement = pool.remove(at: random.next(below: pool.count))
            plan.movements.append((movement, random.int(in: movement.reps)))
        }
        switch kind {
        case .amrap:
            plan.seconds = random.int(in: 10...20) * 60
            let rounds = random.int(in: 4...12)
            plan.rounds = rounds
            if random.chance(percent: 50) {
                plan.result = String(rounds) + " + " + String(random.int(in: 1...12))
            }
        case .emom:
            plan.seconds = random.int(in: 10...16) * 60
            if random.chance(percent: 30) { plan.result = random.element(of: ["unbroken", "last two minutes broke up"]) }
        case .forTime:
            let rounds = random.int(in: 3...5)
            plan.rounds = rounds
            plan.seconds = rounds * random.int(in: 150...300)
            plan.result = random.element(of: ["Chipper", "Sandbag ladder", "team WOD", "rx", "Saturday partner workout"])
        }
        return plan
    }

    /// `DATE [TIME] metcon TYPE [DURATION] [N rounds] ["RESULT"]`, then one movement per line.
    mutating func writeMetcon(_ plan: MetconPlan, minute: Int?) {
        writeGarbageLineIfDrawn()
        indent = 2
        writeDateAndTime(minute: minute)
        text.append(" metcon ")
        switch plan.kind {
        case .amrap: text.append("amrap ")
        case .emom: text.append("emom ")
        case .forTime: text.append(random.chance(percent: 20) ? "for-time " : "fortime ")
        }
        let style: DurationStyle = plan.kind == .forTime || random.chance(percent: 20) ? .clock : .minutes
        text.append(duration: plan.seconds, style: style)
        let roundsAsProperty = random.chance(percent: 25)
        if let rounds = plan.rounds, !roundsAsProperty {
            text.append(byte: 0x20)
            text.append(number: rounds)
            text.append(" rounds")
        }
        if let result = plan.result {
            text.append(" \"")
            text.append(result)
            text.append("\"")
        }
        if writesComments, random.chance(percent: 10) {
            writeTrailingNote(random.element(of: FixtureVocabulary.metconNotes))
        }
        text.endLine()
        if let rounds = plan.rounds, roundsAsProperty {
            startBodyLine("rounds: ")
            text.append(number: rounds)
            text.endLine()
        }
        for (movement, reps) in plan.movements {
            startBodyLine(movement.name)
            text.append(random.chance(percent: 20) ? ": " : " ")
            if movement.isLoaded {
                text.append(tenths: movement == .kettlebellSwing ? athlete.kettlebell : athlete.sandbag)
            }
            text.append("x")
            text.append(number: reps)
            text.endLine()
        }
        if writesComments, random.chance(percent: 8) {
            startBodyLine("note: ")
            text.append(random.element(of: FixtureVocabulary.metconNotes))
            text.endLine()
        }
    }
}
