import AntrainModel

/// The report's JSON (Docs/REPORT.md): every key of the report, and `from` and `to` as `null`
/// when the period is open at that end, as the document says, rather than left out (issue #42).
///
/// Written out because the synthesized encoding leaves out every optional that is nil; the
/// other optional parts (`name`, `bmi`, `program`, `body`, `nutrientGoals`) are still left
/// out when missing, as before.
extension ProgressReport {
    private enum CodingKeys: String, CodingKey {
        case name, unit, from, to, formula, workouts, records, e1rm, e1rmResolution, e1rmLifts, training, cardio, goals
        case nutrition, bodyweight, bmi, program, body, nutrients, nutrientGoals
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encode(unit, forKey: .unit)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(formula, forKey: .formula)
        try container.encode(workouts, forKey: .workouts)
        try container.encode(records, forKey: .records)
        try container.encode(e1rm, forKey: .e1rm)
        try container.encode(e1rmResolution, forKey: .e1rmResolution)
        try container.encode(e1rmLifts, forKey: .e1rmLifts)
        try container.encode(training, forKey: .training)
        try container.encode(cardio, forKey: .cardio)
        try container.encode(goals, forKey: .goals)
        try container.encode(nutrition, forKey: .nutrition)
        try container.encode(bodyweight, forKey: .bodyweight)
        try container.encodeIfPresent(bmi, forKey: .bmi)
        try container.encodeIfPresent(program, forKey: .program)
        try container.encodeIfPresent(body, forKey: .body)
        try container.encode(nutrients, forKey: .nutrients)
        try container.encodeIfPresent(nutrientGoals, forKey: .nutrientGoals)
    }
}
