import Testing

@testable import AntrainModel

/// What a new user types for everyday foods, fast food and common Turkish dishes resolves to a
/// preset with energy.
///
/// Tried as a new user would, about one common food in nine used to count 0 kcal as
/// `unknown-food` ("Pizza", "Steak", "Bagel", "Granola", "Dürüm"). Each name here is written the
/// way people write it: English singular and plural, Turkish with and without its letters.
@Suite struct EverydayFoodsTests {
    @Test(arguments: [
        // Fast food.
        "Pizza", "pizzas", "Pizza Slice", "Cheese Pizza", "Pepperoni Pizza", "Margherita",
        "Hamburger", "burger", "burgers", "Cheeseburger", "cheeseburgers", "french fries", "Fries",
        "Hot Dog", "hot dogs", "Burrito", "burritos", "Taco", "tacos", "Nachos", "Fried Chicken",
        "Chicken Nuggets", "nuggets", "Chicken Tenders", "Sandwich", "sandwiches", "Sub",
        "Chicken Sandwich", "Turkey Sandwich", "Kebab", "Wrap", "Sushi", "Ramen", "Instant Noodles",
        // Everyday foods.
        "Steak", "steaks", "Bagel", "bagels", "Granola", "Muesli", "Müsli", "Cereal", "Corn Flakes",
        "Croissant", "croissants", "Pancake", "pancakes", "Waffle", "waffles", "French Toast",
        "Tortilla", "tortillas", "Pita", "Noodles", "Hummus", "Popcorn", "Chocolate", "Ice Cream",
        "Cookie", "cookies", "Brownie", "Cheesecake", "Cake", "Donut", "doughnuts", "Muffin",
        "Chips", "Potato Chips", "Pretzels", "Mashed Potatoes", "potatoes", "Beer", "Wine",
        "Red Wine", "Soda", "Cola", "Coke", "Grape Juice", "Orange Juice", "Latte",
        "Coffee with Milk", "Milkshake", "Chocolate Milk", "Fried Egg", "Omelette", "Sausage",
        "Salami", "Beef Jerky", "Lamb", "Mackerel", "Nuts",
        // Turkish dishes, with and without their letters.
        "Dürüm", "durum", "Döner", "doner", "döner kebap", "Tavuk Dürüm", "Adana Dürüm", "lahmacun",
        "Pide", "Mantı", "manti", "mercimek çorbası", "mercimek corbasi", "Menemen", "Simit",
        "Börek", "borek", "Köfte", "kofte", "İskender", "iskender", "Karnıyarık", "karniyarik",
        "İmam Bayıldı", "Kuru Fasulye", "Pilav", "Bulgur Pilavı", "bulgur pilavi", "Ayran",
        "Çiğ Köfte", "cig kofte", "Gözleme", "gozleme", "Baklava", "Sütlaç", "sutlac", "Künefe",
        "kunefe", "Tavuk Şiş", "tavuk sis", "Adana Kebap", "Yaprak Sarma", "Dolma", "Cacık", "cacik",
        "Ezme", "Acılı Ezme", "acili ezme", "Tantuni", "Kumpir", "Midye Dolma", "Islak Hamburger",
        "Tost", "Kaşarlı Tost", "Sucuklu Yumurta", "Çılbır", "Haydari", "Şakşuka", "Tavuk Sote",
        "Muhallebi", "Tulumba", "Salep", "Şalgam", "Bazlama", "Mercimek Köftesi", "Balık Ekmek",
        "Tavuklu Pilav", "Patates Kızartması", "patates kizartmasi",
    ])
    func typedNameIsAFoodWithEnergy(_ typed: String) throws {
        let food = try #require(PresetFoodLibrary.shared.food(named: typed), "\"\(typed)\" is unknown-food")
        #expect(food.caloriesPer100g > 0, "\"\(typed)\" resolves to \(food.name) with 0 kcal")
    }

    @Test(arguments: [
        ("Pizza", "Cheese Pizza"), ("pizzas", "Cheese Pizza"), ("Steak", "Sirloin Steak"),
        ("bagels", "Bagel"), ("Granola", "Granola"), ("french fries", "French Fries"),
        ("Dürüm", "Dürüm"), ("durum", "Dürüm"), ("doner", "Döner"), ("döner kebap", "Döner"),
        ("lahmacun", "Lahmacun"), ("mercimek corbasi", "Mercimek Çorbası"),
        ("Patates Kızartması", "French Fries"), ("Sandwich", "Sub Sandwich"), ("Soda", "Cola"),
        ("Wrap", "Tavuk Dürüm"), ("Ezme", "Acılı Ezme"), ("Cereal", "Corn Flakes"),
    ])
    func typedNameResolvesTo(_ typed: String, _ expected: String) {
        #expect(PresetFoodLibrary.shared.food(named: typed)?.name == expected)
    }

    /// The example log defines `Protein Bar` as its own custom food, so it stays free.
    @Test func proteinBarStaysACustomFood() {
        #expect(PresetFoodLibrary.shared.food(named: "Protein Bar") == nil)
    }
}
