"""Drives `antrain serve`'s pages in a real Chromium (Selenium and Debian's chromedriver).

Usage: serve_pages.py CHROMEDRIVER CHROMIUM BASE_URL TOKEN LOG_PATH OUTPUT_JSON [SCREENSHOT_DIR]

Opens the pages at a phone's size and a desk's, reads what they show, saves the log as an
editor would and waits for the open page to show it without a reload, and writes what it saw
as JSON for the Swift test to check against the command line's figures.
"""
import json
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

driver_path, chromium, base, token, log_path, output = sys.argv[1:7]
shots = sys.argv[7] if len(sys.argv) > 7 else None
DAY = "date=2026-11-02&time=21:00"

options = Options()
options.binary_location = chromium
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"]:
    options.add_argument(argument)
browser = webdriver.Chrome(service=Service(driver_path), options=options)
result = {"pages": {}}


def measure(name):
    """Sideways scrolling, small touch targets and unnamed controls on the page shown."""
    result["pages"][name] = browser.execute_script("""
        const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, [role=button]')]
          .filter(e => e.offsetParent !== null && !e.classList.contains('skip'));
        const small = controls.filter(e => e.closest('nav, .problems-link, ul.athletes'))
          .map(e => e.getBoundingClientRect()).filter(r => r.height < 44 || r.width < 44).length;
        const unnamed = controls.filter(e => !(e.getAttribute('aria-label') || e.textContent.trim() || e.title)).length;
        return {scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth,
                smallTargets: small, unnamedControls: unnamed, lang: document.documentElement.lang,
                title: document.title, errors: 0};
    """)


try:
    browser.set_window_size(390, 844)
    browser.get(f"{base}/?token={token}&{DAY}")
    result["urlAfterToken"] = browser.current_url
    measure("home")
    result["greeting"] = browser.find_element(By.ID, "greeting").text
    result["nutrition"] = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#today ul.bars .figure")]
    result["records"] = [[e.find_element(By.CSS_SELECTOR, ".name").text, e.find_element(By.CSS_SELECTOR, ".figure").text]
                         for e in browser.find_elements(By.CSS_SELECTOR, "#records li")]
    if shots:
        browser.save_screenshot(f"{shots}/serve-home-phone.png")
    for name, path in [("report", "/report"), ("problems", "/problems"), ("file", "/file/november.antrain")]:
        browser.get(f"{base}{path}")
        measure(name)
        if shots and name == "report":
            browser.save_screenshot(f"{shots}/serve-report-phone.png")
    browser.get(f"{base}/report")
    result["reportCharts"] = len(browser.find_elements(By.CSS_SELECTOR, "section svg"))
    result["reportStyled"] = browser.execute_script(
        "return getComputedStyle(document.querySelector('section')).borderRadius")

    # Dark mode, as a phone set to it asks.
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    browser.get(f"{base}/?{DAY}")
    result["darkBackground"] = browser.execute_script("return getComputedStyle(document.documentElement).backgroundColor")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})

    # Turkish.
    browser.get(f"{base}/?lang=tr&{DAY}")
    measure("homeTurkish")
    result["turkishGreeting"] = browser.find_element(By.ID, "greeting").text
    result["turkishNavigation"] = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "nav a")]

    # A save in an editor shows in the open page without a reload.
    browser.get(f"{base}/?{DAY}")
    browser.execute_script("window.__notReloaded = true")
    # No wait for the event stream: the page knows the revision it shows, and a stream opened
    # after the save reports the newer one, so the page refreshes either way.
    with open(log_path, "a", encoding="utf-8") as log:
        log.write("\n2026-11-02 18:00 lifting Evening\n  Barbell Deadlift 200x3\n")
    # Read by script: the page swaps its content as it refreshes, so a found element may go stale.
    records = "const r = document.getElementById('records'); return r ? r.textContent : ''"
    try:
        WebDriverWait(browser, 10).until(lambda b: "Barbell Deadlift" in (b.execute_script(records) or ""))
        result["liveShown"] = True
    except TimeoutException:
        result["liveShown"] = False
    result["notReloaded"] = browser.execute_script("return window.__notReloaded === true")

    # With no signal the page reloads from the service worker's copy.
    result["serviceWorker"] = browser.execute_async_script(
        "const done = arguments[0]; if (!navigator.serviceWorker) return done(false);"
        " navigator.serviceWorker.ready.then(() => done(true)); setTimeout(() => done(false), 5000);")
    browser.get(f"{base}/?{DAY}")  # a copy taken under the worker
    cached = ("const done = arguments[0]; caches.open('antrain-pages').then((c) => c.match(location.href))"
              ".then((hit) => done(!!hit), () => done(false));")
    WebDriverWait(browser, 10).until(lambda b: b.execute_async_script(cached))
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.emulateNetworkConditions",
                            {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    browser.get(f"{base}/?{DAY}")
    result["offlineGreeting"] = browser.execute_script("const g = document.getElementById('greeting'); return g ? g.textContent : null")
    browser.execute_cdp_cmd("Network.emulateNetworkConditions",
                            {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})

    # A desk's size.
    browser.set_window_size(1280, 900)
    browser.get(f"{base}/?{DAY}")
    measure("homeDesk")
    if shots:
        browser.save_screenshot(f"{shots}/serve-home-desk.png")
    # The offline reload's own failures (the event stream, the worker's network try) are expected.
    result["consoleErrors"] = [entry["message"] for entry in browser.get_log("browser") if entry["level"] == "SEVERE"
                               and "ERR_INTERNET_DISCONNECTED" not in entry["message"] and "Failed to fetch" not in entry["message"]]
except Exception as error:  # what was seen so far still goes to the test
    result["error"] = repr(error)
finally:
    browser.quit()

with open(output, "w", encoding="utf-8") as file:
    json.dump(result, file)
