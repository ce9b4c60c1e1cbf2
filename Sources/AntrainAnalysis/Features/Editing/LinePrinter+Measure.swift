import AntrainSyntax

/// `measure` pairs in canonical form: `left thigh 58cm, bodyfat 15%` — site words in lower
/// case, the unit glued to its number, `, ` between pairs.
extension LinePrinter {
    mutating func appendMeasurements(_ measurements: [MeasurementSyntax]) {
        for (position, measurement) in measurements.enumerated() {
            if position > 0 {
                append(",")
                let comma = lastIndex(before: measurement.range.start)
                if let comma { markWritten(comma..<comma + 1) }
            }
            if !output.isEmpty { appendSpace() }
            appendTokens(measurement.siteRange, gluesUnits: false)
            appendSpace()
            // The number and its unit glued, `%` too (`15 %` is written `15%`); `inch` is `in`.
            for index in indices(in: measurement.valueRange) {
                if tokens[index].kind == .word, measurement.unit == .inch {
                    append("in")
                    markWritten(index..<index + 1)
                } else if tokens[index].kind == .word {
                    appendLowercased(index)
                } else {
                    appendToken(index)
                }
            }
        }
    }

    /// The index of the comma token just before `offset`, if the token there is one.
    private func lastIndex(before offset: UInt32) -> Int? {
        let index = firstIndex(atOrAfter: offset) - 1
        return index >= 0 && tokens[index].kind == .comma ? index : nil
    }
}
