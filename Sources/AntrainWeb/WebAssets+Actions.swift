/// The gym pages' script: every tap becomes an action with an id, kept in the phone's local
/// storage until the server answers, sent in order (so a set completed with no signal lands
/// once, in its place, when the signal returns); a set completed starts the rest timer.
extension WebAssets {
    /// The service worker: pages are fetched from the server while it answers, and the copy of
    /// each page last seen is shown when it does not (no signal in the gym), so the page reloads
    /// offline. Registered where the browser allows workers: over HTTPS, and on this machine.
    static let serviceWorker = """
        "use strict";
        const CACHE = "antrain-pages";
        self.addEventListener("install", () => self.skipWaiting());
        self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
        self.addEventListener("fetch", (event) => {
          const request = event.request, url = new URL(request.url);
          if (request.method !== "GET" || url.origin !== location.origin || url.pathname.endsWith("/events") || url.pathname.includes("/api/")) return;
          event.respondWith(fetch(request).then((response) => {
            if (response.ok) { const copy = response.clone(); caches.open(CACHE).then((cache) => cache.put(request, copy)); }
            return response;
          }).catch(() => caches.match(request).then((hit) => hit || caches.match(request, { ignoreSearch: true }))
            .then((hit) => hit ? offlineCopy(hit) : Response.error())));
        });
        // A copy says so, so a page following the log never swaps itself for an older copy.
        function offlineCopy(hit) {
          const headers = new Headers(hit.headers);
          headers.set("X-Antrain-Copy", "offline");
          return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers: headers });
        }
        """

    static let actionsScript = """
        "use strict";
        (function () {
          const meta = (name) => { const m = document.querySelector('meta[name="' + name + '"]'); return m ? m.content : ""; };
          const csrf = meta("antrain-csrf");
          const params = new URLSearchParams(location.search);
          const endpoint = meta("antrain-actions") + (params.get("athlete") ? "?athlete=" + encodeURIComponent(params.get("athlete")) : "");
          const storeKey = "antrain-queue:" + endpoint;
          const pad = (n) => String(n).padStart(2, "0");
          function now() {
            const d = new Date();
            return { date: d.getFullYear() + "-" + pad(d.getMonth() + 1) + "-" + pad(d.getDate()), time: pad(d.getHours()) + ":" + pad(d.getMinutes()), at: d };
          }
          function load() { try { return JSON.parse(localStorage.getItem(storeKey) || "[]"); } catch (e) { return []; } }
          function save(queue) { localStorage.setItem(storeKey, JSON.stringify(queue)); render(queue); }
          function newId() { return (crypto.randomUUID ? crypto.randomUUID() : Date.now() + "-" + Math.random().toString(16).slice(2)); }
          function render(queue) {
            const box = document.getElementById("queue"), list = document.getElementById("queue-items");
            if (!box || !list) return;
            box.hidden = queue.length === 0;
            list.innerHTML = "";
            queue.forEach((item, index) => {
              const li = document.createElement("li");
              li.dataset.state = item.state;
              li.textContent = (item.label || item.action.kind) + (item.message ? " — " + item.message : "");
              if (item.state !== "waiting") {
                const again = document.createElement("button");
                again.type = "button";
                again.textContent = item.state === "stale" ? "↻" : "✕";
                again.setAttribute("aria-label", item.state === "stale" ? "Re-apply" : "Dismiss");
                again.addEventListener("click", () => {
                  const q = load();
                  if (item.state === "stale" && item.now !== undefined) {
                    q[index].action.expected = item.now; q[index].action.id = newId(); q[index].state = "waiting"; q[index].message = "";
                  } else { q.splice(index, 1); }
                  save(q); flush();
                });
                li.appendChild(again);
              }
              list.appendChild(li);
            });
          }
          let sending = false;
          async function flush() {
            if (sending) return;
            sending = true;
            try {
              for (;;) {
                const queue = load();
                const next = queue.findIndex((item) => item.state === "waiting");
                if (next < 0) break;
                let response;
                try {
                  response = await fetch(endpoint, { method: "POST", credentials: "same-origin",
                    headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf }, body: JSON.stringify(queue[next].action) });
                } catch (error) { setTimeout(flush, 3000); break; }
                let answer = {};
                try { answer = await response.json(); } catch (e) {}
                const fresh = load();
                const at = fresh.findIndex((item) => item.action.id === queue[next].action.id);
                if (response.ok) { if (at >= 0) fresh.splice(at, 1); }
                else if (at >= 0) {
                  fresh[at].state = response.status === 409 ? "stale" : "refused";
                  fresh[at].message = answer.message || String(response.status);
                  if (answer.now !== undefined) fresh[at].now = answer.now;
                }
                save(fresh);
                if (window.antrainRefresh) await window.antrainRefresh();
              }
            } finally { sending = false; }
          }
          function send(action, label) {
            const moment = now();
            action.id = newId(); action.date = action.date || moment.date; action.time = action.time || moment.time;
            const queue = load();
            queue.push({ action: action, label: label, state: "waiting" });
            save(queue);
            flush();
          }
          window.addEventListener("online", flush);
          if (navigator.serviceWorker && window.isSecureContext && meta("antrain-sw")) {
            navigator.serviceWorker.register(meta("antrain-sw"), { scope: meta("antrain-sw").replace(/sw\\.js$/, "") }).catch(() => {});
          }
          // A set completed with no signal stays pressed until it lands, also when the page is
          // reloaded or swapped for a fresher one in between.
          function showPending(queue) {
            queue.forEach((item) => {
              const action = item.action;
              if (item.state !== "waiting" || action.kind !== "complete") return;
              const button = document.querySelector('article.exercise[data-exercise="' + action.exercise + '"] button.set[data-set="' + action.set + '"]');
              if (button && button.dataset.expected === action.expected) button.setAttribute("aria-pressed", "true");
            });
          }
          document.addEventListener("antrain:swapped", () => { const queue = load(); render(queue); showPending(queue); });
          render(load());
          showPending(load());
          flush();

          // The rest timer: the exercise's rest, a countdown, a vibration and a beep at the end.
          let restTimer = null;
          function startRest(seconds) {
            if (!document.getElementById("rest")) return;
            clearInterval(restTimer);
            const end = Date.now() + seconds * 1000;
            // Looked up on every tick: a refresh of the page after the set replaces the elements.
            const tick = () => {
              const box = document.getElementById("rest"), left = document.getElementById("rest-left");
              if (!box || !left) return;
              box.hidden = false;
              const remaining = Math.max(0, Math.round((end - Date.now()) / 1000));
              left.textContent = Math.floor(remaining / 60) + ":" + pad(remaining % 60);
              if (remaining === 0) {
                clearInterval(restTimer);
                box.dataset.done = "true";
                if (navigator.vibrate) navigator.vibrate([300, 100, 300]);
                try {
                  const audio = new (window.AudioContext || window.webkitAudioContext)();
                  const tone = audio.createOscillator(); tone.frequency.value = 880; tone.connect(audio.destination);
                  tone.start(); tone.stop(audio.currentTime + 0.4);
                } catch (e) {}
                setTimeout(() => { const done = document.getElementById("rest"); if (done) { done.hidden = true; delete done.dataset.done; } }, 4000);
              }
            };
            tick();
            restTimer = setInterval(tick, 250);
          }

          const session = () => document.getElementById("session");
          const entry = () => ({ entryDate: session().dataset.entryDate, entryTime: session().dataset.entryTime });
          // The adjust dialog: the set as done, its load stepped by the plates at hand.
          function parseSet(text) {
            const m = /^(BW[+-]?[0-9.]*|[0-9.]+)?x([0-9]+)(?:\\s*@([0-9.]+))?/.exec(text.replace(/^\\[ \\]\\s*/, ""));
            return m ? { load: m[1] || "", reps: m[2], rpe: m[3] || "" } : { load: "", reps: "", rpe: "" };
          }
          function ask(text, step, done) {
            const dialog = document.getElementById("adjust");
            if (!dialog || !dialog.showModal) { done(text.replace(/^\\[ \\]\\s*/, "")); return; }
            const parts = parseSet(text);
            dialog.querySelector("#adjust-load").value = parts.load;
            dialog.querySelector("#adjust-reps").value = parts.reps;
            dialog.querySelector("#adjust-rpe").value = parts.rpe;
            dialog.dataset.step = step;
            dialog.onclose = () => {
              if (dialog.returnValue !== "save") return;
              // A decimal comma (a Turkish or German keypad: 117,5) is the log's point.
              const load = dialog.querySelector("#adjust-load").value.trim().replace(",", "."), reps = dialog.querySelector("#adjust-reps").value.trim();
              const rpe = dialog.querySelector("#adjust-rpe").value;
              if (!reps) return;
              done((load ? load : "") + "x" + reps + (rpe ? " @" + rpe : ""));
            };
            dialog.showModal();
          }
          document.addEventListener("click", (event) => {
            const target = event.target.closest("button");
            if (!target) return;
            const article = target.closest("article.exercise");
            if (target.dataset.stepField) {
              const dialog = target.closest("dialog"), field = dialog.querySelector("#adjust-" + target.dataset.stepField);
              const step = target.dataset.stepField === "reps" ? 1 : parseFloat(dialog.dataset.step || "2.5");
              const value = parseFloat((field.value || "0").replace(",", ".")) + Number(target.dataset.stepSign) * step;
              field.value = String(Math.max(0, Math.round(value * 100) / 100));
            } else if (target.dataset.start !== undefined) {
              send({ kind: "start", template: target.dataset.start }, target.textContent);
            } else if (target.classList.contains("set") && article) {
              if (target.getAttribute("aria-pressed") === "true") return;
              const expected = target.dataset.expected;
              target.setAttribute("aria-pressed", "true");
              send(Object.assign({ kind: "complete", exercise: Number(article.dataset.exercise), name: article.dataset.name, set: Number(target.dataset.set),
                expected: expected, text: expected.replace(/^\\[ \\]\\s*/, "") }, entry()), target.textContent);
              startRest(Number(article.dataset.rest || 120));
            } else if (target.classList.contains("adjust") && article) {
              const setButton = article.querySelector('button.set[data-set="' + target.dataset.set + '"]');
              ask(setButton.dataset.expected, article.dataset.step, (text) => {
                send(Object.assign({ kind: "complete", exercise: Number(article.dataset.exercise), name: article.dataset.name, set: Number(target.dataset.set),
                  expected: setButton.dataset.expected, text: text }, entry()), text);
                startRest(Number(article.dataset.rest || 120));
              });
            } else if (target.classList.contains("add-set") && article) {
              const sets = article.querySelectorAll("button.set");
              const last = sets.length ? sets[sets.length - 1].dataset.expected : "x5";
              ask(last, article.dataset.step, (text) => {
                send(Object.assign({ kind: "addSet", exercise: Number(article.dataset.exercise), name: article.dataset.name, text: text }, entry()), text);
                startRest(Number(article.dataset.rest || 120));
              });
            } else if (target.dataset.exerciseName && !session()) {
              send({ kind: "start", name: target.dataset.exerciseName }, target.dataset.exerciseName);
              const results = document.getElementById("exercise-results"); if (results) results.innerHTML = "";
            } else if (target.dataset.exerciseName) {
              send(Object.assign({ kind: "addExercise", name: target.dataset.exerciseName }, entry()), target.dataset.exerciseName);
              const results = document.getElementById("exercise-results"); if (results) results.innerHTML = "";
              const search = document.getElementById("exercise-search"); if (search) search.value = "";
            } else if (target.dataset.finish !== undefined) {
              const [h, m] = session().dataset.entryTime.split(":").map(Number);
              const started = new Date(); started.setHours(h, m, 0, 0);
              const minutes = Math.max(1, Math.round((Date.now() - started.getTime()) / 60000));
              const duration = minutes < 60 ? minutes + "min" : Math.floor(minutes / 60) + "h" + (minutes % 60 ? pad(minutes % 60) : "");
              send(Object.assign({ kind: "finish", duration: duration }, entry()), target.textContent);
            } else if (target.dataset.discard !== undefined) {
              const section = target.closest("[data-entry-date]");
              if (!confirm(target.dataset.confirm || "Discard?")) return;
              send({ kind: "discard", entryDate: section.dataset.entryDate, entryTime: section.dataset.entryTime }, target.textContent);
            } else if (target.dataset.foodName) {
              document.getElementById("food-search").value = target.dataset.foodName;
              document.getElementById("food-results").innerHTML = "";
              document.getElementById("food-add").disabled = false;
            } else if (target.id === "rest-skip") {
              clearInterval(restTimer); document.getElementById("rest").hidden = true;
            }
          });
          // Searches as you type (delegated: a refresh of the page replaces the inputs).
          let searchTimer = null;
          document.addEventListener("input", (event) => {
            const input = event.target;
            const kind = input.id === "exercise-search" ? ["exercise-results", "/exercises", "exerciseName"]
              : input.id === "food-search" ? ["food-results", "/foods", "foodName"] : null;
            if (!kind) return;
            clearTimeout(searchTimer);
            searchTimer = setTimeout(async () => {
              const list = document.getElementById(kind[0]), q = input.value.trim();
              if (!list) return;
              list.innerHTML = "";
              if (!q) return;
              const url = meta("antrain-api") + kind[1] + "?q=" + encodeURIComponent(q)
                + (params.get("athlete") ? "&athlete=" + encodeURIComponent(params.get("athlete")) : "");
              try {
                const hits = await (await fetch(url, { credentials: "same-origin" })).json();
                hits.slice(0, 8).forEach((hit) => {
                  const li = document.createElement("li"), button = document.createElement("button");
                  button.type = "button"; button.dataset[kind[2]] = hit.name;
                  button.textContent = hit.name + (hit.matched ? " (" + hit.matched + ")" : "");
                  li.appendChild(button); list.appendChild(li);
                });
              } catch (e) {}
            }, 200);
          });
          const meal = document.getElementById("meal");
          if (meal) { const hour = new Date().getHours(); meal.value = hour < 11 ? "breakfast" : hour < 16 ? "lunch" : hour < 21 ? "dinner" : "snack"; }
          document.addEventListener("submit", (event) => {
            const form = event.target, value = (id) => (document.getElementById(id) || { value: "" }).value.trim().replace(",", ".");
            if (form.id === "food-form") {
              event.preventDefault();
              const name = document.getElementById("food-search").value.trim(), amount = value("food-amount");
              if (!name || !amount) return;
              const line = name + " " + amount + document.getElementById("food-unit").value;
              send({ kind: "food", meal: document.getElementById("meal").value, text: line }, line);
              document.getElementById("food-search").value = ""; document.getElementById("food-add").disabled = true;
            } else if (form.id === "quick-form") {
              event.preventDefault();
              const action = { kind: form.dataset.kind, type: document.getElementById("quick-type").value, minutes: value("quick-minutes"),
                distance: value("quick-distance"), rounds: value("quick-rounds"), result: (document.getElementById("quick-result") || { value: "" }).value.trim(),
                note: document.getElementById("quick-note").value.trim() };
              if (!action.minutes || Number(action.minutes) <= 0) { document.getElementById("quick-minutes").focus(); return; }
              send(action, action.type + " " + action.minutes + " min");
              form.reset();
            } else if (form.id === "weigh-form") {
              event.preventDefault();
              if (value("weight")) send({ kind: "weighIn", text: value("weight") }, value("weight"));
              document.getElementById("weight").value = "";
            } else if (form.id === "measure-form") {
              event.preventDefault();
              const site = document.getElementById("measure-site").value, number = value("measure-value");
              if (number) send({ kind: "measure", text: site + " " + number + (site === "bodyfat" ? "%" : "cm") }, site + " " + number);
              document.getElementById("measure-value").value = "";
            }
          });
        })();
        """
}
