/// Türkçe: the fibre, sugar, saturated fat and sodium texts added with the preset foods'
/// figures (LANGUAGE.md §9.2): the day's running figures as inlay hints, and the measurement
/// rows `import` reads back from Antrain's own CSV, and the `per 100g:` names in completion.
extension TurkishCatalogue {
    static let nutrients: [String: String] = [
        "inlay.dayNutrient": "{nutrient} {value}/{goal} {unit}",
        "inlay.nutrient.fiber": "lif",
        "inlay.nutrient.sugar": "şeker",
        "inlay.nutrient.satfat": "doymuş yağ",
        "inlay.nutrient.sodium": "sodyum",
        "completion.per100g.kcal": "100 g'daki enerji, kcal",
        "completion.per100g.protein": "100 g'daki protein, gram",
        "completion.per100g.carbs": "100 g'daki karbonhidrat, gram (lif dahil)",
        "completion.per100g.fat": "100 g'daki yağ, gram",
        "completion.per100g.fiber": "100 g'daki lif, gram",
        "completion.per100g.sugar": "100 g'daki şeker, gram",
        "completion.per100g.satfat": "100 g'daki doymuş yağ, gram",
        "completion.per100g.sodium": "100 g'daki sodyum, miligram (0.4g sodyum 400 mg'dır)",
        "hover.food.nutrientsPer100g": "100 g'da ayrıca: {nutrients}",
        "import.measurements": "Ayrıca {rows} okundu: {entries} yazıldı",
        "import.count.measure-row.one": "{count} ölçü satırı",
        "import.count.measure-row.other": "{count} ölçü satırı",
        "import.count.measure-entry.one": "{count} ölçü kaydı",
        "import.count.measure-entry.other": "{count} ölçü kaydı",
    ]
}
