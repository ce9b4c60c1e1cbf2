import AntrainSyntax

/// The known properties of an entry, looked up by key; the last one written wins.
///
/// Most entries have no properties, so this holds nothing and allocates nothing; a linear
/// search over the few an entry has beats building a dictionary per entry.
struct EntryProperties {
    private var properties: [PropertySyntax] = []
    /// The keys of the properties the entry's kind does not know, in order: read in the same
    /// pass, as every entry is asked for both.
    private(set) var unknownKeys: [TextRange] = []
    /// The entry these are of (its range): the lowering reads an entry's properties once.
    let entryRange: TextRange

    init(_ entry: EntrySyntax) {
        entryRange = entry.range
        let body = entry.body
        guard body.containsProperty else { return }
        for line in body where line.isProperty {
            guard let property = line.property else { continue }
            if property.knownKey != nil {
                properties.append(property)
            } else {
                unknownKeys.append(property.key)
            }
        }
    }

    /// Whether the entry has no property the kind knows: its values are then the header's.
    var isEmpty: Bool { properties.isEmpty }

    subscript(key: PropertyKey) -> PropertySyntax? {
        properties.last { $0.knownKey == key }
    }
}
