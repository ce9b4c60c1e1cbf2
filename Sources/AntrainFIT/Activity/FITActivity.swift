import AntrainModel

/// One workout as the messages of a FIT activity file, in the order Garmin's activity files
/// have them: `file_id`, `device_info`, the timer's start event, the workout's sets or records,
/// the stop event, one `lap`, one `session` and the `activity`.
public struct FITActivity: Sendable {
    public let workout: Workout
    /// The athlete's bodyweight on the workout's day, for `BW` sets; nil when not logged.
    public let bodyweight: Double?
    public let options: FITActivityOptions

    public init(workout: Workout, bodyweight: Double?, options: FITActivityOptions) {
        self.workout = workout
        self.bodyweight = bodyweight
        self.options = options
    }

    /// Whether there is anything to export: a lifting workout needs a done set; cardio and
    /// metcons always count.
    public var hasContent: Bool {
        workout.type != .lifting || workout.allSets.contains(where: \.isCompleted)
    }

    /// The file's bytes.
    public func encode() -> [UInt8] {
        var encoder = FITFileEncoder()
        for message in messages() { encoder.write(message) }
        return encoder.finish()
    }

    /// The messages of the file, in order.
    public func messages() -> [FITMessage] {
        let start = options.clock.timestamp(workout.date, workout.time)
        let body = workout.type == .lifting ? strengthBody(start: start) : enduranceBody(start: start)
        let end = start &+ UInt32(body.elapsed.rounded())
        let sport = FITSportKind.of(workout)
        var messages = header(start: start)
        messages.append(FITMessage([EventField.timestamp: .uint32(start), .event: .enumeration(FITEvent.timer.rawValue),
                                    .eventType: .enumeration(FITEventType.start.rawValue)]))
        messages += body.messages
        messages.append(FITMessage([EventField.timestamp: .uint32(end), .event: .enumeration(FITEvent.timer.rawValue),
                                    .eventType: .enumeration(FITEventType.stopAll.rawValue)]))
        let totals = body.totals
        messages.append(FITMessage([
            LapField.messageIndex: .uint16(0), .timestamp: .uint32(end), .event: .enumeration(FITEvent.lap.rawValue),
            .eventType: .enumeration(FITEventType.stop.rawValue), .startTime: .uint32(start),
            .totalElapsedTime: Scale.milliseconds(body.elapsed), .totalTimerTime: Scale.milliseconds(body.elapsed),
            .totalDistance: totals.distance.map(Scale.centimetres), .totalCycles: totals.repetitions.map { .uint32(UInt32($0)) },
            .averageSpeed: totals.speed.map(Scale.millimetresPerSecond),
            .lapTrigger: .enumeration(FITLapTrigger.sessionEnd.rawValue),
            .sport: .enumeration(sport.sport.rawValue), .subSport: .enumeration(sport.subSport.rawValue),
        ]))
        messages.append(FITMessage([
            SessionField.messageIndex: .uint16(0), .timestamp: .uint32(end), .event: .enumeration(FITEvent.session.rawValue),
            .eventType: .enumeration(FITEventType.stop.rawValue), .startTime: .uint32(start),
            .sport: .enumeration(sport.sport.rawValue), .subSport: .enumeration(sport.subSport.rawValue),
            .totalElapsedTime: Scale.milliseconds(body.elapsed), .totalTimerTime: Scale.milliseconds(body.elapsed),
            .totalDistance: totals.distance.map(Scale.centimetres), .totalCycles: totals.repetitions.map { .uint32(UInt32($0)) },
            .averageSpeed: totals.speed.map(Scale.millimetresPerSecond),
            .firstLapIndex: .uint16(0), .numberOfLaps: .uint16(1), .trigger: .enumeration(FITSessionTrigger.activityEnd.rawValue),
        ]))
        messages.append(FITMessage([
            ActivityField.timestamp: .uint32(end), .totalTimerTime: Scale.milliseconds(body.elapsed), .numberOfSessions: .uint16(1),
            .type: .enumeration(FITActivityType.manual.rawValue), .event: .enumeration(FITEvent.activity.rawValue),
            .eventType: .enumeration(FITEventType.stop.rawValue), .localTimestamp: .uint32(options.clock.localTimestamp(of: end)),
        ]))
        return messages
    }

    /// The figures of the lap and the session.
    struct Totals {
        var distance: Double?
        var speed: Double?
        var repetitions: Int?
    }

    /// The messages between the start and stop events, how long they span, and the totals.
    struct Body {
        var messages: [FITMessage]
        var elapsed: Double
        var totals: Totals
    }

    private func header(start: UInt32) -> [FITMessage] {
        [
            // time_created is the workout's start, so the same log gives the same bytes.
            FITMessage([FileIDField.type: .enumeration(FITFileType.activity.rawValue),
                        .manufacturer: .uint16(FITManufacturer.development.rawValue), .product: .uint16(FITCreator.product),
                        .serialNumber: .uint32z(FITCreator.serialNumber), .timeCreated: .uint32(start),
                        .productName: .string(FITCreator.productName)]),
            FITMessage([DeviceInfoField.timestamp: .uint32(start), .deviceIndex: .uint8(FITDeviceIndex.creator.rawValue),
                        .manufacturer: .uint16(FITManufacturer.development.rawValue), .product: .uint16(FITCreator.product),
                        .softwareVersion: .uint16(options.softwareVersion)]),
        ]
    }
}
