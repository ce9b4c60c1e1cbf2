import AntrainModel
import AntrainSyntax

/// Coaching in the lowering (LANGUAGE.md §8). Both sides of a set: `20x10|9`, `45s|40s`, and
/// one number on a unilateral exercise, which counts on each side.
extension Lowerer {
    /// Above this share behind the stronger side, `L|R` gets an `uneven-sides` hint.
    static let unevenSidesPercent = 30.0

    /// Fills `model`'s sides from `set`: the written sides, or the same reps on each side of a
    /// unilateral exercise. `reps` and `duration` become the weaker side's.
    mutating func lowerSides(_ set: SetSyntax, context: SetContext, into model: inout WorkoutSet) {
        if let right = set.repsRight, let left = set.reps {
            let leftReps = Self.wholeCount(left.value)
            let rightReps = Self.wholeCount(right.value)
            model.repsLeft = leftReps
            model.repsRight = rightReps
            model.reps = min(leftReps, rightReps)
            checkSides(Double(leftReps), Double(rightReps), left: text(left.range), right: text(right.range),
                       range: TextRange(start: left.range.start, end: right.range.end))
        } else if let right = set.durationRight, let left = set.duration {
            model.durationLeft = left.seconds
            model.durationRight = right.seconds
            model.duration = min(left.seconds, right.seconds)
            checkSides(left.seconds, right.seconds, left: text(left.range), right: text(right.range),
                       range: TextRange(start: left.range.start, end: right.range.end))
        } else if context.isUnilateral {
            if set.reps != nil, model.reps > 0 {
                model.repsLeft = model.reps
                model.repsRight = model.reps
            } else if let duration = model.duration {
                model.durationLeft = duration
                model.durationRight = duration
            }
        }
    }

    /// `uneven-sides` when the weaker side is more than 30 % behind the stronger.
    private mutating func checkSides(_ left: Double, _ right: Double, left leftText: String, right rightText: String, range: TextRange) {
        let stronger = max(left, right)
        guard stronger > 0, min(left, right) > 0 else { return }
        let behind = (stronger - min(left, right)) / stronger * 100
        guard behind > Self.unevenSidesPercent else { return }
        report(AnalysisDiagnostics.unevenSides(left: leftText, right: rightText,
                                               behind: left < right ? CoachingMessages.left : CoachingMessages.right,
                                               percent: Int(behind.rounded()), range))
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
