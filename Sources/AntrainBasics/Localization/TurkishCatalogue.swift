/// Türkçe: every message of the catalogue, by id, written as a Turkish lifter would read it.
enum TurkishCatalogue {
    static let templates: [String: String] = diagnostics
}
