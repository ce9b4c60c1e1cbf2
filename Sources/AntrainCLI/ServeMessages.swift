import AntrainBasics

/// The catalogue keys of `antrain serve`: its help, its usage errors and what it prints.
enum ServeMessages {
    static let summary = MessageKey("cli.serve.summary", en: "Serve the logs as pages in a browser, on a desk or a phone",
        tr: "Günlükleri tarayıcıda sayfalar olarak sunar: masada ya da telefonda")
    // The lines of its usage table.
    static let path = MessageKey("cli.serve.help.path", en: "a log or folder; the workspace is its git repository's top folder, else its folder (default: .)",
        tr: "bir günlük ya da klasör; çalışma alanı onun git deposunun en üst klasörü, yoksa kendi klasörü (varsayılan: .)")
    static let host = MessageKey("cli.serve.help.host", en: "the address to listen on (default 127.0.0.1; 0.0.0.0 for every network: trusted ones only)",
        tr: "dinlenecek adres (varsayılan 127.0.0.1; her ağ için 0.0.0.0: yalnızca güvenilir ağlarda)")
    static let port = MessageKey("cli.serve.help.port", en: "the port (default 8470; 0 for any free one)",
        tr: "port (varsayılan 8470; boş herhangi biri için 0)")
    static let publicURL = MessageKey("cli.serve.help.public-url", en: "the address a proxy or private network gives the server (https://NAME/PREFIX)",
        tr: "bir vekil sunucunun ya da özel ağın sunucuya verdiği adres (https://AD/ÖNEK)")
    static let readOnly = MessageKey("cli.serve.help.read-only", en: "pages that read; nothing is written",
        tr: "yalnızca okuyan sayfalar; hiçbir şey yazılmaz")
    static let commit = MessageKey("cli.serve.help.commit", en: "each finished session, meal, weigh-in or quick log is a git commit (hooks off, no signing)",
        tr: "biten her antrenman, öğün, tartı ya da hızlı kayıt bir git commit'i olur (kancalar kapalı, imzasız)")
    static let share = MessageKey("cli.serve.help.share", en: "print a link that opens FOLDER's pages and writes only (a coach's athlete: --share anna/)",
        tr: "yalnızca KLASÖR'ün sayfalarını ve yazmalarını açan bir bağlantı yazar (bir koçun sporcusu: --share anna/)")
    static let newToken = MessageKey("cli.serve.help.new-token", en: "make a new token (every link, shared link and cookie given before stops working)",
        tr: "yeni bir anahtar üretir (önceden verilen her bağlantı, paylaşım ve çerez geçersiz olur)")
    static let noToken = MessageKey("cli.serve.help.no-token", en: "no token (only with a loopback --host: a single-user machine)",
        tr: "anahtarsız (yalnızca geri döngü --host ile: tek kullanıcılı bir makine)")
    static let lang = MessageKey("cli.serve.help.lang", en: "the pages' language (else the athlete's language:, else the browser's)",
        tr: "sayfaların dili (yoksa sporcunun language: ayarı, yoksa tarayıcınınki)")
    static let notes = MessageKey("cli.serve.help.notes", en: """
          Prints the address to open, with its token; opening it once keeps the token as a cookie.
          Pages: / (Home), /report, /problems, /file/PATH, /athletes; JSON under /api/ (Docs/SERVE.md).
          SIGINT or SIGTERM stops it once the requests in flight are answered.
        """,
        tr: """
          Açılacak adresi anahtarıyla yazar; adres bir kez açılınca anahtar çerez olarak saklanır.
          Sayfalar: / (Ana sayfa), /report, /problems, /file/YOL, /athletes; /api/ altında JSON (Docs/SERVE.md).
          SIGINT ya da SIGTERM, süren istekler yanıtlanınca onu durdurur.
        """)
    // The synopsis's words for serve's values, which Turkish says in its own.
    static let pathWord = MessageKey("cli.serve.placeholder.path", en: "PATH", tr: "YOL")
    static let addressWord = MessageKey("cli.serve.placeholder.address", en: "ADDR", tr: "ADRES")
    static let folderWord = MessageKey("cli.serve.placeholder.folder", en: "FOLDER", tr: "KLASÖR")
    static let badPort = MessageKey("cli.serve.bad-port", en: "--port takes a number from 0 to 65535, not {text}",
        tr: "--port 0 ile 65535 arasında bir sayı alır, {text} değil")
    static let badPublicURL = MessageKey("cli.serve.bad-public-url",
        en: "--public-url takes an address such as https://gym.example.net/antrain, not {text}",
        tr: "--public-url https://gym.example.net/antrain gibi bir adres alır, {text} değil")
    static let noTokenOnNetwork = MessageKey("cli.serve.no-token-network",
        en: "--no-token only works with a loopback --host (127.0.0.1, localhost, ::1), not {host}: anyone on the network could read the log",
        tr: "--no-token yalnızca geri döngü bir --host ile çalışır (127.0.0.1, localhost, ::1), {host} ile değil: ağdaki herkes günlüğü okuyabilirdi")
    static let onePath = MessageKey("cli.serve.one-path", en: "serve takes one log or folder", tr: "serve tek bir günlük ya da klasör alır")
    static let tokenNotKept = MessageKey("cli.serve.token-not-kept",
        en: "the token cannot be kept in {path}: set XDG_STATE_HOME to a folder of yours",
        tr: "anahtar {path} içinde saklanamıyor: XDG_STATE_HOME'u kendi klasörünüze ayarlayın")
    static let cannotListen = MessageKey("cli.serve.cannot-listen", en: "cannot listen: {reason}", tr: "dinlenemiyor: {reason}")
    static let serving = MessageKey("cli.serve.serving", en: "Serving {root} ({logs} logs)", tr: "{root} sunuluyor ({logs} günlük)")
    static let listening = MessageKey("cli.serve.listening", en: "Listening on {address}", tr: "{address} dinleniyor")
    static let open = MessageKey("cli.serve.open", en: "Open {url}", tr: "Açın: {url}")
    static let plainHTTPWarning = MessageKey("cli.serve.plain-http",
        en: "Every network of this machine can reach it over plain HTTP: use it on trusted networks only (see README: In a browser, and on your phone)",
        tr: "Bu makinenin her ağı ona düz HTTP ile ulaşabilir: yalnızca güvenilir ağlarda kullanın (README: Tarayıcıda ve telefonda)")
    static let badShare = MessageKey("cli.serve.bad-share", en: "--share takes a folder of the workspace, such as anna/, not {text}",
        tr: "--share çalışma alanından bir klasör alır (anna/ gibi), {text} değil")
    static let shareLink = MessageKey("cli.serve.share-link", en: "Share {folder} (its pages and writes only): {url}",
        tr: "{folder} paylaşımı (yalnızca onun sayfaları ve yazmaları): {url}")
    static let stopped = MessageKey("cli.serve.stopped", en: "Stopped", tr: "Durduruldu")

    static let all: [MessageKey] = [
        summary, path, host, port, publicURL, readOnly, commit, share, newToken, noToken, lang, notes, pathWord, addressWord, folderWord,
        badPort, badPublicURL, noTokenOnNetwork, onePath, tokenNotKept, cannotListen, serving, listening, open,
        plainHTTPWarning, badShare, shareLink, stopped,
    ]
}
