/// The fields we write of each message, with their numbers in Garmin's profile
/// (`garmin_fit_sdk/profile.py`, version 21.218). Each comment gives the field's base type
/// and scale, which the activity writer applies.

/// `file_id`: what the file is and who made it.
public enum FileIDField: UInt8, FITFieldKey {
    public static let message = FITMessageNumber.fileID
    /// enum `file`.
    case type = 0
    /// uint16 `manufacturer`.
    case manufacturer = 1
    /// uint16.
    case product = 2
    /// uint32z.
    case serialNumber = 3
    /// uint32 `date_time`.
    case timeCreated = 4
    /// string.
    case productName = 8
}

/// `device_info`: the device that recorded the activity (here, the program that wrote it).
public enum DeviceInfoField: UInt8, FITFieldKey {
    public static let message = FITMessageNumber.deviceInfo
    /// uint32 `date_time`.
    case timestamp = 253
    /// uint8; 0 is the creator.
    case deviceIndex = 0
    /// uint16 `manufacturer`.
    case manufacturer = 2
    /// uint16.
    case product = 4
    /// uint16, scale 100.
    case softwareVersion = 5
}

/// `event`: the timer's start and stop.
public enum EventField: UInt8, FITFieldKey {
    public static let message = FITMessageNumber.event
    case timestamp = 253
    /// enum `event`.
    case event = 0
    /// enum `event_type`.
    case eventType = 1
}

/// `record`: a sample of the activity at one moment.
public enum RecordField: UInt8, FITFieldKey {
    public static let message = FITMessageNumber.record
    case timestamp = 253
    /// uint32, scale 100: metres.
    case distance = 5
    /// uint16, scale 1000: metres per second.
    case speed = 6
}

/// `set`: one set of a strength workout, or the rest between two.
public enum SetField: UInt8, FITFieldKey {
    public static let message = FITMessageNumber.set
    /// uint32 `date_time`: when the set ended. The profile numbers it 254, not 253.
    case timestamp = 254
    /// uint32, scale 1000: seconds.
    case duration = 0
    /// uint16.
    case repetitions = 3
    /// uint16, scale 16: kilograms.
    case weight = 4
    /// uint8 `set_type`.
    case setType = 5
    /// uint32 `date_time`.
    case startTime = 6
    /// uint16 `exercise_category` (an array; we write one).
    case category = 7
    /// uint16, the exercise name within the category (an array; we write one).
    case categorySubtype = 8
    /// uint16 `fit_base_unit`: how the weight was shown to the athlete.
    case weightDisplayUnit = 9
    /// uint16 `message_index`.
    case messageIndex = 10
}

/// `lap` and `session` share their first fields' numbers; each has its own enum.
public enum LapField: UInt8, FITFieldKey {
    public static let message = FITMessageNumber.lap
    case messageIndex = 254
    case timestamp = 253
    case event = 0
    case eventType = 1
    case startTime = 2
    /// uint32, scale 1000.
    case totalElapsedTime = 7
    /// uint32, scale 1000.
    case totalTimerTime = 8
    /// uint32, scale 100.
    case totalDistance = 9
    /// uint32: repetitions, for strength.
    case totalCycles = 10
    /// uint16, scale 1000.
    case averageSpeed = 13
    /// enum `lap_trigger`.
    case lapTrigger = 24
    /// enum `sport`.
    case sport = 25
    /// enum `sub_sport`.
    case subSport = 39
}

/// `session`: the summary of the whole workout.
public enum SessionField: UInt8, FITFieldKey {
    public static let message = FITMessageNumber.session
    case messageIndex = 254
    case timestamp = 253
    case event = 0
    case eventType = 1
    case startTime = 2
    /// enum `sport`.
    case sport = 5
    /// enum `sub_sport`.
    case subSport = 6
    /// uint32, scale 1000.
    case totalElapsedTime = 7
    /// uint32, scale 1000.
    case totalTimerTime = 8
    /// uint32, scale 100.
    case totalDistance = 9
    /// uint32: repetitions, for strength.
    case totalCycles = 10
    /// uint16: kilocalories. Read by the import; the export writes none.
    case totalCalories = 11
    /// uint16, scale 1000.
    case averageSpeed = 14
    /// uint8: beats per minute. Read by the import; the export writes none.
    case averageHeartRate = 16
    /// uint16.
    case firstLapIndex = 25
    /// uint16.
    case numberOfLaps = 26
    /// enum `session_trigger`.
    case trigger = 28
}

/// `activity`: the file's last message, tying the sessions together.
public enum ActivityField: UInt8, FITFieldKey {
    public static let message = FITMessageNumber.activity
    case timestamp = 253
    /// uint32, scale 1000.
    case totalTimerTime = 0
    /// uint16.
    case numberOfSessions = 1
    /// enum `activity`.
    case type = 2
    case event = 3
    case eventType = 4
    /// uint32 `local_date_time`: the timestamp shifted into the athlete's zone.
    case localTimestamp = 5
}
