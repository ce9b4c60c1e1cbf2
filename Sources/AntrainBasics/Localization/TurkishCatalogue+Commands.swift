/// Türkçe: what the commands print around the analysis's messages.
extension TurkishCatalogue {
    static let commands: [String: String] = [
        "cli.checked": "{files} denetlendi: {errors}, {warnings}",
        "cli.files.one": "{count} dosya",
        "cli.files.other": "{count} dosya",
        "cli.errors.one": "{count} hata",
        "cli.errors.other": "{count} hata",
        "cli.warnings.one": "{count} uyarı",
        "cli.warnings.other": "{count} uyarı",
    ]
}

