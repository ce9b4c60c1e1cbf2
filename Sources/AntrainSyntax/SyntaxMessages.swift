import AntrainBasics

/// The catalogue keys of what the parser says: its diagnostics, and the explanations of a
/// line that does not read. English here; other languages in ``Catalogue``.
public enum SyntaxMessages {
    static let expectedEntryKind = MessageKey("syntax.expected-entry-kind", "Expected what this entry is after the date, like `lifting`, `cardio run` or `breakfast`")
    static let expectedHeader = MessageKey("syntax.expected-header", "An unindented line starts an entry: a date (`2026-11-20 lifting`) or `profile`, `exercise NAME`, `food NAME`, `template NAME`. Indent it if it belongs to the entry above")
    static let expectedName = MessageKey("syntax.expected-name", "Expected the {kind}'s name after `{kind}`")
    static let expectedProgramLine = MessageKey("syntax.expected-program-line", "Expected a week (`week 1`), a day under it (`mon: Upper A`) or a property (`category: strength`)")
    static let expectedProperty = MessageKey("syntax.expected-property", "Expected a property line like `{example}`")
    static let exerciseNameMissing = MessageKey("syntax.exercise-name-missing", "Expected an exercise name before the sets, like `Bench Press 100x5`; sets of the exercise above go one level deeper")
    static let supersetWithoutExerciseAbove = MessageKey("syntax.superset-without-exercise", "A `+` joins the exercise to the superset of the exercise above it, and there is none; remove the `+` or move the line under an exercise")
    static let invalidDate = MessageKey("syntax.invalid-date", "{date} is not a date on the calendar; write YYYY-MM-DD")
    static let invalidTime = MessageKey("syntax.invalid-time", "{time} is not a time of day; write HH:MM from 00:00 to 23:59")
    static let invalidUTF8 = MessageKey("syntax.invalid-utf8", "This line is not valid UTF-8 text; save the file as UTF-8")
    static let invalidValue = MessageKey("syntax.invalid-value", "Expected {expected} after `{key}:`")
    public static let noNestingHere = MessageKey("syntax.no-nesting", "This line is indented deeper than the lines above it; only an exercise's sets go one level deeper")
    static let orphanIndentedLine = MessageKey("syntax.orphan-indented-line", "This line is indented but belongs to no entry; start an entry above it (`2026-11-20 lifting`) or remove the indentation")
    static let tabIndentation = MessageKey("syntax.tab-indentation", "Indent with spaces; a tab counts as one level here but looks different in every editor")
    static let replaceTabs = MessageKey("fix.replace-tabs", "Replace tabs with spaces")
    static let trainingMaxLoadMissing = MessageKey("syntax.training-max-missing", "Expected the exercise and its training max, like `max Bench Press 120kg`")
    static let programNameMissing = MessageKey("syntax.program-name-missing", "Expected the program's name after `program`, like `program Wave 5-3-1`, or `program none` to end one")
    static let unknownEntryKind = MessageKey("syntax.unknown-entry-kind", "`{word}` is not an entry kind. Did you mean `{suggestion}`?")
    static let unknownEntryKindNoSuggestion = MessageKey("syntax.unknown-entry-kind.none", "`{word}` is not an entry kind. Expected lifting, cardio, metcon, breakfast, lunch, dinner, snack, meal or bodyweight.")
    public static let changeTo = MessageKey("fix.change-to", "Change to `{text}`")
    static let unterminatedString = MessageKey("syntax.unterminated-string", "This text has no closing `\"`")
    static let profileStandsAlone = MessageKey("syntax.profile-alone", "`profile` stands alone on its line; its properties go on indented lines below")
    static let nothingAfterDuration = MessageKey("syntax.nothing-after-duration", "Expected nothing after the workout's duration except a `# note`")
    static let cardioLeftovers = MessageKey("syntax.cardio-leftovers", "Expected a distance (`5km`), a duration (`26:30`) or a pace (`pace 5:05/km`) here")
    static let metconLeftovers = MessageKey("syntax.metcon-leftovers", "Expected a duration (`20min`), rounds (`7 rounds`) or a quoted result (`\"Fran\"`) here")
    static let nothingAfterMealName = MessageKey("syntax.nothing-after-meal-name", "Expected nothing after the meal's name except a `# note`")
    static let mealNameMissing = MessageKey("syntax.meal-name-missing", "Expected the meal's name after `meal`, like `meal \"Pre-workout\"`")
    static let bodyweightMissing = MessageKey("syntax.bodyweight-missing", "Expected your bodyweight after `bodyweight`, like `78.4kg`")
    static let nothingAfterBodyweight = MessageKey("syntax.nothing-after-bodyweight", "Expected nothing after the bodyweight except a `# note`")
    static let weekNumberMissing = MessageKey("syntax.week-number-missing", "Expected the week's number after `week`, like `week 1`")
    static let weekLeftovers = MessageKey("syntax.week-leftovers", "Expected a quoted name (`\"5s\"`), a phase (accumulation, intensification, realization, deload), `intensity 105%` or `volume 90%` here")
    static let dayTemplateMissing = MessageKey("syntax.day-template-missing", "Expected the template the day follows, like `mon: Upper A`")
    static let dayLeftovers = MessageKey("syntax.day-leftovers", "Expected an RPE (`@8`), `intensity 110%` or `volume 80%` here")
    static let boxForm = MessageKey("syntax.box-form", "A box is written `[ ]` (planned) or `[x]` (done)")
    static let expectedSet = MessageKey("syntax.expected-set", "Expected a set like `100x5`, `BWx8` or `60s`")
    static let expectedReps = MessageKey("syntax.expected-reps", "Expected `x` and the reps after the load, like `100x5`")
    static let expectedRPE = MessageKey("syntax.expected-rpe", "Expected an RPE after `@`, like `@8`")
    static let expectedRest = MessageKey("syntax.expected-rest", "Expected a duration after `rest`, like `rest 2:00`")
    static let expectedSetAfterComma = MessageKey("syntax.expected-set-after-comma", "Expected another set after `,`")
    static let expectedCommaOrNote = MessageKey("syntax.expected-comma-or-note", "Expected `,` and another set, or a note after `#`")
    // What a property's value should be, in `invalidValue`'s `{expected}`.
    static let valueDuration = MessageKey("syntax.value.duration", "a duration like `45min`, `1h05min` or `1:05:00`")
    static let valueDistance = MessageKey("syntax.value.distance", "a distance like `5.2km`, `2000m` or `3mi`")
    static let valuePace = MessageKey("syntax.value.pace", "a pace like `5:05/km` or `8:10/mi`")
    static let valueServing = MessageKey("syntax.value.serving", "a serving size in grams, like `60g`")
    static let valueNumber = MessageKey("syntax.value.number", "a number")
    static let valueBar = MessageKey("syntax.value.bar", "the bar's weight, like `20 kg` or `45 lb`")
    static let valueRounding = MessageKey("syntax.value.rounding", "the smallest load step, like `2.5 kg` or `5 lb`")
    static let valueHeight = MessageKey("syntax.value.height", "a height like `180 cm`, `1.80 m` or `5 ft 11 in`")
    static let expectedMeasurement = MessageKey("syntax.expected-measurement", "Expected a site and its measurement, like `waist 82cm` or `bodyfat 15%`")
    static let valueMacros = MessageKey("syntax.value.macros", "the four figures per 100 g, like `380 kcal, 30 protein, 40 carbs, 12 fat`")

    /// Every key above, for the test that each has a translation.
    public static let all: [MessageKey] = [
        expectedEntryKind, expectedHeader, expectedName, expectedProgramLine, expectedProperty, exerciseNameMissing,
        supersetWithoutExerciseAbove, invalidDate, invalidTime, invalidUTF8, invalidValue, noNestingHere, orphanIndentedLine,
        tabIndentation, replaceTabs, trainingMaxLoadMissing, programNameMissing, unknownEntryKind, unknownEntryKindNoSuggestion,
        changeTo, unterminatedString, profileStandsAlone, nothingAfterDuration, cardioLeftovers, metconLeftovers,
        nothingAfterMealName, mealNameMissing, bodyweightMissing, nothingAfterBodyweight, weekNumberMissing, weekLeftovers,
        dayTemplateMissing, dayLeftovers, boxForm, expectedSet, expectedReps, expectedRPE, expectedRest, expectedSetAfterComma,
        expectedCommaOrNote, valueDuration, valueDistance, valuePace, valueServing, valueNumber, valueBar, valueRounding,
        valueHeight, valueMacros,
        expectedMeasurement,
    ]
}
