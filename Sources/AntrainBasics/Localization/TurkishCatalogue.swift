/// Türkçe: every message of the catalogue, by id, written as a Turkish lifter would read it.
///
/// The editor's texts (hover, completion, lenses, hints, refactors) and the diagnostics are
/// kept in two files, so the two can grow apart without touching each other.
enum TurkishCatalogue {
    static let templates: [String: String] = editor.merging(diagnostics) { first, _ in first }
}
