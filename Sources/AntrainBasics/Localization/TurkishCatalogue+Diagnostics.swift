/// The Turkish templates of the diagnostics' messages, by id.
extension TurkishCatalogue {
    static let diagnostics: [String: String] = [:]
}
