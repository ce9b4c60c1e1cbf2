/// JSON written straight into bytes: every answer and notification the language server sends.
///
/// Foundation's `JSONEncoder` boxes every value in a tree before writing it, about a
/// microsecond per value on Linux; for the answers that hold thousands of small values (a
/// long document's code lenses, an exercise's references across years of logs, the
/// diagnostics published on every keystroke) that was two thirds of the request's time. A
/// type conforms to ``JSONWritable`` and writes its members in order; ``OutgoingMessage``'s
/// `writing:` functions frame it. Slashes are not escaped, as with the encoder.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    /// Whether the innermost open object or array already holds a value, so the next one
    /// needs a comma. Closing a child sets it for the parent: the child was the parent's value.
    private var holdsValue = false
    /// Whether a key was just written, so the value follows it without a comma.
    private var afterKey = false

    public init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginValue()
        bytes.append(UInt8(ascii: "{"))
        holdsValue = false
        body(&self)
        bytes.append(UInt8(ascii: "}"))
        holdsValue = true
    }

    public mutating func array<Elements: Sequence>(_ elements: Elements, _ body: (inout JSONWriter, Elements.Element) -> Void) {
        beginValue()
        bytes.append(UInt8(ascii: "["))
        holdsValue = false
        for element in elements { body(&self, element) }
        bytes.append(UInt8(ascii: "]"))
        holdsValue = true
    }

    /// A member's key; its value is written next. Keys are the protocol's own ASCII names.
    public mutating func key(_ name: StaticString) {
        if holdsValue { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        afterKey = true
    }

    /// A key that is data, not a name of the protocol (a document's URI in a workspace edit),
    /// escaped as any string.
    public mutating func key(_ name: String) {
        if holdsValue { bytes.append(UInt8(ascii: ",")) }
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    /// `key` and its value.
    public mutating func member(_ name: StaticString, _ writable: some JSONWritable) {
        key(name)
        writable.writeJSON(to: &self)
    }

    public mutating func value(_ integer: Int) {
        beginValue()
        bytes.append(contentsOf: String(integer).utf8)
        holdsValue = true
    }

    public mutating func value(_ boolean: Bool) {
        beginValue()
        bytes.append(contentsOf: (boolean ? "true" : "false").utf8)
        holdsValue = true
    }

    public mutating func null() {
        beginValue()
        bytes.append(contentsOf: "null".utf8)
        holdsValue = true
    }

    public mutating func value(_ string: String) {
        beginValue()
        appendQuoted(string)
        holdsValue = true
    }

    private mutating func appendQuoted(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = string
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscaped(byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func value(_ writable: some JSONWritable) {
        writable.writeJSON(to: &self)
    }

    /// `key` and its value, or nothing when the value is absent (as `encodeIfPresent` does).
    public mutating func member(_ name: StaticString, ifPresent writable: (some JSONWritable)?) {
        guard let writable else { return }
        key(name)
        writable.writeJSON(to: &self)
    }

    private mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else if holdsValue {
            bytes.append(UInt8(ascii: ","))
        }
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }
}

/// A type that writes its own JSON, and has no other way to JSON: a wire type the server sends
/// conforms to this and not to `Encodable`, so there is one writer to keep right, not two
/// kept equal by a test. (`Decodable`, where the server also reads the type, is the other
/// direction.)
public protocol JSONWritable {
    func writeJSON(to writer: inout JSONWriter)
}

extension Int: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) { writer.value(self) }
}

extension String: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) { writer.value(self) }
}

extension Bool: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) { writer.value(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.array(self) { writer, element in element.writeJSON(to: &writer) }
    }
}

extension Optional: JSONWritable where Wrapped: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        if let self { self.writeJSON(to: &writer) } else { writer.null() }
    }
}

extension RequestID: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        switch self {
        case .integer(let integer): writer.value(integer)
        case .string(let string): writer.value(string)
        }
    }
}
