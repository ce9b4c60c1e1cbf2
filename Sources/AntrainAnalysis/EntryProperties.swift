import AntrainSyntax

/// The known properties of an entry, looked up by key; the last one written wins.
///
/// Most entries have no properties, so this holds nothing and allocates nothing; a linear
/// search over the few an entry has beats building a dictionary per entry.
struct EntryProperties {
    private var properties: [PropertySyntax] = []

    init(_ entry: EntrySyntax) {
        for line in entry.body {
            if let property = line.property, property.knownKey != nil { properties.append(property) }
        }
    }

    subscript(key: PropertyKey) -> PropertySyntax? {
        properties.last { $0.knownKey == key }
    }
}
