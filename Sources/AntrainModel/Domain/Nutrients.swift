/// What a food holds beyond energy and macros (LANGUAGE.md §9.2), per 100 g: fibre, sugar and
/// saturated fat in grams, sodium in milligrams. A figure nobody wrote is nil, not 0.
public struct Nutrients: Codable, Sendable, Hashable {
    public var fiber: Double?
    public var sugar: Double?
    public var satFat: Double?
    public var sodiumMg: Double?

    public init(fiber: Double? = nil, sugar: Double? = nil, satFat: Double? = nil, sodiumMg: Double? = nil) {
        self.fiber = fiber
        self.sugar = sugar
        self.satFat = satFat
        self.sodiumMg = sodiumMg
    }

    public var isEmpty: Bool { fiber == nil && sugar == nil && satFat == nil && sodiumMg == nil }

    /// The four nutrients, in the order reports show them.
    public enum Kind: String, CaseIterable, Codable, Sendable {
        case fiber, sugar, satFat, sodium

        /// Fibre is a floor to reach; the others are ceilings to stay under.
        public var isFloor: Bool { self == .fiber }
        public var unit: String { self == .sodium ? "mg" : "g" }
    }

    public subscript(kind: Kind) -> Double? {
        get {
            switch kind {
            case .fiber: fiber
            case .sugar: sugar
            case .satFat: satFat
            case .sodium: sodiumMg
            }
        }
        set {
            switch kind {
            case .fiber: fiber = newValue
            case .sugar: sugar = newValue
            case .satFat: satFat = newValue
            case .sodium: sodiumMg = newValue
            }
        }
    }
}
