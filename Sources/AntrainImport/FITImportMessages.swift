import AntrainBasics
import AntrainFIT

/// What `antrain import` says of FIT files: how many were read, which were rejected and why,
/// and sessions of sports no entry holds.
enum FITImportMessages {
    static let files = MessageKey("import.fit.files", en: "Read {files} FIT files; {rejected} rejected",
        tr: "{files} FIT dosyası okundu; {rejected} dosya reddedildi")
    static let rejectedFile = MessageKey("import.fit.rejected", en: "  {file}: not imported: {reason}",
        tr: "  {file}: alınmadı: {reason}")
    static let leftOutSession = MessageKey("import.fit.left-out", en: "  {file}: a {sport} session was left out: no entry of the log holds that sport",
        tr: "  {file}: bir {sport} oturumu alınmadı: günlükte bu sporu tutan bir kayıt türü yok")

    static let tooShort = MessageKey("import.fit.reason.too-short", en: "the file holds {bytes} bytes, fewer than a FIT header",
        tr: "dosyada {bytes} bayt var, bir FIT başlığından az")
    static let notFIT = MessageKey("import.fit.reason.not-fit", en: "the file is not a FIT file (no \".FIT\" in its header)",
        tr: "dosya bir FIT dosyası değil (başlığında \".FIT\" yok)")
    static let headerCRC = MessageKey("import.fit.reason.header-crc", en: "the header's CRC is {found}, not the {expected} it records: the file is damaged",
        tr: "başlığın CRC değeri {found}, kayıtlı {expected} değil: dosya bozuk")
    static let truncated = MessageKey("import.fit.reason.truncated", en: "the file is cut short: its header announces {expected} bytes, it holds {found}",
        tr: "dosya yarım kalmış: başlığı {expected} bayt bildiriyor, dosyada {found} bayt var")
    static let fileCRC = MessageKey("import.fit.reason.file-crc", en: "the file's CRC is {found}, not the {expected} it records: the file was changed or damaged",
        tr: "dosyanın CRC değeri {found}, kayıtlı {expected} değil: dosya değişmiş ya da bozulmuş")
    static let compressed = MessageKey("import.fit.reason.compressed", en: "byte {offset} uses a compressed timestamp header, which the import does not read",
        tr: "{offset}. bayt sıkıştırılmış zaman damgası başlığı kullanıyor; içe aktarma bunu okumuyor")
    static let undefined = MessageKey("import.fit.reason.undefined", en: "byte {offset} holds a message of local type {type}, which no definition before it describes",
        tr: "{offset}. bayttaki mesajın yerel türü {type}, ama önünde onu tanımlayan bir tanım yok")
    static let overrun = MessageKey("import.fit.reason.overrun", en: "the message at byte {offset} runs past the end of the records",
        tr: "{offset}. bayttaki mesaj kayıtların sonunu aşıyor")

    static let all: [MessageKey] = [files, rejectedFile, leftOutSession, tooShort, notFIT, headerCRC, truncated, fileCRC, compressed, undefined, overrun]

    /// Why the decoder rejected a file, for the summary.
    static func reason(_ error: FITDecodeError) -> LocalizedText {
        let hex = { (value: UInt16) in MessageArgument.text("0x" + String(value, radix: 16, uppercase: true)) }
        switch error {
        case .tooShort(let bytes): return LocalizedText(tooShort, ["bytes": .integer(bytes)])
        case .notFIT: return LocalizedText(notFIT)
        case .headerCRC(let expected, let found): return LocalizedText(headerCRC, ["expected": hex(expected), "found": hex(found)])
        case .truncated(let expected, let found): return LocalizedText(truncated, ["expected": .integer(expected), "found": .integer(found)])
        case .fileCRC(let expected, let found): return LocalizedText(fileCRC, ["expected": hex(expected), "found": hex(found)])
        case .compressedTimestamp(let offset): return LocalizedText(compressed, ["offset": .integer(offset)])
        case .undefinedLocalType(let type, let offset): return LocalizedText(undefined, ["offset": .integer(offset), "type": .integer(Int(type))])
        case .recordOverrun(let offset): return LocalizedText(overrun, ["offset": .integer(offset)])
        }
    }
}
