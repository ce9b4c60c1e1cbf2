/// The translations of the message catalogue: for each language but English (whose text is
/// in each ``MessageKey``), the templates by message id.
public enum Catalogue {
    public static func template(_ id: String, in language: Language) -> String? {
        switch language {
        case .en: nil
        case .tr: TurkishCatalogue.templates[id]
        }
    }
}
