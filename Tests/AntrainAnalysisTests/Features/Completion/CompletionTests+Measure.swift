import AntrainAnalysis
import Testing

/// Completion in `measure` entries (LANGUAGE.md §9.1): sites, sides and units.
extension CompletionTests {
    @Test func measureIsOfferedAfterADate() {
        checkCompletion("2026-11-20 me1️⃣", first: [], contains: ["measure"], details: ["measure": "body measurements: waist 82cm, bodyfat 15%"])
        checkCompletion("2026-11-20 öl1️⃣", first: [], contains: ["ölçü"])
    }

    @Test func sitesAfterTheKeywordAndAfterAComma() {
        checkCompletion("2026-11-20 measure 1️⃣", first: ["neck", "shoulders", "chest", "waist", "hips", "arm", "forearm", "thigh", "calf", "bodyfat", "left", "right"],
                        excludes: ["bel"])
        checkCompletion("2026-11-20 measure waist 82cm, hi1️⃣", first: ["neck"], contains: ["hips"], replaces: "hi")
        checkCompletion("2026-11-20 measure\n  left th1️⃣", first: ["neck"], contains: ["thigh"], replaces: "th")
        checkCompletion("2026-11-20 ölçü ba1️⃣", first: ["neck"], contains: ["bacak", "baldır"], replaces: "ba")
    }

    /// A site the line already has is not offered again; a limb is, for its other side; and
    /// `sex:` offers its values (issue #42, item 18).
    @Test func writtenSitesAreLeftOutAndSexHasItsValues() {
        checkCompletion("2026-11-20 measure waist 82cm, bodyfat 15%, left thigh 58cm, 1️⃣",
                        first: ["neck", "shoulders", "chest", "hips", "arm", "forearm", "thigh", "calf", "left", "right"],
                        excludes: ["waist", "bodyfat"])
        checkCompletion("2026-11-20 ölçü bel 82cm, b1️⃣", first: ["neck"], contains: ["baldır", "boyun"], excludes: ["bel", "waist"], replaces: "b")
        checkCompletion("2026-11-20 measure\n  Waist 82 cm, 1️⃣", first: ["neck", "shoulders", "chest", "hips"], excludes: ["waist"])
        checkCompletion("profile\n  sex: 1️⃣\n", first: ["male", "female"])
        checkCompletion("profile\n  sex: fe1️⃣\n", first: ["female"], replaces: "fe")
    }

    @Test func unitsAfterTheNumber() {
        checkCompletion("2026-11-20 measure waist 821️⃣", first: ["cm", "in"], replaces: "")
        checkCompletion("2026-11-20 measure\n  left thigh 58c1️⃣", first: ["cm", "in"], replaces: "c")
        checkCompletion("2026-11-20 measure waist 82cm, bodyfat 151️⃣", first: ["%"], excludes: ["cm"])
        checkCompletion("2026-11-20 ölçü yağ oranı 151️⃣", first: ["%"])
    }
}
