/// Türkçe: the fibre, sugar, saturated fat and sodium texts added with the preset foods'
/// figures (LANGUAGE.md §9.2): the day's running figures as inlay hints, and the measurement
/// rows `import` reads back from Antrain's own CSV.
extension TurkishCatalogue {
    static let nutrients: [String: String] = [
        "inlay.dayNutrient": "{nutrient} {value}/{goal} {unit}",
        "inlay.nutrient.fiber": "lif",
        "inlay.nutrient.sugar": "şeker",
        "inlay.nutrient.satfat": "doymuş yağ",
        "inlay.nutrient.sodium": "sodyum",
        "import.measurements": "Ayrıca {rows} okundu: {entries} yazıldı",
        "import.count.measure-row.one": "{count} ölçü satırı",
        "import.count.measure-row.other": "{count} ölçü satırı",
        "import.count.measure-entry.one": "{count} ölçü kaydı",
        "import.count.measure-entry.other": "{count} ölçü kaydı",
    ]
}
