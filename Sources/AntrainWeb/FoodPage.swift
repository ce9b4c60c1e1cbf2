import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainReport
import AntrainSyntax

/// `/food`: a food added to the meal of the time of day (the phone's clock chooses it; the
/// select changes it), found by the library's search over foods, recipes and the workspace's
/// own foods, with an amount and its unit; then the day's totals against the goals, as Home
/// shows them.
enum FoodPage {
    static func render(_ context: PageContext, _ snapshot: HostSnapshot) -> PageAnswer {
        context.withAthlete(snapshot) { snapshot, view, language, layout in
            let date: LocalDate
            switch context.date("date", default: context.app.clock.today()) {
            case .success(let given): date = given ?? context.app.clock.today()
            case .failure(let failure): return PageAnswer(response: WebResponses.refusal(failure.status, failure.message))
            }
            let say = { (key: MessageKey) in HTMLText.escape(language.say(key)) }
            let meals = ["breakfast", "lunch", "dinner", "snack"]
            var body = "<h1>\(say(WebMessages.food))</h1>\n<section id=\"add-food\"><form id=\"food-form\" class=\"form\">"
                + "<label>\(say(WebMessages.mealLabel)) <select id=\"meal\">" + meals.map { "<option value=\"\($0)\">\($0)</option>" }.joined() + "</select></label>"
                + "<label for=\"food-search\">\(say(WebMessages.searchFood))</label><input id=\"food-search\" type=\"search\" autocomplete=\"off\">"
                + "<ul id=\"food-results\" class=\"results\"></ul>"
                + "<label>\(say(WebMessages.amount)) <input id=\"food-amount\" inputmode=\"decimal\" size=\"6\" value=\"100\"></label>"
                + "<label>\(say(WebMessages.unit)) <select id=\"food-unit\">"
                // The option's value follows the amount as the formatter writes it: `100g`, `2 servings`.
                + [FoodUnitWord.grams, .millilitres, .servings].map { "<option value=\"\($0.written(""))\">\($0.spelling)</option>" }.joined()
                + "</select></label>"
                + "<button type=\"submit\" class=\"primary\" id=\"food-add\" disabled>\(say(WebMessages.addFood))</button></form></section>\n"
            let summary = HomeSummary(figures: view.figures, date: date, time: context.app.clock.now(), unit: view.unit)
            body += HomeHTML(summary, language: language).todayHTML
            body += SessionPage.queueHTML(language)
            return PageAnswer(response: WebResponses.html(layout.page(title: language.say(WebMessages.food), current: .food, body: body)))
        }
    }
}

/// `/body`: a weigh-in and a measurement, each one entry of the day.
enum BodyPage {
    static func render(_ context: PageContext, _ snapshot: HostSnapshot) -> PageAnswer {
        context.withAthlete(snapshot) { snapshot, view, language, layout in
            let say = { (key: MessageKey) in HTMLText.escape(language.say(key)) }
            let unit = view.unit
            var body = "<h1>\(say(WebMessages.body))</h1>\n"
            body += "<section><form id=\"weigh-form\" class=\"form\"><label>\(say(WebMessages.weighIn)) (\(unit.rawValue)) "
                + "<input id=\"weight\" inputmode=\"decimal\" size=\"6\" required></label>"
                + "<button type=\"submit\" class=\"primary\">\(say(WebMessages.logWeight))</button></form></section>\n"
            let sites = ["waist", "neck", "chest", "hips", "left arm", "right arm", "left thigh", "right thigh", "bodyfat"]
            body += "<section><form id=\"measure-form\" class=\"form\"><label>\(say(WebMessages.site)) <select id=\"measure-site\">"
                + sites.map { "<option>\($0)</option>" }.joined() + "</select></label>"
                + "<label>\(say(WebMessages.value)) <input id=\"measure-value\" inputmode=\"decimal\" size=\"6\" required></label>"
                + "<button type=\"submit\" class=\"primary\">\(say(WebMessages.logMeasurement))</button></form></section>\n"
            let summary = HomeSummary(figures: view.figures, date: context.app.clock.today(), time: context.app.clock.now(), unit: unit)
            body += HomeHTML(summary, language: language).bodyweightHTML
            body += SessionPage.queueHTML(language)
            return PageAnswer(response: WebResponses.html(layout.page(title: language.say(WebMessages.body), current: .body, body: body)))
        }
    }
}
