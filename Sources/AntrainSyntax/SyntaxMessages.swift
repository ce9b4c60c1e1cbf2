import AntrainBasics

/// The catalogue keys of what the parser says: its diagnostics, and the explanations of a
/// line that does not read, in English and Turkish side by side.
public enum SyntaxMessages {
    static let expectedEntryKind = MessageKey("syntax.expected-entry-kind", en: "Expected what this entry is after the date, like `lifting`, `cardio run` or `breakfast`",
        tr: "Tarihten sonra kaydın türü gelmeli; örneğin `lifting`, `cardio run` ya da `breakfast`")
    static let expectedHeader = MessageKey("syntax.expected-header", en: "An unindented line starts an entry: a date (`2026-11-20 lifting`) or `profile`, `exercise NAME`, `food NAME`, `template NAME`. Indent it if it belongs to the entry above",
        tr: "Girintisiz bir satır yeni bir kayıt başlatır: bir tarih (`2026-11-20 lifting`) ya da `profile`, `exercise NAME`, `food NAME`, `template NAME`. Satır üstteki kayda aitse girintili yazın")
    static let expectedName = MessageKey("syntax.expected-name", en: "Expected the {kind}'s name after `{kind}`",
        tr: "`{kind}` sözcüğünden sonra tanımın adı bekleniyordu")
    static let expectedProgramLine = MessageKey("syntax.expected-program-line", en: "Expected a week (`week 1`), a day under it (`mon: Upper A`) or a property (`category: strength`)",
        tr: "Bir hafta (`week 1`), altında bir gün (`mon: Upper A`) ya da bir özellik (`category: strength`) bekleniyordu")
    static let expectedProperty = MessageKey("syntax.expected-property", en: "Expected a property line like `{example}`",
        tr: "`{example}` gibi bir özellik satırı bekleniyordu")
    static let exerciseNameMissing = MessageKey("syntax.exercise-name-missing", en: "Expected an exercise name before the sets, like `Bench Press 100x5`; sets of the exercise above go one level deeper",
        tr: "Setlerden önce bir egzersiz adı bekleniyordu, örneğin `Bench Press 100x5`; üstteki egzersizin setleri bir seviye daha içeride yazılır")
    static let supersetWithoutExerciseAbove = MessageKey("syntax.superset-without-exercise", en: "A `+` joins the exercise to the superset of the exercise above it, and there is none; remove the `+` or move the line under an exercise",
        tr: "`+` işareti egzersizi üstündeki egzersizle aynı süpersete bağlar, ancak üstte bir egzersiz yok; `+` işaretini kaldırın ya da satırı bir egzersizin altına taşıyın")
    static let invalidDate = MessageKey("syntax.invalid-date", en: "{date} is not a date on the calendar; write YYYY-MM-DD",
        tr: "{date} takvimde olmayan bir tarih; YYYY-AA-GG biçiminde yazın")
    static let invalidTime = MessageKey("syntax.invalid-time", en: "{time} is not a time of day; write HH:MM from 00:00 to 23:59",
        tr: "{time} geçerli bir saat değil; 00:00 ile 23:59 arasında SS:DD biçiminde yazın")
    static let invalidUTF8 = MessageKey("syntax.invalid-utf8", en: "This line is not valid UTF-8 text; save the file as UTF-8",
        tr: "Bu satır geçerli bir UTF-8 metni değil; dosyayı UTF-8 olarak kaydedin")
    static let invalidValue = MessageKey("syntax.invalid-value", en: "Expected {expected} after `{key}:`",
        tr: "`{key}:` için {expected} bekleniyordu")
    public static let noNestingHere = MessageKey("syntax.no-nesting", en: "This line is indented deeper than the lines above it; only an exercise's sets go one level deeper",
        tr: "Bu satır üstündeki satırlardan daha içeride; yalnızca bir egzersizin setleri bir seviye daha içeride yazılır")
    static let orphanIndentedLine = MessageKey("syntax.orphan-indented-line", en: "This line is indented but belongs to no entry; start an entry above it (`2026-11-20 lifting`) or remove the indentation",
        tr: "Bu satır girintili ama hiçbir kayda ait değil; üstünde bir kayıt başlatın (`2026-11-20 lifting`) ya da girintiyi kaldırın")
    static let tabIndentation = MessageKey("syntax.tab-indentation", en: "Indent with spaces; a tab counts as one level here but looks different in every editor",
        tr: "Girinti için boşluk kullanın; sekme burada bir seviye sayılır ama her editörde farklı görünür")
    static let replaceTabs = MessageKey("fix.replace-tabs", en: "Replace tabs with spaces",
        tr: "Sekmeleri boşluklarla değiştir")
    static let trainingMaxLoadMissing = MessageKey("syntax.training-max-missing", en: "Expected the exercise and its training max, like `max Bench Press 120kg`",
        tr: "Egzersiz ve antrenman maksimumu bekleniyordu, örneğin `max Bench Press 120kg`")
    static let programNameMissing = MessageKey("syntax.program-name-missing", en: "Expected the program's name after `program`, like `program Wave 5-3-1`, or `program none` to end one",
        tr: "`program` sözcüğünden sonra programın adı bekleniyordu, örneğin `program Wave 5-3-1`; bir programı bitirmek için `program none` yazın")
    static let unknownEntryKind = MessageKey("syntax.unknown-entry-kind", en: "`{word}` is not an entry kind. Did you mean `{suggestion}`?",
        tr: "`{word}` bir kayıt türü değil. Şunu mu demek istediniz: `{suggestion}`?")
    static let unknownEntryKindNoSuggestion = MessageKey("syntax.unknown-entry-kind.none", en: "`{word}` is not an entry kind. Expected lifting, cardio, metcon, breakfast, lunch, dinner, snack, meal or bodyweight.",
        tr: "`{word}` bir kayıt türü değil. Beklenenler: lifting, cardio, metcon, breakfast, lunch, dinner, snack, meal ya da bodyweight.")
    public static let changeTo = MessageKey("fix.change-to", en: "Change to `{text}`",
        tr: "`{text}` olarak değiştir")
    static let unterminatedString = MessageKey("syntax.unterminated-string", en: "This text has no closing `\"`",
        tr: "Bu metnin kapanış `\"` işareti eksik")
    static let profileStandsAlone = MessageKey("syntax.profile-alone", en: "`profile` stands alone on its line; its properties go on indented lines below",
        tr: "`profile` kendi satırında tek başına durur; özellikleri altındaki girintili satırlara yazılır")
    static let nothingAfterDuration = MessageKey("syntax.nothing-after-duration", en: "Expected nothing after the workout's duration except a `# note`",
        tr: "Antrenman süresinden sonra yalnızca bir not (`# note`) gelebilir")
    static let cardioLeftovers = MessageKey("syntax.cardio-leftovers", en: "Expected a distance (`5km`), a duration (`26:30`) or a pace (`pace 5:05/km`) here",
        tr: "Burada bir mesafe (`5km`), bir süre (`26:30`) ya da bir tempo (`pace 5:05/km`) bekleniyordu")
    static let metconLeftovers = MessageKey("syntax.metcon-leftovers", en: "Expected a duration (`20min`), rounds (`7 rounds`) or a quoted result (`\"Fran\"`) here",
        tr: "Burada bir süre (`20min`), tur sayısı (`7 rounds`) ya da tırnak içinde bir sonuç (`\"Fran\"`) bekleniyordu")
    static let nothingAfterMealName = MessageKey("syntax.nothing-after-meal-name", en: "Expected nothing after the meal's name except a `# note`",
        tr: "Öğün adından sonra yalnızca bir not (`# note`) gelebilir")
    static let mealNameMissing = MessageKey("syntax.meal-name-missing", en: "Expected the meal's name after `meal`, like `meal \"Pre-workout\"`",
        tr: "`meal` sözcüğünden sonra öğünün adı bekleniyordu, örneğin `meal \"Pre-workout\"`")
    static let bodyweightMissing = MessageKey("syntax.bodyweight-missing", en: "Expected your bodyweight after `bodyweight`, like `78.4kg`",
        tr: "`bodyweight` sözcüğünden sonra vücut ağırlığınız bekleniyordu, örneğin `78.4kg`")
    static let nothingAfterBodyweight = MessageKey("syntax.nothing-after-bodyweight", en: "Expected nothing after the bodyweight except a `# note`",
        tr: "Vücut ağırlığından sonra yalnızca bir not (`# note`) gelebilir")
    static let weekNumberMissing = MessageKey("syntax.week-number-missing", en: "Expected the week's number after `week`, like `week 1`",
        tr: "`week` sözcüğünden sonra haftanın numarası bekleniyordu, örneğin `week 1`")
    static let weekLeftovers = MessageKey("syntax.week-leftovers", en: "Expected a quoted name (`\"5s\"`), a phase (accumulation, intensification, realization, deload), `intensity 105%` or `volume 90%` here",
        tr: "Burada tırnak içinde bir ad (`\"5s\"`), bir faz (accumulation, intensification, realization, deload), `intensity 105%` ya da `volume 90%` bekleniyordu")
    static let dayTemplateMissing = MessageKey("syntax.day-template-missing", en: "Expected the template the day follows, like `mon: Upper A`",
        tr: "Günün izlediği şablon bekleniyordu, örneğin `mon: Upper A`")
    static let dayLeftovers = MessageKey("syntax.day-leftovers", en: "Expected an RPE (`@8`), `intensity 110%` or `volume 80%` here",
        tr: "Burada bir RPE (`@8`), `intensity 110%` ya da `volume 80%` bekleniyordu")
    static let boxForm = MessageKey("syntax.box-form", en: "A box is written `[ ]` (planned) or `[x]` (done)",
        tr: "Kutu `[ ]` (planlandı) ya da `[x]` (yapıldı) diye yazılır")
    static let expectedSet = MessageKey("syntax.expected-set", en: "Expected a set like `100x5`, `BWx8` or `60s`",
        tr: "`100x5`, `BWx8` ya da `60s` gibi bir set bekleniyordu")
    static let expectedReps = MessageKey("syntax.expected-reps", en: "Expected `x` and the reps after the load, like `100x5`",
        tr: "Yükten sonra `x` ve tekrar sayısı bekleniyordu, örneğin `100x5`")
    static let leftSideMissing = MessageKey("syntax.left-side-missing",
        en: "Expected the left side's reps between `x` and `|`, like `20x10|9` (10 on the left, 9 on the right)",
        tr: "`x` ile `|` arasında sol tarafın tekrar sayısı bekleniyordu, örneğin `20x10|9` (solda 10, sağda 9)")
    static let rightSideMissing = MessageKey("syntax.right-side-missing",
        en: "Expected the right side's reps or time after `|`, like `20x10|9` or `45s|40s`",
        tr: "`|` işaretinden sonra sağ tarafın tekrar sayısı ya da süresi bekleniyordu, örneğin `20x10|9` ya da `45s|40s`")
    static let expectedRPE = MessageKey("syntax.expected-rpe", en: "Expected an RPE after `@`, like `@8`",
        tr: "`@` işaretinden sonra bir RPE bekleniyordu, örneğin `@8`")
    static let expectedRest = MessageKey("syntax.expected-rest", en: "Expected a duration after `rest`, like `rest 2:00`",
        tr: "`rest` sözcüğünden sonra bir süre bekleniyordu, örneğin `rest 2:00`")
    static let expectedSetAfterComma = MessageKey("syntax.expected-set-after-comma", en: "Expected another set after `,`",
        tr: "`,` işaretinden sonra bir set daha bekleniyordu")
    static let expectedCommaOrNote = MessageKey("syntax.expected-comma-or-note", en: "Expected `,` and another set, or a note after `#`",
        tr: "`,` ile bir set daha ya da `#` işaretinden sonra bir not bekleniyordu")
    // What a property's value should be, in `invalidValue`'s `{expected}`.
    static let valueDuration = MessageKey("syntax.value.duration", en: "a duration like `45min`, `1h05min` or `1:05:00`",
        tr: "`45min`, `1h05min` ya da `1:05:00` gibi bir süre")
    static let valueDistance = MessageKey("syntax.value.distance", en: "a distance like `5.2km`, `2000m` or `3mi`",
        tr: "`5.2km`, `2000m` ya da `3mi` gibi bir mesafe")
    static let valuePace = MessageKey("syntax.value.pace", en: "a pace like `5:05/km` or `8:10/mi`",
        tr: "`5:05/km` ya da `8:10/mi` gibi bir tempo")
    static let valueServing = MessageKey("syntax.value.serving", en: "a serving size in grams, like `60g`",
        tr: "`60g` gibi gram cinsinden bir porsiyon")
    static let valueNumber = MessageKey("syntax.value.number", en: "a number",
        tr: "bir sayı")
    static let valueBar = MessageKey("syntax.value.bar", en: "the bar's weight, like `20 kg` or `45 lb`",
        tr: "`20 kg` ya da `45 lb` gibi bir bar ağırlığı")
    static let valueRounding = MessageKey("syntax.value.rounding", en: "the smallest load step, like `2.5 kg` or `5 lb`",
        tr: "`2.5 kg` ya da `5 lb` gibi en küçük yük artışı")
    static let valueHeight = MessageKey("syntax.value.height", en: "a height like `180 cm`, `1.80 m` or `5 ft 11 in`",
        tr: "`180 cm`, `1.80 m` ya da `5 ft 11 in` gibi bir boy")
    static let expectedMeasurement = MessageKey("syntax.expected-measurement", en: "Expected a site and its measurement, like `waist 82cm` or `bodyfat 15%`",
        tr: "Bir bölge ve ölçüsü bekleniyordu, örneğin `bel 82cm` ya da `yağ oranı 15%`")
    static let valueMacros = MessageKey("syntax.value.macros", en: "the four figures per 100 g, like `380 kcal, 30 protein, 40 carbs, 12 fat`",
        tr: "`380 kcal, 30 protein, 40 carbs, 12 fat` gibi 100 g başına dört değer")

    /// Every key above, for the test that each has a translation.
    public static let all: [MessageKey] = [
        expectedEntryKind, expectedHeader, expectedName, expectedProgramLine, expectedProperty, exerciseNameMissing,
        supersetWithoutExerciseAbove, invalidDate, invalidTime, invalidUTF8, invalidValue, noNestingHere, orphanIndentedLine,
        tabIndentation, replaceTabs, trainingMaxLoadMissing, programNameMissing, unknownEntryKind, unknownEntryKindNoSuggestion,
        changeTo, unterminatedString, profileStandsAlone, nothingAfterDuration, cardioLeftovers, metconLeftovers,
        nothingAfterMealName, mealNameMissing, bodyweightMissing, nothingAfterBodyweight, weekNumberMissing, weekLeftovers,
        dayTemplateMissing, dayLeftovers, boxForm, expectedSet, expectedReps, leftSideMissing, rightSideMissing, expectedRPE, expectedRest, expectedSetAfterComma,
        expectedCommaOrNote, valueDuration, valueDistance, valuePace, valueServing, valueNumber, valueBar, valueRounding,
        valueHeight, valueMacros,
        expectedMeasurement,
    ]
}
