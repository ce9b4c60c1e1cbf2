@testable import AntrainCLI
import AntrainBasics
import Testing

/// `antrain check` writes its messages in the athlete's language: `--lang`, else the
/// profile's `language:`, else the environment's, else English.
@Suite struct CheckLanguageTests {
    static let log = "2026-11-20 lifting\n  Bench Press 100x0\n"

    @Test func aTurkishProfileGetsTurkishMessages() throws {
        let folder = try TemporaryFolder()
        try folder.write("profile.antrain", "profile\n  language: tr\n")
        try folder.write("log.antrain", Self.log)
        let run = folder.run(["check", "log.antrain", "profile.antrain"])
        #expect(run.exit == .problemsFound)
        #expect(run.output == "log.antrain:2:19: error: Tekrar sayısı en az 1 olan bir tam sayı olmalı (yazılan: 0) [reps-not-positive]\n")
        #expect(run.errors == "2 dosya denetlendi: 1 hata, 0 uyarı\n")
        // --lang wins over the profile.
        let english = folder.run(["check", "log.antrain", "profile.antrain", "--lang", "en"])
        #expect(english.output == "log.antrain:2:19: error: Reps must be a whole number, at least 1 (found 0) [reps-not-positive]\n")
        #expect(english.errors == "2 files checked: 1 error, 0 warnings\n")
    }

    @Test func theEnvironmentDecidesWithoutAProfileLanguage() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.log)
        #expect(folder.run(["check", "log.antrain"], systemLanguage: .tr).output.contains("Tekrar sayısı en az 1"))
        #expect(folder.run(["check", "log.antrain"]).output.contains("Reps must be a whole number"))
        // An English profile wins over a Turkish environment.
        try folder.write("profile.antrain", "profile\n  language: en\n")
        #expect(folder.run(["check", "."], systemLanguage: .tr).output.contains("Reps must be a whole number"))
    }

    @Test func localesAreReadAsSystemsWriteThem() {
        #expect(Language(locale: "tr_TR.UTF-8") == .tr)
        #expect(Language(locale: "tr-TR") == .tr)
        #expect(Language(locale: "en_GB") == .en)
        #expect(Language(locale: "de_DE") == nil)
        #expect(Language.ofEnvironment(["LANG": "tr_TR.UTF-8"]) == .tr)
        // LC_ALL decides before LANG, even for a language Antrain does not speak.
        #expect(Language.ofEnvironment(["LC_ALL": "de_DE", "LANG": "tr_TR"]) == nil)
        #expect(Language.ofEnvironment([:]) == nil)
    }
}
