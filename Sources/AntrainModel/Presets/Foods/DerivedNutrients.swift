/// Fibre, sugar, saturated fat and sodium of the derived dishes (`fdcId: nil`), per 100 g.
///
/// A derived dish has no FoodData Central record, so its figures are worked out by hand from the
/// recipe in its `// derived:` comment (the same recipe as its macros): each ingredient's grams
/// times its preset figures per 100 g (`PresetNutrients.swift`), summed, divided by the finished
/// weight. A figure is known only if every ingredient carrying weight has it: boiled chicken
/// breast has no sugar figure, so Tavuklu Pilav has no sugar figure either. Salt is in none of these
/// recipes, yet a cook salts a pilaf, a braise or grilled fish by taste, so their sodium is
/// unknown rather than the few milligrams the listed ingredients carry; muesli is eaten unsalted
/// and a hot dog is assembled from already-salted products, so theirs is known. Where a recipe
/// says only "oil" it is the sunflower oil Turkish kitchens cook with (Hamsi Tava names it),
/// "pepper" is the green pepper of Menemen, "lettuce" is marul (romaine) and chili butter counts
/// as butter. Ayran keeps no row: its pinch of salt has no weight, and sodium is the figure
/// people watch in it. Dishes whose recipe lacks grams or uses an ingredient without figures
/// (sucuk, kaşar, flour, corn flour, pekmez) have no row. Docs/FOOD_SOURCES.md lists the
/// computations.
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
        // fibre 5.3 g, sugar 10.845 g, saturated fat 7.593 g; no salt listed
        DerivedNutrientRow("Menemen", fiber: 1.06, sugar: 2.17, satFat: 1.52, sodium: nil),
        // derived: (400 g dry rice + 40 g butter) / 1150 g; fibre 5.2 g, sugar 0.504 g,
        // saturated fat 21.267 g; no salt listed
        DerivedNutrientRow("Pirinç Pilavı", fiber: 0.45, sugar: 0.04, satFat: 1.85, sodium: nil),
        // derived: (1000 g eggplant + 300 g onion + 300 g tomato + 120 g olive oil) / 1400 g;
        // fibre 38.7 g, sugar 55.91 g, saturated fat 17.120 g; no salt listed
        DerivedNutrientRow("İmam Bayıldı", fiber: 2.76, sugar: 3.99, satFat: 1.22, sodium: nil),
        // derived: (500 g oats + 150 g raisins + 50 g dried apricots + 80 g almonds + 50 g
        // hazelnuts + 40 g sunflower seeds) / 870 g; fibre 77.99 g, sugar 127.153 g,
        // saturated fat 12.701 g, sodium 55.9 mg
        DerivedNutrientRow("Muesli", fiber: 8.96, sugar: 14.62, satFat: 1.46, sodium: 6.4),
        // derived: (44 g hamburger bun + 48 g frankfurter + 10 g ketchup) / 102 g; fibre 0.822 g,
        // sugar 6.0898 g, sodium 717.02 mg; ketchup has no saturated fat figure
        DerivedNutrientRow("Hot Dog", fiber: 0.81, sugar: 5.97, satFat: nil, sodium: 703),
        // derived: (200 g pirinç pilavı + 80 g boiled chicken breast + 20 g chickpeas) / 300 g;
        // fibre 2.42 g, saturated fat 4.4418 g; the chicken has no sugar figure, the pilav no sodium
        DerivedNutrientRow("Tavuklu Pilav", fiber: 0.81, sugar: nil, satFat: 1.48, sodium: nil),
        // derived: (1000 g green beans + 150 g onion + 300 g tomato + 80 g olive oil + 10 g sugar)
        // / 1300 g; fibre 38.15 g, sugar 39.73 g, saturated fat 11.8334 g; salted
        DerivedNutrientRow("Zeytinyağlı Taze Fasulye", fiber: 2.93, sugar: 3.06, satFat: 0.91, sodium: nil),
        // derived: (500 g dry white beans + 150 g onion + 40 g tomato paste + 60 g sunflower oil)
        // / 2500 g; fibre 80.19 g, sugar 21.782 g, saturated fat 8.0886 g; salted
        DerivedNutrientRow("Kuru Fasulye", fiber: 3.21, sugar: 0.87, satFat: 0.32, sodium: nil),
        // derived: (500 g raw chicken breast + 150 g green pepper + 200 g tomato + 100 g onion +
        // 30 g sunflower oil + 15 g tomato paste) / 850 g; fibre 7.265 g, sugar 14.927 g,
        // saturated fat 6.0396 g; salted
        DerivedNutrientRow("Tavuk Sote", fiber: 0.85, sugar: 1.76, satFat: 0.71, sodium: nil),
        // derived: (500 g eggplant + 200 g zucchini + 80 g sunflower oil + 100 g green pepper +
        // 200 g tomato + 15 g tomato paste) / 800 g; fibre 21.715 g, sugar 32.137 g, saturated
        // fat 8.5416 g; salted
        DerivedNutrientRow("Şakşuka", fiber: 2.71, sugar: 4.02, satFat: 1.07, sodium: nil),
        // derived: (120 g French bread + 100 g mackerel + 30 g onion + 20 g romaine lettuce) /
        // 270 g; fibre 3.57 g, sugar 5.746 g; French bread has no saturated fat figure, the fish
        // is salted on the grill
        DerivedNutrientRow("Balık Ekmek", fiber: 1.32, sugar: 2.13, satFat: nil, sodium: nil),
        // derived: (100 g egg + 150 g yogurt + 10 g butter) / 260 g, the egg poached without salt
        // and the chili butter counted as butter; fibre 0 g, sugar 7.366 g, saturated fat
        // 11.4068 g; the garlic yogurt is salted by taste
        DerivedNutrientRow("Çılbır", fiber: 0, sugar: 2.83, satFat: 4.39, sodium: nil),
    ]

    /// The derived rows by dish name, for the library's join.
    public static let nutrientsByDerivedDish: [String: Nutrients] = Dictionary(
        derivedNutrientRows.map { ($0.dish, $0.nutrients) }, uniquingKeysWith: { first, _ in first }
    )
}
