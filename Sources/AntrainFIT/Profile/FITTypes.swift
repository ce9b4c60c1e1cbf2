/// The profile's enumerated types we write (`types` in Garmin's profile), with their values.

/// `file`: what a FIT file holds.
public enum FITFileType: UInt8, Sendable { case activity = 4 }

/// `manufacturer`: `development` is the value Garmin sets aside for programs that are not a
/// registered device maker's.
public enum FITManufacturer: UInt16, Sendable { case development = 255 }

/// `event`.
public enum FITEvent: UInt8, Sendable {
    case timer = 0
    case session = 8
    case lap = 9
    case activity = 26
}

/// `event_type`.
public enum FITEventType: UInt8, Sendable {
    case start = 0
    case stop = 1
    case stopAll = 4
}

/// `set_type`: FIT knows only active sets and rests (a warm-up is an active set).
public enum FITSetType: UInt8, Sendable {
    case rest = 0
    case active = 1
}

/// `fit_base_unit`: the unit a set's weight was shown in.
public enum FITWeightUnit: UInt16, Sendable {
    case kilogram = 1
    case pound = 2
}

/// `activity`: `manual` for a file not split by a multisport device.
public enum FITActivityType: UInt8, Sendable { case manual = 0 }

/// `lap_trigger` and `session_trigger`.
public enum FITLapTrigger: UInt8, Sendable { case sessionEnd = 7 }
public enum FITSessionTrigger: UInt8, Sendable { case activityEnd = 0 }

/// `sport`: the ones Antrain's workouts become.
public enum FITSport: UInt8, Sendable, CaseIterable {
    case running = 1
    case cycling = 2
    case fitnessEquipment = 4
    case swimming = 5
    case training = 10
    case walking = 11
    case crossCountrySkiing = 12
    case rowing = 15
}

/// `sub_sport`.
public enum FITSubSport: UInt8, Sendable, CaseIterable {
    case generic = 0
    case elliptical = 15
    case strengthTraining = 20
    case cardioTraining = 26
}

/// `device_index`: 0 is the device (here, the program) that created the file.
public enum FITDeviceIndex: UInt8, Sendable { case creator = 0 }

/// Antrain as the "device" of its files. Under the `development` manufacturer product numbers
/// are not registered, so any will do; a serial number is required to be non-zero (`uint32z`).
public enum FITCreator {
    public static let product: UInt16 = 1
    public static let serialNumber: UInt32 = 1
    public static let productName = "Antrain"
}
