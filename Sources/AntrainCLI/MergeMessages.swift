import AntrainBasics

/// The catalogue keys of `antrain merge`: its notes on stderr and `--install`'s report.
enum MergeMessages {
    static let threeFiles = MessageKey("cli.merge.three-files", en: "merge takes BASE OURS THEIRS (or --install), not {count} files",
        tr: "merge BASE OURS THEIRS (ya da --install) alır; {count} dosya değil")
    static let installTakesNoFiles = MessageKey("cli.merge.install-no-files", en: "--install takes no files",
        tr: "--install dosya almaz")
    static let conflict = MessageKey("cli.merge.conflict",
        en: "{entry}: changed differently on both sides; both versions are between conflict markers",
        tr: "{entry}: iki tarafta farklı biçimde değiştirilmiş; iki sürüm de çakışma işaretleri arasında")
    static let conflictAfterLastEntry = MessageKey("cli.merge.conflict-after-last-entry",
        en: "the lines after the last entry were changed differently on both sides; both versions are between conflict markers",
        tr: "son kayıttan sonraki satırlar iki tarafta farklı biçimde değiştirilmiş; iki sürüm de çakışma işaretleri arasında")
    static let lineMerge = MessageKey("cli.merge.line-merge",
        en: "{path} ({side}) does not read whole (run `antrain check` on it); merged by lines with git merge-file instead",
        tr: "{path} ({side}) bütünüyle okunamıyor (`antrain check` ile bakın); onun yerine git merge-file ile satır satır birleştirildi")
    static let noGit = MessageKey("cli.merge.no-git",
        en: "git was not found, so the lines could not be merged; the whole file is between conflict markers",
        tr: "git bulunamadı, satırlar birleştirilemedi; dosyanın tamamı çakışma işaretleri arasında")
    static let gitFailed = MessageKey("cli.merge.git-failed", en: "git merge-file failed: {reason}",
        tr: "git merge-file başarısız oldu: {reason}")
    static let notWritten = MessageKey("cli.merge.not-written", en: "{path}: cannot be written ({reason})",
        tr: "{path}: yazılamadı ({reason})")
    static let notARepository = MessageKey("cli.merge.not-a-repository",
        en: "not inside a git repository (run --install in the repository that holds the logs)",
        tr: "bir git deposunun içinde değilsiniz (--install'ı günlükleri tutan depoda çalıştırın)")
    static let configNotSet = MessageKey("cli.merge.config-not-set", en: "git config {key} failed: {reason}",
        tr: "git config {key} başarısız oldu: {reason}")
    static let wroteAttributes = MessageKey("cli.merge.wrote-attributes", en: "Added `{line}` to {path}",
        tr: "{path} dosyasına `{line}` eklendi")
    static let setConfig = MessageKey("cli.merge.set-config", en: "Set git config {key} to \"{value}\"",
        tr: "git config {key} \"{value}\" olarak ayarlandı")
    static let alreadyInstalled = MessageKey("cli.merge.already-installed",
        en: "The antrain merge driver is already installed in {path}; nothing was written",
        tr: "antrain birleştirme sürücüsü {path} içinde zaten kurulu; hiçbir şey yazılmadı")

    static let notOnPath = MessageKey("cli.merge.not-on-path",
        en: "`antrain` is not on your PATH, so git could not run the driver by that name; it calls this executable by its absolute path, {path} (put its folder on PATH and run --install again to use the name)",
        tr: "`antrain` PATH üzerinde yok, git sürücüyü bu adla çalıştıramazdı; sürücü bu programı tam yoluyla çağırır: {path} (adıyla çağırmak için klasörünü PATH'e ekleyip --install'ı yeniden çalıştırın)")
    static let otherOnPath = MessageKey("cli.merge.other-on-path",
        en: "`antrain` on your PATH is {other}, another executable than this one; the driver calls this one by its absolute path, {path}",
        tr: "PATH üzerindeki `antrain` {other}, bu programdan başka bir program; sürücü bunu tam yoluyla çağırır: {path}")

    static let all: [MessageKey] = [
        threeFiles, installTakesNoFiles, conflict, conflictAfterLastEntry, lineMerge, noGit, gitFailed, notWritten, notARepository, configNotSet,
        wroteAttributes, setConfig, alreadyInstalled, notOnPath, otherOnPath,
    ]
}
