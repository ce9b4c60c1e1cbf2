import AntrainModel

/// The FIT sport and sub-sport of a workout.
public struct FITSportKind: Sendable, Equatable {
    public var sport: FITSport
    public var subSport: FITSubSport

    public init(_ sport: FITSport, _ subSport: FITSubSport = .generic) {
        self.sport = sport
        self.subSport = subSport
    }

    /// Lifting: Garmin's strength training, whose sets Garmin Connect lists.
    public static let strength = FITSportKind(.training, .strengthTraining)
    /// Metcons: training, cardio (Garmin's "Cardio" activity); FIT's HIIT sport is newer
    /// than many importers.
    public static let metcon = FITSportKind(.training, .cardioTraining)

    /// The sport of a workout: lifting and metcons as above, cardio by its type; cardio with
    /// no type counts as generic training.
    public static func of(_ workout: Workout) -> FITSportKind {
        switch workout.type {
        case .lifting: return .strength
        case .metcon: return .metcon
        case .cardio:
            guard let type = workout.quickLog?.cardioType else { return FITSportKind(.training) }
            return of(type)
        }
    }

    public static func of(_ type: CardioType) -> FITSportKind {
        switch type {
        case .run: FITSportKind(.running)
        case .bike: FITSportKind(.cycling)
        case .row: FITSportKind(.rowing)
        case .swim: FITSportKind(.swimming)
        case .walk: FITSportKind(.walking)
        case .elliptical: FITSportKind(.fitnessEquipment, .elliptical)
        case .ski: FITSportKind(.crossCountrySkiing)
        }
    }
}
