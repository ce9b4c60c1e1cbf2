/// Türkçe: the fibre, sugar, saturated fat and sodium texts added with the preset foods'
/// figures (LANGUAGE.md §9.2): the day's running figures as inlay hints.
extension TurkishCatalogue {
    static let nutrients: [String: String] = [
        "inlay.dayNutrient": "{nutrient} {value}/{goal} {unit}",
        "inlay.nutrient.fiber": "lif",
        "inlay.nutrient.sugar": "şeker",
        "inlay.nutrient.satfat": "doymuş yağ",
        "inlay.nutrient.sodium": "sodyum",
    ]
}
