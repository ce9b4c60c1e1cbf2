/// Türkçe: the messages of coaching (LANGUAGE.md §8): progression rules, both sides,
/// effort-aware e1RM and warm-up sets. Rule words (`linear`, `stall`, `deload`) stay as
/// written in the log.
extension TurkishCatalogue {
    static let coaching: [String: String] = [
        "subject.e1rm-formula": "e1RM formülü",
        // MARK: Completion after `progress:`
        "completion.progress.rpe": "RPE kuralı: kolay üst set +%5, zor olan −%2,5 (varsayılan)",
        "completion.progress.none": "son antrenmanın yüklerini tekrarla",
        "completion.progress.linear": "planlanan tüm tekrarlar yapıldı: bir dahaki sefere adımı ekle",
        "completion.progress.double": "tekrarlar aralıkta artar; her set tepede: adımı ekle, aralığın altına dön",
        "completion.progress.sum": "antrenmanın tekrar toplamı hedefe ulaştı: adımı ekle",
        "completion.progress.stall": "arka arkaya bu kadar başarısız antrenmandan sonra deload",
        "completion.progress.deload": "deload'un son yükten ne kadar düşeceği",
        // MARK: Hover of a rule
        "hover.progress.rule": "**İlerleme:** `{rule}` ({origin})",
        "hover.progress.origin.item": "bu egzersizde yazılı",
        "hover.progress.origin.template": "{name} şablonundan",
        "hover.progress.origin.program": "{name} programından",
        "hover.progress.origin.profile": "profilden",
        "hover.progress.origin.standard": "varsayılan",
        "hover.progress.last": "Son antrenman {date}: {sets} — {outcome}",
        "hover.progress.succeeded": "başarılı",
        "hover.progress.failed": "başarısız",
        "hover.progress.streak": "{stall} denemenin {failures} tanesi başarısız: bir tane daha ve yük {deload} olur",
        "hover.progress.deloaded": "arka arkaya {failures} başarısız: yük {deload} olur",
        "hover.progress.next": "**Sıradaki:** {load}",
        "hover.progress.nextReps": "**Sıradaki:** {load} × {reps}",
        "hover.progress.noHistory": "Henüz {exercise} antrenmanı yok: şablondaki yük geçerli",
        // MARK: Both sides
        "hover.set.sides": "sol {left} · sağ {right}",
        "hover.set.sideBehind": "{side} {percent} geride",
        "word.side.left": "sol",
        "word.side.right": "sağ",
        // MARK: Warm-up sets
        "refactor.warmups": "Isınma setleri ekle",
    ]
}
