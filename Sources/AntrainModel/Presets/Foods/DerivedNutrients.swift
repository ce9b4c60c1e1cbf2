/// Fibre, sugar, saturated fat and sodium of the derived dishes (`fdcId: nil`), per 100 g.
///
/// A derived dish has no FoodData Central record, so its figures are worked out by hand from the
/// recipe in its `// derived:` comment (the same recipe as its macros): each ingredient's grams
/// times its preset figures per 100 g (`PresetNutrients.swift`), summed, divided by the finished
/// weight. A figure is known only if every ingredient carrying weight has it: olive oil has no
/// sugar figure, so a dish with olive oil has no sugar figure either. Salt is in none of these
/// recipes, yet a cook salts a pilaf or a menemen, so their sodium is unknown rather than the few
/// milligrams the listed ingredients carry; muesli is eaten unsalted, so its sodium is known.
/// Dishes whose recipe lacks grams or uses an ingredient without figures (sucuk, kaşar, flour,
/// corn flour, pekmez) have no row. Docs/FOOD_SOURCES.md lists the computations.
extension PresetFoods {
    /// One derived dish's four figures, named by the dish (it has no record id).
    public struct DerivedNutrientRow: Sendable {
        public let dish: String
        public let nutrients: Nutrients

        init(_ dish: String, fiber: Double?, sugar: Double?, satFat: Double?, sodium: Double?) {
            self.dish = dish
            nutrients = Nutrients(fiber: fiber, sugar: sugar, satFat: satFat, sodiumMg: sodium)
        }
    }

    public static let derivedNutrientRows: [DerivedNutrientRow] = [
        // derived: (150 g egg + 300 g tomato + 100 g green pepper + 20 g olive oil) / 500 g;
        // fibre 5.3 g, saturated fat 7.593 g; olive oil has no sugar figure, no salt listed
        DerivedNutrientRow("Menemen", fiber: 1.06, sugar: nil, satFat: 1.52, sodium: nil),
        // derived: (400 g dry rice + 40 g butter) / 1150 g; fibre 5.2 g, sugar 0.504 g,
        // saturated fat 21.267 g; no salt listed
        DerivedNutrientRow("Pirinç Pilavı", fiber: 0.45, sugar: 0.04, satFat: 1.85, sodium: nil),
        // derived: (1000 g eggplant + 300 g onion + 300 g tomato + 120 g olive oil) / 1400 g;
        // fibre 38.7 g, saturated fat 17.120 g; olive oil has no sugar figure, no salt listed
        DerivedNutrientRow("İmam Bayıldı", fiber: 2.76, sugar: nil, satFat: 1.22, sodium: nil),
        // derived: (500 g oats + 150 g raisins + 50 g dried apricots + 80 g almonds + 50 g
        // hazelnuts + 40 g sunflower seeds) / 870 g; fibre 77.99 g, sugar 127.153 g,
        // saturated fat 12.701 g, sodium 55.9 mg
        DerivedNutrientRow("Muesli", fiber: 8.96, sugar: 14.62, satFat: 1.46, sodium: 6.4),
    ]

    /// The derived rows by dish name, for the library's join.
    public static let nutrientsByDerivedDish: [String: Nutrients] = Dictionary(
        derivedNutrientRows.map { ($0.dish, $0.nutrients) }, uniquingKeysWith: { first, _ in first }
    )
}
