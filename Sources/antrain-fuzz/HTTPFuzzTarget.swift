import AntrainHTTP

/// The HTTP request parser: whatever the bytes, it never crashes or reads past its input, and
/// its events are consistent.
///
/// Consistent means: fed whole, one byte at a time, and in two pieces split where the first
/// byte says, it gives the same events (bodies joined); they follow `(head body* end)*`, then
/// at most one unfinished request and at most one failure, which is last; no body piece is
/// empty; a body is as long as its `Content-Length` says and never longer than the limit; and
/// `isIdle` holds exactly when the input ended on a request's end with nothing after it. The
/// limits are small so inputs of at most 512 bytes reach 431 and 413.
enum HTTPFuzzTarget {
    static let limits = HTTPLimits(maxHeadBytes: 200, maxBodyBytes: 64, maxChunkLineBytes: 24)

    static func run(_ bytes: [UInt8]) {
        var whole = HTTPRequestParser(limits: limits)
        let events = whole.feed(bytes)

        var oneByOne = HTTPRequestParser(limits: limits)
        let byteEvents = bytes.indices.flatMap { oneByOne.feed(bytes[$0...$0]) }
        var halves = HTTPRequestParser(limits: limits)
        let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
        let halfEvents = halves.feed(bytes[..<split]) + halves.feed(bytes[split...])
        guard joined(events) == joined(byteEvents), joined(events) == joined(halfEvents) else {
            fatalError("the parser's events depend on how its input is cut")
        }
        guard whole.isIdle == oneByOne.isIdle, whole.isIdle == halves.isIdle, whole.hasFailed == halves.hasFailed else {
            fatalError("the parser's state depends on how its input is cut")
        }
        checkGrammar(events, parser: whole, inputIsEmpty: bytes.isEmpty)
    }

    private static func checkGrammar(_ events: [HTTPParserEvent], parser: HTTPRequestParser, inputIsEmpty: Bool) {
        var head: HTTPRequestHead?
        var bodyLength = 0
        for (index, event) in events.enumerated() {
            switch event {
            case .head(let read):
                guard head == nil else { fatalError("a head inside a request") }
                head = read
                bodyLength = 0
            case .body(let piece):
                guard head != nil, !piece.isEmpty else { fatalError("an empty body piece, or one outside a request") }
                bodyLength += piece.count
                guard bodyLength <= limits.maxBodyBytes else { fatalError("a body past the limit") }
            case .end:
                guard let read = head else { fatalError("an end without a head") }
                if let length = read.headers["Content-Length"], Int(length.split(separator: ",")[0].trimmingBlanks()) != bodyLength {
                    fatalError("a body of \(bodyLength) bytes for Content-Length \(length)")
                }
                head = nil
            case .failure:
                guard index == events.count - 1, parser.hasFailed else { fatalError("events after a failure") }
            }
        }
        let endedOnAnEnd = events.last == .end || (events.isEmpty && inputIsEmpty)
        if parser.isIdle && !endedOnAnEnd { fatalError("idle with a request unfinished") }
    }

    /// The events with consecutive body pieces joined.
    private static func joined(_ events: [HTTPParserEvent]) -> [HTTPParserEvent] {
        var result: [HTTPParserEvent] = []
        for event in events {
            if case .body(let piece) = event, case .body(let before)? = result.last {
                result[result.count - 1] = .body(before + piece)
            } else {
                result.append(event)
            }
        }
        return result
    }
}

private extension StringProtocol {
    func trimmingBlanks() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
