import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Completion of the figure names in a food's `per 100g:` (LANGUAGE.md §9.2): after a number,
/// `kcal`, `protein`, `carbs`, `fat`, `fiber`, `sugar`, `satfat`, `sodium`, with the Turkish
/// `lif`, `şeker`, `doymuş yağ`, `sodyum` once begun (or first, for a Turkish user). A figure
/// the line already gives is not offered again.
extension CompletionBuilder {
    /// One name a figure of `per 100g:` is offered with: the canonical English of each figure,
    /// and each Turkish spelling (``NutrientKeyWord``).
    struct NutrientKeyOffer {
        let word: String
        let figure: NutrientKeyWord
        let isTurkish: Bool
    }

    /// The offers in the order the format writes the figures, each figure's Turkish after its English.
    static let nutrientKeyOffers: [NutrientKeyOffer] = NutrientKeyWord.allCases.flatMap { figure in
        [NutrientKeyOffer(word: figure.spelling, figure: figure, isTurkish: false)]
            + figure.turkish.map { NutrientKeyOffer(word: $0.description, figure: figure, isTurkish: true) }
    }

    /// `typed` is the pair being written (after the colon or the last comma): a number, an
    /// optional `g` or `mg`, and the start of the name. Nothing before the number is typed.
    mutating func addNutrientKeys(typed: TextRange) {
        let bytes = Array(typedText(typed).utf8)
        var index = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            index += 1
        }
        guard index > 0 else { return }
        let afterNumber = String(decoding: bytes[index...], as: UTF8.self)
        var words = afterNumber.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        // Skip the spaces after the number and a unit followed by a space (`0.4g sodium`).
        while words.first == "" , words.count > 1 { words.removeFirst() }
        if words.count > 1, NutrientUnitWord.matching(words[0]) != nil { words.removeFirst() }
        while words.first == "", words.count > 1 { words.removeFirst() }
        var name = words.joined(separator: " ")
        // A unit glued to the number (`12g pro`) is not part of the name.
        for unit in NutrientUnitWord.allSpellings.map({ $0 + " " }) where name.lowercased().hasPrefix(unit) {
            name = String(name.dropFirst(unit.count))
        }
        let nameStart = typed.upperBound - name.utf8.count
        let replace = TextRange(nameStart, typed.upperBound)
        let query = SearchText.key(name)
        let written = writtenFigures(before: typed.lowerBound)
        let turkishFirst = language == .tr
        for turkish in [turkishFirst, !turkishFirst] {
            for key in Self.nutrientKeyOffers where key.isTurkish == turkish && !written.contains(key.figure) {
                // Turkish twins once begun, unless the user reads Turkish.
                if key.isTurkish, query.isEmpty, !turkishFirst { continue }
                guard query.isEmpty || SearchText.key(key.word).hasPrefix(query) else { continue }
                append(CompletionCandidate(label: key.word, kind: .value, detail: say(NutrientKeyMessages.detail(key.figure)),
                                           replaceRange: replace))
            }
        }
    }

    /// The figures the `per 100g:` line gives before the pair being typed.
    private func writtenFigures(before start: Int) -> Set<NutrientKeyWord> {
        let lineIndex = file.tree.source.lineIndex
        let lineStart = lineIndex.lineStart(lineIndex.line(containing: start))
        let text = typedText(TextRange(lineStart, start)).lowercased()
        guard let colon = text.firstIndex(of: ":") else { return [] }
        var figures = Set<NutrientKeyWord>()
        for pair in text[text.index(after: colon)...].split(separator: ",") {
            // The first name of the pair: `saturated fat` is saturated fat, not fat.
            if let figure = pair.split(separator: " ").lazy.compactMap({ NutrientKeyWord.starting(with: String($0)) }).first {
                figures.insert(figure)
            }
        }
        return figures
    }
}

/// The details of the `per 100g:` names in completion, in English and Turkish.
enum NutrientKeyMessages {
    static let kcal = MessageKey("completion.per100g.kcal", en: "Energy in kcal per 100 g",
        tr: "100 g'daki enerji, kcal")
    static let protein = MessageKey("completion.per100g.protein", en: "Protein in grams per 100 g",
        tr: "100 g'daki protein, gram")
    static let carbs = MessageKey("completion.per100g.carbs", en: "Carbohydrate in grams per 100 g, fibre included",
        tr: "100 g'daki karbonhidrat, gram (lif dahil)")
    static let fat = MessageKey("completion.per100g.fat", en: "Fat in grams per 100 g",
        tr: "100 g'daki yağ, gram")
    static let fiber = MessageKey("completion.per100g.fiber", en: "Fibre in grams per 100 g",
        tr: "100 g'daki lif, gram")
    static let sugar = MessageKey("completion.per100g.sugar", en: "Sugar in grams per 100 g",
        tr: "100 g'daki şeker, gram")
    static let satFat = MessageKey("completion.per100g.satfat", en: "Saturated fat in grams per 100 g",
        tr: "100 g'daki doymuş yağ, gram")
    static let sodium = MessageKey("completion.per100g.sodium", en: "Sodium in milligrams per 100 g (0.4g sodium is 400 mg)",
        tr: "100 g'daki sodyum, miligram (0.4g sodyum 400 mg'dır)")

    static func detail(_ figure: NutrientKeyWord) -> MessageKey {
        switch figure {
        case .kcal: kcal
        case .protein: protein
        case .carbs: carbs
        case .fat: fat
        case .fiber: fiber
        case .sugar: sugar
        case .satFat: satFat
        case .sodium: sodium
        }
    }

    static let all: [MessageKey] = [kcal, protein, carbs, fat, fiber, sugar, satFat, sodium]
}
