import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// `measure` entries (LANGUAGE.md §9.1): reading, the models, the body-fat estimate, hover
/// and the canonical form. Every figure worked out by hand beside its assertion.
@Suite struct MeasurementTests {
    // MARK: - The U.S. Navy estimate

    @Test func theNavyEstimateForAMan() {
        // 495 / (1.0324 − 0.19077·log10(85 − 38) + 0.15456·log10(180)) − 450
        // log10(47) = 1.67210, log10(180) = 2.25527:
        // 1.0324 − 0.31899 + 0.34857 = 1.06198; 495 / 1.06198 = 466.11; − 450 = 16.11 %.
        let percent = NavyBodyFat.estimate(sex: .male, heightCm: 180, neckCm: 38, waistCm: 85, hipsCm: nil)
        #expect(percent.map { abs($0 - 16.11) < 0.01 } == true, "\(String(describing: percent))")
    }

    @Test func theNavyEstimateForAWomanUsesHips() {
        // 165 cm, neck 33, waist 70, hips 98: 70 + 98 − 33 = 135.
        // log10(135) = 2.13033, log10(165) = 2.21748:
        // 1.29579 − 0.35004·2.13033 + 0.22100·2.21748 = 1.29579 − 0.74570 + 0.49006 = 1.04015;
        // 495 / 1.04015 = 475.89; − 450 = 25.89 %.
        let percent = NavyBodyFat.estimate(sex: .female, heightCm: 165, neckCm: 33, waistCm: 70, hipsCm: 98)
        #expect(percent.map { abs($0 - 25.89) < 0.01 } == true, "\(String(describing: percent))")
        #expect(NavyBodyFat.estimate(sex: .female, heightCm: 165, neckCm: 33, waistCm: 70, hipsCm: nil) == nil)
    }

    @Test func noEstimateWhenTheWaistIsNoLargerThanTheNeck() {
        #expect(NavyBodyFat.estimate(sex: .male, heightCm: 180, neckCm: 40, waistCm: 40, hipsCm: nil) == nil)
    }

    // MARK: - Reading and models

    @Test func headerAndBodyMeasurementsBecomeModelsInCentimetres() {
        let snapshot = analyze("""
            2026-10-27 measure waist 82cm, chest 101 cm, bodyfat 15%
            2026-11-20 measurements
              waist 32in
              left thigh 58cm, right thigh 57.5cm
              ön kol 30cm
            """)
        let models = snapshot.files[0].lowered.measurements.map(\.measurement)
        #expect(models.map(\.seriesName) == ["waist", "chest", "bodyfat", "waist", "left thigh", "right thigh", "forearm"])
        // 32 in × 2.54 = 81.28 cm.
        #expect(models.map(\.value) == [82, 101, 15, 81.28, 58, 57.5, 30])
        #expect(models[3].date == LocalDate(year: 2026, month: 11, day: 20))
        #expect(models.map(\.source.line) == [1, 1, 1, 3, 4, 4, 5])
        #expect(snapshot.files[0].diagnostics.isEmpty, "\(snapshot.files[0].diagnostics)")
    }

    /// `left waist` is an error with a fix, and the waist still counts without the side, so
    /// the body-fat estimate that reads it keeps working (issue #42, item 16).
    @Test func aSideOnASiteWithoutSidesStillCountsTheSite() {
        let snapshot = analyze("2026-11-20 measure left waist 80cm, right thigh 57cm\n")
        let models = snapshot.files[0].lowered.measurements.map(\.measurement)
        #expect(models.map(\.seriesName) == ["waist", "right thigh"])
        #expect(models.map(\.value) == [80, 57])
        #expect(snapshot.files[0].diagnostics.map(\.code) == [.unknownMeasurementSite])
    }

    // MARK: - Hover

    @Test func hoverOnAMansMeasurementsEstimatesBodyFatAndLeanMass() {
        checkHover("""
            profile
              height: 180 cm
              sex: male
            2026-11-01 measure waist 87cm
            2026-11-27 bodyweight 80kg
            2026-11-27 1️⃣measure neck 38cm, waist 85cm
            """, contains: [
                "**Measurements** — 2026-11-27",
                // 85 − 87 = −2; 85 / 180 = 0.472 → 0.47.
                "- waist 85 cm · −2 cm since 2026-11-01 · Waist-to-height ratio 0.47",
                "- neck 38 cm",
                "Body fat ≈ 16.1 % (U.S. Navy estimate from height, neck, waist)",
                // 80 × (1 − 0.16107) = 67.11 → 67.1 kg lean, 80 − 67.11 = 12.89 → 12.9 kg fat.
                "Lean mass 67.1 kg · fat 12.9 kg (at 80 kg bodyweight)",
            ])
    }

    @Test func hoverOnAWomansMeasurementsUsesHips() {
        checkHover("""
            profile
              height: 165 cm
              sex: female
            2026-11-27 bodyweight 60kg
            2026-11-27 measure
              neck 33cm
              1️⃣waist 70cm, hips 98cm
            """, contains: [
                // On a body line: that line's measurements only.
                "- waist 70 cm · Waist-to-height ratio 0.42",
                "- hips 98 cm",
                "Body fat ≈ 25.9 % (U.S. Navy estimate from height, neck, waist and hips)",
                // 60 × (1 − 0.25892) = 44.46 → 44.5 kg; 60 − 44.46 = 15.54 → 15.5 kg.
                "Lean mass 44.5 kg · fat 15.5 kg (at 60 kg bodyweight)",
            ], lacks: ["- neck"])
    }

    /// Issue #42 item 10: neck 40, waist 40.5 at 180 cm. log10(0.5) = −0.30103, log10(180) =
    /// 2.25527: density 1.0324 + 0.19077 × 0.30103 + 0.15456 × 2.25527 = 1.43840; 495 /
    /// 1.43840 − 450 = −105.9 %, outside 2–70 %: not shown (nor a lean mass of 164.7 kg), and
    /// the waist says which measurements gave it.
    @Test func anEstimateNoBodyCanHaveIsNotShown() throws {
        let log = """
            profile
              height: 180 cm
              sex: male
            2026-11-27 bodyweight 80kg
            2026-11-27 1️⃣measure neck 40cm, waist 40.5cm
            """
        checkHover(log, contains: ["- waist 40.5 cm"], lacks: ["Body fat", "Lean mass", "-105", "−105"])
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "t.antrain", text: log.replacingOccurrences(of: "1️⃣", with: ""))],
                                                 settings: testSettings)
        let warning = try #require(snapshot.files[0].diagnostics.first { $0.code == .implausibleMeasurement })
        #expect(warning.severity == .warning)
        #expect(warning.message(in: .en) == "The U.S. Navy estimate from height 180 cm, neck 40 cm and waist 40.5 cm is -105.9 %, "
            + "outside 2–70 %: these measurements do not fit together (a typo?), so no body fat is shown for 2026-11-27")
        #expect(warning.message(in: .tr).hasPrefix("Boy 180 cm, boyun 40 cm ve bel 40,5 cm ölçülerinden ABD Donanması tahmini %-105,9"))
        let body = BodyComposition(snapshot: snapshot, athlete: 0)
        #expect(body.bodyFat(on: LocalDate(year: 2026, month: 11, day: 27)) == nil)
    }

    @Test func aWrittenBodyFatWinsOverTheEstimate() {
        checkHover("""
            profile
              height: 180 cm
              sex: male
            2026-11-27 1️⃣measure neck 38cm, waist 85cm, bodyfat 14%
            """, contains: ["Body fat 14 %"], lacks: ["≈"])
    }

    @Test func hoverSaysWhatTheEstimateNeeds() {
        checkHover("2026-11-27 1️⃣measure waist 85cm\n", contains: ["For a body-fat estimate, add `sex:`, `height:`, `neck`"])
    }

    @Test func lengthsAreShownInInchesForAnAthleteInPounds() {
        checkHover("""
            profile
              unit: lb
            2026-11-27 1️⃣measure waist 81.28cm
            """, contains: ["- waist 32 in"])
    }

    @Test func hoverInTurkish() {
        checkHover("""
            profile
              height: 180 cm
              sex: male
            2026-11-27 1️⃣ölçü boyun 38cm, bel 85cm
            """, language: .tr, contains: ["**Ölçüler** — 2026-11-27", "- bel 85 cm", "Yağ oranı ≈ %16,1"])
    }

    // MARK: - Canonical form

    @Test func theFormatterGluesUnitsAndLowerCasesSites() {
        let input = """
            2026-11-27 Measure Waist 82 CM,chest 101cm ,  BodyFat 15 %
            2026-12-27 measure
                Left Thigh 58 cm, calf 15 Inches
            """
        let result = LogFormatter.format(Parser.parse(input))
        #expect(result.text == """
            2026-11-27 measure waist 82cm, chest 101cm, bodyfat 15%
            2026-12-27 measure
              left thigh 58cm, calf 15in

            """)
        #expect(result.keptEntryLines.isEmpty, "entries kept as written: \(result.keptEntryLines)")
        #expect(LogFormatter.format(Parser.parse(result.text)).text == result.text)
    }

    // MARK: - Helpers

    private func analyze(_ text: String) -> WorkspaceSnapshot {
        WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: text)], settings: testSettings)
    }

    private func checkHover(_ marked: String, language: Language = .en, contains: [String], lacks: [String] = [],
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let document = MarkedSource(marked, sourceLocation: sourceLocation)
        guard let cursor = document.offset(of: "1️⃣", sourceLocation: sourceLocation) else { return }
        let snapshot = analyze(document.text)
        guard let hover = HoverEngine.hover(in: snapshot, fileIndex: 0, offset: cursor, language: language) else {
            Issue.record("no hover at 1️⃣", sourceLocation: sourceLocation)
            return
        }
        for piece in contains {
            #expect(hover.markdown.contains(piece), "missing \"\(piece)\" in:\n\(hover.markdown)", sourceLocation: sourceLocation)
        }
        for piece in lacks {
            #expect(!hover.markdown.contains(piece), "unexpected \"\(piece)\" in:\n\(hover.markdown)", sourceLocation: sourceLocation)
        }
    }
}
