import AntrainBasics

/// The catalogue keys of what commands print around the analysis's own messages.
public enum CommandMessages {
    static let checked = MessageKey("cli.checked", "{files} checked: {errors}, {warnings}")
    static let fileOne = MessageKey("cli.files.one", "{count} file")
    static let fileOther = MessageKey("cli.files.other", "{count} files")
    static let errorOne = MessageKey("cli.errors.one", "{count} error")
    static let errorOther = MessageKey("cli.errors.other", "{count} errors")
    static let warningOne = MessageKey("cli.warnings.one", "{count} warning")
    static let warningOther = MessageKey("cli.warnings.other", "{count} warnings")

    public static let all = [checked, fileOne, fileOther, errorOne, errorOther, warningOne, warningOther]

    /// "3 files", "1 error": a count with the right form of its noun.
    static func count(_ count: Int, one: MessageKey, other: MessageKey) -> MessageArgument {
        .message(LocalizedText(count == 1 ? one : other, ["count": .integer(count)]))
    }
}
