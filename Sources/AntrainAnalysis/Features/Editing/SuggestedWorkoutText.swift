import AntrainModel

/// A program day's suggested workout written as log text: the lifting header, then each
/// exercise with its planned `[ ]` sets, equal sets in a row folded into one line (`x3`).
public enum SuggestedWorkoutText {
    /// The entry without its date: `lifting Lower A`, its items and set lines, each line
    /// ending in `lineBreak`.
    public static func entry(_ workout: SuggestedWorkout, unit: WeightUnit, lineBreak: String = "\n") -> String {
        var text = "lifting \(workout.templateName)" + lineBreak
        for exercise in workout.exercises {
            text += "  " + (exercise.supersetGroup.map { _ in "+ " } ?? "") + exercise.writtenName + lineBreak
            var index = 0
            while index < exercise.sets.count {
                var count = 1
                while index + count < exercise.sets.count, exercise.sets[index + count] == exercise.sets[index] { count += 1 }
                text += "    [ ] " + setText(exercise.sets[index], count: count, unit: unit) + lineBreak
                index += count
            }
        }
        return text
    }

    /// A bodyweight load as a set writes it, in the athlete's unit: `BW`, `BW+2.5`, `BW-20`.
    public static func bodyweightLoad(_ offset: Double, unit: WeightUnit) -> String {
        let added = unit.fromKilograms(offset)
        return "BW" + (added == 0 ? "" : (added > 0 ? "+" : "-") + Format.number(abs(added), decimals: 2, grouping: false))
    }

    /// `102.5x5x3 @8`, `60x8-12`, `90x5+`, `BW+2.5x5+`, `x10` (no load suggested).
    public static func setText(_ set: SuggestedSet, count: Int, unit: WeightUnit) -> String {
        var text = ""
        if let offset = set.bodyweightOffset {
            text += bodyweightLoad(offset, unit: unit)
        } else if let weight = set.weight {
            text += Format.number(unit.fromKilograms(weight), decimals: 2, grouping: false)
        }
        if let duration = set.duration, set.reps == 0 {
            text += (text.isEmpty ? "" : " ") + (duration < 60 ? "\(Int(duration))s" : Format.duration(duration))
        } else {
            text += "x\(set.reps)"
            if let repsMax = set.repsMax { text += "-\(repsMax)" }
            if set.isAMRAP { text += "+" }
        }
        if count > 1 { text += "x\(count)" }
        if let rpe = set.rpe { text += " @\(Format.number(rpe))" }
        if let rest = set.rest { text += " rest " + Format.duration(rest) }
        return text
    }
}
