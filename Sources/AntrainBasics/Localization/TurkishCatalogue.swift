/// Türkçe: every message of the catalogue, by id, written as a Turkish lifter would read it.
/// Each area keeps its own dictionary in a file of its own.
enum TurkishCatalogue {
    static let templates: [String: String] = editor.merging(diagnostics) { first, _ in first }.merging(commands) { first, _ in first }
        .merging(importing) { first, _ in first }
        .merging(coaching) { first, _ in first }
        .merging(body) { first, _ in first }
        .merging(nutrients) { first, _ in first }
}
