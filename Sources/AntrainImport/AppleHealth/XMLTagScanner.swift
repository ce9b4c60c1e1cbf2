import AntrainBasics

/// One start, empty or end tag of the element names asked for, with its attributes decoded.
struct XMLTag {
    var name: String
    var attributes: [String: String]
    /// `</Workout>`.
    var isEnd: Bool
    /// `<Record …/>`: no children, no end tag.
    var isEmpty: Bool
}

/// Why the XML could not be read on.
enum XMLScanError: Error, Equatable {
    /// A tag, comment or declaration longer than ``XMLTagScanner/longest`` bytes, starting at
    /// this offset: not an export, and reading on would hold it all in memory.
    case tooLong(offset: Int)
}

/// The few tags an import needs, found in a stream of XML without building a tree: a
/// byte-level scanner that skips the XML declaration, comments, CDATA, the internal DTD
/// (`<!DOCTYPE HealthData [ <!ELEMENT …> <!ATTLIST …> ]>`, with its quoted strings) and every
/// element it was not asked for, holding only the block it reads and the tag it is in.
///
/// Apple Health exports run to gigabytes of `Record` tags; this keeps memory to a few
/// blocks, however long the file.
struct XMLTagScanner {
    /// The longest tag or declaration read: 4 MiB (a DTD is about 10 KiB, a tag under 1 KiB).
    static let longest = 4 << 20

    private let blocks: ByteBlocks
    private let names: Set<[UInt8]>
    private var buffer: [UInt8] = []
    private var position = 0
    /// The file offset of `buffer[0]`.
    private var base = 0

    init(blocks: ByteBlocks, names: Set<String>) {
        self.blocks = blocks
        self.names = Set(names.map { Array($0.utf8) })
    }

    /// Bytes consumed so far (for progress lines).
    var offset: Int { base + position }

    /// Whether byte `index` of the buffer is there, reading blocks until it is.
    private mutating func has(_ index: Int) -> Bool {
        while index >= buffer.count {
            guard let block = blocks.next() else { return false }
            buffer += block
        }
        return true
    }

    /// The next tag of an asked-for name, or nil at the end of the stream.
    mutating func next() throws(XMLScanError) -> XMLTag? {
        while true {
            // Drop what was read: the buffer holds at most a few blocks.
            if position >= ByteBlocks.blockSize {
                buffer.removeSubrange(0..<position)
                base += position
                position = 0
            }
            guard let open = findByte(UInt8(ascii: "<")) else { return nil }
            position = open
            guard has(position + 1) else { return nil }
            let start = position
            switch buffer[position + 1] {
            case UInt8(ascii: "?"):
                try skip(past: Array("?>".utf8), from: start)
            case UInt8(ascii: "!"):
                if matches("<!--", at: position) {
                    try skip(past: Array("-->".utf8), from: start)
                } else if matches("<![CDATA[", at: position) {
                    try skip(past: Array("]]>".utf8), from: start)
                } else {
                    try skipDeclaration(from: start)
                }
            case UInt8(ascii: "/"):
                let nameEnd = try nameEnd(from: position + 2, start: start)
                let name = Array(buffer[(position + 2)..<nameEnd])
                try skipTag(from: start)
                if names.contains(name) { return XMLTag(name: String(decoding: name, as: UTF8.self), attributes: [:], isEnd: true, isEmpty: false) }
            default:
                let nameEnd = try nameEnd(from: position + 1, start: start)
                let name = Array(buffer[(position + 1)..<nameEnd])
                guard names.contains(name) else {
                    try skipTag(from: start)
                    continue
                }
                return try readAttributes(name: String(decoding: name, as: UTF8.self), from: nameEnd, start: start)
            }
        }
    }

    /// The index of the next `byte` from `position`, reading on; nil at the end.
    private mutating func findByte(_ byte: UInt8) -> Int? {
        var from = position
        while true {
            if let found = buffer[from...].firstIndex(of: byte) { return found }
            from = buffer.count
            // Nothing of interest in what is held: let it go before reading on.
            if position < buffer.count, buffer.count - position > ByteBlocks.blockSize {
                base += buffer.count
                buffer.removeAll(keepingCapacity: true)
                position = 0
                from = 0
            }
            guard let block = blocks.next() else {
                position = buffer.count
                return nil
            }
            buffer += block
        }
    }

    private mutating func matches(_ text: String, at index: Int) -> Bool {
        let bytes = Array(text.utf8)
        guard has(index + bytes.count - 1) else { return false }
        return buffer[index..<index + bytes.count].elementsEqual(bytes)
    }

    private mutating func checkLength(_ index: Int, start: Int) throws(XMLScanError) {
        if index - start > Self.longest { throw .tooLong(offset: base + start) }
    }

    /// Moves past `terminator`; at the end of the stream, to the end.
    private mutating func skip(past terminator: [UInt8], from start: Int) throws(XMLScanError) {
        var index = start
        while has(index + terminator.count - 1) {
            if buffer[index] == terminator[0], buffer[index..<index + terminator.count].elementsEqual(terminator) {
                position = index + terminator.count
                return
            }
            index += 1
            try checkLength(index, start: start)
        }
        position = buffer.count
    }

    /// `<!DOCTYPE … [ … ]>` or `<!ELEMENT …>`: to the `>` outside quotes and brackets.
    private mutating func skipDeclaration(from start: Int) throws(XMLScanError) {
        var index = start + 2
        var depth = 0
        var quote: UInt8?
        while has(index) {
            let byte = buffer[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "<"), matches("<!--", at: index) {
                // A comment inside the DTD may hold quotes and brackets of its own.
                try skip(past: Array("-->".utf8), from: index)
                index = position
                continue
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                position = index + 1
                return
            }
            index += 1
            try checkLength(index, start: start)
        }
        position = buffer.count
    }

    /// To the `>` that ends the tag, past quoted values (which may hold `>`).
    private mutating func skipTag(from start: Int) throws(XMLScanError) {
        var index = start + 1
        var quote: UInt8?
        while has(index) {
            let byte = buffer[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                position = index + 1
                return
            }
            index += 1
            try checkLength(index, start: start)
        }
        position = buffer.count
    }

    private mutating func nameEnd(from index: Int, start: Int) throws(XMLScanError) -> Int {
        var index = index
        while has(index), !Self.endsName(buffer[index]) {
            index += 1
            try checkLength(index, start: start)
        }
        return min(index, buffer.count)
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// `name="value"` pairs to the end of the tag.
    private mutating func readAttributes(name: String, from index: Int, start: Int) throws(XMLScanError) -> XMLTag {
        var tag = XMLTag(name: name, attributes: [:], isEnd: false, isEmpty: false)
        var index = index
        while has(index) {
            let byte = buffer[index]
            if byte == UInt8(ascii: ">") {
                tag.isEmpty = index > start && buffer[index - 1] == UInt8(ascii: "/")
                position = index + 1
                return tag
            }
            if Self.endsName(byte) {
                index += 1
                continue
            }
            // An attribute: its name to `=`, then a quoted value.
            let nameStart = index
            while has(index), buffer[index] != UInt8(ascii: "="), buffer[index] != UInt8(ascii: ">") {
                index += 1
                try checkLength(index, start: start)
            }
            guard has(index), buffer[index] == UInt8(ascii: "=") else { continue }
            let attribute = String(decoding: buffer[nameStart..<index], as: UTF8.self).trimmingWhiteSpace
            index += 1
            while has(index), buffer[index] != UInt8(ascii: "\""), buffer[index] != UInt8(ascii: "'") { index += 1 }
            guard has(index) else { break }
            let quote = buffer[index]
            let valueStart = index + 1
            index = valueStart
            while has(index), buffer[index] != quote {
                index += 1
                try checkLength(index, start: start)
            }
            let raw = buffer[valueStart..<min(index, buffer.count)]
            tag.attributes[attribute] = raw.contains(UInt8(ascii: "&")) ? Self.decodeEntities(raw) : String(decoding: raw, as: UTF8.self)
            index += 1
        }
        position = buffer.count
        return tag
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#38;`, `&#x26;`.
    static func decodeEntities(_ raw: ArraySlice<UInt8>) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) { result.unicodeScalars.append(scalar) } else { result += "&" + entity + ";" }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
