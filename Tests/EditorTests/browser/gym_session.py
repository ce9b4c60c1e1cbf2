"""A session at the gym in a real Chromium at a phone's size (Selenium, Debian's chromedriver).

Usage: gym_session.py CHROMEDRIVER CHROMIUM BASE_URL TOKEN OUTPUT_JSON LANG [SCREENSHOT_DIR]

Starts the program's day from /session, completes planned sets with a tap (one adjusted
first), times the rest, completes three sets with the network off and then on, adds an
exercise by searching `rdl`, finishes; logs a weigh-in on /body and a meal on /food. Writes
what it saw as JSON; the Swift test reads the log the session left.
"""
import json
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.support.ui import WebDriverWait

driver_path, chromium, base, token, output, language = sys.argv[1:7]
shots = sys.argv[7] if len(sys.argv) > 7 else None
LANG = "lang=" + language

options = Options()
options.binary_location = chromium
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"]:
    options.add_argument(argument)
browser = webdriver.Chrome(service=Service(driver_path), options=options)
browser.set_window_size(390, 844)
# The page swaps its content on every change: an element found a moment ago may be gone.
STALE = (StaleElementReferenceException,)
wait = WebDriverWait(browser, 15, ignored_exceptions=STALE)
result = {}


def queue_settled():
    return browser.execute_script(
        "return JSON.parse(localStorage.getItem('antrain-queue:' + document.querySelector('meta[name=antrain-actions]').content) || '[]').length") == 0


def retry(action):
    """The page swaps its content when the log changes: an element found a moment ago may be gone."""
    box = {}

    def attempt(_):
        box["value"] = action()
        return True

    WebDriverWait(browser, 5, ignored_exceptions=STALE).until(attempt)
    return box["value"]


def tap(element):
    """As a thumb does: the element scrolled to the middle of the screen (the rest timer sits at the bottom), then tapped."""
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def click(selector):
    retry(lambda: tap(browser.find_element(By.CSS_SELECTOR, selector)))


def set_button(exercise, number):
    return browser.find_element(By.CSS_SELECTOR, f'article[data-exercise="{exercise}"] button.set[data-set="{number}"]')


def pressed(exercise, number):
    return lambda _: retry(lambda: set_button(exercise, number).get_attribute("aria-pressed")) == "true"


try:
    browser.get(f"{base}/session?token={token}&{LANG}")
    result["turkishStart"] = None
    start = wait.until(lambda b: b.find_element(By.CSS_SELECTOR, "button[data-program-day]"))
    result["startLabel"] = start.text
    retry(lambda: tap(browser.find_element(By.CSS_SELECTOR, "button[data-program-day]")))
    wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "#session article.exercise"))
    # The first refresh after the start may swap the page while it is read: wait for it to settle.
    wait.until(lambda b: queue_settled())
    result["plannedBench"] = retry(lambda: [b.get_attribute("aria-label") for b in browser.find_elements(By.CSS_SELECTOR, 'article[data-exercise="0"] button.set')])
    result["guideBench"] = retry(lambda: browser.find_element(By.CSS_SELECTOR, 'article[data-exercise="0"] .guide.last').text)
    result["unnamedControls"] = browser.execute_script(
        "return [...document.querySelectorAll('main button, main input, main select')].filter(e => e.offsetParent !== null"
        " && !(e.getAttribute('aria-label') || e.textContent.trim() || (e.labels && e.labels.length))).length")
    result["smallSetButtons"] = browser.execute_script(
        "return [...document.querySelectorAll('button.set, button.adjust')].map(e => e.getBoundingClientRect())"
        ".filter(r => r.height < 44 || r.width < 44).length")
    result["scrollWidth"] = browser.execute_script("return document.documentElement.scrollWidth")

    # One tap completes a planned set, and the rest timer (3 s, the rest last written) runs and ends.
    retry(lambda: tap(set_button(0, 0)))
    wait.until(pressed(0, 0))
    wait.until(lambda b: not b.find_element(By.ID, "rest").get_attribute("hidden"))
    result["restShown"] = True
    WebDriverWait(browser, 10, ignored_exceptions=STALE).until(lambda b: b.find_element(By.ID, "rest").get_attribute("data-done") == "true")
    result["restEnded"] = True
    if shots and language == "en":
        browser.save_screenshot(f"{shots}/serve-session-phone.png")
    wait.until(lambda b: queue_settled())
    retry(lambda: tap(set_button(0, 1)))
    wait.until(lambda b: queue_settled() and pressed(0, 1)(b))
    # The third set adjusted: one load step up (2 × the 1.25 kg plate), 4 reps, RPE 9.
    click('article[data-exercise="0"] button.adjust[data-set="2"]')
    dialog = wait.until(lambda b: b.find_element(By.ID, "adjust"))
    dialog.find_element(By.CSS_SELECTOR, 'button[data-step-field="load"][data-step-sign="1"]').click()
    reps = dialog.find_element(By.ID, "adjust-reps")
    reps.clear()
    reps.send_keys("4")
    browser.execute_script("document.getElementById('adjust-rpe').value = '9'")
    dialog.find_element(By.CSS_SELECTOR, 'button[value="save"]').click()
    wait.until(lambda b: queue_settled() and "65x4 @9" in retry(lambda: b.find_element(By.CSS_SELECTOR, 'article[data-exercise="0"]').text))

    # No signal for three sets: they wait in the page, then land once, in order.
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.emulateNetworkConditions",
                            {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    queued = "return JSON.parse(localStorage.getItem('antrain-queue:' + document.querySelector('meta[name=antrain-actions]').content) || '[]').length"
    for number in range(3):
        retry(lambda: tap(set_button(1, number)))
        wait.until(lambda b: b.execute_script(queued) == number + 1)
    result["waitingOffline"] = browser.execute_script(
        "return JSON.parse(localStorage.getItem('antrain-queue:' + document.querySelector('meta[name=antrain-actions]').content) || '[]').length")
    # Read in one script: a refresh may swap the page between finding an element and reading it.
    result["queueShown"] = browser.execute_script("return !document.getElementById('queue').hidden")
    result["pressedOffline"] = browser.execute_script(
        "return [...document.querySelectorAll('article[data-exercise=\"1\"] button.set')].filter(b => b.getAttribute('aria-pressed') === 'true').length")
    browser.execute_cdp_cmd("Network.emulateNetworkConditions",
                            {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    WebDriverWait(browser, 20, ignored_exceptions=STALE).until(lambda b: queue_settled())
    wait.until(pressed(1, 2))

    # An exercise found by `rdl`, its planned set done as 102.5x8, typed with a decimal comma as a Turkish keypad does.
    retry(lambda: browser.find_element(By.ID, "exercise-search").send_keys("rdl"))
    result["rdlHit"] = wait.until(lambda b: b.find_element(By.CSS_SELECTOR, "#exercise-results button").get_attribute("data-exercise-name"))
    retry(lambda: tap(browser.find_element(By.CSS_SELECTOR, "#exercise-results button")))
    wait.until(lambda b: queue_settled() and len(b.find_elements(By.CSS_SELECTOR, "article.exercise")) == 3)
    click('article[data-exercise="2"] button.adjust[data-set="0"]')
    dialog = wait.until(lambda b: b.find_element(By.ID, "adjust"))
    load = dialog.find_element(By.ID, "adjust-load")
    load.clear()
    load.send_keys("102,5")
    reps = dialog.find_element(By.ID, "adjust-reps")
    reps.clear()
    reps.send_keys("8")
    dialog.find_element(By.CSS_SELECTOR, 'button[value="save"]').click()
    wait.until(lambda b: queue_settled() and pressed(2, 0)(b))
    click("button[data-finish]")
    wait.until(lambda b: queue_settled() and b.find_elements(By.CSS_SELECTOR, "section.finished"))
    result["finished"] = retry(lambda: browser.find_element(By.CSS_SELECTOR, "section.finished").text)

    # A weigh-in and a meal.
    browser.get(f"{base}/body?{LANG}")
    browser.find_element(By.ID, "weight").send_keys("61.2")
    browser.find_element(By.CSS_SELECTOR, "#weigh-form button[type=submit]").click()
    wait.until(lambda b: queue_settled())
    for name in ["Kitchen Granola", "Overnight Oats"]:
        # A fresh page for each food: it shows the revision the last write made, so no refresh swaps it while typing.
        browser.get(f"{base}/food?{LANG}")
        food = browser.find_element(By.ID, "food-search")
        food.send_keys(name.split()[0])
        hit = wait.until(lambda b: [e for e in b.find_elements(By.CSS_SELECTOR, "#food-results button") if e.get_attribute("data-food-name") == name])
        hit[0].click()
        browser.execute_script("document.getElementById('meal').value = 'breakfast'")
        amount = browser.find_element(By.ID, "food-amount")
        amount.clear()
        amount.send_keys("80")
        browser.find_element(By.ID, "food-add").click()
        wait.until(lambda b: queue_settled())
    browser.get(f"{base}/food?{LANG}")
    result["foodTotals"] = browser.find_element(By.ID, "today").text

    browser.get(f"{base}/session?lang=tr")
    result["turkishTitle"] = browser.find_element(By.CSS_SELECTOR, "main h1").text
    result["turkishLang"] = browser.execute_script("return document.documentElement.lang")
    result["consoleErrors"] = [e["message"] for e in browser.get_log("browser")
                               if e["level"] == "SEVERE" and "Failed to fetch" not in e["message"] and "ERR_INTERNET_DISCONNECTED" not in e["message"]]
except Exception as error:  # what was seen so far still goes to the test
    result["error"] = repr(error)
    result["page"] = browser.page_source[-3000:]
finally:
    browser.quit()

with open(output, "w", encoding="utf-8") as file:
    json.dump(result, file)
