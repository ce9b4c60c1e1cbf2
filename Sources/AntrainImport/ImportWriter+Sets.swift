import AntrainBasics
import AntrainModel

/// How one set is written: its load (a load, `BW`, `BW+10`, `BW-25`), its reps or time (with
/// both sides where the export gives them), then its marks and its note.
extension ImportWriter {
    /// A set in three parts, so a count can go between them: `100x5` `x3` ` @8 warmup`.
    struct SetText: Equatable {
        var base: String
        var suffix: String
        var note: String
        var isTimed: Bool
    }

    func setText(_ set: ImportedSet, exercise: MappedExercise) -> SetText {
        var notes: [String] = []
        var load: String?
        // Antrain's own rows say `BW` where the set is a bodyweight set: a load written on a
        // bodyweight exercise (`Split Squat: 20x10`) stays a load.
        let loadIsWritten = set.statesBodyweight && (set.load?.value ?? 0) != 0
        if set.isBodyweight || (exercise.isBodyweight && !loadIsWritten) {
            var offset = set.bodyweightOffset
            if offset == nil, let written = set.load {
                offset = WrittenLoad(value: exercise.isAssisted ? -abs(written.value) : written.value, unit: written.unit)
            }
            load = "BW"
            if let offset, offset.value != 0 {
                load! += (offset.value > 0 ? "+" : "-") + loadText(WrittenLoad(value: abs(offset.value), unit: offset.unit))
            }
        } else if let written = set.load {
            load = loadText(written)
        }
        let reps = set.reps ?? 0
        var base: String
        var isTimed = false
        if let left = set.repsLeft, let right = set.repsRight, left > 0, right > 0, left != right || !exercise.isUnilateral {
            // Both sides as written: on an exercise not done one side at a time, `x8|8` counts
            // both sides in volume where `x8` would count one.
            base = (load ?? "0") + "x\(left)|\(right)"
            if let seconds = set.seconds { notes.append("in " + Self.setDuration(seconds)) }
        } else if reps > 0 {
            base = (load ?? "0") + "x\(reps)" + (set.repsMax.map { "-\($0)" } ?? "") + (set.isAMRAP ? "+" : "")
            if let seconds = set.seconds { notes.append("in " + Self.setDuration(seconds)) }
        } else if let seconds = set.seconds {
            // A hold with no load is just its time: `Plank: 60s`; per side `45s|40s`.
            let timedLoad = load == "BW" ? nil : load
            var time = Self.setDuration(seconds)
            if let left = set.secondsLeft, let right = set.secondsRight, left > 0, right > 0, left != right || !exercise.isUnilateral {
                time = Self.setDuration(left) + "|" + Self.setDuration(right)
            }
            base = (timedLoad.map { $0 + " " } ?? "") + time
            isTimed = true
        } else {
            // Distance only (a carry, a sled push): no set form holds a distance, so the set
            // is written as one rep and the distance goes into its note.
            base = (load ?? "0") + "x1"
        }
        if let distance = set.distance { notes.append(number(distance.value) + " " + distance.unit.rawValue) }
        var suffix = ""
        if let rir = set.rir {
            // Written back as the lifter wrote it; `rpe` holds 10 − RIR.
            suffix += " RIR\(rir)"
        } else if let rpe = set.rpe {
            if (1...10).contains(rpe), (rpe * 2).rounded() == rpe * 2 { suffix += " @" + number(rpe) } else { notes.append("RPE " + number(rpe)) }
        }
        for tag in set.tags { suffix += " " + tag.rawValue }
        if let rest = set.restSeconds, rest > 0 { suffix += " rest " + Self.clock(rest) }
        if let note = set.notes { notes.append(Self.oneLine(note)) }
        if !set.isCompleted { base = "[ ] " + base }
        return SetText(base: base, suffix: suffix, note: notes.joined(separator: "; "), isTimed: isTimed)
    }
}
