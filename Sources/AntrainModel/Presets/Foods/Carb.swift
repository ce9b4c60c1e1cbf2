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
            serving: 150, .carb, aliases: ["Boiled Potato", "Potatoes", "Patates", "Haşlanmış Patates"]),
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
            serving: 160, .carb, aliases: ["Erişte", "Noodles"]),
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
        FoodDTO("Mashed Potatoes", fdcId: 168555, kcal: 113, protein: 1.91, carbs: 16.95, fat: 4.22,
            serving: 210, .carb, aliases: ["Mashed Potato", "Mash", "Patates Püresi"]),
        FoodDTO("Bagel", fdcId: 174899, kcal: 264, protein: 10.56, carbs: 52.38, fat: 1.32,
            serving: 99, .carb, aliases: ["Bagels", "Plain Bagel"]),
        FoodDTO("Croissant", fdcId: 174987, kcal: 406, protein: 8.2, carbs: 45.8, fat: 21,
            serving: 57, .carb, aliases: ["Croissants", "Butter Croissant", "Kruvasan"]),
        FoodDTO("Pancakes", fdcId: 175047, kcal: 227, protein: 6.8, carbs: 28.7, fat: 9.3,
            serving: 114, .carb, aliases: ["Pancake", "Buttermilk Pancakes", "Pankek"]),
        FoodDTO("Waffle", fdcId: 175048, kcal: 312, protein: 7.19, carbs: 49.29, fat: 9.61,
            serving: 66, .carb, aliases: ["Waffles", "Frozen Waffles"]),
        FoodDTO("French Toast", fdcId: 174998, kcal: 229, protein: 7.7, carbs: 25, fat: 10.8,
            serving: 65, .carb, aliases: ["Yumurtalı Ekmek"]),
        FoodDTO("Granola", fdcId: 171646, kcal: 489, protein: 13.67, carbs: 53.88, fat: 24.31,
            serving: 61, .carb, aliases: ["Homemade Granola"]),
        FoodDTO("Pita", fdcId: 174915, kcal: 275, protein: 9.1, carbs: 55.7, fat: 1.2,
            serving: 60, .carb, aliases: ["Pita Bread", "Pitta", "Pitas", "Pita Ekmeği"]),
        FoodDTO("Tortilla", fdcId: 167535, kcal: 297, protein: 8.01, carbs: 49.27, fat: 7.58,
            serving: 49, .carb, aliases: ["Tortillas", "Flour Tortilla", "Tortilla Wrap"]),
        FoodDTO("Corn Tortilla", fdcId: 175036, kcal: 218, protein: 5.7, carbs: 44.64, fat: 2.85,
            serving: 24, .carb, aliases: ["Corn Tortillas"]),
        FoodDTO("Hamburger Bun", fdcId: 172796, kcal: 279, protein: 9.77, carbs: 50.12, fat: 3.91,
            serving: 44, .carb, aliases: ["Burger Bun", "Hot Dog Bun", "Bun", "Buns", "Hamburger Ekmeği"]),
        FoodDTO("Instant Noodles", fdcId: 171177, kcal: 440, protein: 10.17, carbs: 60.26, fat: 17.59,
            serving: 87, .carb, aliases: ["Ramen", "Ramen Noodles", "Instant Ramen", "Cup Noodles", "Hazır Erişte"]),
        FoodDTO("Potato Chips", fdcId: 169677, kcal: 532, protein: 6.39, carbs: 53.83, fat: 33.98,
            serving: 28, .carb, aliases: ["Chips", "Crisps", "Potato Crisps", "Cips"]),
        FoodDTO("Pretzels", fdcId: 167555, kcal: 384, protein: 10.04, carbs: 80.39, fat: 2.93,
            serving: 28, .carb, aliases: ["Pretzel", "Hard Pretzels"]),

        // Fast food: the FoodData Central fast-food records, weighed as served (a slice, a
        // sandwich, an order of fries), so the default serving is one of them.
        FoodDTO("Cheese Pizza", fdcId: 173292, kcal: 266, protein: 11.39, carbs: 33.33, fat: 9.69,
            serving: 107, .carb, aliases: [
                "Pizza", "Pizzas", "Pizza Slice", "Slice of Pizza", "Cheese Pizzas", "Margherita",
                "Margherita Pizza", "Pizza Margherita", "Peynirli Pizza",
            ]),
        FoodDTO("Pepperoni Pizza", fdcId: 173295, kcal: 282, protein: 11.74, carbs: 31.98, fat: 11.91,
            serving: 111, .carb, aliases: ["Pepperoni Pizzas", "Sucuklu Pizza"]),
        FoodDTO("Hamburger", fdcId: 170693, kcal: 297, protein: 16.52, carbs: 31.5, fat: 12.01,
            serving: 90, .carb, aliases: ["Hamburgers", "Burger", "Burgers"]),
        FoodDTO("Cheeseburger", fdcId: 170691, kcal: 270, protein: 13.49, carbs: 25.46, fat: 12.9,
            serving: 127, .carb, aliases: ["Cheeseburgers"]),
        FoodDTO("French Fries", fdcId: 170698, kcal: 312, protein: 3.43, carbs: 41.44, fat: 14.73,
            serving: 117, .carb, aliases: ["Fries", "French Fry", "Frites", "Patates Kızartması"]),
        FoodDTO("Chicken Sandwich", fdcId: 170295, kcal: 250, protein: 16.28, carbs: 20.89, fat: 11.19,
            serving: 187, .carb, aliases: ["Chicken Sandwiches", "Chicken Burger", "Fried Chicken Sandwich", "Tavuk Burger"]),
        FoodDTO("Sub Sandwich", fdcId: 170696, kcal: 213, protein: 10.52, carbs: 20.43, fat: 10.04,
            serving: 196, .carb, aliases: [
                "Sub", "Subs", "Sub Sandwiches", "Submarine Sandwich", "Sandwich", "Sandwiches",
                "Cold Cut Sub", "Italian Sub", "Deli Sandwich", "Sandviç",
            ]),
        FoodDTO("Turkey Sandwich", fdcId: 170706, kcal: 147, protein: 9.12, carbs: 22.42, fat: 2.31,
            serving: 184, .carb, aliases: ["Turkey Sandwiches", "Turkey Sub"]),
        FoodDTO("Taco", fdcId: 170689, kcal: 226, protein: 8.86, carbs: 19.85, fat: 12.7,
            serving: 69, .carb, aliases: ["Tacos", "Beef Taco", "Beef Tacos", "Hard Taco"]),
        FoodDTO("Burrito", fdcId: 173278, kcal: 180, protein: 7.03, carbs: 23.37, fat: 6.8,
            serving: 241, .carb, aliases: ["Burritos", "Beef Burrito", "Beef and Bean Burrito"]),
        FoodDTO("Bean Burrito", fdcId: 172039, kcal: 205, protein: 7.35, carbs: 31.23, fat: 6.05,
            serving: 185, .carb, aliases: ["Bean Burritos", "Bean and Cheese Burrito"]),
        FoodDTO("Nachos", fdcId: 170291, kcal: 343, protein: 4.32, carbs: 34.91, fat: 21.5,
            serving: 80, .carb, aliases: ["Nachos with Cheese"]),

        // Turkish foods: no FoodData Central record; figures per 100 g derived from the
        // recipe or composition in each comment (see Docs/FOOD_SOURCES.md).
        FoodDTO(
            "Simit", fdcId: nil,  // derived: 500 g flour, 300 g water, 50 g grape pekmez, 100 g sesame seeds;
            // baked to 850 g
            kcal: 298, protein: 8.2, carbs: 51.9, fat: 6.4, serving: 110, .carb,
            aliases: ["Turkish Bagel", "Simits", "Simitler"]
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
            aliases: ["Turkish Pizza", "Lahmacuns", "Lahmacunlar", "Lahmajun"]
        ),
        FoodDTO(
            "Pide", fdcId: nil,  // derived: bread dough boat with minced beef, onion and tomato, brushed with
            // butter; baked
            kcal: 245, protein: 11, carbs: 30, fat: 9, serving: 300, .carb,
            aliases: ["Kıymalı Pide", "Turkish Pide", "Pides", "Pideler"]
        ),
        FoodDTO(
            "Börek", fdcId: nil,  // derived: yufka sheets layered with beyaz peynir, egg, milk and butter;
            // baked
            kcal: 302, protein: 9, carbs: 26, fat: 18, serving: 150, .carb,
            aliases: ["Peynirli Börek", "Burek", "Börekler"]
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
            aliases: ["Turkish Dumplings", "Kayseri Mantısı"]
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
        FoodDTO(
            "Dürüm", fdcId: nil,  // derived: 80 g lavaş (56 g flour), 120 g döner, 40 g tomato, 20 g onion, 15
            // g lettuce, 5 g parsley, 5 g oil; 285 g
            kcal: 197, protein: 10.8, carbs: 17.7, fat: 9.2, serving: 285, .carb,
            aliases: [
                "Dürümler", "Durums", "Döner Dürüm", "Dürüm Döner", "Et Dürüm", "Doner Wrap",
                "Doner Kebab Wrap", "Kebab Wrap",
            ]
        ),
        FoodDTO(
            "Tavuk Dürüm", fdcId: nil,  // derived: 80 g lavaş (56 g flour), 120 g tavuk döner, 30 g tomato,
            // 20 g lettuce, 15 g pickles, 10 g mayonnaise; 275 g
            kcal: 179, protein: 12, carbs: 17.2, fat: 6.9, serving: 275, .carb,
            aliases: ["Tavuk Döner Dürüm", "Chicken Durum", "Chicken Wrap", "Chicken Wraps", "Wrap", "Wraps"]
        ),
        FoodDTO(
            "Adana Dürüm", fdcId: nil,  // derived: 80 g lavaş (56 g flour), 120 g Adana kebap, 30 g onion,
            // 10 g parsley, 30 g tomato, 15 g green pepper; 285 g
            kcal: 196, protein: 10, carbs: 17.7, fat: 9.5, serving: 285, .carb,
            aliases: ["Adana Wrap"]
        ),
        FoodDTO(
            "Tantuni", fdcId: nil,  // derived: 70 g lavaş (49 g flour), 130 g raw lean beef sautéed in 10 g
            // oil, 30 g tomato, 20 g onion, 5 g parsley; 235 g
            kcal: 213, protein: 13.5, carbs: 17.3, fat: 10, serving: 235, .carb
        ),
        FoodDTO(
            "Islak Hamburger", fdcId: nil,  // derived: 60 g bun (USDA 172796), 50 g köfte patty, 30 g
            // garlic tomato sauce with 8 g butter; steamed, 140 g
            kcal: 255, protein: 11.1, carbs: 25.1, fat: 12.2, serving: 140, .carb,
            aliases: ["Wet Burger", "Islak Burger"]
        ),
        FoodDTO(
            "Kaşarlı Tost", fdcId: nil,  // derived: 70 g white bread (USDA 174924), 40 g kaşar, 5 g butter;
            // toasted to 110 g
            kcal: 332, protein: 15.1, carbs: 32, fat: 16, serving: 110, .carb,
            aliases: ["Tost", "Cheese Toast", "Grilled Cheese", "Toasted Cheese Sandwich"]
        ),
        FoodDTO(
            "Balık Ekmek", fdcId: nil,  // derived: 120 g French bread (USDA 172675), 100 g grilled mackerel
            // (USDA 175120), 30 g onion, 20 g lettuce; 270 g
            kcal: 222, protein: 13.8, carbs: 24.3, fat: 7.7, serving: 270, .carb,
            aliases: ["Fish Sandwich", "Fish Bread"]
        ),
        FoodDTO(
            "Kumpir", fdcId: nil,  // derived: 300 g baked potato (USDA 170093), 15 g butter, 40 g kaşar, 30 g
            // corn, 20 g olives, 20 g pickles, 40 g Russian salad; 465 g
            kcal: 149, protein: 4.4, carbs: 16.7, fat: 7.2, serving: 465, .carb,
            aliases: ["Stuffed Baked Potato"]
        ),
        FoodDTO(
            "Tavuklu Pilav", fdcId: nil,  // derived: 200 g pirinç pilavı, 80 g boiled chicken breast (USDA
            // 171478), 20 g chickpeas (USDA 173799); 300 g
            kcal: 149, protein: 10, carbs: 20.4, fat: 3, serving: 300, .carb,
            aliases: ["Tavuk Pilav", "Chicken and Rice", "Chicken Rice"]
        ),
        FoodDTO(
            "Bazlama", fdcId: nil,  // derived: 500 g flour, 150 g yogurt, 200 g water, 10 g oil; griddled to
            // 780 g
            kcal: 251, protein: 7.3, carbs: 49.8, fat: 2.5, serving: 100, .carb,
            aliases: ["Turkish Flatbread"]
        ),
        FoodDTO(
            "Mercimek Köftesi", fdcId: nil,  // derived: 250 g red lentils, 150 g fine bulgur, 100 g onion, 60 g
            // olive oil, 60 g tomato and pepper paste, 80 g greens; with water, 1.5 kg
            kcal: 142, protein: 5.6, carbs: 19.8, fat: 4.5, serving: 150, .carb,
            aliases: ["Lentil Balls", "Lentil Kofte"]
        ),
        FoodDTO(
            "Sushi", fdcId: nil,  // derived: 700 g cooked rice (USDA 168878), 40 g rice vinegar, 25 g sugar,
            // 200 g raw salmon (USDA 175167), 10 g nori; 975 g of rolls
            kcal: 146, protein: 6.5, carbs: 23.2, fat: 3, serving: 200, .carb,
            aliases: ["Sushi Roll", "Sushi Rolls", "Maki", "Salmon Roll"]
        ),
        FoodDTO(
            "Hot Dog", fdcId: nil,  // derived: 44 g bun (USDA 172796), 48 g beef frankfurter (USDA 174614),
            // 10 g ketchup (USDA 168556); 102 g
            kcal: 281, protein: 9.7, carbs: 25.3, fat: 15.7, serving: 102, .carb,
            aliases: ["Hot Dogs", "Sosisli", "Sosisli Sandviç"]
        ),
        FoodDTO(
            "Muesli", fdcId: nil,  // derived: 500 g rolled oats (USDA 173904), 150 g raisins, 50 g dried
            // apricots, 80 g almonds, 50 g hazelnuts, 40 g sunflower seeds; 870 g
            kcal: 417, protein: 12.1, carbs: 60, fat: 14.3, serving: 50, .carb,
            aliases: ["Müsli", "Mueslis"]
        ),
        FoodDTO(
            "Corn Flakes", fdcId: nil,  // derived: plain corn flakes; typical label figures (about 84 %
            // carbohydrate, 7 % protein, under 1 % fat)
            kcal: 372, protein: 7, carbs: 84, fat: 0.9, serving: 30, .carb,
            aliases: ["Cereal", "Cereals", "Breakfast Cereal", "Mısır Gevreği"]
        ),
    ]
}
