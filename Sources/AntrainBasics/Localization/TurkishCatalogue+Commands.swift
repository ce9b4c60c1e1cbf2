/// Türkçe: what the command line prints itself: the words around the analysis's messages,
/// the commands' errors and notes, and `antrain help`.
///
/// Option names, command names, metavariables (`PATH`, `FILE.csv`), codes and keywords stay
/// as the command line takes them; no suffix is glued to an argument (its vowels are unknown).
/// A log is a "günlük", the current folder "bulunduğunuz klasör".
extension TurkishCatalogue {
    static let commands: [String: String] = [
        // MARK: check's summary line
        "cli.checked": "{files} denetlendi: {errors}, {warnings}",
        "cli.checked.clean": "{files} denetlendi: sorun yok",
        "cli.files.one": "{count} dosya",
        "cli.files.other": "{count} dosya",
        "cli.errors.one": "{count} hata",
        "cli.errors.other": "{count} hata",
        "cli.warnings.one": "{count} uyarı",
        "cli.warnings.other": "{count} uyarı",

        // MARK: The command line as a whole
        "cli.help": """
            antrain {version}: düz metin bir antrenman günlüğü ve araçları

            Kullanım: antrain COMMAND [OPTIONS]

            Komutlar:
            {commands}

            `antrain help COMMAND` bir komutun seçeneklerini gösterir.
            """,
        "cli.no-command": "antrain: `{name}` diye bir komut yok\n\n{help}",
        "cli.usage-error": "antrain {command}: {message}\n\nKullanım:\n{usage}",
        "cli.command-error": "antrain {command}: {message}",
        "cli.path-message": "{path}: {message}",

        // MARK: Arguments
        "cli.option.needs-value": "{option} bir değer ister",
        "cli.option.choices": "{option} için {choices} yazılabilir; `{value}` olmaz",
        "cli.option.unknown": "`{option}` diye bir seçenek yok",
        "cli.argument.unexpected": "`{argument}` beklenmeyen bir argüman",
        "cli.option.not-a-date": "`{text}` bir tarih değil; YYYY-AA-GG biçiminde yazın",
        "cli.option.not-a-time": "`{text}` bir saat değil; SS:DD biçiminde yazın",
        "cli.list.or": "{items} ya da {last}",
        "cli.list.and": "{items} ve {last}",

        // MARK: Files
        "cli.path.missing": "{path}: böyle bir dosya ya da klasör yok",
        "cli.path.unreadable-log": "{path}: okunamıyor ya da 4 GiB veya daha büyük",
        "cli.path.unreadable": "{path}: okunamıyor",
        "cli.write.folder": "{folder} klasörü oluşturulamıyor",
        "cli.write.create": "{folder} içinde dosya oluşturulamıyor: {reason}",
        "cli.write.write": "{path} yazılamıyor: {reason}",
        "cli.write.replace": "{path} değiştirilemiyor: {reason}",
        "cli.other-athletes":
            "Bu klasörde geçerli bir profil yok; çalışma alanının sporcuları şu klasörlerde: {folders}. Şunu çalıştırın: `antrain {command} {first}`",

        // MARK: fmt
        "cli.fmt.too-large": "{path}: çok büyük (4 GiB ya da daha fazla)",
        "cli.fmt.not-utf8": "{path}: geçerli bir UTF-8 metni değil; hiçbir şey değiştirilmedi",
        "cli.fmt.not-written": "{path}: yazılamadı ({reason}); dosya olduğu gibi bırakıldı",

        // MARK: export
        "cli.export.errors": "günlüklerde {errors} var; hatalı satırlar dışarıda bırakıldı. Görmek için `antrain check` çalıştırın",
        "cli.export.fit.needs-output": "--format fit her antrenman için bir dosya yazar: klasörü -o DIR ile verin",
        "cli.export.fit.only-option": "{option}, --format fit seçeneğidir",
        "cli.export.fit.unknown-zone": "`{zone}` bir saat dilimi değil; Europe/Istanbul ya da UTC gibi bir ad yazın",
        "cli.export.fit.wrote": "{folder} klasörüne {files} yazıldı: {lifting} ağırlık, {cardio} kardiyo, {metcon} metcon",
        "cli.export.fit.kept": "Zaten var olan {files} olduğu gibi bırakıldı; --force üzerine yazar",
        "cli.export.fit.planned-only": "Yalnızca planlanmış setleri olan {workouts} dışarıda bırakıldı",
        "cli.export.fit.noon": "Saati yazılmamış {workouts} dosyalarda 12:00'de başlıyor",
        "cli.export.fit.files.one": "{count} FIT dosyası",
        "cli.export.fit.files.other": "{count} FIT dosyası",
        "cli.export.fit.workouts.one": "{count} antrenman",
        "cli.export.fit.workouts.other": "{count} antrenman",
        "cli.read.errors": "okunan günlüklerde {errors} var; bazı değerler eksik ya da yanlış olabilir. Görmek için: `antrain check {path}`",
        "cli.read.two-profiles": "bir klasörde birden fazla profil var: {used} ve {others}; değerler {used} için. Her sporcunun profilini kendi klasörüne koyun",
        "cli.read.profile-place": "{name} ({place})",
        "cli.report.unknown-lift": "--lifts: `{name}` hazır ya da özel bir egzersiz değil",
        "cli.read.unnamed-profile": "{place} konumundaki profil",

        // MARK: import
        "cli.import.one-file": "import tek bir dışa aktarım dosyası okur (verilen: {count})",
        "cli.import.two-destinations": "-o ve --into ikisi de nereye yazılacağını söylüyor; yalnızca birini verin",
        "cli.import.empty": "dosyada hiç satır yok",
        "cli.import.unknown-header": "başlık satırı bilinen bir dışa aktarıma ait değil ({known}); satırda şu yazıyor: {header}",
        "cli.import.wrong-format": "başlık satırı bir {format} dışa aktarımına ait değil; satırda şu yazıyor: {header}",
        "cli.import.ambiguous-dates":
            "{example} gibi tarihler önce gün ya da önce ay diye okunabilir ve hiçbir satır hangisi olduğunu belli etmiyor; --date-order dmy (23/12/2025) ya da --date-order mdy (12/23/2025) ile belirtin",
        "cli.import.not-written": "{path}: yazılamadı ({reason}); hiçbir şey değiştirilmedi",
        "cli.import.nothing-new": "{path} için yeni bir şey yok: dosya olduğu gibi bırakıldı",
        "cli.import.appended": "{path} dosyasının sonuna eklendi",

        // MARK: summary and report
        "cli.summary.one-athlete": "summary tek bir sporcunun özetini verir: tek bir klasör ya da günlük verin",
        "cli.report.one-athlete": "rapor tek bir sporcu içindir: tek bir klasör ya da günlük verin",
        "cli.report.to-before-from": "--to {to} tarihi --from {from} tarihinden önce",
        "cli.report.not-written": "{path}: yazılamadı ({reason})",

        // MARK: exercises, foods and programs
        "cli.exercises.none": "\"{query}\" ile eşleşen bir egzersiz yok",
        "cli.foods.none": "\"{query}\" ile eşleşen bir besin yok",
        "cli.foods.footnote": "Değerler 100 g içindir; hazır besinler USDA FoodData Central verilerindendir.",
        "cli.programs.footer": "`antrain programs NAME` bunlardan birini günlüğe yapıştırılmaya hazır biçimde yazar.",
        "cli.programs.ambiguous": "\"{query}\" şunlardan biri olabilir: {names}",
        "cli.programs.missing": "\"{query}\" adlı hazır bir program yok; hazır programlar: {names}",
        "cli.column.name": "AD",
        "cli.column.category": "KATEGORİ",
        "cli.column.muscles": "KASLAR",
        "cli.column.equipment": "EKİPMAN",
        "cli.column.matched": "EŞLEŞEN",
        "cli.column.kcal": "KCAL",
        "cli.column.protein": "PROTEİN",
        "cli.column.carbs": "KARBONHİDRAT",
        "cli.column.fat": "YAĞ",
        "cli.column.serving": "PORSİYON",
        "cli.column.days-per-week": "GÜN/HAFTA",
        "cli.column.weeks": "HAFTA",
        "cli.column.summary": "ÖZET",

        // MARK: antrain help: each command's line and usage
        "cli.check.summary": "Günlükleri ayrıştırır ve doğrular; sorunları path:line:col: severity: message [code] biçiminde yazar",
        "cli.check.usage": """
            antrain check [PATH...] [--strict] [--quiet] [--format text|json] [--lang en|tr]

              PATH        dosyalar ya da klasörler (içlerinde *.antrain aranır); varsayılan: bulunduğunuz klasör; stdin için -
              --strict    yalnızca hatalarda değil, uyarılarda da 1 koduyla çık
              --quiet     stderr'deki sonuç satırını yazma ("1 dosya denetlendi: sorun yok")
              --format    text (varsayılan) ya da json
              --lang      mesajların dili (varsayılan: profildeki language:, yoksa LANG/LC_ALL, yoksa en)

            Çıkış kodu: 0 hata yok, 1 sorun bulundu, 2 hatalı kullanım ya da okunamayan girdi.
            """,
        "cli.export.summary": "Günlüklerin alan modellerini JSON ya da CSV olarak, antrenmanları FIT dosyaları olarak yazar",
        "cli.export.usage": """
            antrain export [PATH...] [--format json|csv] [--lang en|tr]
            antrain export [PATH...] --format fit -o DIR [--from D] [--to D] [--tz ZONE] [--force] [--lang en|tr]

              PATH        dosyalar ya da klasörler (içlerinde *.antrain aranır); varsayılan: bulunduğunuz klasör; stdin için -
              --format    json (varsayılan): yapısı Docs/EXPORT.md dosyasında anlatılır; csv: her set ve her besin kaydı için bir satır;
                          fit: her antrenman için DIR içine bir FIT aktivite dosyası (Garmin Connect, Strava)
              -o          fit dosyalarının klasörü
              --from, --to  yalnızca bu tarihler arasındaki antrenmanlar (YYYY-MM-DD, ikisi de dahil)
              --tz        günlükteki saatlerin saat dilimi (ör. Europe/Istanbul); varsayılan: sistemin dilimi
              --force     var olan fit dosyalarının üzerine yaz (varsayılan: olduğu gibi bırak)
              --lang      mesajların dili (varsayılan: profildeki language:, yoksa LANG/LC_ALL, yoksa en)

            Okunabilen her şey dışa aktarılır. Günlüklerde hata varsa çıkış kodu 1'dir (hataları görmek
            için `antrain check` çalıştırın); hatalı kullanım ya da okunamayan girdi için 2'dir.
            """,
        "cli.import.summary": "Strong, Hevy, FitNotes ya da Antrain CSV dışa aktarımını bir günlüğe aktarır",
        "cli.import.usage": """
            antrain import FILE.csv [--from strong|hevy|fitnotes|antrain] [--unit kg|lb] [--date-order dmy|mdy]
                           [-o OUT | --into LOG] [--lang en|tr]

              FILE.csv    uygulamanın dışa aktardığı dosya; stdin için -
              --from      uygulama; verilmezse biçim başlık satırından anlaşılır
              --unit      dışa aktarımın birimini yazmadığı ağırlıkların birimi (Strong'un Weight sütunu); varsayılan kg
              --date-order  dosyadaki hiçbir satır belli etmediğinde 03/04/2025 gibi tarihlerin okunuşu
                          (dmy: önce gün, mdy: önce ay); 23/12/2025 gibi bir satır bunu kendisi belirler
              -o OUT      günlüğü stdout yerine OUT dosyasına yaz (dosya baştan sona yenilenir)
              --into LOG  yalnızca LOG içinde henüz olmayan antrenmanları sona ekle (aynı tarih, başlangıç
                          saati ve egzersizler); böylece daha yeni bir dışa aktarım yalnızca yeni antrenmanları ekler
              --lang      mesajların dili (varsayılan: hedef günlüğün profilindeki language:,
                          yoksa LANG/LC_ALL, yoksa en)

            Günlüğün kendi birimindeki ağırlıklar düz sayılar olarak, diğerleri birimleriyle (`225lbx5`)
            yazılır. Kütüphanenin tanıdığı egzersizler kütüphanedeki adlarıyla yazılır; diğerleri için
            bir `exercise` tanımı eklenir. Her satırın dökümü stderr'e yazılır.
            Çıkış kodu: 0; okunamayan satırlar atlandıysa 1; okunamayan girdi ya da bilinmeyen bir biçim
            için 2.
            """,
        "cli.summary.summary": "Bugün bir bakışta: hedeflere göre beslenme, en iyi rekorlar, son antrenmanlar, vücut ağırlığı",
        "cli.summary.usage": """
            antrain summary [PATH] [--date YYYY-MM-DD] [--time HH:MM] [--lang en|tr] [--format text|json]

              PATH        bir klasör ya da günlük; özet, profili orada geçerli olan sporcunun özetidir
                          (varsayılan: bulunduğunuz klasör)
              --date      hangi günden bakılacağı (varsayılan: bugün)
              --time      selamlama için günün saati (varsayılan: şimdi)
              --lang      en ya da tr (varsayılan: profildeki language:, yoksa sistemin dili, yoksa en)
              --format    text (varsayılan; NO_COLOR ayarlı değilse terminalde renkli) ya da json
            """,
        "cli.report.summary": "Bir dönemdeki ilerleme: rekorlar, e1RM, haftalık hacim, kardiyo, beslenme, vücut ağırlığı (text, json, html)",
        "cli.report.usage": """
            antrain report [PATH] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--format text|json|html] [-o FILE] [--lifts NAME,...] [--lang en|tr]

              PATH        bir klasör ya da günlük; rapor, profili orada geçerli olan sporcunun raporudur
                          (varsayılan: bulunduğunuz klasör)
              --from/--to dönem (varsayılan: tümü)
              --format    text (varsayılan), json (bkz. Docs/REPORT.md) ya da html (grafikli tek bir sayfa)
              -o FILE     stdout yerine FILE dosyasına yaz (atomik olarak: yarım dosya kalmaz)
              --lifts     e1RM grafiğindeki hareketler, adlarıyla, virgülle ayrılmış (varsayılan: e1RM'si en
                          yüksek dört bileşik hareket)
              --lang      raporun dili (varsayılan: profildeki language:, yoksa LANG/LC_ALL, yoksa en)
            """,
        "cli.exercises.summary": "Egzersiz kütüphanesinde arar (hazır egzersizler ve buradaki günlüklerin özel egzersizleri)",
        "cli.exercises.usage": """
            antrain exercises [QUERY] [--category C] [--muscle M] [--in PATH] [--lang en|tr]

              QUERY       bir ad, takma ad, ön ek ya da baş harfler: "bench", "inc db", "rdl"
              --category  {categories}
              --muscle    {muscles}
              --in PATH   bu günlüklerde tanımlı özel egzersizlerde de ara (varsayılan: yok)
              --lang      başlıkların ve mesajların dili (varsayılan: --in ile verilen günlüklerin
                          profilindeki language:, yoksa LANG/LC_ALL, yoksa en)
            """,
        "cli.foods.summary": "Besin kütüphanesinde arar: 100 g başına kcal ve makrolar, varsayılan porsiyon",
        "cli.foods.usage": """
            antrain foods [QUERY] [--category C] [--in PATH] [--lang en|tr]

              QUERY       İngilizce ya da Türkçe bir ad veya takma ad: "chicken", "tavuk gogsu"
              --category  {categories}
              --in PATH   bu günlüklerde tanımlı özel besinlerde de ara
              --lang      başlıkların, sayıların ve mesajların dili (varsayılan: --in ile verilen
                          günlüklerin profilindeki language:, yoksa LANG/LC_ALL, yoksa en)
            """,
        "cli.programs.summary": "Hazır programları listeler ya da birini günlüğe yapıştırılmaya hazır biçimde yazar",
        "cli.programs.usage": """
            antrain programs [NAME] [--lang en|tr]

              NAME   hazır bir programın adı ya da adının başı, büyük/küçük harf fark etmez: "push pull legs",
                     "novice"; programın şablonlarını ve tanımını yazar. NAME verilmezse: liste
              --lang başlıkların ve mesajların dili (varsayılan: LANG/LC_ALL, yoksa en)
            """,
        "cli.fmt.summary": "Günlükleri kurallı biçimde yeniden yazar; --check değişecek dosyaları listeler",
        "cli.fmt.usage": """
            antrain fmt [--check] [PATH...|-] [--lang en|tr]

              PATH        dosyalar ya da klasörler (içlerinde *.antrain aranır); varsayılan: bulunduğunuz klasör
              -           stdin'den bir günlük oku, kurallı biçimini stdout'a yaz
              --check     hiçbir şey yazma; değişecek dosyaları listele
              --lang      mesajların dili (varsayılan: LANG/LC_ALL, yoksa en)

            Çıkış kodu: 0 bitti (--check ile: değişecek bir şey yok), 1 --check ile bir dosya
            değişecekse, 2 hatalı kullanım ya da okunamayan veya yazılamayan bir dosya.
            """,
        "cli.lsp.summary": "Dil sunucusunu çalıştırır (LSP 3.17, stdio üzerinden JSON-RPC); her editörle çalışır",
        "cli.lsp.usage": """
            antrain lsp

              LSP 3.17 protokolünü stdin/stdout üzerinden konuşur; sunucunun kayıtları stderr'e yazılır.
              Editörler onu sizin için başlatır: VS Code, Neovim, Helix, Emacs, Sublime Text ve Vim için
              editors/ klasörüne bakın.
            """,
        // MARK: merge
        "cli.merge.summary": "Günlükler için git'in birleştirme sürücüsü: kayıt kayıt birleştirir, iki taraf farklı günler eklediğinde çakışma olmaz",
        "cli.merge.usage": """
            antrain merge BASE OURS THEIRS [-o OUT] [--lang en|tr]
            antrain merge --install [--lang en|tr]

              BASE OURS THEIRS  ortak ata ve iki taraf (git'in %O %A %B'si)
              -o OUT            birleşimi stdout yerine OUT'a yaz (atomik olarak)
              --install         bu depoyu hazırla: .gitattributes'a `*.antrain merge=antrain`
                                ve git config merge.antrain.driver "antrain merge %O %A %B -o %A"
              --lang            mesajların dili (varsayılan: LANG/LC_ALL, yoksa en)

            Kayıtlar başlıklarına göre birleştirilir (tarih, saat, tür, başlık; tanımlar adlarına göre).
            İki tarafın farklı biçimde değiştirdiği bir kayıt git'in çakışma işaretleri arasına konur;
            bütünüyle okunamayan bir dosya git merge-file ile satır satır birleştirilir. Docs/MERGE.md'ye bakın.
            Çıkış kodu: 0 birleştirildi, 1 metinde çakışma kaldı, 2 hatalı kullanım ya da okunamayan dosyalar.
            """,
        "cli.merge.three-files": "merge BASE OURS THEIRS (ya da --install) alır; {count} dosya değil",
        "cli.merge.install-no-files": "--install dosya almaz",
        "cli.merge.conflict": "{entry}: iki tarafta farklı biçimde değiştirilmiş; iki sürüm de çakışma işaretleri arasında",
        "cli.merge.conflict-after-last-entry":
            "son kayıttan sonraki satırlar iki tarafta farklı biçimde değiştirilmiş; iki sürüm de çakışma işaretleri arasında",
        "cli.merge.line-merge":
            "{path} ({side}) bütünüyle okunamıyor (`antrain check` ile bakın); onun yerine git merge-file ile satır satır birleştirildi",
        "cli.merge.no-git": "git bulunamadı, satırlar birleştirilemedi; dosyanın tamamı çakışma işaretleri arasında",
        "cli.merge.git-failed": "git merge-file başarısız oldu: {reason}",
        "cli.merge.not-written": "{path}: yazılamadı ({reason})",
        "cli.merge.not-a-repository": "bir git deposunun içinde değilsiniz (--install'ı günlükleri tutan depoda çalıştırın)",
        "cli.merge.config-not-set": "git config {key} başarısız oldu: {reason}",
        "cli.merge.wrote-attributes": "{path} dosyasına `{line}` eklendi",
        "cli.merge.set-config": "git config {key} \"{value}\" olarak ayarlandı",
        "cli.merge.already-installed": "antrain birleştirme sürücüsü {path} içinde zaten kurulu; hiçbir şey yazılmadı",
        "cli.mcp.root-not-folder": "{path}: bir klasör değil; --root günlüklerin klasörünü gösterir",
        "cli.mcp.summary": "Günlükleri yapay zekâ asistanlarına sunar (stdio üzerinden Model Context Protocol)",
        "cli.mcp.usage": """
            antrain mcp [--root KLASÖR]

              --root KLASÖR  günlüklerin klasörü (varsayılan: bulunulan klasör); dışında hiçbir şey okunmaz, yazılmaz

              Model Context Protocol'ü (JSON-RPC, satır başına bir mesaj) stdin/stdout üzerinden konuşur; kayıtlar
              stderr'e yazılır. Asistanın istemcisi onu başlatır: komut `antrain`, argümanlar `["mcp", "--root", "/günlük/yolu"]`.
              Araçlar: check, summary, report, records, history, search_exercises, search_foods, programs ve
              girdileri yalnızca hatasız olduklarında sporcunun o yılki günlüğüne ekleyen log.
              Kaynaklar: her günlük (salt okunur) ve dil başvurusu antrain://spec.
            """,
        "cli.completions.summary": "bash, zsh ya da fish için bir tamamlama betiği yazar",
        "cli.completions.usage": """
            antrain completions bash|zsh|fish

              Komutları, seçenekleri, değerlerini, günlükleri (*.antrain) ve dışa aktarımları (*.csv),
              ayrıca hareket, yiyecek ve program adlarını tamamlar (adlar siz yazarken antrain'e sorulur).
              bash: source <(antrain completions bash) ya da betiği
                    ~/.local/share/bash-completion/completions/antrain olarak kaydedin
              zsh:  $fpath'teki bir klasöre _antrain adıyla kaydedin
              fish: ~/.config/fish/completions/antrain.fish olarak kaydedin
            """,
        "cli.version": "antrain {version} ({commit} commit'inden derlendi)",
        "cli.version.source": "antrain {version} (kaynaktan derlendi; commit kaydedilmedi)",
        "cli.completions.no-shell": "kabuğu belirtin: {shells}",
        "cli.man.description": """
            antrain antrenman günlüklerini düz metin olarak okur ve yazar: antrenmanlar, setler, kardiyo, \
            öğünler, vücut ağırlığı ve programlar, .antrain ile biten dosyalarda art arda kayıtlar olarak. \
            Onları denetler ve biçimlendirir, özetler, başka uygulamaların dışa aktarımlarını içe alır ve \
            dışa aktarır, editörlere dil sunucusu olarak hizmet eder.

            Bir komutun çalışma alanı (tanımları, profilleri ve geçmişi sayılan dosyalar), verilen yolu \
            içeren git deposunun en üst klasörüdür; yoksa verilen klasör ya da verilen dosyanın klasörü; \
            ev klasörü ya da / asla günlük aramak için taranmaz. Sonuçlar standart çıktıya, hatalar \
            standart hataya gider ve hiçbir komut bütünüyle okuyamadığı bir dosyayı değiştirmez.
            """,
        "cli.man.help": "Komutların listesini ya da COMMAND'ın kullanımını yazar; --man ile bu kılavuz sayfasını.",
        "cli.man.version": "Sürümü ve derlendiği commit'i yazar.",
        "cli.man.exit.success": "Sorun yok: hata bulunmadı, komut isteneni yaptı.",
        "cli.man.exit.problems":
            "Sorun bulundu: günlüklerde hata (--strict ile uyarılar da), fmt --check'in değiştireceği bir dosya, import'un atladığı satırlar.",
        "cli.man.exit.usage": "Hatalı kullanım ya da okunamayan girdi.",
        "cli.man.env.no-color": "Tanımlı ve boş değilse renk kullanılmaz, terminalde bile.",
        "cli.man.env.lang": "Ne --lang ne de sporcunun profili bir dil belirttiğinde mesajların dili (en ya da tr).",
        "cli.man.files.logs": "Antrenman günlükleri; klasörlerde alt klasörlerle birlikte aranır.",
        "cli.man.files.git": "Bir çalışma alanının en üst klasörünü belirler: günlükleri tutan git deposu.",
        "cli.man.see-also":
            "Antrain dağıtımının README dosyası ve Docs klasörü; editors/ VS Code, Neovim, Helix, Emacs, Sublime Text ve Vim ayarlarını içerir.",
    ]
}
