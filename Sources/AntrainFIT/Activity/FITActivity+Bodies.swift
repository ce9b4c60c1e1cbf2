import AntrainModel

extension FITActivity {
    /// A lifting workout's `set` messages: each done set and each rest between two, in order.
    func strengthBody(start: UInt32) -> Body {
        let timeline = StrengthTimeline(workout)
        var messages: [FITMessage] = []
        for (index, piece) in timeline.pieces.enumerated() {
            let setStart = start &+ UInt32(piece.start.rounded())
            let setEnd = start &+ UInt32(piece.end.rounded())
            var message = FITMessage([
                SetField.timestamp: .uint32(setEnd), .startTime: .uint32(setStart), .duration: Scale.milliseconds(piece.duration),
            ])
            switch piece.kind {
            case .rest:
                message.set(SetField.setType, .uint8(FITSetType.rest.rawValue))
            case .active(let set, let exercise):
                message.set(SetField.setType, .uint8(FITSetType.active.rawValue))
                message.set(SetField.repetitions, set.reps > 0 ? .uint16(UInt16(clamping: set.reps)) : nil)
                message.set(SetField.weight, Self.load(of: set, bodyweight: bodyweight).map(Scale.sixteenthsOfKilogram))
                message.set(SetField.category, .uint16(exercise.category.rawValue))
                message.set(SetField.categorySubtype, exercise.name.map(FITValue.uint16))
                message.set(SetField.weightDisplayUnit, .uint16(options.weightUnit.rawValue))
            }
            message.set(SetField.messageIndex, .uint16(UInt16(clamping: index)))
            messages.append(message)
        }
        let reps = timeline.sets.reduce(0) { $0 + $1.reps }
        return Body(messages: messages, elapsed: timeline.elapsed, totals: Totals(repetitions: reps))
    }

    /// The load a set's weight field carries, in kg: the weight; for a `BW` set the bodyweight
    /// plus the offset when the bodyweight is logged, else the added load alone (`BW+10` → 10)
    /// and nothing for plain or assisted bodyweight. Nil means no weight field.
    static func load(of set: WorkoutSet, bodyweight: Double?) -> Double? {
        let load: Double
        if set.isBodyweight {
            load = bodyweight.map { $0 + set.bodyweightOffset } ?? set.bodyweightOffset
        } else {
            load = set.weight
        }
        return load > 0 ? load : nil
    }

    /// A cardio or metcon workout: its time, and a `record` at the start and one at the end
    /// (Strava takes only files whose activities have timed records, or sets); with a distance,
    /// 0 m at the start and the distance at the average speed at the end.
    func enduranceBody(start: UInt32) -> Body {
        let quick = workout.quickLog
        var elapsed = quick?.duration ?? 0
        if elapsed <= 0, let pace = quick?.paceMinPerKm, let distance = quick?.distanceKm { elapsed = pace * 60 * distance }
        if elapsed <= 0 { elapsed = workout.duration }
        let distance = workout.type == .cardio ? quick?.distanceKm.map { $0 * 1000 } : nil
        let speed = distance.flatMap { elapsed > 0 ? $0 / elapsed : nil }
        var messages: [FITMessage] = []
        let end = start &+ UInt32(elapsed.rounded())
        messages.append(FITMessage([RecordField.timestamp: .uint32(start), .distance: distance.map { _ in Scale.centimetres(0) },
                                    .speed: speed.map(Scale.millimetresPerSecond)]))
        messages.append(FITMessage([RecordField.timestamp: .uint32(end), .distance: distance.map(Scale.centimetres),
                                    .speed: speed.map(Scale.millimetresPerSecond)]))
        return Body(messages: messages, elapsed: elapsed, totals: Totals(distance: distance, speed: speed))
    }
}

/// FIT's scaled integers: a value times the field's scale, rounded, clamped into the type
/// below its "invalid" value (all ones).
enum Scale {
    /// Seconds as uint32 milliseconds (scale 1000).
    static func milliseconds(_ seconds: Double) -> FITValue { .uint32(clamp32(seconds * 1000)) }
    /// Metres as uint32 centimetres (scale 100).
    static func centimetres(_ metres: Double) -> FITValue { .uint32(clamp32(metres * 100)) }
    /// Metres per second as uint16 mm/s (scale 1000).
    static func millimetresPerSecond(_ speed: Double) -> FITValue { .uint16(clamp16(speed * 1000)) }
    /// Kilograms as uint16 sixteenths (a set's weight, scale 16).
    static func sixteenthsOfKilogram(_ kilograms: Double) -> FITValue { .uint16(clamp16(kilograms * 16)) }

    private static func clamp32(_ value: Double) -> UInt32 { UInt32(min(max(0, value.rounded()), Double(UInt32.max - 1))) }
    private static func clamp16(_ value: Double) -> UInt16 { UInt16(min(max(0, value.rounded()), Double(UInt16.max - 1))) }
}
