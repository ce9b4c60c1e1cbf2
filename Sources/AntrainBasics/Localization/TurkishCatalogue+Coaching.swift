/// Türkçe: the messages of coaching (LANGUAGE.md §8): progression rules, both sides,
/// effort-aware e1RM and warm-up sets. Rule words (`linear`, `stall`, `deload`) stay as
/// written in the log.
extension TurkishCatalogue {
    static let coaching: [String: String] = [
        "subject.e1rm-formula": "e1RM formülü",
        "subject.unilateral": "evet ya da hayır",
        // MARK: Diagnostics
        "invalid-progression.range": "`{written}`: tekrar aralığının alt ucu en az 1 olmalı ve üst ucu geçmemeli",
        "invalid-progression.zero-step": "`{written}`: sıfır adım hiçbir şey eklemez; `+2.5kg` ya da `+5%` gibi yazın",
        "invalid-progression.stall-zero": "`{written}`: `stall` başarısız antrenmanları sayar, en az 1",
        "invalid-progression.deload": "`{written}`: deload %100'den az düşmeli",
        "invalid-progression.step": "`{written}`: `+2.5kg`, `+5lb` ya da `+5%` gibi bir adım bekleniyordu",
        "invalid-progression.range-missing": "`{written}`: `double` için `8-12` gibi bir tekrar aralığı gerekir",
        "invalid-progression.total": "`{written}`: `sum` için ulaşılacak tekrar toplamı gerekir, `sum 30` gibi",
        "invalid-progression.unexpected": "`{written}` burada olmaz: bir kural `linear +2.5kg stall 3 deload 10%` gibidir",
        "progression-outside-plan": "Tarihli bir antrenmanda `progress:` bir şey yapmaz: şablona, programa ya da profile yazın",
        "uneven-sides": "Sol {left}, sağ {right}: {side} taraf %{percent} geride",
        "unknown-progression": "`{written}` bir ilerleme kuralı değil; `{suggestion}` mı demek istediniz? Kurallar: {rules}",
        "unknown-progression.no-suggestion": "`{written}` bir ilerleme kuralı değil. Kurallar: {rules}",
        "unknown-progression.option": "`{written}` bir kural seçeneği değil; `{suggestion}` mı demek istediniz? Seçenekler: {rules}",
        "unknown-progression.option.no-suggestion": "`{written}` bir kural seçeneği değil. Seçenekler: {rules}",
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
