/// How a request's body is delimited, read from its header fields (RFC 9112 §6.3).
enum HTTPBodyFraming: Sendable, Hashable {
    /// No `Content-Length` and no `Transfer-Encoding`: a request without a body.
    case none
    case length(Int)
    case chunked
}

/// Reads a complete request head (its lines, line ends removed) into a request and its body
/// framing, or the status that refuses it.
///
/// The checks, each answered 400 unless said otherwise: the request line is `method SP target
/// SP version` with single spaces, a token method and a target of visible ASCII; a version
/// other than HTTP/1.0 and HTTP/1.1 in the form `HTTP/d.d` is 505; a header line begins with
/// a token name followed at once by a colon (no obs-fold, no space before the colon) and holds
/// no control byte; an HTTP/1.1 request has exactly one `Host` (no request two); framing as
/// ``framing(of:version:limits:)`` says.
enum HTTPHeadReader {
    static func read(lines: [ArraySlice<UInt8>], limits: HTTPLimits) -> Result<(HTTPRequestHead, HTTPBodyFraming), HTTPStatus> {
        guard let requestLine = lines.first else { return .failure(.badRequest) }
        let parts = requestLine.split(separator: ASCII.space, omittingEmptySubsequences: false)
        guard parts.count == 3,
              !parts[0].isEmpty, parts[0].allSatisfy(ASCII.isTokenCharacter),
              !parts[1].isEmpty, parts[1].allSatisfy(ASCII.isTargetByte)
        else { return .failure(.badRequest) }
        let version: HTTPVersion
        switch readVersion(parts[2]) {
        case .success(let read): version = read
        case .failure(let status): return .failure(status)
        }

        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            guard let field = readField(line) else { return .failure(.badRequest) }
            headers.add(name: field.name, value: field.value)
        }
        let hosts = headers.values("Host")
        guard hosts.count <= 1, version == .http1_0 || hosts.count == 1 else { return .failure(.badRequest) }

        let framing: HTTPBodyFraming
        switch self.framing(of: headers, version: version, limits: limits) {
        case .success(let read): framing = read
        case .failure(let status): return .failure(status)
        }
        let head = HTTPRequestHead(
            method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: parts[1], as: UTF8.self),
            version: version, headers: headers
        )
        return .success((head, framing))
    }

    /// `HTTP/1.0` and `HTTP/1.1`; another `HTTP/d.d` is a version we do not speak (505), and
    /// anything else is not HTTP/1 at all (400).
    static func readVersion(_ bytes: ArraySlice<UInt8>) -> Result<HTTPVersion, HTTPStatus> {
        if let version = HTTPVersion(rawValue: String(decoding: bytes, as: UTF8.self)) { return .success(version) }
        let shape = Array(bytes)
        guard shape.count == 8, shape[0..<5].elementsEqual("HTTP/".utf8), ASCII.isDigit(shape[5]), shape[6] == UInt8(ascii: "."),
              ASCII.isDigit(shape[7])
        else { return .failure(.badRequest) }
        return .failure(.versionNotSupported)
    }

    /// One `name: value` line, or nil when it is malformed: it starts with a blank (obs-fold,
    /// refused by RFC 9112 §5.2), its name is empty or not a token (which covers a missing colon
    /// and a space before it), or its value holds a control byte.
    static func readField(_ line: ArraySlice<UInt8>) -> HTTPField? {
        guard let colon = line.firstIndex(of: ASCII.colon) else { return nil }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(ASCII.isTokenCharacter) else { return nil }
        var value = line[line.index(after: colon)...]
        guard value.allSatisfy(ASCII.isFieldValueByte) else { return nil }
        while let first = value.first, ASCII.isBlank(first) { value = value.dropFirst() }
        while let last = value.last, ASCII.isBlank(last) { value = value.dropLast() }
        return HTTPField(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }

    /// The body's framing (RFC 9112 §6.1–6.3):
    /// - `Transfer-Encoding` with `Content-Length`, or on HTTP/1.0: 400 (the smuggling shapes);
    /// - `Transfer-Encoding` whose last coding is not `chunked`, or `chunked` twice: 400; other
    ///   codings before `chunked` (`gzip, chunked`): 501, we decode none;
    /// - `Content-Length` lines (or comma lists) must all be the same digits, no sign, fitting
    ///   an `Int`: 400 otherwise; more than the body limit: 413.
    static func framing(of headers: HTTPHeaders, version: HTTPVersion, limits: HTTPLimits) -> Result<HTTPBodyFraming, HTTPStatus> {
        let lengths = headers.values("Content-Length")
        if headers.contains("Transfer-Encoding") {
            guard lengths.isEmpty, version == .http1_1 else { return .failure(.badRequest) }
            let codings = headers.values("Transfer-Encoding").flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
                .map { String($0.trimmingBlanks()).asciiLowercased() }
            guard codings.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(ASCII.isTokenCharacter) }),
                  codings.last == "chunked", codings.filter({ $0 == "chunked" }).count == 1
            else { return .failure(.badRequest) }
            return codings.count == 1 ? .success(.chunked) : .failure(.notImplemented)
        }
        guard !lengths.isEmpty else { return .success(.none) }
        var length: Int?
        for element in lengths.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
            guard let read = readLength(element.trimmingBlanks()), length == nil || length == read else { return .failure(.badRequest) }
            length = read
        }
        guard let length else { return .failure(.badRequest) }
        return length > limits.maxBodyBytes ? .failure(.payloadTooLarge) : .success(.length(length))
    }

    /// One or more decimal digits that fit an `Int`; no sign, no blanks, no hexadecimal.
    static func readLength(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy(ASCII.isDigit) else { return nil }
        var value = 0
        for digit in text.utf8 {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(digit - 0x30))
            guard !overflow, !overflow2 else { return nil }
            value = sum
        }
        return value
    }
}
