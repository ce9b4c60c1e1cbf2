@testable import AntrainCLI
import AntrainBasics
import Foundation
import Testing

/// What the command line prints itself is in the command's language: `--lang`, else the
/// athlete's `language:` (for commands that read logs), else the system's, else English.
@Suite struct CommandLanguageTests {
    // MARK: The catalogue

    /// Templates that hold only arguments and punctuation: `antrain {command}: {message}`.
    static let sameInBoth: Set = ["cli.command-error", "cli.path-message", "cli.read.profile-place"]

    @Test func everyKeyHasTurkishWithTheSamePlaceholders() {
        for key in CommandMessages.all {
            #expect(key.translationProblems.isEmpty, "\(key.translationProblems)")
            // Only layout and headings written in capitals may read the same in both.
            #expect(key.turkish != key.english || Self.sameInBoth.contains(key.id) || key.english.allSatisfy { !$0.isLetter || $0.isUppercase },
                    "\(key.id) is not translated")
        }
        #expect(Set(CommandMessages.all.map(\.id)).count == CommandMessages.all.count, "a key id is used twice")
    }

    /// A key made in the command line but left out of ``CommandMessages/all`` would escape
    /// the test above: the sources are scanned for `MessageKey("…"` ids.
    @Test func everyKeyInTheSourcesIsListed() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/AntrainCLI")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        let listed = Set(CommandMessages.all.map(\.id))
        var found = 0
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            var rest = text[...]
            while let range = rest.range(of: "MessageKey(\"") {
                let id = rest[range.upperBound...].prefix { $0 != "\"" }
                #expect(listed.contains(String(id)), "\(file): \(id) is not in CommandMessages.all")
                found += 1
                rest = rest[range.upperBound...]
            }
        }
        #expect(found == CommandMessages.all.count)
    }

    // MARK: Turkish twins

    static let helpTurkish = """
        antrain \(AntrainCommandLine.version): düz metin bir antrenman günlüğü ve araçları

        Kullanım: antrain COMMAND [OPTIONS]

        Komutlar:
          check        Günlükleri ayrıştırır ve doğrular; sorunları path:line:col: severity: message [code] biçiminde yazar

        """
    static let helpEnglish = """
        antrain \(AntrainCommandLine.version): a plain-text training log and its tools

        Usage: antrain COMMAND [OPTIONS]

        Commands:
          check        Parse and validate logs; print problems as path:line:col: severity: message [code]

        """

    @Test func helpFollowsTheSystemOrLang() throws {
        let folder = try TemporaryFolder()
        #expect(folder.run(["help"], systemLanguage: .tr).output.hasPrefix(Self.helpTurkish))
        #expect(folder.run(["help", "--lang", "tr"]).output.hasPrefix(Self.helpTurkish))
        #expect(folder.run(["help"]).output.hasPrefix(Self.helpEnglish))
        // --lang wins over the system.
        #expect(folder.run(["help", "--lang", "en"], systemLanguage: .tr).output.hasPrefix(Self.helpEnglish))
        #expect(folder.run(["help"], systemLanguage: .tr).output.hasSuffix("`antrain help COMMAND` bir komutun seçeneklerini gösterir.\n"))
        // A command's usage, by `help CMD` or `CMD --help`.
        let usage = "antrain fmt [--check] [PATH...|-] [--lang en|tr]\n\n  PATH        dosyalar ya da klasörler (içlerinde *.antrain aranır); varsayılan: bulunduğunuz klasör\n"
        #expect(folder.run(["help", "fmt", "--lang", "tr"]).output.hasPrefix(usage))
        #expect(folder.run(["fmt", "--help"], systemLanguage: .tr).output.hasPrefix(usage))
        #expect(folder.run(["fmt", "--help"]).output.hasPrefix(
            "antrain fmt [--check] [PATH...|-] [--lang en|tr]\n\n  PATH        files or folders (searched for *.antrain); default: the current folder\n"))
        let unknown = folder.run(["help", "nope"], systemLanguage: .tr)
        #expect(unknown.exit == .usageError)
        #expect(unknown.errors.hasPrefix("antrain: `nope` diye bir komut yok\n\nantrain "))
        #expect(folder.run(["nope"]).errors.hasPrefix("antrain: no command `nope`\n\nantrain "))
    }

    @Test func usageErrors() throws {
        let folder = try TemporaryFolder()
        let turkish = "antrain check: --format için text ya da json yazılabilir; `xml` olmaz\n\nKullanım:\nantrain check [PATH...] [--strict] [--quiet] [--format text|json] [--lang en|tr]\n\n  PATH        dosyalar"
        #expect(folder.run(["check", "--format", "xml"], systemLanguage: .tr).errors.hasPrefix(turkish))
        #expect(folder.run(["check", "--format", "xml", "--lang", "tr"]).errors.hasPrefix(turkish))
        #expect(folder.run(["check", "--format", "xml"]).errors.hasPrefix(
            "antrain check: --format takes text or json, not `xml`\n\nUsage:\nantrain check [PATH...] [--strict] [--quiet] [--format text|json] [--lang en|tr]\n\n  PATH        files"))
        #expect(folder.run(["import", "--from", "x", "a.csv"], systemLanguage: .tr).errors.hasPrefix(
            "antrain import: --from için strong ya da hevy ya da fitnotes ya da antrain ya da cronometer ya da fit ya da apple-health yazılabilir; `x` olmaz\n\nKullanım:\n"))
        #expect(folder.run(["fmt", "--bogus", "--lang", "tr"]).errors.hasPrefix("antrain fmt: `--bogus` diye bir seçenek yok\n\nKullanım:\n"))
        #expect(folder.run(["fmt", "--bogus"]).errors.hasPrefix("antrain fmt: unknown option `--bogus`\n\nUsage:\n"))
        #expect(folder.run(["summary", "--date", "dün"], systemLanguage: .tr).errors.hasPrefix(
            "antrain summary: `dün` bir tarih değil; YYYY-AA-GG biçiminde yazın\n\nKullanım:\n"))
    }

    @Test func checkOfAMissingPath() throws {
        let folder = try TemporaryFolder()
        let turkish = folder.run(["check", "nowhere"], systemLanguage: .tr)
        #expect(turkish.exit == .usageError)
        #expect(turkish.errors == "antrain check: nowhere: böyle bir dosya ya da klasör yok\n")
        #expect(folder.run(["check", "nowhere", "--lang", "tr"]).errors == "antrain check: nowhere: böyle bir dosya ya da klasör yok\n")
        #expect(folder.run(["check", "nowhere"]).errors == "antrain check: nowhere: no such file or folder\n")
    }

    @Test func importWithAnUnknownHeader() throws {
        let folder = try TemporaryFolder()
        try folder.write("unknown.csv", "when,what\n1,2\n")
        let turkish = "antrain import: unknown.csv: başlık satırı bilinen bir dışa aktarıma ait değil (Strong, Hevy, FitNotes, Antrain, Cronometer); satırda şu yazıyor: when,what\n"
        #expect(folder.run(["import", "unknown.csv"], systemLanguage: .tr).errors == turkish)
        #expect(folder.run(["import", "unknown.csv", "--lang", "tr"]).errors == turkish)
        #expect(folder.run(["import", "unknown.csv"]).errors
            == "antrain import: unknown.csv: the header row is not one of a known export (Strong, Hevy, FitNotes, Antrain, Cronometer); it reads: when,what\n")
        // The destination's athlete decides when neither --lang nor the system does.
        try folder.write("profile.antrain", "profile\n  language: tr\n")
        #expect(folder.run(["import", "unknown.csv"]).errors == turkish)
        #expect(folder.run(["import", "unknown.csv", "--lang", "en"], systemLanguage: .tr).errors.contains("the header row is not"))
    }

    @Test func fmtCheckListing() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.antrain", FmtCommandTests.untidy)
        try Data(Array("2026-11-20 lifting\n  # caf".utf8) + [0xE9, 0x0A]).write(to: URL(fileURLWithPath: folder.path("b.antrain")))
        let turkish = folder.run(["fmt", "--check"], systemLanguage: .tr)
        #expect(turkish.exit == .usageError)
        #expect(turkish.output == "a.antrain\n")
        #expect(turkish.errors == "antrain fmt: b.antrain: geçerli bir UTF-8 metni değil; hiçbir şey değiştirilmedi\n")
        #expect(folder.run(["fmt", "--check", "--lang", "tr"]).errors == turkish.errors)
        let english = folder.run(["fmt", "--check"])
        #expect(english.output == "a.antrain\n")
        #expect(english.errors == "antrain fmt: b.antrain: not valid UTF-8 text; nothing was changed\n")
    }

    // MARK: Notes and tables

    @Test func notesFollowTheProfile() throws {
        let folder = try TemporaryFolder()
        try folder.write("profile.antrain", "profile\n  language: tr\n")
        try folder.write("log.antrain", "2026-11-20 lifting\n  Bench Press 100x0\n")
        let export = folder.run(["export"])
        #expect(export.exit == .problemsFound)
        #expect(export.errors
            == "antrain export: günlüklerde 1 hata var; hatalı satırlar dışarıda bırakıldı. Görmek için `antrain check` çalıştırın\n")
        #expect(folder.run(["export", "--lang", "en"]).errors
            == "antrain export: the logs have 1 error; lines with errors were left out. Run `antrain check` to see them\n")
    }

    @Test func tablesAndTheirFigures() throws {
        let folder = try TemporaryFolder()
        let turkish = folder.run(["foods", "chicken thigh", "--lang", "tr"])
        #expect(turkish.output.hasPrefix("AD   "))
        #expect(turkish.output.contains("24,8 g"))
        #expect(turkish.output.hasSuffix("Değerler 100 g içindir; hazır besinler USDA FoodData Central verilerindendir.\n"))
        let english = folder.run(["foods", "chicken thigh"])
        #expect(english.output.contains("24.8 g"))
        #expect(english.output.hasSuffix("Figures per 100 g; presets from USDA FoodData Central.\n"))
        #expect(folder.run(["exercises", "zzzz"], systemLanguage: .tr).errors == "\"zzzz\" ile eşleşen bir egzersiz yok\n")
        #expect(folder.run(["programs"], systemLanguage: .tr).output.hasPrefix("AD  "))
        #expect(folder.run(["programs", "zzzz", "--lang", "tr"]).errors.hasPrefix("antrain programs: \"zzzz\" adlı hazır bir program yok; hazır programlar: \""))
    }
}
