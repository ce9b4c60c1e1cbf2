import AntrainBasics

/// Something a library finds by name or alias.
public protocol LibraryItem: Sendable {
    var name: String { get }
    var aliases: [String] { get }
}

extension Exercise: LibraryItem {}
extension FoodItem: LibraryItem {}

/// One search result: the item, the name or alias that matched, and how well.
public struct LibraryMatch<Item: LibraryItem>: Sendable {
    public var item: Item
    /// The name or alias the query matched (shown in completion when it is an alias).
    public var matchedText: String
    public var score: MatchScore

    public var isAliasMatch: Bool { matchedText != item.name }
}

/// Items looked up by folded name or alias, and searched with ``FuzzyMatcher``.
///
/// Built once (presets) or per workspace (custom definitions); immutable, so it can be
/// shared across threads.
public final class NamedLibrary<Item: LibraryItem>: Sendable {
    public let items: [Item]
    private let indexByKey: [String: Int]
    /// Per item, a prior that orders equally good matches (staples first).
    private let priorities: [Int]
    private let isSearched: @Sendable (String) -> Bool
    /// Every name and alias prepared for fuzzy matching, made on the first search: resolving
    /// names needs only ``indexByKey``, and `check` never searches.
    private let searchIndex = OnceCell<SearchIndex>()

    private struct SearchIndex: Sendable {
        var entries: [(text: SearchText, item: Int, written: String)] = []
        /// Names and aliases search offers only to a query with their very key (see `isSearched`).
        var lookupOnly: [(text: SearchText, item: Int, written: String)] = []
    }

    /// - Parameters:
    ///   - staples: names of items to rank first among equally good matches.
    ///   - isSearched: whether a name or alias is offered by ``search(_:limit:where:)`` for any
    ///     query that matches it; one that is not is found by ``item(named:)`` and offered only
    ///     to a query with its very key (the presets keep the Strong and Hevy import names out
    ///     of completion this way).
    public init(_ items: [Item], staples: [String] = [], isSearched: @escaping @Sendable (String) -> Bool = { _ in true }) {
        self.items = items
        self.isSearched = isSearched
        let stapleKeys = Set(staples.map(SearchText.key))
        self.priorities = items.map { stapleKeys.contains(SearchText.key($0.name)) ? 1 : 0 }
        var index: [String: Int] = [:]
        for (position, item) in items.enumerated() {
            for written in [item.name] + item.aliases {
                let key = SearchText.key(written)
                if index[key] == nil { index[key] = position }
            }
        }
        self.indexByKey = index
    }

    private var search: SearchIndex {
        searchIndex.value {
            var index = SearchIndex()
            for (position, item) in items.enumerated() {
                for written in [item.name] + item.aliases {
                    let text = SearchText(written)
                    if written == item.name || isSearched(written) {
                        index.entries.append((text, position, written))
                    } else {
                        index.lookupOnly.append((text, position, written))
                    }
                }
            }
            return index
        }
    }

    /// The item whose name or alias folds to the same key as `name`.
    public func item(named name: String) -> Item? {
        indexByKey[SearchText.key(name)].map { items[$0] }
    }

    /// Items matching `query`, best first, at most one result per item (its best name).
    public func search(_ query: String, limit: Int = .max, where include: (Item) -> Bool = { _ in true }) -> [LibraryMatch<Item>] {
        let queryText = SearchText(query)
        var best: [Int: (MatchScore, String)] = [:]
        let search = self.search
        let exactOnly = search.lookupOnly.filter { $0.text.compact == queryText.compact }
        for entry in [search.entries, exactOnly].joined() {
            guard var score = FuzzyMatcher.score(queryText, entry.text) else { continue }
            score.priority = priorities[entry.item]
            // The name comes first; an alias replaces it only by matching better, not by
            // being shorter ("land" shows Landmine Press, not its alias "landmine").
            if let current = best[entry.item], current.0.quality >= score.quality { continue }
            best[entry.item] = (score, entry.written)
        }
        var matches: [LibraryMatch<Item>] = []
        matches.reserveCapacity(best.count)
        for (position, (score, written)) in best where include(items[position]) {
            matches.append(LibraryMatch(item: items[position], matchedText: written, score: score))
        }
        matches.sort { lhs, rhs in
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            return lhs.item.name < rhs.item.name
        }
        if matches.count > limit { matches.removeLast(matches.count - limit) }
        return matches
    }
}
