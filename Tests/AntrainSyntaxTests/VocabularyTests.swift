import AntrainSyntax
import Testing

/// The vocabularies (``Vocabulary``): each spelling names one word, the byte matcher reads
/// what the parser always read, and the lists derived for completion and the value readers
/// are the lists they were before they were derived.
@Suite struct VocabularyTests {
    @Test func everySpellingIsLowercaseAndNamesOneWord() {
        checkSpellings(DatedKindWord.self)
        checkSpellings(DefinitionWord.self)
        checkSpellings(CardioTypeWord.self)
        checkSpellings(MetconTypeWord.self)
        checkSpellings(SetTagWord.self)
        checkSpellings(DurationUnitWord.self)
        checkSpellings(LoadUnit.self)
        checkSpellings(DistanceSyntax.Unit.self)
        checkSpellings(ProgramWeekday.self)
        checkSpellings(ProgramPhase.self)
        checkSpellings(NutrientKeyWord.self)
        checkSpellings(NutrientUnitWord.self)
        checkSpellings(FoodUnitWord.self)
    }

    @Test func theMatcherReadsEverySpellingInAnyASCIICase() {
        checkMatcher(DatedKindWord.self)
        checkMatcher(DefinitionWord.self)
        checkMatcher(CardioTypeWord.self)
        checkMatcher(MetconTypeWord.self)
        checkMatcher(SetTagWord.self)
        checkMatcher(DurationUnitWord.self)
        checkMatcher(LoadUnit.self)
        checkMatcher(DistanceSyntax.Unit.self)
        checkMatcher(ProgramWeekday.self)
        checkMatcher(ProgramPhase.self)
        checkMatcher(NutrientKeyWord.self)
        checkMatcher(NutrientUnitWord.self)
        checkMatcher(FoodUnitWord.self)
    }

    /// Only ASCII letters fold, as the parser's keywords always did: `ÖĞLE` is no `öğle`.
    @Test func nonASCIILettersMatchOnlyAsWritten() {
        #expect(DatedKindWord.matching("Öğle") == nil)
        #expect(DatedKindWord.matching("öĞle") == nil)
        #expect(DatedKindWord.matching("öğle") == .lunch)
        #expect(DatedKindWord.matching("KAHVALTı") == .breakfast)
        #expect(CardioTypeWord.matching("KOşU") == .run)
    }

    @Test func prefixesLongerWordsAndOtherWordsAreNoWords() {
        #expect(DatedKindWord.matching("lif") == nil)
        #expect(DatedKindWord.matching("liftings") == nil)
        #expect(DatedKindWord.matching("") == nil)
        #expect(DatedKindWord.matching("antrenmanlar") == nil)
        #expect(SetTagWord.matching("warm") == nil)
        #expect(DurationUnitWord.matching("m") == nil, "a lone m is metres")
        #expect(DistanceSyntax.Unit.matching("m") == .m)
        #expect(DurationUnitWord.matching("Dakika") == .minutes)
        #expect(MetconTypeWord.matching("For-Time") == .fortime)
        #expect(LoadUnit.matching("KGS") == .kg)
        #expect(LoadUnit.named("KG") == nil, "named(_:) takes a lowercase word, as it always did")
        #expect(LoadUnit.named("lbs") == .lb)
    }

    @Test func propertyKeysAreMatchedOnBytesInAnyASCIICase() {
        for key in PropertyKey.allCases {
            for variant in [key.rawValue, key.rawValue.uppercasedASCII, key.rawValue.capitalizedASCII] {
                var text = variant
                let found = text.withUTF8 { PropertyKey.matching($0, 0..<$0.count) }
                #expect(found == key, "\(variant)")
            }
        }
        var text = "per  100g"
        #expect(text.withUTF8 { PropertyKey.matching($0, 0..<$0.count) } == nil, "one space, as the key reader joins it")
    }

    /// "Did you mean" after a date picks from the logging words, their other spellings, the
    /// body words and then the Turkish ones, in that order (ties go to the first).
    @Test func suggestedKindsKeepTheirOrder() {
        #expect(Keywords.suggestedDatedKinds == Keywords.canonicalDatedKinds + ["lift", "weight"] + Keywords.bodyDatedKinds
                + Keywords.turkishDatedKinds.map(\.turkish))
    }

    /// The derived lists, pinned to what they were when each was written by hand: completion's
    /// order and "did you mean"'s ties depend on them.
    @Test func derivedListsKeepTheirOrder() {
        #expect(Keywords.canonicalDatedKinds == ["lifting", "cardio", "metcon", "breakfast", "lunch", "dinner", "snack", "meal", "bodyweight"])
        #expect(Keywords.planningDatedKinds == ["max", "program"])
        #expect(Keywords.bodyDatedKinds == ["measure"])
        #expect(Keywords.canonicalDefinitionKinds == ["profile", "exercise", "food", "template", "program", "recipe"])
        #expect(Keywords.turkishDatedKinds.map { "\($0.turkish)=\($0.english)" } == [
            "antrenman=lifting", "kardiyo=cardio", "kahvaltı=breakfast", "öğle=lunch", "akşam=dinner", "atıştırmalık=snack",
            "öğün=meal", "ağırlık=bodyweight", "kilo=bodyweight", "maks=max", "ölçü=measure",
        ])
        #expect(Keywords.turkishDefinitionKinds.map { "\($0.turkish)=\($0.english)" } == [
            "profil=profile", "egzersiz=exercise", "besin=food", "şablon=template", "tarif=recipe",
        ])
        #expect(Keywords.cardioTypes == ["run", "bike", "row", "swim", "walk", "elliptical", "ski"])
        #expect(Keywords.turkishCardioTypes.map(\.turkish) == ["koşu", "bisiklet", "kürek", "yüzme", "yürüyüş", "eliptik"])
        #expect(Keywords.canonicalMetconTypes == ["amrap", "emom", "fortime"])
        #expect(Keywords.metconTypes == ["amrap", "emom", "fortime", "for-time"])
        #expect(SetTagWord.allSpellings == ["warmup", "w", "drop", "d", "failure", "f", "rest"])
        #expect(DurationUnits.words(.hours) == ["h", "hr", "hrs", "hour", "hours", "sa", "saat"])
        #expect(DurationUnits.words(.minutes) == ["min", "mins", "minute", "minutes", "dk", "dakika", "m"])
        #expect(DurationUnits.words(.seconds) == ["s", "sec", "secs", "second", "seconds", "sn", "saniye"])
        #expect(Set(DurationUnits.short) == ["s", "sec", "min", "h", "sn", "dk", "sa"])
        #expect(DurationUnits.turkish == ["sa", "saat", "dk", "dakika", "sn", "saniye"])
        #expect(LoadUnit.allSpellings == ["kg", "kgs", "lb", "lbs"])
        #expect(DistanceSyntax.Unit.allSpellings == ["km", "m", "mi", "mile", "miles"])
    }

    /// Every word of a vocabulary means what its case says to the parser.
    @Test(arguments: DatedKindWord.allSpellings)
    func everyDatedKindSpellingStartsItsKind(_ spelling: String) throws {
        let word = try #require(DatedKindWord.matching(spelling))
        let tree = Parser.parse("2026-11-20 \(spelling.capitalizedASCII)")
        #expect(tree.entries.first?.kind == word.entryKind, "\(spelling)")
    }

    @Test(arguments: DefinitionWord.allSpellings)
    func everyDefinitionSpellingStartsItsKind(_ spelling: String) throws {
        let word = try #require(DefinitionWord.matching(spelling))
        let tree = Parser.parse("\(spelling) Something\n")
        #expect(tree.entries.first?.kind == word.entryKind, "\(spelling)")
    }
}

// MARK: - Helpers

private func checkSpellings<Word: Vocabulary>(_ vocabulary: Word.Type, sourceLocation: SourceLocation = #_sourceLocation) {
    var seen: [String: Word] = [:]
    for word in Word.allCases {
        #expect(!word.english.isEmpty, "\(word) has no English spelling", sourceLocation: sourceLocation)
        for spelling in word.spellings.map(\.description) {
            #expect(spelling == spelling.lowercased(), "\(spelling) is not lowercase", sourceLocation: sourceLocation)
            if let other = seen[spelling] {
                Issue.record("\(spelling) spells both \(other) and \(word)", sourceLocation: sourceLocation)
            }
            seen[spelling] = word
        }
    }
}

private func checkMatcher<Word: Vocabulary>(_ vocabulary: Word.Type, sourceLocation: SourceLocation = #_sourceLocation) {
    for word in Word.allCases {
        for spelling in word.spellings.map(\.description) {
            for variant in [spelling, spelling.uppercasedASCII, spelling.capitalizedASCII] {
                #expect(Word.matching(variant) == word, "\(variant)", sourceLocation: sourceLocation)
            }
            #expect(Word.matching(spelling + "x") == nil, "\(spelling)x", sourceLocation: sourceLocation)
        }
    }
}

extension String {
    /// The string with its ASCII letters in upper case (others kept).
    var uppercasedASCII: String {
        String(decoding: utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    /// The string with its first byte in upper case when it is an ASCII letter.
    var capitalizedASCII: String {
        guard let first = utf8.first, first >= 0x61 && first <= 0x7A else { return self }
        return String(decoding: [first - 0x20] + utf8.dropFirst(), as: UTF8.self)
    }
}
