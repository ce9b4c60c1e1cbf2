/// Foods, and how an amount of each is usually written.
enum Food: Int, CaseIterable {
    case egg, oats, milk, banana, chickenBreast, rice, oliveOil, apple, salmon, potato, broccoli
    case yogurt, bread, peanutButter, almonds, tuna, beef, pasta, lentils, cheddarCheese, orange
    case spinach, tomato, avocado, simit, ayran, menemen, beyazPeynir, mercimekCorbasi, lahmacun
    case bulgur, proteinBar, grandmasLentilStew, recoveryShake

    private static let names = [
            "Egg", "Oats", "Milk", "Banana", "Chicken Breast", "Rice", "Olive Oil", "Apple", "Salmon", "Potato",
            "Broccoli", "Yogurt", "Bread", "Peanut Butter", "Almonds", "Tuna", "Beef", "Pasta", "Lentils",
            "Cheddar Cheese", "Orange", "Spinach", "Tomato", "Avocado", "Simit", "Ayran", "Menemen",
            "Beyaz Peynir", "Mercimek Çorbası", "Lahmacun", "Bulgur", "Protein Bar", "Grandma's Lentil Stew",
            "Recovery Shake",
    ]
    var name: String { Self.names[rawValue] }

    var isCustom: Bool { rawValue >= Food.proteinBar.rawValue }

    /// The brand a custom food may be referred to by, as `NAME (BRAND)`.
    var brand: String? { self == .proteinBar ? "Acme" : self == .recoveryShake ? "Gainz Lab" : nil }

    var usualAmount: FoodAmount {
        switch self {
        case .egg: .count(3)
        case .banana, .apple, .orange, .avocado, .simit: .count(1)
        case .lahmacun: .count(2)
        case .milk: .millilitres(250)
        case .ayran, .mercimekCorbasi: .millilitres(300)
        case .proteinBar, .recoveryShake: .serving
        case .oats: .grams(80)
        case .chickenBreast, .beef: .grams(200)
        case .rice, .lentils, .bulgur: .grams(150)
        case .oliveOil: .grams(10)
        case .salmon: .grams(180)
        case .potato, .menemen: .grams(300)
        case .broccoli: .grams(150)
        case .yogurt: .grams(200)
        case .bread: .grams(80)
        case .peanutButter, .almonds: .grams(30)
        case .tuna, .pasta, .tomato: .grams(120)
        case .cheddarCheese: .grams(40)
        case .spinach: .grams(80)
        case .beyazPeynir: .grams(60)
        case .grandmasLentilStew: .grams(350)
        }
    }
}

enum FoodAmount { case grams(Int), millilitres(Int), count(Int), serving }

/// Typical plates, one list per meal; a day's meal takes one and varies it a little.
enum Menus {
    static let breakfast: [[Food]] = [
        [.egg, .oats, .milk, .banana], [.yogurt, .oats, .almonds, .apple], [.bread, .peanutButter, .banana, .milk],
        [.egg, .bread, .avocado, .tomato], [.oats, .milk, .peanutButter],
    ]
    static let kahvalti: [[Food]] = [
        [.simit, .beyazPeynir, .tomato, .egg], [.menemen, .bread, .beyazPeynir], [.egg, .beyazPeynir, .bread, .tomato],
    ]
    static let lunch: [[Food]] = [
        [.chickenBreast, .rice, .oliveOil, .broccoli], [.tuna, .pasta, .tomato, .oliveOil], [.lentils, .rice, .spinach, .yogurt],
        [.beef, .potato, .spinach], [.grandmasLentilStew, .bread],
    ]
    static let ogle: [[Food]] = [[.mercimekCorbasi, .lahmacun, .ayran], [.bulgur, .chickenBreast, .yogurt]]
    static let dinner: [[Food]] = [
        [.salmon, .potato, .broccoli], [.beef, .rice, .avocado], [.chickenBreast, .pasta, .tomato, .cheddarCheese],
        [.grandmasLentilStew, .bread, .yogurt],
    ]
    static let aksam: [[Food]] = [[.bulgur, .beef, .yogurt], [.mercimekCorbasi, .lahmacun, .ayran]]
    static let snack: [[Food]] = [
        [.proteinBar], [.apple, .almonds], [.recoveryShake, .banana], [.orange], [.cheddarCheese, .bread],
        [.yogurt, .banana], [.peanutButter, .apple],
    ]
    static let atistirmalik: [[Food]] = [[.simit, .ayran], [.almonds, .orange]]
    static let preWorkout: [[Food]] = [[.banana, .peanutButter], [.bread, .peanutButter], [.recoveryShake], [.oats, .milk]]
    static let extras: [Food] = [.apple, .oliveOil, .almonds, .banana, .yogurt]
}
