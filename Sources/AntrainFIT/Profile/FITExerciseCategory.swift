/// `exercise_category`: the families of strength exercises in Garmin's profile (21.218), each
/// with its own table of exercise names (`bench_press_exercise_name`, ...).
///
/// Written out whole so the mapping table can name any of them; `unknown` is what FIT
/// reads as "no category".
public enum FITExerciseCategory: UInt16, Sendable, CaseIterable {
    case benchPress = 0
    case calfRaise = 1
    case cardio = 2
    case carry = 3
    case chop = 4
    case core = 5
    case crunch = 6
    case curl = 7
    case deadlift = 8
    case flye = 9
    case hipRaise = 10
    case hipStability = 11
    case hipSwing = 12
    case hyperextension = 13
    case lateralRaise = 14
    case legCurl = 15
    case legRaise = 16
    case lunge = 17
    case olympicLift = 18
    case plank = 19
    case plyo = 20
    case pullUp = 21
    case pushUp = 22
    case row = 23
    case shoulderPress = 24
    case shoulderStability = 25
    case shrug = 26
    case sitUp = 27
    case squat = 28
    case totalBody = 29
    case tricepsExtension = 30
    case warmUp = 31
    case run = 32
    case bike = 33
    case cardioSensors = 34
    case move = 35
    case pose = 36
    case bandedExercises = 37
    case battleRope = 38
    case elliptical = 39
    case floorClimb = 40
    case indoorBike = 41
    case indoorRow = 42
    case ladder = 43
    case sandbag = 44
    case sled = 45
    case sledgeHammer = 46
    case stairStepper = 47
    case suspension = 49
    case tire = 50
    case runIndoor = 52
    case bikeOutdoor = 53
    case unknown = 65534

    /// The name in Garmin's profile (`bench_press`), as decoders print it.
    public var profileName: String {
        switch self {
        case .benchPress: "bench_press"
        case .calfRaise: "calf_raise"
        case .cardio: "cardio"
        case .carry: "carry"
        case .chop: "chop"
        case .core: "core"
        case .crunch: "crunch"
        case .curl: "curl"
        case .deadlift: "deadlift"
        case .flye: "flye"
        case .hipRaise: "hip_raise"
        case .hipStability: "hip_stability"
        case .hipSwing: "hip_swing"
        case .hyperextension: "hyperextension"
        case .lateralRaise: "lateral_raise"
        case .legCurl: "leg_curl"
        case .legRaise: "leg_raise"
        case .lunge: "lunge"
        case .olympicLift: "olympic_lift"
        case .plank: "plank"
        case .plyo: "plyo"
        case .pullUp: "pull_up"
        case .pushUp: "push_up"
        case .row: "row"
        case .shoulderPress: "shoulder_press"
        case .shoulderStability: "shoulder_stability"
        case .shrug: "shrug"
        case .sitUp: "sit_up"
        case .squat: "squat"
        case .totalBody: "total_body"
        case .tricepsExtension: "triceps_extension"
        case .warmUp: "warm_up"
        case .run: "run"
        case .bike: "bike"
        case .cardioSensors: "cardio_sensors"
        case .move: "move"
        case .pose: "pose"
        case .bandedExercises: "banded_exercises"
        case .battleRope: "battle_rope"
        case .elliptical: "elliptical"
        case .floorClimb: "floor_climb"
        case .indoorBike: "indoor_bike"
        case .indoorRow: "indoor_row"
        case .ladder: "ladder"
        case .sandbag: "sandbag"
        case .sled: "sled"
        case .sledgeHammer: "sledge_hammer"
        case .stairStepper: "stair_stepper"
        case .suspension: "suspension"
        case .tire: "tire"
        case .runIndoor: "run_indoor"
        case .bikeOutdoor: "bike_outdoor"
        case .unknown: "unknown"
        }
    }
}
