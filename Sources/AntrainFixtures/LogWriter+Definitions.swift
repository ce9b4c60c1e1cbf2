extension LogWriter {
    /// The opening comment, then the profile, the custom exercises and foods and the templates,
    /// each a definition entry after a blank line.
    mutating func writeDefinitions() {
        if writesComments {
            text.append("# ")
            text.append(athlete.name)
            text.append("'s training log. Oldest at the top; synthetic, from AntrainFixtures.")
            text.endLine()
        }
        guard options.includeDefinitions else { return }
        writeProfile()
        for (name, properties) in FixtureVocabulary.customExercises {
            writeDefinition("exercise ", name: name, lines: properties)
        }
        for (name, properties) in FixtureVocabulary.customFoods {
            writeDefinition("food ", name: name, lines: properties)
        }
        for session in Session.allCases where session.hasTemplate {
            writeDefinition("template ", name: session.title, lines: session.templateItems)
        }
        if options.features.contains(.planning) { writeProgram() }
    }

    /// The name of the generated logs' program.
    static let programName = "Upper Lower Wave"

    /// Four weeks over the three templates, the last a deload.
    private mutating func writeProgram() {
        var lines = ["category: strength", "progression: wave"]
        for week in 1...4 {
            lines.append(week == 4 ? "week 4 deload intensity 60% volume 50%" : week == 1 ? "week 1" : "week \(week) intensity \(100 + 5 * (week - 1))%")
            lines.append("  mon: Upper A")
            lines.append("  tue: Lower A @8")
            lines.append("  thu: Upper B")
        }
        writeDefinition("program ", name: Self.programName, lines: lines)
    }

    /// On the first of a month: the bench press's training max, and (with definitions) the
    /// program started again.
    mutating func writePlanningLines() {
        guard options.features.contains(.planning), date.components.day == 1 else { return }
        text.endLine()
        text.append(date: date)
        text.append(" max Bench Press 100kg")
        text.endLine()
        guard options.includeDefinitions else { return }
        text.endLine()
        text.append(date: date)
        text.append(" program ")
        text.append(Self.programName)
        text.endLine()
    }

    /// Goals that suit the athlete: about 30 kcal and 2 g of protein per kilogram.
    private mutating func writeProfile() {
        let kilograms = athlete.bodyweight / 100
        let calories = kilograms * 30 / 50 * 50
        let protein = kilograms * 2 / 5 * 5
        let fat = kilograms * 9 / 10 / 5 * 5
        let carbs = max(0, (calories - 4 * protein - 9 * fat) / 4 / 5 * 5)
        text.endLine()
        text.append("profile")
        text.endLine()
        writeProperty("name: ", athlete.name)
        text.append("  height: ")
        let centimetres = athlete.heightCentimetres
        let form = random.next(below: 100)
        if form < 60 {
            text.append(number: centimetres)
            text.append(" cm")
        } else if form < 85 {
            text.append(number: centimetres / 100)
            text.append(".")
            text.append(twoDigits: centimetres % 100)
            text.append(" m")
        } else {
            let inches = (centimetres * 100 + 127) / 254
            text.append(number: inches / 12)
            text.append(" ft ")
            text.append(number: inches % 12)
            text.append(" in")
        }
        text.endLine()
        writeProperty("unit: ", "kg")
        for (key, value) in [("calories: ", calories), ("protein: ", protein), ("carbs: ", carbs), ("fat: ", fat)] {
            text.append("  ")
            text.append(key)
            text.append(number: value)
            text.endLine()
        }
    }

    private mutating func writeDefinition(_ keyword: String, name: String, lines: [String]) {
        text.endLine()
        text.append(keyword)
        text.append(name)
        text.endLine()
        for line in lines {
            writeProperty(line, "")
        }
    }

    private mutating func writeProperty(_ key: String, _ value: String) {
        text.append("  ")
        text.append(key)
        text.append(value)
        text.endLine()
    }
}
