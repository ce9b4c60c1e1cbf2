/// Vegetable presets, raw unless the name says how they were cooked, plus the Turkish
/// olive-oil vegetable dishes and salads.
///
/// Most vegetables are eaten raw or change little in cooking, so the plain name is the raw
/// record ("Broccoli", "Spinach"); the cooked records that differ are named for the cooking
/// ("Boiled Broccoli", "Cooked Spinach").
extension PresetFoods {
    /// The vegetable presets.
    public static let vegetable: [FoodDTO] = [
        FoodDTO("Broccoli", fdcId: 170379, kcal: 34, protein: 2.82, carbs: 6.64, fat: 0.37,
            serving: 150, .vegetable, aliases: ["Raw Broccoli", "Brokoli"]),
        FoodDTO("Boiled Broccoli", fdcId: 169967, kcal: 35, protein: 2.38, carbs: 7.18, fat: 0.41,
            serving: 150, .vegetable, aliases: ["Cooked Broccoli", "Steamed Broccoli"]),
        FoodDTO("Spinach", fdcId: 168462, kcal: 23, protein: 2.86, carbs: 3.63, fat: 0.39,
            serving: 30, .vegetable, aliases: ["Ispanak"]),
        FoodDTO("Cooked Spinach", fdcId: 168463, kcal: 23, protein: 2.97, carbs: 3.75, fat: 0.26,
            serving: 180, .vegetable, aliases: ["Boiled Spinach"]),
        FoodDTO("Tomato", fdcId: 170457, kcal: 18, protein: 0.88, carbs: 3.89, fat: 0.2,
            serving: 123, .vegetable, aliases: ["Tomatoes", "Domates"]),
        FoodDTO("Cucumber", fdcId: 168409, kcal: 15, protein: 0.65, carbs: 3.63, fat: 0.11,
            serving: 100, .vegetable, aliases: ["Salatalık"]),
        FoodDTO("Carrot", fdcId: 170393, kcal: 41, protein: 0.93, carbs: 9.58, fat: 0.24,
            serving: 61, .vegetable, aliases: ["Carrots", "Havuç"]),
        FoodDTO("Boiled Carrots", fdcId: 170394, kcal: 35, protein: 0.76, carbs: 8.22, fat: 0.18,
            serving: 78, .vegetable, aliases: ["Cooked Carrots"]),
        FoodDTO("Romaine Lettuce", fdcId: 169247, kcal: 17, protein: 1.23, carbs: 3.29, fat: 0.3,
            serving: 50, .vegetable, aliases: ["Lettuce", "Marul"]),
        FoodDTO("Iceberg Lettuce", fdcId: 169248, kcal: 14, protein: 0.9, carbs: 2.97, fat: 0.14,
            serving: 50, .vegetable, aliases: ["Aysberg"]),
        FoodDTO("Onion", fdcId: 170000, kcal: 40, protein: 1.1, carbs: 9.34, fat: 0.1,
            serving: 110, .vegetable, aliases: ["Soğan"]),
        FoodDTO("Garlic", fdcId: 169230, kcal: 149, protein: 6.36, carbs: 33.06, fat: 0.5,
            serving: 3, .vegetable, aliases: ["Sarımsak"]),
        FoodDTO("Ginger", fdcId: 169231, kcal: 80, protein: 1.82, carbs: 17.77, fat: 0.75,
            serving: 5, .vegetable, aliases: ["Zencefil"]),
        FoodDTO("Eggplant", fdcId: 169228, kcal: 25, protein: 0.98, carbs: 5.88, fat: 0.18,
            serving: 150, .vegetable, aliases: ["Aubergine", "Patlıcan"]),
        FoodDTO("Zucchini", fdcId: 169291, kcal: 17, protein: 1.21, carbs: 3.11, fat: 0.32,
            serving: 150, .vegetable, aliases: ["Courgette", "Kabak"]),
        FoodDTO("Red Bell Pepper", fdcId: 170108, kcal: 26, protein: 0.99, carbs: 6.03, fat: 0.3,
            serving: 120, .vegetable, aliases: ["Red Pepper", "Kırmızı Biber"]),
        FoodDTO("Green Pepper", fdcId: 170427, kcal: 20, protein: 0.86, carbs: 4.64, fat: 0.17,
            serving: 120, .vegetable, aliases: ["Green Bell Pepper", "Yeşil Biber"]),
        FoodDTO("Mushrooms", fdcId: 169251, kcal: 22, protein: 3.09, carbs: 3.26, fat: 0.34,
            serving: 70, .vegetable, aliases: ["Mushroom", "Mantar"]),
        FoodDTO("Cabbage", fdcId: 169975, kcal: 25, protein: 1.28, carbs: 5.8, fat: 0.1,
            serving: 90, .vegetable, aliases: ["Lahana"]),
        FoodDTO("Cauliflower", fdcId: 169986, kcal: 25, protein: 1.92, carbs: 4.97, fat: 0.28,
            serving: 100, .vegetable, aliases: ["Karnabahar"]),
        FoodDTO("Celery", fdcId: 169988, kcal: 14, protein: 0.69, carbs: 2.97, fat: 0.17,
            serving: 40, .vegetable, aliases: ["Kereviz Sapı"]),
        FoodDTO("Green Beans", fdcId: 169141, kcal: 35, protein: 1.89, carbs: 7.88, fat: 0.28,
            serving: 125, .vegetable, aliases: ["Taze Fasulye"]),
        FoodDTO("Peas", fdcId: 170420, kcal: 84, protein: 5.36, carbs: 15.63, fat: 0.22,
            serving: 160, .vegetable, aliases: ["Green Peas", "Bezelye"]),
        FoodDTO("Corn", fdcId: 169999, kcal: 96, protein: 3.41, carbs: 20.98, fat: 1.5,
            serving: 150, .vegetable, aliases: ["Sweet Corn", "Mısır"]),
        FoodDTO("Asparagus", fdcId: 168389, kcal: 20, protein: 2.2, carbs: 3.88, fat: 0.12,
            serving: 100, .vegetable, aliases: ["Kuşkonmaz"]),
        FoodDTO("Arugula", fdcId: 169387, kcal: 25, protein: 2.58, carbs: 3.65, fat: 0.66,
            serving: 20, .vegetable, aliases: ["Rocket", "Roka"]),
        FoodDTO("Leek", fdcId: 169246, kcal: 61, protein: 1.5, carbs: 14.15, fat: 0.3,
            serving: 90, .vegetable, aliases: ["Pırasa"]),
        FoodDTO("Pumpkin", fdcId: 168448, kcal: 26, protein: 1, carbs: 6.5, fat: 0.1,
            serving: 120, .vegetable, aliases: ["Balkabağı"]),
        FoodDTO("Scallions", fdcId: 170005, kcal: 32, protein: 1.83, carbs: 7.34, fat: 0.19,
            serving: 15, .vegetable, aliases: ["Green Onions", "Spring Onions", "Taze Soğan"]),
        FoodDTO("Beets", fdcId: 169145, kcal: 43, protein: 1.61, carbs: 9.56, fat: 0.17,
            serving: 82, .vegetable, aliases: ["Beetroot", "Pancar"]),
        FoodDTO("Radish", fdcId: 169276, kcal: 16, protein: 0.68, carbs: 3.4, fat: 0.1,
            serving: 50, .vegetable, aliases: ["Radishes", "Turp"]),
        FoodDTO("Parsley", fdcId: 170416, kcal: 36, protein: 2.97, carbs: 6.33, fat: 0.79,
            serving: 10, .vegetable, aliases: ["Maydanoz"]),
        FoodDTO("Edamame", fdcId: 168411, kcal: 121, protein: 11.91, carbs: 8.91, fat: 5.2, serving: 155, .vegetable),
        FoodDTO("Napa Cabbage", fdcId: 169979, kcal: 16, protein: 1.2, carbs: 3.23, fat: 0.2,
            serving: 70, .vegetable, aliases: ["Chinese Cabbage", "Çin Lahanası"]),
        FoodDTO("Tomato Paste", fdcId: 170459, kcal: 82, protein: 4.32, carbs: 18.91, fat: 0.47,
            serving: 16, .vegetable, aliases: ["Domates Salçası", "Salça"]),
        FoodDTO("Crushed Tomatoes", fdcId: 170501, kcal: 32, protein: 1.64, carbs: 7.29, fat: 0.28,
            serving: 120, .vegetable, aliases: ["Canned Tomatoes"]),
        FoodDTO("Brussels Sprouts", fdcId: 169971, kcal: 36, protein: 2.55, carbs: 7.1, fat: 0.5,
            serving: 156, .vegetable, aliases: ["Brüksel Lahanası"]),

        // Turkish foods: no FoodData Central record; figures per 100 g derived from the
        // recipe or composition in each comment (see Docs/FOOD_SOURCES.md).
        FoodDTO(
            "İmam Bayıldı", fdcId: nil,  // derived: 1 kg eggplant, 300 g onion, 300 g tomato, 120 g olive
            // oil; braised to 1.4 kg
            kcal: 116, protein: 1.3, carbs: 7.5, fat: 9, serving: 250, .vegetable,
            aliases: ["Braised Stuffed Eggplant"]
        ),
        FoodDTO(
            "Karnıyarık", fdcId: nil,  // derived: 1 kg eggplant fried in 80 g oil, stuffed with 300 g minced
            // beef, onion, tomato and pepper; baked
            kcal: 151, protein: 6, carbs: 7, fat: 11, serving: 250, .vegetable,
            aliases: ["Meat-Stuffed Eggplant"]
        ),
        FoodDTO(
            "Çoban Salatası", fdcId: nil,  // derived: 300 g tomato, 200 g cucumber, 100 g pepper, 100 g
            // onion, 30 g parsley, 30 g olive oil, lemon; 760 g
            kcal: 59, protein: 0.9, carbs: 4.6, fat: 4.1, serving: 200, .vegetable,
            aliases: ["Shepherd Salad"]
        ),
        FoodDTO(
            "Zeytinyağlı Taze Fasulye", fdcId: nil,  // derived: 1 kg green beans, 150 g onion, 300 g tomato,
            // 80 g olive oil, 10 g sugar; braised to 1.3 kg
            kcal: 97, protein: 1.7, carbs: 8.1, fat: 6.4, serving: 200, .vegetable,
            aliases: ["Green Beans in Olive Oil"]
        ),
        FoodDTO(
            "Şakşuka", fdcId: nil,  // derived: 500 g eggplant and 200 g zucchini fried taking up 80 g oil, 100
            // g pepper, 200 g tomato, 15 g tomato paste; 800 g
            kcal: 124, protein: 1.3, carbs: 6.4, fat: 10.3, serving: 150, .vegetable,
            aliases: ["Fried Eggplant with Tomato Sauce"]
        ),
    ]
}
