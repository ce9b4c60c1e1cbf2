import AntrainModel
import Testing

@Suite struct PlateCalculatorTests {
    static let kilogramPlates: [Double] = [25, 20, 15, 10, 5, 2.5, 1.25]

    @Test func heaviestPlatesFirstPerSide() throws {
        // (140 − 20) / 2 = 60 a side: 25 + 25 + 10.
        let loading = try #require(PlateCalculator.loading(140, bar: 20, plates: Self.kilogramPlates))
        #expect(loading.perSide == [25, 25, 10])
        #expect(loading.isExact(for: 140))
        // (102.5 − 20) / 2 = 41.25: 25 + 15 + 1.25.
        #expect(PlateCalculator.loading(102.5, bar: 20, plates: Self.kilogramPlates)?.perSide == [25, 15, 1.25])
    }

    @Test func poundsWithAPoundBar() {
        // (225 − 45) / 2 = 90: two 45s. (185 − 45) / 2 = 70: 45 + 25.
        let plates: [Double] = [45, 35, 25, 10, 5, 2.5]
        #expect(PlateCalculator.loading(225, bar: 45, plates: plates)?.perSide == [45, 45])
        #expect(PlateCalculator.loading(185, bar: 45, plates: plates)?.perSide == [45, 25])
    }

    @Test func aLoadThePlatesCannotMakeGivesTheNearestLighterOne() throws {
        // 101 kg: 40.5 a side; 25 + 15 = 40, then 0.5 is left with 1.25 the smallest: 100 kg.
        let loading = try #require(PlateCalculator.loading(101, bar: 20, plates: Self.kilogramPlates))
        #expect(loading.perSide == [25, 15])
        #expect(loading.total == 100)
        #expect(!loading.isExact(for: 101))
    }

    @Test func theBarAloneAndLighterThanTheBar() {
        #expect(PlateCalculator.loading(20, bar: 20, plates: Self.kilogramPlates)?.perSide == [])
        #expect(PlateCalculator.loading(15, bar: 20, plates: Self.kilogramPlates) == nil)
        #expect(PlateCalculator.loading(.infinity, bar: 20, plates: Self.kilogramPlates) == nil)
    }

    @Test func sparklineSpansLowestToHighest() {
        #expect(Sparkline.render([100, 102.5, 105, 110, 115, 117.5]) == "▁▂▃▅▇█")
        #expect(Sparkline.render([100, 100, 100]) == "▄▄▄")
        #expect(Sparkline.render([]) == "")
    }
}
