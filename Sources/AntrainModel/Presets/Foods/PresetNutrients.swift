/// Fibre, sugar, saturated fat and sodium of the preset foods (LANGUAGE.md §9.2), per 100 g.
///
/// Each row names the USDA FoodData Central record (`fdcId`) its figures come from, the same
/// record the preset's energy and macros come from: the library joins the two by that id, so a
/// figure cannot drift onto another food. Nutrients 1079 (Fiber, total dietary), 2000 (Sugars,
/// total including NLEA), 1258 (Fatty acids, total saturated) and 1093 (Sodium, Na), as the
/// record gives them; rows marked with an NDB number were read from that record's line in the
/// SR28 abbreviated table (Fiber_TD, Sugar_Tot, FA_Sat, Sodium), the release SR Legacy continues.
/// A figure not transcribed, or left blank by the line, is nil, never 0: the log then says
/// "unknown" rather than claiming a food has none. Derived dishes (`fdcId: nil`) are in
/// `DerivedNutrients.swift`, worked out from their recipes.
/// Docs/FOOD_SOURCES.md says how the rows were made and which presets have none.
extension PresetFoods {
    /// One FoodData Central record's four nutrients per 100 g (sodium in milligrams).
    public struct NutrientRow: Sendable {
        public let fdcId: Int
        public let nutrients: Nutrients

        init(_ fdcId: Int, fiber: Double?, sugar: Double?, satFat: Double?, sodium: Double?) {
            self.fdcId = fdcId
            nutrients = Nutrients(fiber: fiber, sugar: sugar, satFat: satFat, sodiumMg: sodium)
        }
    }

    /// The rows, in the order of the category files; the comment names the preset.
    public static let nutrientRows: [NutrientRow] = [
        // protein
        NutrientRow(171477, fiber: 0, sugar: 0, satFat: 1.01, sodium: 74), // Chicken Breast
        NutrientRow(171077, fiber: 0, sugar: 0, satFat: 0.563, sodium: 45), // Raw Chicken Breast
        NutrientRow(171534, fiber: 0, sugar: nil, satFat: nil, sodium: 52), // Grilled Chicken Breast
        NutrientRow(171478, fiber: 0, sugar: nil, satFat: 0.86, sodium: 63), // Boiled Chicken Breast
        NutrientRow(172388, fiber: 0, sugar: 0, satFat: 2.311, sodium: 106), // Chicken Thigh
        NutrientRow(173627, fiber: 0, sugar: 0, satFat: 1.097, sodium: 95), // Raw Chicken Thigh
        NutrientRow(172376, fiber: 0, sugar: 0, satFat: 1.505, sodium: 128), // Chicken Drumstick
        NutrientRow(173630, fiber: 0, sugar: 0, satFat: 4.976, sodium: 98), // Chicken Wing
        NutrientRow(171117, fiber: 0, sugar: 0, satFat: 3.11, sodium: 75), // Ground Chicken
        NutrientRow(171496, fiber: 0, sugar: 0, satFat: 0.593, sodium: 99), // Turkey Breast
        NutrientRow(171098, fiber: 0, sugar: 0.05, satFat: 0.289, sodium: 113), // Raw Turkey Breast
        NutrientRow(172851, fiber: 0, sugar: 0, satFat: 2.966, sodium: 90), // Ground Turkey
        NutrientRow(172850, fiber: 0, sugar: 0, satFat: 2.17, sodium: 69), // Raw Ground Turkey
        NutrientRow(174033, fiber: 0, sugar: 0, satFat: 5.331, sodium: 79), // Ground Beef
        NutrientRow(171796, fiber: 0, sugar: 0, satFat: 5.715, sodium: 66), // Raw Ground Beef
        NutrientRow(171793, fiber: 0, sugar: 0, satFat: 4.189, sodium: 75), // Lean Ground Beef
        NutrientRow(174030, fiber: 0, sugar: 0, satFat: 3.927, sodium: 66), // Raw Lean Ground Beef
        NutrientRow(168250, fiber: 0, sugar: 0, satFat: 1.198, sodium: 57), // Pork Tenderloin
        NutrientRow(172411, fiber: 0, sugar: 0, satFat: 4.17, sodium: 65), // Duck
        NutrientRow(175168, fiber: 0, sugar: 0, satFat: 2.397, sodium: 61), // Salmon, NDB 15237
        NutrientRow(175167, fiber: 0, sugar: 0, satFat: 3.05, sodium: 59), // Raw Salmon
        NutrientRow(171998, fiber: 0, sugar: 0, satFat: 1.257, sodium: 56), // Wild Salmon
        NutrientRow(172006, fiber: 0, sugar: 0, satFat: 0.205, sodium: 54), // Tuna Steak
        NutrientRow(173709, fiber: 0, sugar: 0, satFat: 0.211, sodium: 247), // Canned Tuna
        NutrientRow(173708, fiber: 0, sugar: 0, satFat: 1.534, sodium: nil), // Tuna in Oil
        NutrientRow(171956, fiber: 0, sugar: 0, satFat: 0.168, sodium: 78), // Cod
        NutrientRow(171955, fiber: 0, sugar: 0, satFat: 0.131, sodium: 54), // Raw Cod
        NutrientRow(175177, fiber: 0, sugar: 0, satFat: 0.94, sodium: 56), // Tilapia
        NutrientRow(175142, fiber: 0, sugar: 0, satFat: 0.511, sodium: 68), // Raw Sea Bass
        NutrientRow(175139, fiber: 0, sugar: 0, satFat: 1.528, sodium: 307), // Sardines
        NutrientRow(175180, fiber: 0, sugar: 0, satFat: nil, sodium: 111), // Shrimp
        NutrientRow(174205, fiber: 0, sugar: 0, satFat: 0.201, sodium: 395), // Crab
        NutrientRow(174209, fiber: 0, sugar: 0, satFat: 0.208, sodium: 486), // Lobster
        NutrientRow(171287, fiber: 0, sugar: 0.37, satFat: 3.126, sodium: 142), // Egg
        NutrientRow(173424, fiber: 0, sugar: 1.12, satFat: 3.267, sodium: 124), // Boiled Egg
        NutrientRow(173423, fiber: 0, sugar: 0.4, satFat: 4.323, sodium: 207), // Fried Egg
        NutrientRow(172185, fiber: 0, sugar: 0.31, satFat: 3.239, sodium: 155), // Omelet
        NutrientRow(172187, fiber: nil, sugar: nil, satFat: nil, sodium: 145), // Scrambled Eggs
        NutrientRow(172183, fiber: 0, sugar: 0.71, satFat: 0, sodium: 166), // Egg White
        NutrientRow(172184, fiber: 0, sugar: 0.56, satFat: 9.551, sodium: 48), // Egg Yolk
        NutrientRow(172475, fiber: 2.3, sugar: nil, satFat: 1.261, sodium: 14), // Tofu
        NutrientRow(172449, fiber: 0.2, sugar: nil, satFat: 0.533, sodium: 8), // Soft Tofu
        NutrientRow(174272, fiber: nil, sugar: nil, satFat: 2.22, sodium: 9), // Tempeh
        NutrientRow(172544, fiber: 0, sugar: 0, satFat: 8.1, sodium: 81), // Ground Lamb
        NutrientRow(175120, fiber: 0, sugar: 0, satFat: 4.178, sodium: 83), // Mackerel
        NutrientRow(173694, fiber: 0, sugar: 0, satFat: 0.654, sodium: 87), // Sea Bass
        NutrientRow(174182, fiber: 0, sugar: 0, satFat: 1.282, sodium: 104), // Raw Anchovy
        NutrientRow(173321, fiber: 1.2, sugar: 0.4, satFat: 2.493, sodium: 769), // Chicken Tenders
        NutrientRow(174614, fiber: 0, sugar: 1.27, satFat: 11.593, sodium: 852), // Frankfurter
        NutrientRow(174578, fiber: 0, sugar: 1.09, satFat: 8.826, sodium: 814), // Pork Sausage
        NutrientRow(174575, fiber: 0, sugar: 0, satFat: 17.708, sodium: 1582), // Pepperoni
        NutrientRow(172938, fiber: 0, sugar: nil, satFat: 11.89, sodium: 2260), // Salami
        NutrientRow(167536, fiber: 1.8, sugar: 9, satFat: 10.85, sodium: 1785), // Beef Jerky
        // SR28 lines (NDB in the comment), data version 5
        NutrientRow(168611, fiber: 0, sugar: 0, satFat: 3.452, sodium: 56), // Flank Steak, NDB 13070
        NutrientRow(168744, fiber: 0, sugar: 0, satFat: 3.85, sodium: 76), // Skirt Steak, NDB 13977
        NutrientRow(172144, fiber: 0, sugar: 0, satFat: 4.645, sodium: 60), // Ribeye Steak, NDB 23176
        NutrientRow(173111, fiber: 0, sugar: 0, satFat: 1.48, sodium: 66), // Raw Extra Lean Ground Beef, NDB 23477
        NutrientRow(173118, fiber: 0, sugar: 0, satFat: 2.56, sodium: 61), // Sirloin Steak, NDB 23629
        NutrientRow(173119, fiber: 0, sugar: 0, satFat: 3.217, sodium: 60), // Strip Steak, NDB 23630
        NutrientRow(173117, fiber: 0, sugar: 0, satFat: 3.465, sodium: 59), // Beef Tenderloin, NDB 23628
        NutrientRow(171817, fiber: 0, sugar: 0, satFat: 3.17, sodium: 56), // Pot Roast, NDB 23614
        NutrientRow(168285, fiber: 0, sugar: 0, satFat: 1.658, sodium: 91), // Pork Chop, NDB 10163
        NutrientRow(167871, fiber: 0, sugar: 0, satFat: 1.81, sodium: 1203), // Ham, NDB 10134
        NutrientRow(167914, fiber: 0, sugar: 0, satFat: 14.187, sodium: 2193), // Bacon, NDB 10860
        NutrientRow(173180, fiber: 3.1, sugar: 0, satFat: 0.781, sodium: 156), // Whey Protein, NDB 14066
        NutrientRow(170756, fiber: 0.1, sugar: 0, satFat: 3.316, sodium: 657), // Fried Chicken, NDB 21469
        // carb
        NutrientRow(168878, fiber: 0.4, sugar: 0.05, satFat: 0.077, sodium: 1), // Rice
        NutrientRow(169756, fiber: 1.3, sugar: 0.12, satFat: 0.18, sodium: 5), // Dry Rice
        NutrientRow(169704, fiber: 1.6, sugar: 0.24, satFat: 0.26, sodium: 4), // Brown Rice
        NutrientRow(173904, fiber: 10.1, sugar: 0.99, satFat: 1.11, sodium: 6), // Oats
        NutrientRow(171675, fiber: 1.7, sugar: 0.27, satFat: 0.31, sodium: 4), // Oatmeal
        NutrientRow(170440, fiber: 1.8, sugar: 0.89, satFat: 0.026, sodium: 5), // Potato
        NutrientRow(170093, fiber: 2.2, sugar: 1.18, satFat: 0.034, sodium: 10), // Baked Potato
        NutrientRow(170026, fiber: 2.1, sugar: 0.82, satFat: 0.025, sodium: 6), // Raw Potato
        NutrientRow(168483, fiber: 3.3, sugar: 6.48, satFat: 0.052, sodium: 36), // Sweet Potato
        NutrientRow(168482, fiber: 3, sugar: 4.18, satFat: 0.018, sodium: 55), // Raw Sweet Potato
        NutrientRow(169737, fiber: 1.8, sugar: 0.56, satFat: 0.176, sodium: 1), // Pasta
        NutrientRow(168927, fiber: 3.2, sugar: 2.67, satFat: 0.277, sodium: 6), // Dry Pasta
        NutrientRow(168910, fiber: 3.9, sugar: 0.75, satFat: 0.243, sodium: 4), // Whole Wheat Pasta
        NutrientRow(169762, fiber: 1.2, sugar: 0.4, satFat: 0.42, sodium: 5), // Egg Noodles
        NutrientRow(168914, fiber: 1, sugar: 0.03, satFat: nil, sodium: 19), // Rice Noodles
        NutrientRow(170287, fiber: 4.5, sugar: 0.1, satFat: 0.042, sodium: 5), // Bulgur
        NutrientRow(169700, fiber: 1.4, sugar: 0.1, satFat: 0.031, sodium: 5), // Couscous
        NutrientRow(168917, fiber: 2.8, sugar: 0.87, satFat: 0.231, sodium: 7), // Quinoa
        NutrientRow(170285, fiber: 3.8, sugar: 0.28, satFat: 0.093, sodium: 3), // Barley
        NutrientRow(168871, fiber: 1.3, sugar: 0.13, satFat: 0.172, sodium: 2), // Millet
        NutrientRow(170286, fiber: 10, sugar: nil, satFat: 0.741, sodium: 1), // Dry Buckwheat
        NutrientRow(174924, fiber: 2.7, sugar: 5.67, satFat: 0.72, sodium: 490), // Bread
        NutrientRow(172688, fiber: 6, sugar: 4.34, satFat: 0.723, sodium: 455), // Whole Wheat Bread
        NutrientRow(172684, fiber: 5.8, sugar: 3.85, satFat: 0.626, sodium: 603), // Rye Bread
        NutrientRow(172675, fiber: 2.2, sugar: 3.53, satFat: nil, sodium: 602), // French Bread
        NutrientRow(174916, fiber: 7.4, sugar: 0.82, satFat: 0.266, sodium: 527), // Whole Wheat Pita
        NutrientRow(167959, fiber: 14.5, sugar: 0.87, satFat: 0.637, sodium: 8), // Popcorn
        NutrientRow(173799, fiber: 7.6, sugar: 4.8, satFat: 0.269, sodium: 7), // Chickpeas
        NutrientRow(173756, fiber: 12.2, sugar: 10.7, satFat: 0.603, sodium: 24), // Dry Chickpeas
        NutrientRow(172421, fiber: 7.9, sugar: 1.8, satFat: 0.053, sodium: 2), // Lentils
        NutrientRow(172420, fiber: 10.7, sugar: 2.03, satFat: 0.154, sodium: 6), // Dry Lentils
        NutrientRow(173735, fiber: 8.7, sugar: 0.32, satFat: 0.139, sodium: 1), // Black Beans
        NutrientRow(175242, fiber: 6.4, sugar: 0.32, satFat: 0.07, sodium: 1), // Kidney Beans
        NutrientRow(175249, fiber: 6.3, sugar: 0.34, satFat: 0.091, sodium: 6), // White Beans
        NutrientRow(173745, fiber: 15.2, sugar: 2.11, satFat: 0.388, sodium: 16), // Dry White Beans
        NutrientRow(175200, fiber: 9, sugar: 0.34, satFat: 0.136, sodium: 1), // Pinto Beans
        NutrientRow(174257, fiber: 7.6, sugar: 2, satFat: 0.116, sodium: 2), // Mung Beans
        NutrientRow(168555, fiber: 1.5, sugar: nil, satFat: nil, sodium: 333), // Mashed Potatoes
        NutrientRow(174899, fiber: 1.6, sugar: 8.43, satFat: nil, sodium: nil), // Bagel
        NutrientRow(174987, fiber: 2.6, sugar: 11.26, satFat: nil, sodium: nil), // Croissant
        NutrientRow(171646, fiber: 8.9, sugar: 19.8, satFat: nil, sodium: nil), // Granola
        NutrientRow(174915, fiber: 2.2, sugar: 1.3, satFat: 0.166, sodium: 536), // Pita
        NutrientRow(175036, fiber: 6.3, sugar: 0.88, satFat: 0.381, sodium: 45), // Corn Tortilla
        NutrientRow(173292, fiber: 2.3, sugar: 3.58, satFat: 4.465, sodium: 598), // Cheese Pizza
        NutrientRow(173295, fiber: 2.3, sugar: 3.26, satFat: 5.092, sodium: 685), // Pepperoni Pizza
        NutrientRow(170693, fiber: 1.7, sugar: 4.88, satFat: 4.493, sodium: 331), // Hamburger
        NutrientRow(170691, fiber: 1.9, sugar: 5.24, satFat: 5.797, sodium: 628), // Cheeseburger
        NutrientRow(170698, fiber: 3.8, sugar: nil, satFat: nil, sodium: 210), // French Fries
        NutrientRow(170295, fiber: 1.4, sugar: 3.64, satFat: 2.123, sodium: 753), // Chicken Sandwich
        NutrientRow(170696, fiber: 1.2, sugar: 3.18, satFat: 3.554, sodium: 575), // Sub Sandwich
        NutrientRow(170706, fiber: 1.3, sugar: 3.09, satFat: 0.476, sodium: 317), // Turkey Sandwich
        NutrientRow(170689, fiber: 3.9, sugar: 0.9, satFat: 4.384, sodium: 397), // Taco
        NutrientRow(173278, fiber: 3.7, sugar: 2.1, satFat: 2.733, sodium: 451), // Burrito
        NutrientRow(172039, fiber: 4.2, sugar: 1.73, satFat: 2.309, sodium: 563), // Bean Burrito
        NutrientRow(170291, fiber: 3.2, sugar: 2.17, satFat: 2.173, sodium: 313), // Nachos
        // SR28 lines (NDB in the comment), data version 5
        NutrientRow(175047, fiber: nil, sugar: nil, satFat: 1.832, sodium: 522), // Pancakes, NDB 18390
        NutrientRow(175048, fiber: 2.4, sugar: 5.02, satFat: 1.638, sodium: 730), // Waffle, NDB 18403
        NutrientRow(174998, fiber: nil, sugar: nil, satFat: 2.723, sodium: 479), // French Toast, NDB 18269
        NutrientRow(167535, fiber: 2.4, sugar: 2.66, satFat: 1.225, sodium: 742), // Tortilla, NDB 18970
        NutrientRow(172796, fiber: 1.8, sugar: 7.28, satFat: 0.842, sodium: 494), // Hamburger Bun, NDB 18350
        NutrientRow(171177, fiber: 2.9, sugar: 1.98, satFat: 8.117, sodium: 1855), // Instant Noodles, NDB 06583
        NutrientRow(167555, fiber: 3.4, sugar: 2.21, satFat: 0.391, sodium: 1240), // Pretzels, NDB 19047
        NutrientRow(169677, fiber: 3.1, sugar: 0.33, satFat: 3.4, sodium: 527), // Potato Chips, NDB 19411
        // fat
        NutrientRow(171413, fiber: 0, sugar: 0, satFat: 13.808, sodium: 2), // Olive Oil, NDB 04053
        NutrientRow(172336, fiber: 0, sugar: 0, satFat: 7.365, sodium: 0), // Canola Oil, NDB 04582
        NutrientRow(171016, fiber: 0, sugar: 0, satFat: 14.2, sodium: 0), // Sesame Oil, NDB 04058
        NutrientRow(171412, fiber: 0, sugar: 0, satFat: 82.475, sodium: 0), // Coconut Oil, NDB 04047
        NutrientRow(173410, fiber: 0, sugar: 0.06, satFat: 51.368, sodium: 643), // Butter
        NutrientRow(171009, fiber: 0, sugar: 0.57, satFat: 11.74, sodium: 635), // Mayonnaise
        NutrientRow(171705, fiber: 6.7, sugar: 0.66, satFat: 2.126, sodium: 7), // Avocado
        NutrientRow(170567, fiber: 12.5, sugar: 4.35, satFat: 3.802, sodium: 1), // Almonds
        NutrientRow(170187, fiber: 6.7, sugar: 2.61, satFat: 6.126, sodium: 2), // Walnuts
        NutrientRow(170581, fiber: 9.7, sugar: 4.34, satFat: 4.464, sodium: 0), // Hazelnuts
        NutrientRow(170162, fiber: 3.3, sugar: 5.91, satFat: 7.783, sodium: 12), // Cashews
        NutrientRow(170184, fiber: 10.6, sugar: 7.66, satFat: 5.907, sodium: 1), // Pistachios
        NutrientRow(173806, fiber: 8.4, sugar: 4.9, satFat: nil, sodium: 6), // Peanuts
        NutrientRow(172470, fiber: 6, sugar: 9.22, satFat: nil, sodium: nil), // Peanut Butter
        NutrientRow(170189, fiber: 9.3, sugar: 0.49, satFat: 7.529, sodium: 115), // Tahin
        NutrientRow(170150, fiber: 11.8, sugar: 0.3, satFat: 6.957, sodium: 11), // Sesame Seeds
        NutrientRow(170554, fiber: 34.4, sugar: nil, satFat: 3.33, sodium: 16), // Chia Seeds
        NutrientRow(169414, fiber: 27.3, sugar: 1.55, satFat: 3.663, sodium: 30), // Flaxseed
        NutrientRow(170556, fiber: 6, sugar: 1.4, satFat: 8.659, sodium: 7), // Pumpkin Seeds
        NutrientRow(170562, fiber: 8.6, sugar: 2.62, satFat: 4.455, sodium: 9), // Sunflower Seeds
        NutrientRow(168588, fiber: 10.3, sugar: nil, satFat: 4.152, sodium: 7), // Almond Butter
        NutrientRow(169096, fiber: 3.3, sugar: 0.54, satFat: 2.029, sodium: 1556), // Zeytin
        NutrientRow(169094, fiber: 3.2, sugar: 0, satFat: 1.415, sodium: 735), // Black Olives
        // SR28 lines (NDB in the comment), data version 5
        NutrientRow(171017, fiber: 0, sugar: 0, satFat: 10.1, sodium: 0), // Sunflower Oil, NDB 04060
        NutrientRow(168599, fiber: 9, sugar: 4.8, satFat: 6.5, sodium: 345), // Mixed Nuts, NDB 12635
        // vegetable
        NutrientRow(170379, fiber: 2.6, sugar: 1.7, satFat: 0.039, sodium: 33), // Broccoli
        NutrientRow(169967, fiber: 3.3, sugar: 1.39, satFat: 0.079, sodium: 41), // Boiled Broccoli
        NutrientRow(168462, fiber: 2.2, sugar: 0.42, satFat: 0.063, sodium: 79), // Spinach
        NutrientRow(168463, fiber: 2.4, sugar: 0.43, satFat: 0.043, sodium: 70), // Cooked Spinach
        NutrientRow(170457, fiber: 1.2, sugar: 2.63, satFat: 0.028, sodium: 5), // Tomato
        NutrientRow(168409, fiber: 0.5, sugar: 1.67, satFat: 0.037, sodium: 2), // Cucumber
        NutrientRow(170393, fiber: 2.8, sugar: 4.74, satFat: 0.037, sodium: 69), // Carrot
        NutrientRow(170394, fiber: 3, sugar: 3.45, satFat: 0.034, sodium: 58), // Boiled Carrots
        NutrientRow(169247, fiber: 2.1, sugar: 1.19, satFat: 0.039, sodium: 8), // Romaine Lettuce
        NutrientRow(169248, fiber: 1.2, sugar: 1.97, satFat: 0.018, sodium: 10), // Iceberg Lettuce
        NutrientRow(170000, fiber: 1.7, sugar: 4.24, satFat: 0.042, sodium: 4), // Onion
        NutrientRow(169230, fiber: 2.1, sugar: 1, satFat: 0.089, sodium: 17), // Garlic
        NutrientRow(169231, fiber: 2, sugar: 1.7, satFat: 0.203, sodium: 13), // Ginger
        NutrientRow(169228, fiber: 3, sugar: 3.53, satFat: 0.034, sodium: 2), // Eggplant
        NutrientRow(169291, fiber: 1, sugar: 2.5, satFat: 0.084, sodium: 8), // Zucchini
        NutrientRow(170108, fiber: 2.1, sugar: 4.2, satFat: 0.027, sodium: 4), // Red Bell Pepper
        NutrientRow(170427, fiber: 1.7, sugar: 2.4, satFat: 0.058, sodium: 3), // Green Pepper
        NutrientRow(169251, fiber: 1, sugar: 1.98, satFat: 0.05, sodium: 5), // Mushrooms
        NutrientRow(169975, fiber: 2.5, sugar: 3.2, satFat: 0.034, sodium: 18), // Cabbage
        NutrientRow(169986, fiber: 2, sugar: 1.91, satFat: 0.13, sodium: 30), // Cauliflower
        NutrientRow(169988, fiber: 1.6, sugar: 1.34, satFat: 0.042, sodium: 80), // Celery
        NutrientRow(169141, fiber: 3.2, sugar: 1.55, satFat: 0.064, sodium: 1), // Green Beans
        NutrientRow(170420, fiber: 5.5, sugar: 5.93, satFat: 0.039, sodium: 3), // Peas
        NutrientRow(169999, fiber: 2.4, sugar: 4.54, satFat: 0.197, sodium: 1), // Corn
        NutrientRow(168389, fiber: 2.1, sugar: 1.88, satFat: 0.04, sodium: 2), // Asparagus
        NutrientRow(169387, fiber: 1.6, sugar: 2.05, satFat: 0.086, sodium: 27), // Arugula
        NutrientRow(169246, fiber: 1.8, sugar: 3.9, satFat: 0.04, sodium: 20), // Leek
        NutrientRow(168448, fiber: 0.5, sugar: 2.76, satFat: 0.052, sodium: 1), // Pumpkin
        NutrientRow(170005, fiber: 2.6, sugar: 2.33, satFat: 0.032, sodium: 16), // Scallions
        NutrientRow(169145, fiber: 2.8, sugar: 6.76, satFat: 0.027, sodium: 78), // Beets
        NutrientRow(169276, fiber: 1.6, sugar: 1.86, satFat: 0.032, sodium: 39), // Radish
        NutrientRow(170416, fiber: 3.3, sugar: 0.85, satFat: 0.132, sodium: 56), // Parsley
        NutrientRow(168411, fiber: 5.2, sugar: 2.18, satFat: 0.62, sodium: 6), // Edamame
        NutrientRow(169979, fiber: 1.2, sugar: 1.41, satFat: 0.043, sodium: 9), // Napa Cabbage
        NutrientRow(170459, fiber: 4.1, sugar: 12.18, satFat: 0.064, sodium: 59), // Tomato Paste
        NutrientRow(170501, fiber: 1.9, sugar: 4.4, satFat: 0.04, sodium: nil), // Crushed Tomatoes
        NutrientRow(169971, fiber: 2.6, sugar: 1.74, satFat: 0.102, sodium: 21), // Brussels Sprouts
        // fruit
        NutrientRow(171688, fiber: 2.4, sugar: 10.39, satFat: 0.028, sodium: 1), // Apple
        NutrientRow(173944, fiber: 2.6, sugar: 12.23, satFat: 0.112, sodium: 1), // Banana
        NutrientRow(169097, fiber: 2.4, sugar: 9.35, satFat: 0.015, sodium: 0), // Orange
        NutrientRow(174683, fiber: 0.9, sugar: 15.48, satFat: 0.054, sodium: 2), // Grapes
        NutrientRow(167765, fiber: 0.4, sugar: 6.2, satFat: 0.016, sodium: 1), // Watermelon
        NutrientRow(169118, fiber: 3.1, sugar: 9.75, satFat: 0.022, sodium: 1), // Pear
        NutrientRow(167762, fiber: 2, sugar: 4.89, satFat: 0.015, sodium: 1), // Strawberries
        NutrientRow(171711, fiber: 2.4, sugar: 9.96, satFat: 0.028, sodium: 1), // Blueberries
        NutrientRow(167755, fiber: 6.5, sugar: 4.42, satFat: 0.019, sodium: 1), // Raspberries
        NutrientRow(168153, fiber: 3, sugar: 8.99, satFat: 0.029, sodium: 3), // Kiwi
        NutrientRow(169910, fiber: 1.6, sugar: 13.66, satFat: 0.092, sodium: 1), // Mango
        NutrientRow(169124, fiber: 1.4, sugar: 9.85, satFat: 0.009, sodium: 1), // Pineapple
        NutrientRow(169928, fiber: 1.5, sugar: 8.39, satFat: 0.019, sodium: 0), // Peach
        NutrientRow(169105, fiber: 1.8, sugar: 10.58, satFat: 0.039, sodium: 2), // Tangerine
        NutrientRow(171719, fiber: 2.1, sugar: 12.82, satFat: 0.038, sodium: 0), // Cherries
        NutrientRow(171697, fiber: 2, sugar: 9.24, satFat: 0.027, sodium: 1), // Apricot
        NutrientRow(173941, fiber: 7.3, sugar: 53.44, satFat: 0.017, sodium: 10), // Dried Apricots
        NutrientRow(173021, fiber: 2.9, sugar: 16.26, satFat: 0.06, sodium: 1), // Figs
        NutrientRow(168191, fiber: 6.7, sugar: 66.47, satFat: nil, sodium: 1), // Dates
        NutrientRow(168165, fiber: 3.7, sugar: 59.19, satFat: 0.058, sodium: 11), // Raisins
        NutrientRow(168162, fiber: 7.1, sugar: 38.13, satFat: 0.088, sodium: 2), // Prunes
        NutrientRow(169949, fiber: 1.4, sugar: 9.92, satFat: 0.017, sodium: 0), // Plum
        NutrientRow(169134, fiber: 4, sugar: 13.67, satFat: 0.12, sodium: 3), // Pomegranate
        NutrientRow(169092, fiber: 0.9, sugar: 7.86, satFat: 0.051, sodium: 16), // Cantaloupe
        NutrientRow(169926, fiber: 1.7, sugar: 7.82, satFat: 0.081, sodium: 8), // Papaya
        NutrientRow(174673, fiber: 1.6, sugar: 6.89, satFat: 0.021, sodium: 0), // Grapefruit
        NutrientRow(173946, fiber: 5.3, sugar: 4.88, satFat: 0.014, sodium: 1), // Blackberries
        NutrientRow(169911, fiber: 0.8, sugar: 8.12, satFat: 0.038, sodium: 18), // Honeydew
        NutrientRow(174665, fiber: 9.8, sugar: 47.92, satFat: 0.146, sodium: 10), // Dried Figs
        NutrientRow(169098, fiber: 0.2, sugar: 8.4, satFat: 0.024, sodium: 1), // Orange Juice
        NutrientRow(173933, fiber: 0.2, sugar: 9.62, satFat: 0.022, sodium: 4), // Apple Juice
        NutrientRow(173042, fiber: 0.2, sugar: 14.2, satFat: 0.025, sodium: 5), // Grape Juice
        // dairy
        NutrientRow(171265, fiber: 0, sugar: 5.05, satFat: 1.865, sodium: 43), // Milk
        NutrientRow(171267, fiber: 0, sugar: 5.06, satFat: 1.257, sodium: 47), // Low-Fat Milk
        NutrientRow(171269, fiber: 0, sugar: 5.09, satFat: 0.056, sodium: 42), // Skim Milk
        NutrientRow(171278, fiber: 0, sugar: 4.45, satFat: 2.667, sodium: 50), // Goat Milk
        NutrientRow(171284, fiber: 0, sugar: 4.66, satFat: 2.096, sodium: 46), // Yogurt
        NutrientRow(170886, fiber: 0, sugar: 7.04, satFat: 1, sodium: 70), // Low-Fat Yogurt
        NutrientRow(170894, fiber: 0, sugar: 3.24, satFat: 0.117, sodium: 36), // Greek Yogurt
        NutrientRow(170903, fiber: 0, sugar: nil, satFat: 1.17, sodium: 34), // Low-Fat Greek Yogurt
        NutrientRow(171304, fiber: 0, sugar: 3.98, satFat: 2.4, sodium: 35), // Full-Fat Greek Yogurt
        NutrientRow(173417, fiber: 0, sugar: 2.72, satFat: 0.645, sodium: 406), // Cottage Cheese
        NutrientRow(172179, fiber: 0, sugar: 2.67, satFat: 1.718, sodium: 364), // Creamed Cottage Cheese
        NutrientRow(173420, fiber: 0, sugar: nil, satFat: 14.946, sodium: 1116), // Beyaz Peynir
        NutrientRow(173414, fiber: 0, sugar: 0.48, satFat: 18.867, sodium: 653), // Cheddar
        NutrientRow(170845, fiber: 0, sugar: 1.03, satFat: 13.152, sodium: 486), // Mozzarella
        NutrientRow(171247, fiber: 0, sugar: 0.07, satFat: nil, sodium: nil), // Parmesan
        NutrientRow(171241, fiber: 0, sugar: 2.22, satFat: 17.614, sodium: 819), // Gouda
        NutrientRow(173418, fiber: 0, sugar: 3.76, satFat: 20.213, sodium: 314), // Cream Cheese
        NutrientRow(170859, fiber: 0, sugar: nil, satFat: 23.032, sodium: 27), // Heavy Cream
        NutrientRow(171257, fiber: 0, sugar: 3.41, satFat: 10.14, sodium: 31), // Sour Cream
        NutrientRow(171251, fiber: 0, sugar: nil, satFat: 17.779, sodium: 187), // Swiss Cheese
        NutrientRow(171248, fiber: 0, sugar: 0.31, satFat: nil, sodium: nil), // Ricotta
        NutrientRow(170880, fiber: 0.7, sugar: 9.55, satFat: nil, sodium: nil), // Chocolate Milk
        // SR28 lines (NDB in the comment), data version 5
        NutrientRow(173433, fiber: 0, sugar: 0.12, satFat: 20.639, sodium: 415), // Goat Cheese, NDB 01157
        NutrientRow(170884, fiber: 0, sugar: 17.75, satFat: 1.886, sodium: 95), // Milkshake, NDB 01111
        NutrientRow(168105, fiber: 0, sugar: 19.92, satFat: 2.326, sodium: 63), // Frozen Yogurt, NDB 42187
        // other
        NutrientRow(169640, fiber: 0.2, sugar: 82.12, satFat: 0, sodium: 4), // Honey
        NutrientRow(169655, fiber: 0, sugar: 99.8, satFat: 0, sodium: 1), // Sugar
        NutrientRow(169641, fiber: 1.1, sugar: 48.5, satFat: 0.01, sodium: 32), // Jam
        NutrientRow(170273, fiber: 10.9, sugar: 23.99, satFat: 24.489, sodium: 20), // Dark Chocolate
        NutrientRow(167587, fiber: 3.4, sugar: 51.5, satFat: 18.51, sodium: 79), // Milk Chocolate
        NutrientRow(167575, fiber: 0.7, sugar: 21.22, satFat: 6.79, sodium: 80), // Ice Cream
        NutrientRow(173757, fiber: 4, sugar: nil, satFat: 1.141, sodium: 242), // Hummus
        NutrientRow(171890, fiber: 0, sugar: 0, satFat: 0.002, sodium: 2), // Coffee
        NutrientRow(173227, fiber: 0, sugar: 0, satFat: nil, sodium: 3), // Tea
        NutrientRow(168746, fiber: 0, sugar: 0, satFat: 0, sodium: 4), // Beer
        NutrientRow(174277, fiber: 0.8, sugar: 0.4, satFat: 0.073, sodium: 5493), // Soy Sauce
        NutrientRow(168556, fiber: 0.3, sugar: 22.77, satFat: nil, sodium: 907), // Ketchup
        NutrientRow(168749, fiber: 0, sugar: 0.09, satFat: 0, sodium: 4), // Light Beer
        NutrientRow(173185, fiber: 0, sugar: 0.79, satFat: 0, sodium: 5), // Wine
        NutrientRow(173190, fiber: 0, sugar: 0.62, satFat: 0, sodium: 4), // Red Wine
        NutrientRow(174837, fiber: 0, sugar: 0.96, satFat: 0, sodium: 5), // White Wine
        NutrientRow(174852, fiber: 0, sugar: 8.97, satFat: nil, sodium: 4), // Cola
        NutrientRow(172711, fiber: 0.4, sugar: 21.8, satFat: nil, sodium: nil), // Cheesecake
        NutrientRow(168000, fiber: 5.4, sugar: 54.05, satFat: nil, sodium: nil), // Chocolate Hazelnut Spread
        NutrientRow(169661, fiber: 0, sugar: 60.46, satFat: 0.007, sodium: 12), // Maple Syrup
        NutrientRow(172234, fiber: 4, sugar: 0.92, satFat: 0.214, sodium: 1104), // Mustard
        NutrientRow(174523, fiber: 0.9, sugar: 33.24, satFat: nil, sodium: 1027), // BBQ Sauce
        // SR28 lines (NDB in the comment), data version 5
        NutrientRow(171176, fiber: 0.5, sugar: 4.03, satFat: 0.056, sodium: 186), // Tomato Soup, NDB 06559
        NutrientRow(171148, fiber: 0.8, sugar: 0.38, satFat: 0.627, sodium: 306), // Chicken Noodle Soup, NDB 06018
        NutrientRow(172716, fiber: 2, sugar: 32.9, satFat: 8.091, sodium: 311), // Chocolate Chip Cookies, NDB 18159
        NutrientRow(172713, fiber: 2.1, sugar: 36.61, satFat: 4.235, sodium: 286), // Brownie, NDB 18151
        NutrientRow(175011, fiber: 1.6, sugar: 15.65, satFat: 3.797, sodium: 201), // Apple Pie, NDB 18301
        NutrientRow(172758, fiber: 2.1, sugar: 22.75, satFat: 9.453, sodium: 316), // Donut, NDB 18255
        NutrientRow(172765, fiber: 1.1, sugar: 31.47, satFat: 2.844, sodium: 336), // Blueberry Muffin, NDB 18274
        NutrientRow(167989, fiber: 0.1, sugar: 58.97, satFat: 0, sodium: 44), // Gummy Bears, NDB 19106
        NutrientRow(173592, fiber: 0, sugar: 4.69, satFat: 6.964, sodium: 901), // Ranch Dressing, NDB 04639
        NutrientRow(175207, fiber: 3.3, sugar: 1.65, satFat: 1.133, sodium: 423), // Chili, NDB 16059
        NutrientRow(174934, fiber: 2.2, sugar: 39.96, satFat: 5.917, sodium: 348), // Chocolate Cake, NDB 18096
    ]

    /// The rows by record id, for the library to attach to its foods.
    public static let nutrientsByRecord: [Int: Nutrients] = Dictionary(
        nutrientRows.map { ($0.fdcId, $0.nutrients) }, uniquingKeysWith: { first, _ in first }
    )
}
