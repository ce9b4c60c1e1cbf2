/// The exercises of the lifting program, with what the simulation needs to load them.
enum Lift: Int, CaseIterable {
    case benchPress, barbellSquat, deadlift, overheadPress, barbellRow, frontSquat
    case romanianDeadlift, hipThrust, landminePress, inclineDumbbellPress, dumbbellCurl
    case lateralRaise, latPulldown, legPress, tricepPushdown, facePull, legCurl, legExtension
    case calfRaise, pullUp, chinUp, dips, pushUp, backExtension, plank, zercherCarryHold

    var name: String {
        switch self {
        case .benchPress: "Bench Press"
        case .barbellSquat: "Barbell Squat"
        case .deadlift: "Deadlift"
        case .overheadPress: "Overhead Press"
        case .barbellRow: "Barbell Row"
        case .frontSquat: "Front Squat"
        case .romanianDeadlift: "Romanian Deadlift"
        case .hipThrust: "Hip Thrust"
        case .landminePress: "Landmine Press"
        case .inclineDumbbellPress: "Incline Dumbbell Press"
        case .dumbbellCurl: "Dumbbell Curl"
        case .lateralRaise: "Lateral Raise"
        case .latPulldown: "Lat Pulldown"
        case .legPress: "Leg Press"
        case .tricepPushdown: "Tricep Pushdown"
        case .facePull: "Face Pull"
        case .legCurl: "Leg Curl"
        case .legExtension: "Leg Extension"
        case .calfRaise: "Calf Raise"
        case .pullUp: "Pull Up"
        case .chinUp: "Chin Up"
        case .dips: "Dips"
        case .pushUp: "Push Up"
        case .backExtension: "45 Degree Back Extension"
        case .plank: "Plank"
        case .zercherCarryHold: "Zercher Carry Hold"
        }
    }

    var isCustom: Bool { self == .landminePress || self == .zercherCarryHold }

    /// How the lift is loaded, which decides how its sets are written and progressed.
    var style: LiftStyle {
        switch self {
        case .pullUp, .chinUp, .dips, .pushUp, .backExtension: .bodyweight
        case .plank: .timed
        case .zercherCarryHold: .loadedHold
        default: .loaded
        }
    }

    /// Starting load and long-term ceiling, in thousandths of bodyweight; the load step in
    /// tenths of a kilogram; the rep range for double progression.
    var loading: (start: Int, cap: Int, step: Int, reps: ClosedRange<Int>) {
        switch self {
        case .benchPress: (800, 1400, 25, 5...5)
        case .barbellSquat: (1000, 1900, 25, 5...5)
        case .deadlift: (1200, 2300, 25, 5...5)
        case .overheadPress: (500, 900, 25, 5...5)
        case .barbellRow: (700, 1200, 25, 8...10)
        case .frontSquat: (750, 1500, 25, 5...8)
        case .romanianDeadlift: (900, 1700, 25, 8...10)
        case .hipThrust: (1000, 2200, 50, 8...12)
        case .landminePress: (300, 600, 25, 8...12)
        case .inclineDumbbellPress: (280, 500, 20, 8...12)
        case .dumbbellCurl: (120, 250, 20, 8...12)
        case .lateralRaise: (80, 160, 20, 12...15)
        case .latPulldown: (600, 1100, 50, 8...12)
        case .legPress: (1600, 3500, 100, 10...15)
        case .tricepPushdown: (300, 600, 25, 10...15)
        case .facePull: (200, 400, 25, 12...15)
        case .legCurl: (400, 800, 50, 10...12)
        case .legExtension: (500, 1000, 50, 10...15)
        case .calfRaise: (800, 1800, 50, 12...15)
        case .pullUp, .chinUp: (0, 300, 25, 5...12)
        case .dips: (0, 400, 25, 6...15)
        case .pushUp: (0, 0, 25, 12...30)
        case .backExtension: (0, 250, 25, 10...15)
        case .plank: (0, 0, 0, 45...90)
        case .zercherCarryHold: (500, 1000, 50, 20...40)
        }
    }

    /// Machines and cables take drop sets; small dumbbell and cable lifts go to failure.
    var takesDropSets: Bool { [.latPulldown, .legPress, .tricepPushdown, .legCurl, .legExtension].contains(self) }
    var goesToFailure: Bool { [.dumbbellCurl, .lateralRaise, .tricepPushdown, .facePull].contains(self) }
}

enum LiftStyle { case loaded, bodyweight, timed, loadedHold }

/// The four sessions of the upper/lower program, Monday, Tuesday, Thursday and Friday.
enum Session: Int, CaseIterable {
    case upperA, lowerA, upperB, lowerB

    private static let titles = ["Upper A", "Lower A", "Upper B", "Lower B"]
    var title: String { Self.titles[rawValue] }
    var hasTemplate: Bool { self != .lowerB }

    /// The main lift, the lifts always done, and the lifts some of which are added.
    var lifts: (main: Lift, core: [Lift], optional: [Lift]) {
        switch self {
        case .upperA:
            (.benchPress, [.barbellRow, .pullUp], [.inclineDumbbellPress, .facePull, .dumbbellCurl, .tricepPushdown])
        case .lowerA: (.barbellSquat, [.romanianDeadlift, .plank], [.legPress, .legCurl, .calfRaise])
        case .upperB:
            (.overheadPress, [.chinUp, .inclineDumbbellPress], [.latPulldown, .dips, .lateralRaise, .landminePress, .pushUp])
        case .lowerB:
            (.deadlift, [.frontSquat, .hipThrust], [.legExtension, .backExtension, .zercherCarryHold, .calfRaise])
        }
    }

    /// The template's items, written with the loads left out.
    var templateItems: [String] {
        switch self {
        case .upperA: ["Bench Press: x5x3 @8", "Barbell Row: x8x3 @8", "Pull Up: x8x3"]
        case .lowerA: ["Barbell Squat: x5x3 @8", "Romanian Deadlift: x8x3 @7", "Plank: 60s x3"]
        case .upperB: ["Overhead Press: x5x3 @8", "Chin Up: x8x3", "Incline Dumbbell Press: x10x3 @8"]
        case .lowerB: []
        }
    }
}

/// Metcon movements: reps per round, and a load in tenths of a kilogram for loaded ones.
enum Movement: Int, CaseIterable {
    case pullUp, pushUp, squat, burpee, boxJump, kettlebellSwing, sandbagOverShoulder

    private static let names = [
        "Pull Up", "Push Up", "Squat", "Burpee", "Box Jump", "Kettlebell Swing", "Sandbag Over Shoulder",
    ]
    private static let repRanges = [5...10, 10...20, 15...25, 8...15, 10...15, 15...20, 5...8]
    var name: String { Self.names[rawValue] }
    var isCustom: Bool { self == .sandbagOverShoulder }
    var reps: ClosedRange<Int> { Self.repRanges[rawValue] }
    var isLoaded: Bool { self == .kettlebellSwing || self == .sandbagOverShoulder }
}
