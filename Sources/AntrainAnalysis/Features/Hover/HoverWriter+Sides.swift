import AntrainBasics
import AntrainModel

/// Both sides of a set in its hover (LANGUAGE.md §8.2): "left 10 · right 9 · right 10 % behind".
extension HoverWriter {
    /// Each side's reps or time and how far the weaker one is behind; nil for a two-sided set.
    func sidesLine(_ set: WorkoutSet) -> String? {
        let left: Double
        let right: Double
        let leftText: String
        let rightText: String
        if let l = set.repsLeft, let r = set.repsRight {
            (left, right, leftText, rightText) = (Double(l), Double(r), String(l), String(r))
        } else if let l = set.durationLeft, let r = set.durationRight {
            (left, right, leftText, rightText) = (l, r, Format.duration(l), Format.duration(r))
        } else {
            return nil
        }
        var line = say(CoachingMessages.sides, ["left": .text(leftText), "right": .text(rightText)])
        let stronger = max(left, right)
        if left != right, stronger > 0 {
            let behind = (stronger - min(left, right)) / stronger * 100
            line += " · " + say(CoachingMessages.sideBehind, [
                "side": .text(say(left < right ? CoachingMessages.left : CoachingMessages.right)),
                "percent": .text(percent(behind)),
            ])
        }
        return line
    }
}
