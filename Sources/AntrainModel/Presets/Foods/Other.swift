/// Other presets: sweets, drinks, condiments, and the Turkish soups, stews, stuffed vegetables
/// and desserts.
///
/// Coffee and beer are here so a day's log is complete; their energy does not follow the 4/4/9
/// rule (brewed coffee is below its rounding, beer carries alcohol), which
/// `FoodPresetIntegrityTests` lists as exceptions.
extension PresetFoods {
    /// The other presets: sweets, drinks, condiments and mixed dishes.
    public static let other: [FoodDTO] = [
        FoodDTO("Honey", fdcId: 169640, kcal: 304, protein: 0.3, carbs: 82.4, fat: 0,
            serving: 21, .other, aliases: ["Bal"]),
        FoodDTO("Sugar", fdcId: 169655, kcal: 387, protein: 0, carbs: 99.98, fat: 0,
            serving: 4, .other, aliases: ["White Sugar", "Şeker", "Toz Şeker"]),
        FoodDTO("Jam", fdcId: 169641, kcal: 278, protein: 0.37, carbs: 68.86, fat: 0.07,
            serving: 20, .other, aliases: ["Reçel"]),
        FoodDTO("Dark Chocolate", fdcId: 170273, kcal: 598, protein: 7.79, carbs: 45.9, fat: 42.63,
            serving: 20, .other, aliases: ["Bitter Çikolata"]),
        FoodDTO("Milk Chocolate", fdcId: 167587, kcal: 535, protein: 7.65, carbs: 59.4, fat: 29.66,
            serving: 44, .other, aliases: ["Sütlü Çikolata", "Chocolate", "Chocolates", "Chocolate Bar", "Çikolata"]),
        FoodDTO("Ice Cream", fdcId: 167575, kcal: 207, protein: 3.5, carbs: 23.6, fat: 11,
            serving: 66, .other, aliases: ["Vanilla Ice Cream", "Ice Creams", "Dondurma"]),
        FoodDTO("Hummus", fdcId: 173757, kcal: 177, protein: 4.86, carbs: 20.12, fat: 8.59,
            serving: 30, .other, aliases: ["Humus"]),
        FoodDTO("Coffee", fdcId: 171890, kcal: 1, protein: 0.12, carbs: 0, fat: 0.02,
            serving: 240, .other, aliases: ["Black Coffee", "Kahve", "Filtre Kahve"]),
        FoodDTO("Tea", fdcId: 173227, kcal: 1, protein: 0, carbs: 0.3, fat: 0,
            serving: 200, .other, aliases: ["Black Tea", "Çay"]),
        FoodDTO("Beer", fdcId: 168746, kcal: 43, protein: 0.46, carbs: 3.55, fat: 0,
            serving: 500, .other, aliases: ["Bira", "Beers"]),
        FoodDTO("Soy Sauce", fdcId: 174277, kcal: 53, protein: 8.14, carbs: 4.93, fat: 0.57,
            serving: 16, .other, aliases: ["Soya Sosu"]),
        FoodDTO("Ketchup", fdcId: 168556, kcal: 101, protein: 1.04, carbs: 27.4, fat: 0.1,
            serving: 17, .other, aliases: ["Catsup"]),
        FoodDTO("Light Beer", fdcId: 168749, kcal: 29, protein: 0.24, carbs: 1.64, fat: 0,
            serving: 500, .other, aliases: ["Lite Beer"]),
        FoodDTO("Wine", fdcId: 173185, kcal: 83, protein: 0.07, carbs: 2.72, fat: 0,
            serving: 150, .other, aliases: ["Wines", "Glass of Wine", "Şarap"]),
        FoodDTO("Red Wine", fdcId: 173190, kcal: 85, protein: 0.07, carbs: 2.61, fat: 0,
            serving: 150, .other, aliases: ["Kırmızı Şarap"]),
        FoodDTO("White Wine", fdcId: 174837, kcal: 82, protein: 0.07, carbs: 2.6, fat: 0,
            serving: 150, .other, aliases: ["Beyaz Şarap"]),
        FoodDTO("Cola", fdcId: 174852, kcal: 42, protein: 0, carbs: 10.36, fat: 0.25,
            serving: 330, .other, aliases: ["Colas", "Soda", "Sodas", "Soft Drink", "Soft Drinks", "Coke", "Pop", "Kola"]),
        FoodDTO("Tomato Soup", fdcId: 171176, kcal: 32, protein: 0.71, carbs: 7.45, fat: 0.21,
            serving: 250, .other, aliases: ["Domates Çorbası"]),
        FoodDTO("Chicken Noodle Soup", fdcId: 171148, kcal: 41, protein: 3.09, carbs: 4.46, fat: 1.16,
            serving: 250, .other, aliases: ["Chicken Soup", "Tavuk Çorbası", "Şehriyeli Tavuk Çorbası"]),
        FoodDTO("Chili", fdcId: 175207, kcal: 103, protein: 6.12, carbs: 13.24, fat: 3.76,
            serving: 250, .other, aliases: ["Chili con Carne", "Chili with Beans"]),
        FoodDTO("Chocolate Chip Cookies", fdcId: 172716, kcal: 492, protein: 5.1, carbs: 65.36, fat: 24.72,
            serving: 24, .other, aliases: ["Chocolate Chip Cookie", "Cookie", "Cookies"]),
        FoodDTO("Brownie", fdcId: 172713, kcal: 405, protein: 4.8, carbs: 63.9, fat: 16.3,
            serving: 56, .other, aliases: ["Brownies"]),
        FoodDTO("Cheesecake", fdcId: 172711, kcal: 321, protein: 5.5, carbs: 25.5, fat: 22.5,
            serving: 80, .other, aliases: ["Cheesecakes"]),
        FoodDTO("Chocolate Cake", fdcId: 174934, kcal: 389, protein: 3.48, carbs: 52.84, fat: 20.05,
            serving: 138, .other, aliases: ["Cake", "Cakes", "Chocolate Cakes", "Çikolatalı Pasta"]),
        FoodDTO("Apple Pie", fdcId: 175011, kcal: 237, protein: 1.9, carbs: 34, fat: 11,
            serving: 125, .other, aliases: ["Apple Pies", "Pie", "Elmalı Turta"]),
        FoodDTO("Donut", fdcId: 172758, kcal: 421, protein: 6.14, carbs: 47.93, fat: 22.7,
            serving: 60, .other, aliases: ["Donuts", "Doughnut", "Doughnuts", "Glazed Donut", "Donat"]),
        FoodDTO("Blueberry Muffin", fdcId: 172765, kcal: 375, protein: 4.49, carbs: 53, fat: 16.07,
            serving: 113, .other, aliases: ["Muffin", "Muffins", "Blueberry Muffins"]),
        FoodDTO("Gummy Bears", fdcId: 167989, kcal: 396, protein: 0, carbs: 98.9, fat: 0,
            serving: 39, .other, aliases: ["Gummies", "Gummy Candy", "Gumdrops", "Jelibon"]),
        FoodDTO("Chocolate Hazelnut Spread", fdcId: 168000, kcal: 539, protein: 5.41, carbs: 62.16, fat: 29.73,
            serving: 15, .other, aliases: ["Hazelnut Spread", "Kakaolu Fındık Kreması", "Fındık Kreması"]),
        FoodDTO("Maple Syrup", fdcId: 169661, kcal: 260, protein: 0.04, carbs: 67.04, fat: 0.06,
            serving: 20, .other, aliases: ["Akçaağaç Şurubu"]),
        FoodDTO("Mustard", fdcId: 172234, kcal: 60, protein: 3.74, carbs: 5.83, fat: 3.34,
            serving: 5, .other, aliases: ["Yellow Mustard", "Hardal"]),
        FoodDTO("BBQ Sauce", fdcId: 174523, kcal: 172, protein: 0.82, carbs: 40.77, fat: 0.63,
            serving: 17, .other, aliases: ["Barbecue Sauce", "Barbekü Sosu"]),
        FoodDTO("Ranch Dressing", fdcId: 173592, kcal: 430, protein: 1.32, carbs: 5.9, fat: 44.5,
            serving: 15, .other, aliases: ["Ranch"]),
        FoodDTO(
            "Latte", fdcId: nil,  // derived: 240 g whole milk (USDA 171265) and a 60 g double espresso; 300 g
            kcal: 49, protein: 2.5, carbs: 3.8, fat: 2.6, serving: 300, .other,
            aliases: ["Lattes", "Caffe Latte", "Coffee with Milk", "Sütlü Kahve"]
        ),

        // Turkish foods: no FoodData Central record; figures per 100 g derived from the
        // recipe or composition in each comment (see Docs/FOOD_SOURCES.md).
        FoodDTO(
            "Pekmez", fdcId: nil,  // derived: grape must boiled down to about 75 % dry matter, nearly all of
            // it sugar
            kcal: 294, protein: 1, carbs: 72, fat: 0.2, serving: 20, .other,
            aliases: ["Grape Molasses", "Üzüm Pekmezi"]
        ),
        FoodDTO(
            "Baklava", fdcId: nil,  // derived: phyllo, butter, pistachio and walnut in roughly equal parts by
            // dry weight, soaked in sugar syrup
            kcal: 431, protein: 6, carbs: 50, fat: 23, serving: 60, .other
        ),
        FoodDTO(
            "Sütlaç", fdcId: nil,  // derived: 1 l whole milk, 100 g rice, 150 g sugar, 20 g starch; baked to
            // 1.15 kg
            kcal: 143, protein: 3.4, carbs: 25.7, fat: 2.9, serving: 200, .other,
            aliases: ["Rice Pudding"]
        ),
        FoodDTO(
            "Lokum", fdcId: nil,  // derived: sugar and corn starch cooked with water to about 90 % dry matter
            kcal: 364, protein: 0.2, carbs: 90, fat: 0.3, serving: 25, .other,
            aliases: ["Turkish Delight"]
        ),
        FoodDTO(
            "Helva", fdcId: nil,  // derived: about 50 % tahini (USDA 170189) and 45 % sugar
            kcal: 518, protein: 12, carbs: 50, fat: 30, serving: 40, .other,
            aliases: ["Tahin Helvası", "Halva", "Halvah"]
        ),
        FoodDTO(
            "Künefe", fdcId: nil,  // derived: kadayıf dough and unsalted cheese baked in butter, soaked in
            // sugar syrup
            kcal: 353, protein: 8, carbs: 42, fat: 17, serving: 150, .other,
            aliases: ["Kunafa"]
        ),
        FoodDTO(
            "Aşure", fdcId: nil,  // derived: wheat, chickpeas, white beans, dried apricots, figs and raisins
            // cooked with sugar
            kcal: 152, protein: 3, carbs: 31, fat: 1.8, serving: 200, .other,
            aliases: ["Ashure"]
        ),
        FoodDTO(
            "Mercimek Çorbası", fdcId: nil,  // derived: 200 g red lentils, 100 g onion, 100 g carrot, 15 g
            // flour, 20 g butter, 20 g oil; 2 l soup
            kcal: 60, protein: 2.6, carbs: 7.8, fat: 2, serving: 250, .other,
            aliases: ["Lentil Soup"]
        ),
        FoodDTO(
            "Ezogelin Çorbası", fdcId: nil,  // derived: 150 g red lentils, 50 g bulgur, 30 g rice, onion, 30
            // g tomato paste, 30 g butter; 2 l soup
            kcal: 56, protein: 2.3, carbs: 8.6, fat: 1.4, serving: 250, .other,
            aliases: ["Ezogelin"]
        ),
        FoodDTO(
            "Tarhana Çorbası", fdcId: nil,  // derived: 80 g dry tarhana, 20 g butter, 15 g tomato paste; 1 l
            // soup
            kcal: 44, protein: 1.2, carbs: 5.5, fat: 1.9, serving: 250, .other,
            aliases: ["Tarhana", "Tarhana Soup"]
        ),
        FoodDTO(
            "Yayla Çorbası", fdcId: nil,  // derived: 500 g yogurt, 60 g rice, 1 egg yolk, 20 g flour, 15 g
            // butter with mint; 1.5 l soup
            kcal: 50, protein: 1.8, carbs: 5.8, fat: 2.2, serving: 250, .other,
            aliases: ["Yogurt Soup"]
        ),
        FoodDTO(
            "Kuru Fasulye", fdcId: nil,  // derived: 500 g dry white beans (USDA 173745), 150 g onion, 40 g
            // tomato paste, 60 g oil; cooked to 2.5 kg
            kcal: 94, protein: 4.8, carbs: 12.9, fat: 2.6, serving: 250, .other,
            aliases: ["White Bean Stew"]
        ),
        FoodDTO(
            "Nohut Yemeği", fdcId: nil,  // derived: 500 g dry chickpeas (USDA 173756), onion, tomato paste,
            // 50 g oil; cooked to 2.2 kg
            kcal: 113, protein: 4.8, carbs: 15.3, fat: 3.6, serving: 250, .other,
            aliases: ["Chickpea Stew"]
        ),
        FoodDTO(
            "Dolma", fdcId: nil,  // derived: green peppers stuffed with rice, minced beef, onion and tomato,
            // simmered
            kcal: 118, protein: 5, carbs: 11, fat: 6, serving: 250, .other,
            aliases: ["Biber Dolması", "Stuffed Peppers"]
        ),
        FoodDTO(
            "Sarma", fdcId: nil,  // derived: vine leaves rolled around rice, onion, currants and pine nuts in
            // olive oil
            kcal: 176, protein: 2.5, carbs: 20, fat: 9.5, serving: 150, .other,
            aliases: ["Yaprak Sarma", "Stuffed Vine Leaves", "Dolmades"]
        ),
        FoodDTO(
            "Piyaz", fdcId: nil,  // derived: 500 g cooked white beans (USDA 175249), 100 g onion, 100 g
            // tomato, parsley, 50 g olive oil; 800 g
            kcal: 153, protein: 6.3, carbs: 17.3, fat: 6.5, serving: 200, .other,
            aliases: ["Bean Salad"]
        ),
        FoodDTO(
            "Midye Dolma", fdcId: nil,  // derived: 250 g mussel meat (USDA 174216), 200 g rice, 150 g onion,
            // 60 g olive oil, 20 g currants, 10 g pine nuts, cooked in 300 g water; 900 g
            kcal: 183, protein: 5.3, carbs: 22.1, fat: 8.2, serving: 100, .other,
            aliases: ["Stuffed Mussels"]
        ),
        FoodDTO(
            "Acılı Ezme", fdcId: nil,  // derived: 200 g tomato, 100 g green pepper, 80 g onion, 20 g parsley,
            // 30 g pepper paste, 30 g olive oil, 20 g pomegranate molasses; 490 g
            kcal: 94, protein: 1.1, carbs: 8.3, fat: 6.3, serving: 50, .other,
            aliases: ["Ezme", "Ezme Salatası", "Spicy Tomato Dip"]
        ),
        FoodDTO(
            "Haydari", fdcId: nil,  // derived: 400 g full-fat strained yogurt (USDA 171304), 50 g beyaz
            // peynir, 20 g olive oil, garlic and mint; 470 g
            kcal: 149, protein: 9.2, carbs: 3.8, fat: 10.8, serving: 50, .other,
            aliases: ["Yogurt Dip"]
        ),
        FoodDTO(
            "Muhallebi", fdcId: nil,  // derived: 1 l whole milk, 150 g sugar, 50 g rice flour, 30 g starch;
            // cooked to 1.15 kg
            kcal: 130, protein: 3, carbs: 23.1, fat: 2.9, serving: 150, .other,
            aliases: ["Milk Pudding", "Kazandibi"]
        ),
        FoodDTO(
            "Tulumba", fdcId: nil,  // derived: choux dough of 250 g flour, 50 g butter, 100 g egg, fried
            // taking up 120 g oil, soaked in syrup of 450 g sugar; 1.3 kg
            kcal: 329, protein: 3, carbs: 49.3, fat: 13.3, serving: 60, .other,
            aliases: ["Tulumba Tatlısı"]
        ),
        FoodDTO(
            "Salep", fdcId: nil,  // derived: 250 g whole milk (USDA 171265), 10 g salep starch, 15 g sugar;
            // 275 g
            kcal: 91, protein: 2.9, carbs: 13.1, fat: 3, serving: 250, .other,
            aliases: ["Sahlep"]
        ),
        FoodDTO(
            "Şalgam", fdcId: nil,  // derived: fermented black-carrot and bulgur juice; typical Turkish label
            // figures (about 9 kcal per 100 ml)
            kcal: 9, protein: 0.3, carbs: 2, fat: 0, serving: 250, .other,
            aliases: ["Şalgam Suyu", "Turnip Juice"]
        ),
    ]
}
