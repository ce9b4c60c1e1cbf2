/// Resistance band presets: pull-aparts, band walks, assisted pull-ups and banded versions of
/// cable moves.
///
/// The seed has only the seven categories of ``ExerciseCategory``, none of them for bands, so
/// every exercise here has equipment `.band` and a borrowed category: `.cable` when the band,
/// anchored to a post, a door or the floor under the feet, stands in for a cable stack
/// (pushdowns, rows, face pulls, presses, curls), and `.bodyweight` for the rest.
extension PresetExercises {
    /// The resistance band presets (category `.bodyweight` or `.cable`, equipment `.band`).
    public static let band: [ExerciseDTO] = [
        ExerciseDTO(
            "Band Pull Apart", .bodyweight, muscles: [.shoulders, .back], equipment: .band,
            aliases: ["Pull Apart", "Pull Aparts", "Banded Pull Apart", "Band Pullaparts"]
        ),
        ExerciseDTO(
            "Band Assisted Pull Up", .bodyweight, muscles: [.back, .biceps], equipment: .band,
            aliases: ["Banded Pull Up", "Band Pull Up", "Pull Up (Band)"]
        ),
        ExerciseDTO(
            "Band Lateral Walk", .bodyweight, muscles: [.glutes], equipment: .band,
            aliases: ["Lateral Band Walk", "Banded Side Step", "Band Walk", "Lateral Band Walks"]
        ),
        ExerciseDTO(
            "Monster Walk", .bodyweight, muscles: [.glutes], equipment: .band,
            aliases: ["Band Monster Walk"]
        ),
        ExerciseDTO(
            "Clamshell", .bodyweight, muscles: [.glutes], equipment: .band,
            aliases: ["Clamshells", "Band Clamshell"]
        ),
        ExerciseDTO(
            "Banded Glute Bridge", .bodyweight, muscles: [.glutes, .hamstrings], equipment: .band,
            aliases: ["Band Glute Bridge"]
        ),
        ExerciseDTO(
            "Banded Squat", .bodyweight, muscles: [.quads, .glutes], equipment: .band,
            aliases: ["Band Squat", "Squat (Band)"]
        ),
        ExerciseDTO(
            "Band Good Morning", .bodyweight, muscles: [.hamstrings, .glutes, .back],
            equipment: .band, aliases: ["Banded Good Morning"]
        ),
        ExerciseDTO(
            "Shoulder Dislocate", .bodyweight, muscles: [.shoulders], equipment: .band,
            aliases: ["Band Dislocate", "Band Shoulder Dislocate", "Shoulder Pass Through"]
        ),
        ExerciseDTO(
            "Band Face Pull", .cable, muscles: [.shoulders, .back], equipment: .band,
            aliases: ["Banded Face Pull"]
        ),
        ExerciseDTO(
            "Band Pushdown", .cable, muscles: [.triceps], equipment: .band,
            aliases: ["Band Tricep Pushdown", "Banded Pushdown"]
        ),
        ExerciseDTO(
            "Band Curl", .cable, muscles: [.biceps], equipment: .band,
            aliases: ["Band Bicep Curl", "Resistance Band Curl", "Bicep Curl (Band)"]
        ),
        ExerciseDTO(
            "Band Overhead Press", .cable, muscles: [.shoulders, .triceps], equipment: .band,
            aliases: ["Band Shoulder Press"]
        ),
        ExerciseDTO(
            "Band Lateral Raise", .cable, muscles: [.shoulders], equipment: .band,
            aliases: ["Lateral Raise (Band)", "Banded Lateral Raise"]
        ),
        ExerciseDTO(
            "Band Chest Press", .cable, muscles: [.chest, .triceps, .shoulders], equipment: .band,
            aliases: ["Banded Chest Press", "Chest Press (Band)"]
        ),
        ExerciseDTO(
            "Band Chest Fly", .cable, muscles: [.chest, .shoulders], equipment: .band,
            aliases: ["Chest Fly (Band)", "Banded Chest Fly", "Band Fly"]
        ),
        ExerciseDTO(
            "Band Row", .cable, muscles: [.back, .biceps], equipment: .band,
            aliases: ["Banded Row", "Resistance Band Row", "Bent Over Row (Band)"]
        ),
        ExerciseDTO(
            "Band Lat Pulldown", .cable, muscles: [.back, .biceps], equipment: .band,
            aliases: ["Banded Lat Pulldown", "Kneeling Pulldown (band)", "Lat Pulldown (Band)"]
        ),
        ExerciseDTO(
            "Band Pallof Press", .cable, muscles: [.core], equipment: .band,
            aliases: ["Banded Pallof Press"]
        ),
        ExerciseDTO(
            "Band External Rotation", .cable, muscles: [.shoulders], equipment: .band,
            aliases: ["Banded External Rotation"]
        ),
        ExerciseDTO(
            "Band Pull Through", .cable, muscles: [.glutes, .hamstrings], equipment: .band,
            aliases: ["Banded Pull Through"]
        ),
        ExerciseDTO(
            "Band Deadlift", .bodyweight, muscles: [.hamstrings, .glutes, .back], equipment: .band,
            aliases: ["Deadlift (Band)", "Banded Deadlift"]
        ),
        ExerciseDTO(
            "Band Front Raise", .cable, muscles: [.shoulders], equipment: .band,
            aliases: ["Front Raise (Band)"]
        ),
        ExerciseDTO(
            "Band Hammer Curl", .cable, muscles: [.biceps, .forearms], equipment: .band,
            aliases: ["Hammer Curl (Band)"]
        ),
    ]
}
