/// The stylesheet and the script of the pages, served by the executable itself (`/static/`):
/// nothing is fetched from the network, so the pages work in a basement gym on a LAN.
enum WebAssets {
    /// A barbell, for the tab and a phone's home screen.
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2563eb"/>
        <rect x="8" y="29" width="48" height="6" rx="2" fill="#fff"/><rect x="12" y="18" width="7" height="28" rx="2" fill="#fff"/>
        <rect x="45" y="18" width="7" height="28" rx="2" fill="#fff"/></svg>
        """

    static let stylesheet = """
        :root{color-scheme:light dark;--fg:#111827;--muted:#6b7280;--bg:#f8fafc;--card:#fff;--line:#e5e7eb;--accent:#2563eb;
        --error:#b91c1c;--warning:#b45309;--ok:#15803d;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
        color:var(--fg);background:var(--bg);-webkit-text-size-adjust:100%}
        @media (prefers-color-scheme:dark){:root{--fg:#e5e7eb;--muted:#9ca3af;--bg:#0b1120;--card:#111827;--line:#1f2937;--accent:#60a5fa;
        --error:#f87171;--warning:#fbbf24;--ok:#4ade80}}
        *{box-sizing:border-box}body{margin:0;overflow-x:hidden}
        main{max-width:820px;margin:0 auto;padding:12px 16px 96px}
        h1{font-size:1.5rem;margin:8px 0 12px}h2{font-size:1.1rem;margin:0 0 8px}h3{font-size:1rem;margin:12px 0 4px}
        a{color:var(--accent)}
        .skip{position:absolute;left:-999px;top:0}.skip:focus{left:8px;top:8px;background:var(--card);padding:12px;z-index:2}
        nav{background:var(--card);border-bottom:1px solid var(--line)}
        nav ul{display:flex;flex-wrap:wrap;gap:4px;list-style:none;margin:0 auto;padding:4px 8px;max-width:820px}
        nav a{display:inline-flex;align-items:center;min-height:44px;min-width:44px;padding:0 12px;border-radius:8px;text-decoration:none}
        nav a[aria-current=page]{background:var(--line);color:var(--fg);font-weight:600}
        a:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
        .live{max-width:820px;margin:0 auto;padding:4px 16px;color:var(--muted);font-size:.8rem}
        section{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:14px;margin:12px 0}
        ul.rows,ul.bars,ul.nutrients,ul.problems,ul.athletes,ul.prescriptions{list-style:none;margin:0;padding:0}
        ul.rows li,ul.nutrients li{display:flex;flex-wrap:wrap;gap:4px 12px;padding:6px 0;border-bottom:1px solid var(--line)}
        ul.rows li:last-child{border-bottom:none}
        .name{flex:1 1 10em;min-width:0;overflow-wrap:anywhere}.figure{font-variant-numeric:tabular-nums}
        .when,.note,.empty,.muted{color:var(--muted);font-size:.85rem}
        ul.bars li{display:grid;grid-template-columns:1fr auto auto;grid-template-areas:"name figure percent" "meter meter meter";
        gap:2px 10px;align-items:baseline;padding:4px 0}
        ul.bars .name{grid-area:name}ul.bars .figure{grid-area:figure}ul.bars .percent{grid-area:percent;color:var(--muted);min-width:3.5em;text-align:right}
        ul.bars meter{grid-area:meter}ul.bars .figure,ul.bars .percent{font-size:.9rem}
        meter{width:100%;height:14px}
        ul.problems li{padding:8px 0;border-bottom:1px solid var(--line)}
        .severity-error{color:var(--error);font-weight:600}.severity-warning{color:var(--warning);font-weight:600}
        .severity-information,.severity-hint{color:var(--muted);font-weight:600}
        code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem}
        .source{white-space:pre-wrap;overflow-wrap:anywhere;margin:2px 0 0;color:var(--muted)}
        ol.log{list-style:none;margin:0;padding:0;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem}
        ol.log li{display:grid;grid-template-columns:3.5em 1fr;gap:8px}
        ol.log .number{color:var(--muted);text-align:right;user-select:none}
        ol.log .text{white-space:pre-wrap;overflow-wrap:anywhere;min-width:0}
        ol.log li.has-problem{background:color-mix(in srgb,var(--warning) 12%,transparent)}
        ol.log .problem{grid-column:2;font-family:system-ui,sans-serif}
        ul.athletes li{padding:10px 0;border-bottom:1px solid var(--line)}
        ul.athletes a{display:inline-flex;align-items:center;min-height:44px;font-weight:600}
        .problems-link{display:inline-flex;align-items:center;min-height:44px}
        button,.button{font:inherit;min-height:44px;min-width:44px;padding:0 14px;border-radius:10px;border:1px solid var(--line);
        background:var(--card);color:var(--fg);cursor:pointer;text-decoration:none;display:inline-flex;align-items:center;justify-content:center}
        button.primary{background:var(--accent);border-color:var(--accent);color:#fff}button.danger{color:var(--error)}
        button:disabled{opacity:.5}
        .actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}.actions.stacked{flex-direction:column}
        article.exercise{border-top:1px solid var(--line);padding:10px 0}article.exercise h3{margin:0 0 4px}
        .guide{margin:2px 0;color:var(--muted);font-size:.85rem}
        ol.sets{list-style:none;margin:8px 0;padding:0;display:flex;flex-direction:column;gap:6px}
        ol.sets li{display:flex;gap:6px}ol.sets button.set{flex:1;justify-content:flex-start;font-variant-numeric:tabular-nums}
        button.set[aria-pressed=true]{background:color-mix(in srgb,var(--ok) 18%,var(--card));border-color:var(--ok);font-weight:600}
        button.set[aria-pressed=false]{border-style:dashed}
        .add-exercise label,.form label{display:block;margin:10px 0 4px}
        input,select{font:inherit;min-height:44px;padding:0 10px;border-radius:8px;border:1px solid var(--line);background:var(--card);color:var(--fg);max-width:100%}
        input[type=search]{width:100%}
        ul.results{list-style:none;margin:4px 0;padding:0;display:flex;flex-direction:column;gap:4px}ul.results button{width:100%;justify-content:flex-start}
        .stepper{display:flex;align-items:end;gap:6px;margin:8px 0}
        dialog{border:1px solid var(--line);border-radius:12px;background:var(--card);color:var(--fg);max-width:340px;width:calc(100% - 32px)}
        .rest{position:fixed;left:12px;right:12px;bottom:12px;background:var(--fg);color:var(--bg);border-radius:12px;padding:10px 14px;
        display:flex;align-items:center;gap:12px;font-size:1.2rem;font-variant-numeric:tabular-nums;z-index:3}
        .rest[hidden]{display:none}.rest .label{flex:1}.rest[data-done]{background:var(--ok)}
        #queue li{display:flex;align-items:center;gap:8px;justify-content:space-between;padding:4px 0}
        #queue li[data-state=stale],#queue li[data-state=refused]{color:var(--error)}
        """

    /// Follows the log: one event stream per browser (the tab holding a Web Lock listens and
    /// passes each change to the others over a BroadcastChannel; where locks are missing, on
    /// plain HTTP, each tab listens itself), and on a change fetches the page again and swaps
    /// its `<main>`, keeping the scroll position, so nobody reloads by hand.
    static let script = """
        "use strict";
        (function () {
          const meta = (name) => { const m = document.querySelector('meta[name="' + name + '"]'); return m ? m.content : null; };
          const events = meta("antrain-events");
          if (!events || !window.EventSource) return;
          let shown = meta("antrain-revision");
          window.antrainRefresh = refresh;
          async function refresh() {
            try {
              const response = await fetch(location.href, { credentials: "same-origin", cache: "no-store" });
              if (!response.ok || response.headers.get("X-Antrain-Copy")) return;
              const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
              // Never under a thumb: while a dialog is open or a field has focus, try again soon.
              const busy = document.querySelector("dialog[open]") || (document.activeElement && document.activeElement.matches("main input, main select, main textarea") && document.activeElement.value);
              if (busy) { setTimeout(refresh, 1000); return; }
              const main = document.querySelector("main"), next = fresh.querySelector("main");
              if (main && next) { main.innerHTML = next.innerHTML; document.dispatchEvent(new Event("antrain:swapped")); }
              const live = document.getElementById("live"), template = meta("antrain-updated");
              if (live && template) live.textContent = template.replace("{time}", new Date().toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }));
            } catch (error) { /* offline: the next change tries again */ }
          }
          function onRevision(revision) {
            if (revision !== shown) { shown = revision; refresh(); }
          }
          function listen(forward) {
            const source = new EventSource(events, { withCredentials: true });
            source.addEventListener("revision", (event) => { onRevision(event.data); if (forward) forward(event.data); });
            return source;
          }
          if (navigator.locks && window.BroadcastChannel) {
            const channel = new BroadcastChannel("antrain-events");
            channel.onmessage = (event) => onRevision(event.data);
            navigator.locks.request("antrain-events", () => new Promise(() => { listen((revision) => channel.postMessage(revision)); }));
          } else {
            listen(null);
          }
        })();
        """
}
