import AntrainModel

/// What a FIT activity needs beyond the workout: the athlete's zone and unit, and the
/// program's version for `device_info`.
public struct FITActivityOptions: Sendable {
    public var clock: FITClock
    /// How set weights were shown to the athlete (the profile's `unit`); weights are stored in
    /// kilograms either way.
    public var weightUnit: FITWeightUnit
    /// The writing program's version in hundredths (1.02 → 102), FIT's `software_version`.
    public var softwareVersion: UInt16

    public init(clock: FITClock, weightUnit: FITWeightUnit = .kilogram, softwareVersion: UInt16 = 0) {
        self.clock = clock
        self.weightUnit = weightUnit
        self.softwareVersion = softwareVersion
    }
}
