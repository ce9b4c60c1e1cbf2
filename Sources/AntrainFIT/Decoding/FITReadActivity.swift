/// What an import takes from a FIT activity file: its sessions, its strength sets and the
/// offset of the athlete's local time that the `activity` message records.
public struct FITReadActivity: Sendable, Equatable {
    public struct Session: Sendable, Equatable {
        public var sport: UInt8
        public var subSport: UInt8?
        /// FIT timestamp (seconds since 1989-12-31 UTC).
        public var start: UInt32?
        public var elapsed: Double?
        public var timer: Double?
        /// Metres.
        public var distance: Double?
        public var averageHeartRate: Int?
        public var calories: Int?
    }

    public struct StrengthSet: Sendable, Equatable {
        public var isRest: Bool
        public var start: UInt32?
        public var duration: Double?
        public var repetitions: Int?
        /// Kilograms.
        public var weight: Double?
        public var category: UInt16?
        public var categorySubtype: UInt16?
        public var displayUnit: FITWeightUnit?
    }

    public var sessions: [Session] = []
    public var sets: [StrengthSet] = []
    /// Seconds east of UTC from the `activity` message's `local_timestamp`, when present.
    public var localOffset: Int?

    /// The activity in `messages` (as ``FITFileDecoder`` read them).
    public init(_ messages: [FITDecodedMessage]) {
        for message in messages {
            if message.isMessage(.session), let sport = message.integer(SessionField.sport) {
                sessions.append(Session(
                    sport: UInt8(clamping: sport), subSport: message.integer(SessionField.subSport).map { UInt8(clamping: $0) },
                    start: message.integer(SessionField.startTime).map { UInt32(clamping: $0) },
                    elapsed: message.scaled(SessionField.totalElapsedTime, by: 1000), timer: message.scaled(SessionField.totalTimerTime, by: 1000),
                    distance: message.scaled(SessionField.totalDistance, by: 100),
                    averageHeartRate: message.integer(SessionField.averageHeartRate).map(Int.init),
                    calories: message.integer(SessionField.totalCalories).map(Int.init)))
            } else if message.isMessage(.set) {
                sets.append(StrengthSet(
                    isRest: message.integer(SetField.setType) == Int64(FITSetType.rest.rawValue),
                    start: message.integer(SetField.startTime).map { UInt32(clamping: $0) },
                    duration: message.scaled(SetField.duration, by: 1000),
                    repetitions: message.integer(SetField.repetitions).map(Int.init),
                    weight: message.scaled(SetField.weight, by: 16),
                    category: message.integer(SetField.category).map { UInt16(clamping: $0) },
                    categorySubtype: message.integer(SetField.categorySubtype).map { UInt16(clamping: $0) },
                    displayUnit: message.integer(SetField.weightDisplayUnit).flatMap { FITWeightUnit(rawValue: UInt16(clamping: $0)) }))
            } else if message.isMessage(.activity), let stamp = message.integer(ActivityField.timestamp),
                      let local = message.integer(ActivityField.localTimestamp) {
                localOffset = Int(local - stamp)
            }
        }
    }
}
