/// The version every part of Antrain reports: `antrain --version`, the language server's
/// `serverInfo`, the packages' names. One string, here.
public enum AntrainVersion {
    public static let current = "0.1.0"
}
