/// What a program name typed by a person (`antrain programs 531`) or an assistant (the MCP
/// `programs` tool) finds among the presets.
public enum ProgramLookup: Sendable {
    case found(ProgramPreset)
    case ambiguous([ProgramPreset])
    case missing

    /// Finds the preset named `query` in any case, or the one preset whose name starts with it.
    ///
    /// A whole name wins over prefixes, so a preset whose name starts another's stays
    /// reachable.
    public init(_ query: String, in presets: [ProgramPreset] = ProgramPresets.all) {
        let folded = query.lowercased()
        if let exact = presets.first(where: { $0.name.lowercased() == folded }) {
            self = .found(exact)
            return
        }
        let prefixed = presets.filter { $0.name.lowercased().hasPrefix(folded) }
        switch prefixed.count {
        case 0: self = .missing
        case 1: self = .found(prefixed[0])
        default: self = .ambiguous(prefixed)
        }
    }
}
