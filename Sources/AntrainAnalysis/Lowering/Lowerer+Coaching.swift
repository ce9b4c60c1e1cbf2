import AntrainModel
import AntrainSyntax

/// Coaching in the lowering (LANGUAGE.md §8). Both sides of a set: `20x10|9`, `45s|40s`, and
/// one number on a unilateral exercise, which counts on each side.
extension Lowerer {
    /// Above this share behind the stronger side, `L|R` gets an `uneven-sides` hint.
    static let unevenSidesPercent = 30.0

    /// Reports `uneven-sides` for a set written with both sides (`20x10|9`, `45s|40s`).
    mutating func checkSides(reps: NumberSyntax?, repsRight: NumberSyntax?, duration: DurationSyntax?, durationRight: DurationSyntax?) {
        if let right = repsRight, let left = reps {
            checkSides(Double(Self.wholeCount(left.value)), Double(Self.wholeCount(right.value)), left: left.range, right: right.range)
        } else if let right = durationRight, let left = duration {
            checkSides(left.seconds, right.seconds, left: left.range, right: right.range)
        }
    }

    /// Fills `model`'s sides from `set`: the written sides, or the same reps on each side of a
    /// unilateral exercise. `reps` and `duration` become the weaker side's.
    func lowerSides(
        reps: NumberSyntax?, repsRight: NumberSyntax?, duration: DurationSyntax?, durationRight: DurationSyntax?,
        context: SetContext, into model: inout WorkoutSet
    ) {
        if let right = repsRight, let left = reps {
            let leftReps = Self.wholeCount(left.value)
            let rightReps = Self.wholeCount(right.value)
            model.repsLeft = leftReps
            model.repsRight = rightReps
            model.reps = min(leftReps, rightReps)
        } else if let right = durationRight, let left = duration {
            model.durationLeft = left.seconds
            model.durationRight = right.seconds
            model.duration = min(left.seconds, right.seconds)
        } else if context.isUnilateral {
            if reps != nil, model.reps > 0 {
                model.repsLeft = model.reps
                model.repsRight = model.reps
            } else if let duration = model.duration {
                model.durationLeft = duration
                model.durationRight = duration
            }
        }
    }

    /// `uneven-sides` when the weaker side is more than 30 % behind the stronger.
    private mutating func checkSides(_ left: Double, _ right: Double, left leftRange: TextRange, right rightRange: TextRange) {
        let stronger = max(left, right)
        guard stronger > 0, min(left, right) > 0 else { return }
        let behind = (stronger - min(left, right)) / stronger * 100
        guard behind > Self.unevenSidesPercent else { return }
        report(AnalysisDiagnostics.unevenSides(left: text(leftRange), right: text(rightRange),
                                               behind: left < right ? CoachingMessages.left : CoachingMessages.right,
                                               percent: Int(behind.rounded()), TextRange(start: leftRange.start, end: rightRange.end)))
    }
}

extension Lowerer {
    /// The rule a `progress:` property writes (nil when absent or wrong, which is reported).
    mutating func progressionRule(_ property: PropertySyntax?) -> ProgressionRule? {
        guard let property else { return nil }
        let (rule, problem) = ProgressionProperty.read(property, in: tree.source)
        if let problem { report(problem) }
        return rule
    }
}
