/// A message whose placeholders are matched to a caller's arguments once, by name, when it is
/// made: for the few messages written thousands of times in a row (a meal's macros, a day's
/// nutrients), so writing one asks no placeholder's name and compares no strings.
///
/// The caller numbers its arguments (their places in `arguments`) and writes the one asked for
/// by number; a placeholder matched to none, or one the writer declines, is written as it
/// stands, as ``MessageKey/append(in:to:argument:)`` writes it. A class, so reading a prepared
/// message kept in a `static let` retains one object, not each of its arrays.
public final class PreparedMessage: Sendable {
    @usableFromInline let english: PreparedTemplate
    @usableFromInline let turkish: PreparedTemplate

    /// - Parameter arguments: the names of the placeholders the caller writes, in the order
    ///   that numbers them.
    public init(_ key: MessageKey, arguments: [String]) {
        english = PreparedTemplate(key.parts(in: .en), arguments: arguments)
        turkish = PreparedTemplate(key.parts(in: .tr), arguments: arguments)
    }

    /// Appends the message in `language`, each placeholder written by `argument` from its
    /// argument's number; `argument` returns false to leave the placeholder as it stands.
    ///
    /// Inlinable, so `argument` is written into the caller's code rather than called for each
    /// placeholder.
    @inlinable @inline(__always)
    public func append(in language: Language, to buffer: inout UTF8Buffer, argument: (Int, inout UTF8Buffer) -> Bool) {
        switch language {
        case .en: english.fill(into: &buffer, argument: argument)
        case .tr: turkish.fill(into: &buffer, argument: argument)
        }
    }
}

/// One language's template with each placeholder's argument number.
@usableFromInline
struct PreparedTemplate: Sendable {
    @usableFromInline
    struct Placeholder: Sendable {
        /// Where its `{` is.
        @usableFromInline var start: Int
        /// Just after its `}`.
        @usableFromInline var end: Int
        /// Its place in the caller's arguments, nil when the caller has none of its name.
        @usableFromInline var argument: Int?
    }

    @usableFromInline let bytes: [UInt8]
    @usableFromInline let placeholders: [Placeholder]

    init(_ parts: TemplateParts, arguments: [String]) {
        bytes = parts.bytes
        placeholders = parts.placeholders.map { Placeholder(start: $0.start, end: $0.end, argument: arguments.firstIndex(of: $0.name)) }
    }

    /// The template with each placeholder written by `argument` (``TemplateParts/fill(into:argument:)``
    /// by number instead of by name).
    @inlinable @inline(__always)
    func fill(into buffer: inout UTF8Buffer, argument: (Int, inout UTF8Buffer) -> Bool) {
        bytes.withUnsafeBufferPointer { bytes in
            placeholders.withUnsafeBufferPointer { placeholders in
                var index = 0
                for placeholder in placeholders {
                    buffer.copy(UnsafeBufferPointer(rebasing: bytes[index..<placeholder.start]))
                    if placeholder.argument.map({ argument($0, &buffer) }) != true {
                        buffer.copy(UnsafeBufferPointer(rebasing: bytes[placeholder.start..<placeholder.end]))
                    }
                    index = placeholder.end
                }
                buffer.copy(UnsafeBufferPointer(rebasing: bytes[index...]))
            }
        }
    }
}
