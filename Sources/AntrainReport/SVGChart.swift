import AntrainAnalysis
import AntrainModel

/// Charts as inline SVG, drawn here: no scripts, no fonts or files from the network, so a
/// report is one file that opens anywhere and prints. What a reader sees (ticks, legends,
/// tooltips, dates on the axis) is in the phrases' language; coordinates are plain numbers.
struct SVGChart {
    struct Line {
        var name: String
        var points: [(x: Double, y: Double)]
        var isDashed = false
        /// Drawn thin and pale, under the others: raw points whose trend another line shows.
        var isFaint = false
        /// A palette index shared with another line (a goal drawn dashed in its figure's colour).
        var colourIndex: Int?
    }

    struct Stack {
        var name: String
        var values: [Double]
    }

    static let palette = ["#2563eb", "#dc2626", "#16a34a", "#d97706", "#7c3aed", "#0891b2", "#db2777", "#65a30d", "#475569",
                          "#b45309", "#4f46e5"]
    static let width = 760.0, height = 300.0
    /// A line of at most this many points marks each with a dot; more dots would hide the line.
    static let markedPoints = 60
    static let left = 64.0, right = 16.0, top = 16.0, bottom = 40.0

    /// Lines over dates (x is a day number), with a y axis in `unit`.
    static func lines(_ lines: [Line], unit: String, label: String, phrases: Phrases) -> String {
        let points = lines.flatMap(\.points)
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max() else { return empty(label, phrases: phrases) }
        let (low, high, ticks) = axis(points.map(\.y))
        let spanX = max(maxX - minX, 1)
        func x(_ value: Double) -> Double { left + (value - minX) / spanX * (width - left - right) }
        func y(_ value: Double) -> Double { top + (1 - (value - low) / (high - low)) * (height - top - bottom) }
        var svg = open(label)
        svg += yAxis(ticks: ticks, unit: unit, y: y, phrases: phrases)
        svg += dateAxis(from: minX, to: maxX, x: x, phrases: phrases)
        for (index, line) in lines.enumerated() {
            let colour = palette[(line.colourIndex ?? index) % palette.count]
            let path = line.points.map { "\(format(x($0.x))),\(format(y($0.y)))" }.joined(separator: " ")
            let stroke = line.isFaint ? "stroke-width=\"1\" stroke-opacity=\"0.3\"" : "stroke-width=\"2\""
            svg += "<polyline fill=\"none\" stroke=\"\(colour)\" \(stroke)\(line.isDashed ? " stroke-dasharray=\"6 4\"" : "") points=\"\(path)\"/>"
            if !line.isDashed, !line.isFaint, line.points.count <= Self.markedPoints {
                for point in line.points {
                    svg += "<circle cx=\"\(format(x(point.x)))\" cy=\"\(format(y(point.y)))\" r=\"2.5\" fill=\"\(colour)\"/>"
                }
            }
        }
        return svg + "</svg>" + legend(lines.enumerated().map { ($1.name, palette[($1.colourIndex ?? $0) % palette.count], $1.isDashed, $1.isFaint) })
    }

    /// Stacked bars, one per week, with an optional goal line.
    static func stackedBars(weeks: [LocalDate], stacks: [Stack], unit: String, label: String, goal: Double? = nil, phrases: Phrases) -> String {
        guard !weeks.isEmpty, !stacks.isEmpty else { return empty(label, phrases: phrases) }
        let totals = weeks.indices.map { index in stacks.reduce(0) { $0 + $1.values[index] } }
        let (low, high, ticks) = axis(totals + [0] + (goal.map { [$0] } ?? []))
        let slot = (width - left - right) / Double(weeks.count)
        func y(_ value: Double) -> Double { top + (1 - (value - low) / (high - low)) * (height - top - bottom) }
        var svg = open(label)
        svg += yAxis(ticks: ticks, unit: unit, y: y, phrases: phrases)
        for index in weeks.indices {
            var base = 0.0
            let x = left + Double(index) * slot + slot * 0.15
            for (stackIndex, stack) in stacks.enumerated() where stack.values[index] > 0 {
                let value = stack.values[index]
                svg += "<rect x=\"\(format(x))\" y=\"\(format(y(base + value)))\" width=\"\(format(slot * 0.7))\" "
                    + "height=\"\(format(y(base) - y(base + value)))\" fill=\"\(palette[stackIndex % palette.count])\">"
                    + "<title>\(escape(stack.name)) \(weeks[index]): \(phrases.number(value, decimals: 0)) \(escape(unit))</title></rect>"
                base += value
            }
        }
        let every = max(1, Int((Double(weeks.count) / 8).rounded(.up)))
        for index in weeks.indices where index % every == 0 {
            let x = left + (Double(index) + 0.5) * slot
            svg += "<text x=\"\(format(x))\" y=\"\(format(height - bottom + 16))\" text-anchor=\"middle\" class=\"tick\">\(shortDate(weeks[index], phrases: phrases))</text>"
        }
        if let goal {
            svg += "<line x1=\"\(format(left))\" x2=\"\(format(width - right))\" y1=\"\(format(y(goal)))\" y2=\"\(format(y(goal)))\" "
                + "stroke=\"#111827\" stroke-dasharray=\"6 4\"/>"
        }
        var keys = stacks.enumerated().map { ($1.name, palette[$0 % palette.count], false, false) }
        if goal != nil { keys.append((phrases.goalKey, "#111827", true, false)) }
        return svg + "</svg>" + legend(keys)
    }

    // MARK: - Parts

    private static func open(_ label: String) -> String {
        "<svg viewBox=\"0 0 \(format(width)) \(format(height))\" role=\"img\" aria-label=\"\(escape(label))\" xmlns=\"http://www.w3.org/2000/svg\">"
    }

    private static func empty(_ label: String, phrases: Phrases) -> String {
        "<p class=\"empty\">\(escape(phrases.emptyChart(label)))</p>"
    }

    /// A low and high bound and four or five round ticks between them. The ticks are counted,
    /// never stepped through the values' range: at `1e32` adding a step of `0.5` leaves a number
    /// unchanged, and a loop that waits for it to pass the top never ends.
    static func axis(_ values: [Double]) -> (low: Double, high: Double, ticks: [Double]) {
        let finite = values.filter(\.isFinite)
        var low = finite.min() ?? 0, high = finite.max() ?? 1
        if high - low < max(1e-9, abs(high) * 1e-9) { low -= max(1, abs(low) * 0.05); high += max(1, abs(high) * 0.05) }
        let rough = (high - low) / 4
        let magnitude = pow10(floor(log10(rough)))
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? rough
        low = (low / step).rounded(.down) * step
        high = (high / step).rounded(.up) * step
        // A step of at least a quarter of the span, the ends rounded out: at most six steps.
        let steps = ((high - low) / step).rounded()
        let count = steps.isFinite ? Int(min(Double(Self.maximumTicks - 1), max(1, steps))) : 1
        return (low, high, (0...count).map { low + Double($0) * step })
    }

    /// At most this many ticks on a value axis, whatever the values.
    static let maximumTicks = 7

    private static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        if exponent >= 0 { for _ in 0..<Int(exponent) { result *= 10 } } else { for _ in 0..<Int(-exponent) { result /= 10 } }
        return result
    }

    private static func log10(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        var exponent = 0.0, rest = value
        while rest >= 10 { rest /= 10; exponent += 1 }
        while rest < 1, rest > 0 { rest *= 10; exponent -= 1 }
        return exponent
    }

    private static func floor(_ value: Double) -> Double { value.rounded(.down) }

    private static func yAxis(ticks: [Double], unit: String, y: (Double) -> Double, phrases: Phrases) -> String {
        var svg = ""
        for tick in ticks {
            svg += "<line x1=\"\(format(left))\" x2=\"\(format(width - right))\" y1=\"\(format(y(tick)))\" y2=\"\(format(y(tick)))\" class=\"grid\"/>"
            svg += "<text x=\"\(format(left - 6))\" y=\"\(format(y(tick) + 4))\" text-anchor=\"end\" class=\"tick\">\(phrases.number(tick, decimals: 1))</text>"
        }
        svg += "<text x=\"12\" y=\"\(format(top + (height - top - bottom) / 2))\" transform=\"rotate(-90 12 \(format(top + (height - top - bottom) / 2)))\" "
            + "text-anchor=\"middle\" class=\"unit\">\(escape(unit))</text>"
        return svg
    }

    private static func dateAxis(from: Double, to: Double, x: (Double) -> Double, phrases: Phrases) -> String {
        let count = min(6, max(1, Int(to - from) + 1))
        var svg = "<line x1=\"\(format(left))\" x2=\"\(format(width - right))\" y1=\"\(format(height - bottom))\" y2=\"\(format(height - bottom))\" class=\"axis\"/>"
        for index in 0..<count {
            let day = count == 1 ? from : from + (to - from) * Double(index) / Double(count - 1)
            let date = LocalDate(dayNumber: Int(day.rounded()))
            // The first and last labels align with the plot's edges so they are never cut.
            let anchor = count > 1 && index == 0 ? "start" : count > 1 && index == count - 1 ? "end" : "middle"
            svg += "<text x=\"\(format(x(day)))\" y=\"\(format(height - bottom + 16))\" text-anchor=\"\(anchor)\" class=\"tick\">\(shortDate(date, phrases: phrases))</text>"
        }
        return svg
    }

    private static func legend(_ keys: [(name: String, colour: String, isDashed: Bool, isFaint: Bool)]) -> String {
        var html = "<ul class=\"legend\">"
        for key in keys {
            // The colour as an SVG attribute, not a `style` attribute: a page served under a
            // Content-Security-Policy without 'unsafe-inline' (antrain serve) drops those.
            let style = key.isDashed ? " dashed" : key.isFaint ? " faint" : ""
            let mark = key.isDashed
                ? "<line x1=\"0\" y1=\"6\" x2=\"16\" y2=\"6\" stroke=\"\(key.colour)\" stroke-width=\"2\" stroke-dasharray=\"4 2\"/>"
                : "<rect width=\"12\" height=\"12\" rx=\"2\" fill=\"\(key.colour)\"/>"
            html += "<li><svg class=\"swatch\(style)\" viewBox=\"0 0 \(key.isDashed ? 16 : 12) 12\" aria-hidden=\"true\">\(mark)</svg>\(escape(key.name))</li>"
        }
        return html + "</ul>"
    }

    /// "16 Nov 26", "16 Kas 26": day, the month's short name, two digits of the year.
    static func shortDate(_ date: LocalDate, phrases: Phrases) -> String {
        "\(date.day) \(phrases.shortMonth(date.month)) \(date.year % 100 < 10 ? "0" : "")\(date.year % 100)"
    }

    static func format(_ value: Double) -> String { Format.number(value, decimals: 1, grouping: false) }

    static func escape(_ text: String) -> String { HTMLText.escape(text) }
}
