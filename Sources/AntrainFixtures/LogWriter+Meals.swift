extension LogWriter {
    /// `DATE [TIME] MEAL`, then one food per line with its amount in one of the written forms.
    mutating func writeMeal(_ meal: MealKind, minute: Int?, isTurkish: Bool) {
        let mistake = drawMistake(for: .meal)
        indent = random.chance(percent: 5) ? 4 : 2
        if mistake == .unterminatedString { record(.unterminatedString) }
        writeDateAndTime(minute: minute)
        let menus: [[Food]]
        let keyword: String
        switch meal {
        case .breakfast: (menus, keyword) = isTurkish ? (Menus.kahvalti, " kahvaltı") : (Menus.breakfast, " breakfast")
        case .lunch: (menus, keyword) = isTurkish ? (Menus.ogle, " öğle") : (Menus.lunch, " lunch")
        case .dinner: (menus, keyword) = isTurkish ? (Menus.aksam, " akşam") : (Menus.dinner, " dinner")
        case .snack: (menus, keyword) = isTurkish ? (Menus.atistirmalik, " atıştırmalık") : (Menus.snack, " snack")
        case .preWorkout: (menus, keyword) = (Menus.preWorkout, " meal \"Pre-workout\"")
        }
        text.append(mistake == .unterminatedString ? " meal \"Post-workout" : keyword)
        if writesComments, random.chance(percent: 3) { writeTrailingNote(random.element(of: FixtureVocabulary.mealNotes)) }
        text.endLine()
        var foods = random.element(of: menus).filter { options.includeDefinitions || !$0.isCustom }
        if foods.count > 2, random.chance(percent: 15) { foods.remove(at: random.next(below: foods.count)) }
        if random.chance(percent: 15) {
            let extra = random.element(of: Menus.extras)
            if !foods.contains(extra) { foods.append(extra) }
        }
        if foods.isEmpty { foods = [.apple] }
        var pendingMistake = mistake == .unterminatedString ? nil : mistake
        for food in foods {
            if pendingMistake == .tabIndentation {
                record(.tabIndentation)
                text.append(byte: 0x09)
                pendingMistake = nil
            } else {
                text.append(spaces: indent)
            }
            text.append(food.name)
            if let brand = food.brand, random.chance(percent: 40) {
                text.append(" (")
                text.append(brand)
                text.append(")")
            }
            appendAmount(of: food)
            if writesComments, random.chance(percent: 2) { writeTrailingNote(random.element(of: FixtureVocabulary.foodNotes)) }
            text.endLine()
        }
        // Added as a line of its own, so that the rest of the meal reads as without the mistake.
        if pendingMistake == .amountWithoutUnit {
            record(.amountWithoutUnit)
            startBodyLine("Rice 150")
            text.endLine()
        }
    }

    /// The amount of `food` near its usual size, in one of the forms of LANGUAGE.md §3.4.
    private mutating func appendAmount(of food: Food) {
        let form = random.next(below: 100)
        switch food.usualAmount {
        case .grams(let usual):
            let grain = usual <= 10 ? 1 : usual < 50 ? 5 : 10
            let grams = max(grain, usual * random.int(in: 75...125) / 100 / grain * grain)
            if form < 70 {
                appendNumber(grams, unit: "g")
            } else if form < 78 {
                appendNumber(grams, unit: " g")
            } else if form < 83, grams % 100 == 0 {
                text.append(byte: 0x20)
                text.append(tenths: grams / 100)
                text.append("kg")
            } else if form < 87 {
                appendNumber(max(1, (grams * 10 + 142) / 283), unit: "oz")
            } else if form < 95 {
                appendServings(halves: random.int(in: 2...4))
            }
        case .millilitres(let usual):
            let millilitres = max(50, usual * random.int(in: 70...140) / 100 / 50 * 50)
            if form < 80 {
                appendNumber(millilitres, unit: "ml")
            } else if form < 88 {
                appendNumber(millilitres, unit: " ml")
            } else if form < 94, millilitres % 100 == 0 {
                text.append(byte: 0x20)
                text.append(tenths: millilitres / 100)
                text.append("l")
            }
        case .count(let usual):
            let count = max(1, usual + random.int(in: -1...1))
            if form < 55 || (form < 85 && form >= 75 && count > 1) {
                text.append(" x")
                text.append(number: count)
            } else if form < 75 {
                appendNumber(count, unit: "x")
            } else if form >= 85 {
                appendServings(halves: count * 2)
            }  // else one, written without an amount
        case .serving:
            if form >= 60 { appendServings(halves: form < 80 ? 2 : form < 90 ? 4 : 3) }
        }
    }

    private mutating func appendNumber(_ value: Int, unit: String) {
        text.append(byte: 0x20)
        text.append(number: value)
        text.append(unit)
    }

    /// `1 serving`, `1.5 servings`, `2 servings`.
    private mutating func appendServings(halves: Int) {
        text.append(byte: 0x20)
        text.append(tenths: halves * 5)
        text.append(halves == 2 ? " serving" : " servings")
    }
}
