/// Carbohydrate presets: rice, oats, potatoes, pasta and grains, breads, legumes, and the Turkish
/// breads, pastries and pilafs.
///
/// Grains and legumes are cooked unless the name says "Dry" (or "Raw" for potatoes), since that
/// is how a plate is weighed: "Rice" is cooked white rice, "Potato" is boiled, "Lentils" are
/// boiled. "Oats" is the exception lifters expect: dry rolled oats, weighed before cooking;
/// cooked oats are "Oatmeal". The Turkish dishes have no FoodData Central record and carry
/// figures derived from a typical recipe.
extension PresetFoods {
    /// The carbohydrate presets.
    public static let carb: [FoodDTO] = [
        FoodDTO("Rice", fdcId: 168878, kcal: 130, protein: 2.69, carbs: 28.17, fat: 0.28,
            serving: 150, .carb, aliases: ["White Rice", "Cooked Rice", "Pirinç"]),
        FoodDTO("Dry Rice", fdcId: 169756, kcal: 365, protein: 7.13, carbs: 79.95, fat: 0.66,
            serving: 75, .carb, aliases: ["Uncooked Rice", "Raw Rice"]),
        FoodDTO("Brown Rice", fdcId: 169704, kcal: 123, protein: 2.74, carbs: 25.58, fat: 0.97,
            serving: 150, .carb, aliases: ["Esmer Pirinç"]),
        FoodDTO("Oats", fdcId: 173904, kcal: 379, protein: 13.15, carbs: 67.7, fat: 6.52,
            serving: 40, .carb, aliases: ["Rolled Oats", "Yulaf", "Yulaf Ezmesi"]),
        FoodDTO("Oatmeal", fdcId: 171675, kcal: 71, protein: 2.54, carbs: 12, fat: 1.52,
            serving: 234, .carb, aliases: ["Porridge", "Cooked Oats"]),
        FoodDTO("Potato", fdcId: 170440, kcal: 86, protein: 1.71, carbs: 20.01, fat: 0.1,
            serving: 150, .carb, aliases: ["Boiled Potato", "Patates", "Haşlanmış Patates"]),
        FoodDTO("Baked Potato", fdcId: 170093, kcal: 93, protein: 2.5, carbs: 21.15, fat: 0.13,
            serving: 173, .carb, aliases: ["Fırında Patates"]),
        FoodDTO("Raw Potato", fdcId: 170026, kcal: 77, protein: 2.05, carbs: 17.49, fat: 0.09,
            serving: 150, .carb, aliases: ["Çiğ Patates"]),
        FoodDTO("Sweet Potato", fdcId: 168483, kcal: 90, protein: 2.01, carbs: 20.71, fat: 0.15,
            serving: 130, .carb, aliases: ["Tatlı Patates"]),
        FoodDTO("Raw Sweet Potato", fdcId: 168482, kcal: 86, protein: 1.57, carbs: 20.12, fat: 0.05,
            serving: 130, .carb),
        FoodDTO("Pasta", fdcId: 169737, kcal: 158, protein: 5.8, carbs: 30.86, fat: 0.93,
            serving: 140, .carb, aliases: ["Cooked Pasta", "Spaghetti", "Makarna"]),
        FoodDTO("Dry Pasta", fdcId: 168927, kcal: 371, protein: 13.04, carbs: 74.67, fat: 1.51,
            serving: 75, .carb, aliases: ["Uncooked Pasta"]),
        FoodDTO("Whole Wheat Pasta", fdcId: 168910, kcal: 149, protein: 5.99, carbs: 30.07, fat: 1.71,
            serving: 140, .carb, aliases: ["Tam Buğday Makarna"]),
        FoodDTO("Egg Noodles", fdcId: 169762, kcal: 138, protein: 4.54, carbs: 25.16, fat: 2.07,
            serving: 160, .carb, aliases: ["Erişte"]),
        FoodDTO("Rice Noodles", fdcId: 168914, kcal: 108, protein: 1.79, carbs: 24.01, fat: 0.2, serving: 175, .carb),
        FoodDTO("Bulgur", fdcId: 170287, kcal: 83, protein: 3.08, carbs: 18.58, fat: 0.24,
            serving: 150, .carb, aliases: ["Cooked Bulgur", "Bulghur"]),
        FoodDTO("Couscous", fdcId: 169700, kcal: 112, protein: 3.79, carbs: 23.22, fat: 0.16,
            serving: 150, .carb, aliases: ["Kuskus"]),
        FoodDTO("Quinoa", fdcId: 168917, kcal: 120, protein: 4.4, carbs: 21.3, fat: 1.92,
            serving: 185, .carb, aliases: ["Kinoa"]),
        FoodDTO("Barley", fdcId: 170285, kcal: 123, protein: 2.26, carbs: 28.22, fat: 0.44,
            serving: 150, .carb, aliases: ["Pearl Barley", "Arpa"]),
        FoodDTO("Millet", fdcId: 168871, kcal: 119, protein: 3.51, carbs: 23.67, fat: 1,
            serving: 150, .carb, aliases: ["Darı"]),
        FoodDTO("Dry Buckwheat", fdcId: 170286, kcal: 343, protein: 13.25, carbs: 71.5, fat: 3.4,
            serving: 50, .carb, aliases: ["Buckwheat", "Karabuğday"]),
        FoodDTO("Bread", fdcId: 174924, kcal: 266, protein: 8.85, carbs: 49.42, fat: 3.33,
            serving: 30, .carb, aliases: ["White Bread", "Ekmek", "Beyaz Ekmek"]),
        FoodDTO("Whole Wheat Bread", fdcId: 172688, kcal: 252, protein: 12.45, carbs: 42.71, fat: 3.5,
            serving: 32, .carb, aliases: ["Tam Buğday Ekmeği"]),
        FoodDTO("Rye Bread", fdcId: 172684, kcal: 259, protein: 8.5, carbs: 48.3, fat: 3.3,
            serving: 32, .carb, aliases: ["Çavdar Ekmeği"]),
        FoodDTO("French Bread", fdcId: 172675, kcal: 272, protein: 10.75, carbs: 51.88, fat: 2.42,
            serving: 30, .carb, aliases: ["Baguette", "Sourdough Bread"]),
        FoodDTO("Whole Wheat Pita", fdcId: 174916, kcal: 262, protein: 9.8, carbs: 55.9, fat: 1.71, serving: 64, .carb),
        FoodDTO("Rice Cakes", fdcId: 170250, kcal: 387, protein: 8.2, carbs: 81.5, fat: 2.8,
            serving: 9, .carb, aliases: ["Rice Cake", "Pirinç Patlağı"]),
        FoodDTO("Popcorn", fdcId: 167959, kcal: 387, protein: 12.94, carbs: 77.78, fat: 4.54,
            serving: 25, .carb, aliases: ["Patlamış Mısır"]),
        FoodDTO("Chickpeas", fdcId: 173799, kcal: 164, protein: 8.86, carbs: 27.42, fat: 2.59,
            serving: 150, .carb, aliases: ["Cooked Chickpeas", "Garbanzo Beans", "Nohut"]),
        FoodDTO("Dry Chickpeas", fdcId: 173756, kcal: 378, protein: 20.47, carbs: 62.95, fat: 6.04,
            serving: 50, .carb, aliases: ["Kuru Nohut"]),
        FoodDTO("Lentils", fdcId: 172421, kcal: 116, protein: 9.02, carbs: 20.13, fat: 0.38,
            serving: 150, .carb, aliases: ["Cooked Lentils", "Mercimek"]),
        FoodDTO("Dry Lentils", fdcId: 172420, kcal: 352, protein: 24.63, carbs: 63.35, fat: 1.06,
            serving: 50, .carb, aliases: ["Kuru Mercimek"]),
        FoodDTO("Black Beans", fdcId: 173735, kcal: 132, protein: 8.86, carbs: 23.71, fat: 0.54,
            serving: 150, .carb, aliases: ["Siyah Fasulye"]),
        FoodDTO("Kidney Beans", fdcId: 175242, kcal: 127, protein: 8.67, carbs: 22.8, fat: 0.5,
            serving: 150, .carb, aliases: ["Red Beans"]),
        FoodDTO("White Beans", fdcId: 175249, kcal: 139, protein: 9.73, carbs: 25.09, fat: 0.35,
            serving: 150, .carb, aliases: ["Beyaz Fasulye"]),
        FoodDTO("Dry White Beans", fdcId: 173745, kcal: 337, protein: 22.33, carbs: 60.75, fat: 1.5,
            serving: 50, .carb, aliases: ["Dry Navy Beans"]),
        FoodDTO("Pinto Beans", fdcId: 175200, kcal: 143, protein: 9.01, carbs: 26.22, fat: 0.65, serving: 150, .carb),
        FoodDTO("Mung Beans", fdcId: 174257, kcal: 105, protein: 7.02, carbs: 19.15, fat: 0.38,
            serving: 150, .carb, aliases: ["Maş Fasulyesi"]),

        // Turkish foods: no FoodData Central record; figures per 100 g derived from the
        // recipe or composition in each comment (see Docs/FOOD_SOURCES.md).
        FoodDTO(
            "Simit", fdcId: nil,  // derived: 500 g flour, 300 g water, 50 g grape pekmez, 100 g sesame seeds;
            // baked to 850 g
            kcal: 298, protein: 8.2, carbs: 51.9, fat: 6.4, serving: 110, .carb,
            aliases: ["Turkish Bagel"]
        ),
        FoodDTO(
            "Poğaça", fdcId: nil,  // derived: flour, yogurt, butter and oil, with a beyaz peynir filling;
            // about 30 % of the dough weight is fat and filling
            kcal: 346, protein: 8, carbs: 38, fat: 18, serving: 80, .carb,
            aliases: ["Cheese Pogacha"]
        ),
        FoodDTO(
            "Lahmacun", fdcId: nil,  // derived: 500 g flour dough; topping of 300 g minced beef (20 % fat),
            // 450 g tomato, onion and pepper, 20 g oil; baked to 1.2 kg
            kcal: 236, protein: 9, carbs: 34, fat: 7.1, serving: 150, .carb,
            aliases: ["Turkish Pizza"]
        ),
        FoodDTO(
            "Pide", fdcId: nil,  // derived: bread dough boat with minced beef, onion and tomato, brushed with
            // butter; baked
            kcal: 245, protein: 11, carbs: 30, fat: 9, serving: 300, .carb,
            aliases: ["Kıymalı Pide", "Turkish Pide"]
        ),
        FoodDTO(
            "Börek", fdcId: nil,  // derived: yufka sheets layered with beyaz peynir, egg, milk and butter;
            // baked
            kcal: 302, protein: 9, carbs: 26, fat: 18, serving: 150, .carb,
            aliases: ["Peynirli Börek", "Burek"]
        ),
        FoodDTO(
            "Gözleme", fdcId: nil,  // derived: thin yufka dough folded over beyaz peynir and spinach,
            // griddled with a little butter
            kcal: 249, protein: 9, carbs: 33, fat: 9, serving: 200, .carb
        ),
        FoodDTO(
            "Mantı", fdcId: nil,  // derived: small beef-filled dumplings (40 % dough, 15 % meat) under garlic
            // yogurt and chili butter
            kcal: 183, protein: 8, carbs: 22, fat: 7, serving: 300, .carb,
            aliases: ["Turkish Dumplings"]
        ),
        FoodDTO(
            "Bulgur Pilavı", fdcId: nil,  // derived: 400 g dry bulgur, 100 g onion, 30 g tomato paste, 30 g
            // butter, 20 g oil; cooked to 1.3 kg
            kcal: 149, protein: 4, carbs: 24.7, fat: 3.8, serving: 200, .carb,
            aliases: ["Bulgur Pilaf"]
        ),
        FoodDTO(
            "Pirinç Pilavı", fdcId: nil,  // derived: 400 g dry rice (USDA 169756), 40 g butter; cooked to
            // 1.15 kg
            kcal: 148, protein: 2.5, carbs: 27.8, fat: 3, serving: 200, .carb,
            aliases: ["Pilav", "Rice Pilaf"]
        ),
        FoodDTO(
            "Kısır", fdcId: nil,  // derived: 250 g fine bulgur, tomato and pepper paste, onion, parsley, 60 g
            // olive oil, 20 g pomegranate molasses; 900 g
            kcal: 180, protein: 4, carbs: 25.2, fat: 7, serving: 150, .carb,
            aliases: ["Bulgur Salad"]
        ),
        FoodDTO(
            "Çiğ Köfte", fdcId: nil,  // derived: meatless: fine bulgur kneaded with isot, tomato and pepper
            // paste, onion and oil
            kcal: 179, protein: 4.5, carbs: 30, fat: 4.5, serving: 100, .carb
        ),
    ]
}
