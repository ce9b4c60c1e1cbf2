/// Protein presets: poultry, beef, pork, fish and seafood, eggs, whey and soy, and the Turkish
/// meat and egg dishes.
///
/// Meat and fish are cooked unless the name says "Raw", because lifters weigh what is on the
/// plate: "Chicken Breast" is roasted breast meat, "Salmon" is cooked fillet. The raw cuts
/// (for those who weigh before cooking) carry "Raw" in the name rather than in parentheses,
/// which the log format reserves for a brand. Every figure is per 100 g from the USDA
/// FoodData Central record named by `fdcId`; the Turkish dishes have no record, so their
/// figures are derived from a typical recipe, as the comment on each says.
extension PresetFoods {
    /// The protein presets.
    public static let protein: [FoodDTO] = [
        FoodDTO("Chicken Breast", fdcId: 171477, kcal: 165, protein: 31.02, carbs: 0, fat: 3.57,
            serving: 150, .protein, aliases: ["Tavuk Göğsü", "Roast Chicken Breast", "Cooked Chicken Breast"]),
        FoodDTO("Raw Chicken Breast", fdcId: 171077, kcal: 120, protein: 22.5, carbs: 0, fat: 2.62,
            serving: 150, .protein, aliases: ["Çiğ Tavuk Göğsü"]),
        FoodDTO("Grilled Chicken Breast", fdcId: 171534, kcal: 151, protein: 30.5, carbs: 0, fat: 3.17,
            serving: 150, .protein, aliases: ["Izgara Tavuk Göğsü"]),
        FoodDTO("Boiled Chicken Breast", fdcId: 171478, kcal: 151, protein: 29, carbs: 0, fat: 3.03,
            serving: 150, .protein, aliases: ["Haşlanmış Tavuk", "Stewed Chicken Breast"]),
        FoodDTO("Chicken Thigh", fdcId: 172388, kcal: 179, protein: 24.76, carbs: 0, fat: 8.15,
            serving: 120, .protein, aliases: ["Tavuk But", "Roast Chicken Thigh"]),
        FoodDTO("Raw Chicken Thigh", fdcId: 173627, kcal: 121, protein: 19.7, carbs: 0, fat: 4.12,
            serving: 120, .protein),
        FoodDTO("Chicken Drumstick", fdcId: 172376, kcal: 155, protein: 24.2, carbs: 0, fat: 5.7,
            serving: 70, .protein, aliases: ["Tavuk Baget"]),
        FoodDTO("Chicken Wing", fdcId: 173630, kcal: 254, protein: 23.8, carbs: 0, fat: 16.9,
            serving: 35, .protein, aliases: ["Chicken Wings", "Tavuk Kanat"]),
        FoodDTO("Ground Chicken", fdcId: 171117, kcal: 189, protein: 23.3, carbs: 0, fat: 10.9,
            serving: 100, .protein, aliases: ["Tavuk Kıyma"]),
        FoodDTO("Turkey Breast", fdcId: 171496, kcal: 147, protein: 30.1, carbs: 0, fat: 2.08,
            serving: 120, .protein, aliases: ["Hindi Göğsü", "Roast Turkey Breast"]),
        FoodDTO("Raw Turkey Breast", fdcId: 171098, kcal: 114, protein: 23.7, carbs: 0.14, fat: 1.48,
            serving: 120, .protein),
        FoodDTO("Ground Turkey", fdcId: 172851, kcal: 213, protein: 27.1, carbs: 0, fat: 11.6,
            serving: 100, .protein, aliases: ["Hindi Kıyma"]),
        FoodDTO("Raw Ground Turkey", fdcId: 172850, kcal: 150, protein: 18.7, carbs: 0, fat: 8.34,
            serving: 100, .protein),
        FoodDTO("Ground Beef", fdcId: 174033, kcal: 232, protein: 24.6, carbs: 0, fat: 14,
            serving: 100, .protein, aliases: ["Cooked Ground Beef", "Beef Patty", "Beef"]),
        FoodDTO("Raw Ground Beef", fdcId: 171796, kcal: 215, protein: 18.6, carbs: 0, fat: 15,
            serving: 100, .protein, aliases: ["Kıyma", "Dana Kıyma"]),
        FoodDTO("Lean Ground Beef", fdcId: 171793, kcal: 204, protein: 25.2, carbs: 0, fat: 10.7,
            serving: 100, .protein),
        FoodDTO("Raw Lean Ground Beef", fdcId: 174030, kcal: 176, protein: 20, carbs: 0, fat: 10,
            serving: 100, .protein, aliases: ["Yağsız Kıyma"]),
        FoodDTO("Raw Extra Lean Ground Beef", fdcId: 173111, kcal: 121, protein: 22, carbs: 0, fat: 3,
            serving: 100, .protein),
        FoodDTO("Sirloin Steak", fdcId: 173118, kcal: 187, protein: 29.5, carbs: 0, fat: 6.72,
            serving: 150, .protein, aliases: ["Top Sirloin", "Kontrfile", "Steak", "Steaks", "Beef Steak", "Biftek", "Sirloin"]),
        FoodDTO("Ribeye Steak", fdcId: 172144, kcal: 215, protein: 27.4, carbs: 0, fat: 11.8,
            serving: 150, .protein, aliases: ["Rib Eye", "Antrikot"]),
        FoodDTO("Strip Steak", fdcId: 173119, kcal: 201, protein: 29.2, carbs: 0, fat: 8.45,
            serving: 150, .protein, aliases: ["New York Strip"]),
        FoodDTO("Beef Tenderloin", fdcId: 173117, kcal: 206, protein: 29, carbs: 0, fat: 9.1,
            serving: 150, .protein, aliases: ["Filet Mignon", "Bonfile"]),
        FoodDTO("Flank Steak", fdcId: 168611, kcal: 194, protein: 27.8, carbs: 0, fat: 8.32, serving: 150, .protein),
        FoodDTO("Skirt Steak", fdcId: 168744, kcal: 205, protein: 26.7, carbs: 0, fat: 10.1, serving: 150, .protein),
        FoodDTO("Pot Roast", fdcId: 171817, kcal: 224, protein: 34.7, carbs: 0, fat: 8.37,
            serving: 150, .protein, aliases: ["Chuck Roast"]),
        FoodDTO("Pork Chop", fdcId: 168285, kcal: 162, protein: 30, carbs: 0, fat: 4.65, serving: 150, .protein),
        FoodDTO("Pork Tenderloin", fdcId: 168250, kcal: 143, protein: 26.2, carbs: 0, fat: 3.51,
            serving: 120, .protein),
        FoodDTO("Ham", fdcId: 167871, kcal: 145, protein: 20.9, carbs: 1.5, fat: 5.53, serving: 56, .protein),
        FoodDTO("Bacon", fdcId: 167914, kcal: 548, protein: 35.7, carbs: 1.35, fat: 43.3, serving: 16, .protein),
        FoodDTO("Duck", fdcId: 172411, kcal: 201, protein: 23.5, carbs: 0, fat: 11.2,
            serving: 120, .protein, aliases: ["Roast Duck", "Ördek"]),
        FoodDTO("Salmon", fdcId: 175168, kcal: 206, protein: 22.1, carbs: 0, fat: 12.35,
            serving: 150, .protein, aliases: ["Cooked Salmon", "Somon"]),
        FoodDTO("Raw Salmon", fdcId: 175167, kcal: 208, protein: 20.42, carbs: 0, fat: 13.42, serving: 150, .protein),
        FoodDTO("Wild Salmon", fdcId: 171998, kcal: 182, protein: 25.4, carbs: 0, fat: 8.13, serving: 150, .protein),
        FoodDTO("Tuna Steak", fdcId: 172006, kcal: 130, protein: 29.2, carbs: 0, fat: 0.59,
            serving: 150, .protein, aliases: ["Yellowfin Tuna"]),
        FoodDTO("Canned Tuna", fdcId: 173709, kcal: 86, protein: 19.4, carbs: 0, fat: 0.96,
            serving: 110, .protein, aliases: ["Tuna in Water", "Tuna"]),
        FoodDTO("Tuna in Oil", fdcId: 173708, kcal: 198, protein: 29.13, carbs: 0, fat: 8.21,
            serving: 80, .protein, aliases: ["Ton Balığı"]),
        FoodDTO("Cod", fdcId: 171956, kcal: 105, protein: 22.8, carbs: 0, fat: 0.86,
            serving: 150, .protein, aliases: ["Morina"]),
        FoodDTO("Raw Cod", fdcId: 171955, kcal: 82, protein: 17.81, carbs: 0, fat: 0.67, serving: 150, .protein),
        FoodDTO("Tilapia", fdcId: 175177, kcal: 128, protein: 26.2, carbs: 0, fat: 2.65, serving: 150, .protein),
        FoodDTO("Raw Sea Bass", fdcId: 175142, kcal: 97, protein: 18.43, carbs: 0, fat: 2, serving: 150, .protein),
        FoodDTO("Sardines", fdcId: 175139, kcal: 208, protein: 24.62, carbs: 0, fat: 11.45,
            serving: 92, .protein, aliases: ["Sardalya"]),
        FoodDTO("Shrimp", fdcId: 175180, kcal: 99, protein: 24, carbs: 0.2, fat: 0.28,
            serving: 85, .protein, aliases: ["Prawns", "Karides"]),
        FoodDTO("Scallops", fdcId: 167742, kcal: 111, protein: 20.5, carbs: 5.41, fat: 0.84, serving: 85, .protein),
        FoodDTO("Crab", fdcId: 174205, kcal: 83, protein: 17.9, carbs: 0, fat: 0.74,
            serving: 85, .protein, aliases: ["Crab Meat", "Yengeç"]),
        FoodDTO("Lobster", fdcId: 174209, kcal: 89, protein: 19, carbs: 0, fat: 0.86, serving: 100, .protein),
        FoodDTO("Egg", fdcId: 171287, kcal: 143, protein: 12.56, carbs: 0.72, fat: 9.51,
            serving: 50, .protein, aliases: ["Eggs", "Whole Egg", "Yumurta"]),
        FoodDTO("Boiled Egg", fdcId: 173424, kcal: 155, protein: 12.58, carbs: 1.12, fat: 10.61,
            serving: 50, .protein, aliases: ["Hard-Boiled Egg", "Haşlanmış Yumurta"]),
        FoodDTO("Fried Egg", fdcId: 173423, kcal: 196, protein: 13.61, carbs: 0.83, fat: 14.84,
            serving: 46, .protein, aliases: ["Fried Eggs", "Sahanda Yumurta", "Yağda Yumurta"]),
        FoodDTO("Omelet", fdcId: 172185, kcal: 154, protein: 10.57, carbs: 0.64, fat: 11.66,
            serving: 122, .protein, aliases: ["Omelette", "Omelets", "Omelettes", "Omlet"]),
        FoodDTO("Scrambled Eggs", fdcId: 172187, kcal: 149, protein: 9.99, carbs: 1.61, fat: 10.98,
            serving: 100, .protein, aliases: ["Çırpılmış Yumurta"]),
        FoodDTO("Egg White", fdcId: 172183, kcal: 52, protein: 10.9, carbs: 0.73, fat: 0.17,
            serving: 33, .protein, aliases: ["Egg Whites", "Yumurta Akı"]),
        FoodDTO("Egg Yolk", fdcId: 172184, kcal: 322, protein: 15.86, carbs: 3.59, fat: 26.54,
            serving: 17, .protein, aliases: ["Yumurta Sarısı"]),
        FoodDTO("Whey Protein", fdcId: 173180, kcal: 352, protein: 78.13, carbs: 6.25, fat: 1.56,
            serving: 30, .protein, aliases: ["Whey", "Protein Powder", "Protein Tozu"]),
        FoodDTO("Tofu", fdcId: 172475, kcal: 144, protein: 17.27, carbs: 2.78, fat: 8.72,
            serving: 100, .protein, aliases: ["Firm Tofu"]),
        FoodDTO("Soft Tofu", fdcId: 172449, kcal: 61, protein: 7.17, carbs: 1.18, fat: 3.69, serving: 100, .protein),
        FoodDTO("Tempeh", fdcId: 174272, kcal: 192, protein: 20.29, carbs: 7.64, fat: 10.8, serving: 85, .protein),

        FoodDTO("Ground Lamb", fdcId: 172544, kcal: 283, protein: 24.75, carbs: 0, fat: 19.65,
            serving: 100, .protein, aliases: ["Lamb", "Minced Lamb", "Kuzu Kıyma"]),
        FoodDTO("Mackerel", fdcId: 175120, kcal: 262, protein: 23.85, carbs: 0, fat: 17.81,
            serving: 150, .protein, aliases: ["Uskumru"]),
        FoodDTO("Sea Bass", fdcId: 173694, kcal: 124, protein: 23.63, carbs: 0, fat: 2.56,
            serving: 150, .protein, aliases: ["Levrek"]),
        FoodDTO("Raw Anchovy", fdcId: 174182, kcal: 131, protein: 20.35, carbs: 0, fat: 4.84,
            serving: 100, .protein, aliases: ["Anchovies", "Hamsi"]),

        // Fast food and deli meats: the FoodData Central fast-food and sausage records, as
        // served (breaded and fried, heated), so a restaurant portion logs as eaten.
        FoodDTO("Fried Chicken", fdcId: 170756, kcal: 230, protein: 23.51, carbs: 6.03, fat: 12.44,
            serving: 200, .protein, aliases: ["Fried Chicken Breast", "Crispy Chicken", "Kızarmış Tavuk"]),
        FoodDTO("Chicken Nuggets", fdcId: 172112, kcal: 261, protein: 14, carbs: 15.3, fat: 16,
            serving: 82, .protein, aliases: ["Chicken Nugget", "Nuggets", "Nugget", "Tavuk Nugget"]),
        FoodDTO("Chicken Tenders", fdcId: 173321, kcal: 271, protein: 19.22, carbs: 17.25, fat: 13.95,
            serving: 135, .protein, aliases: ["Chicken Tender", "Chicken Strips", "Chicken Fingers", "Tenders"]),
        FoodDTO("Frankfurter", fdcId: 174614, kcal: 322, protein: 11.69, carbs: 2.83, fat: 29.36,
            serving: 48, .protein, aliases: ["Frankfurters", "Wiener", "Hot Dog Sausage", "Sosis"]),
        FoodDTO("Pork Sausage", fdcId: 174578, kcal: 325, protein: 18.5, carbs: 1.4, fat: 27.3,
            serving: 27, .protein, aliases: ["Sausage", "Sausages", "Breakfast Sausage"]),
        FoodDTO("Pepperoni", fdcId: 174575, kcal: 504, protein: 19.25, carbs: 1.18, fat: 46.28, serving: 28, .protein),
        FoodDTO("Salami", fdcId: 172938, kcal: 407, protein: 22.58, carbs: 1.6, fat: 33.72,
            serving: 28, .protein, aliases: ["Salame", "Salam"]),
        FoodDTO("Beef Jerky", fdcId: 167536, kcal: 410, protein: 33.2, carbs: 11, fat: 25.6,
            serving: 28, .protein, aliases: ["Jerky"]),

        // Turkish foods: no FoodData Central record; figures per 100 g derived from the
        // recipe or composition in each comment (see Docs/FOOD_SOURCES.md).
        FoodDTO(
            "Menemen", fdcId: nil,  // derived: 3 eggs (150 g), 300 g tomato, 100 g green pepper, 20 g olive
            // oil; about 500 g cooked
            kcal: 95, protein: 4.5, carbs: 3.5, fat: 7, serving: 250, .protein,
            aliases: ["Turkish Scrambled Eggs"]
        ),
        FoodDTO(
            "Köfte", fdcId: nil,  // derived: 500 g minced beef (20 % fat), 100 g onion, 50 g breadcrumbs;
            // grilled to 490 g, a quarter of the fat dripped off
            kcal: 256, protein: 19.1, carbs: 9.2, fat: 15.9, serving: 150, .protein,
            aliases: ["Meatballs", "Kofta", "Izgara Köfte"]
        ),
        FoodDTO(
            "Döner", fdcId: nil,  // derived: sliced beef and lamb from the spit, meat only: about 20 %
            // protein and 17 % fat after roasting, 3 % from the onion-and-milk marinade
            kcal: 245, protein: 20, carbs: 3, fat: 17, serving: 150, .protein,
            aliases: ["Doner Kebab", "Döner Kebap", "Et Döner", "Kebab", "Kebap"]
        ),
        FoodDTO(
            "Tavuk Döner", fdcId: nil,  // derived: chicken thigh meat marinated in yogurt, oil and tomato
            // paste, roasted on the spit; meat only
            kcal: 177, protein: 22, carbs: 2, fat: 9, serving: 150, .protein,
            aliases: ["Chicken Doner"]
        ),
        FoodDTO(
            "Şiş Kebap", fdcId: nil,  // derived: lamb or beef cubes with a little tail fat, grilled; close to
            // USDA grilled lean lamb with added fat
            kcal: 216, protein: 26, carbs: 1, fat: 12, serving: 150, .protein,
            aliases: ["Shish Kebab"]
        ),
        FoodDTO(
            "Adana Kebap", fdcId: nil,  // derived: minced lamb with about 20 % tail fat, red pepper and
            // onion, grilled on the skewer
            kcal: 278, protein: 18, carbs: 2, fat: 22, serving: 150, .protein,
            aliases: ["Adana Kebab", "Adana"]
        ),
        FoodDTO(
            "Tavuk Şiş", fdcId: nil,  // derived: chicken breast cubes marinated in yogurt, oil and pepper
            // paste, grilled
            kcal: 153, protein: 25, carbs: 2, fat: 5, serving: 150, .protein,
            aliases: ["Chicken Shish", "Chicken Kebab"]
        ),
        FoodDTO(
            "İskender", fdcId: nil,  // derived: plate of 120 g döner over 80 g pide cubes, 80 g tomato sauce,
            // 60 g yogurt, 10 g butter
            kcal: 179, protein: 10, carbs: 10, fat: 11, serving: 350, .protein,
            aliases: ["İskender Kebap", "Iskender Kebab"]
        ),
        FoodDTO(
            "Sucuk", fdcId: nil,  // derived: dry beef sausage with beef fat, garlic and spices; typical
            // Turkish label figures
            kcal: 429, protein: 18, carbs: 1.5, fat: 39, serving: 30, .protein,
            aliases: ["Turkish Sausage", "Sujuk"]
        ),
        FoodDTO(
            "Pastırma", fdcId: nil,  // derived: air-dried beef with fenugreek (çemen) paste; typical Turkish
            // label figures
            kcal: 249, protein: 30, carbs: 3, fat: 13, serving: 30, .protein,
            aliases: ["Turkish Cured Beef"]
        ),
        FoodDTO(
            "Hamsi Tava", fdcId: nil,  // derived: 1 kg raw anchovy (USDA 174182), 100 g corn flour, 80 g
            // sunflower oil absorbed; fried to 900 g
            kcal: 260, protein: 23.4, carbs: 8.6, fat: 14.7, serving: 200, .protein,
            aliases: ["Fried Anchovies"]
        ),
        FoodDTO(
            "Sucuklu Yumurta", fdcId: nil,  // derived: 100 g egg (USDA 171287), 50 g sucuk, 5 g butter; fried
            // to 140 g
            kcal: 278, protein: 15.4, carbs: 1.1, fat: 23.6, serving: 140, .protein,
            aliases: ["Eggs with Sucuk"]
        ),
        FoodDTO(
            "Çılbır", fdcId: nil,  // derived: 100 g poached egg over 150 g whole-milk yogurt (USDA 171284)
            // with 10 g chili butter; 260 g
            kcal: 118, protein: 6.9, carbs: 3, fat: 8.7, serving: 260, .protein,
            aliases: ["Turkish Eggs"]
        ),
        FoodDTO(
            "Tavuk Sote", fdcId: nil,  // derived: 500 g raw chicken breast, 150 g pepper, 200 g tomato, 100 g
            // onion, 30 g oil, 15 g tomato paste; cooked to 850 g
            kcal: 115, protein: 13.8, carbs: 3.2, fat: 5.2, serving: 250, .protein,
            aliases: ["Chicken Saute"]
        ),
    ]
}
