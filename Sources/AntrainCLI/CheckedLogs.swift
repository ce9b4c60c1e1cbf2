import AntrainAnalysis
import AntrainBasics

/// The logs `check` reports on, in a host that keeps diagnostics only, with the other logs of
/// their workspaces (TOOLING.md §1), which count for their profiles and definitions.
struct CheckedLogs {
    /// A log to report on: its key in the host and its name as the user wrote it.
    struct File {
        var key: String
        var name: String
    }

    var host: AnalysisHost
    /// The given logs (folders searched), each once, in the order given.
    var files: [File]

    /// Collects `paths` (`-` is stdin) and reads them with their workspaces through the one
    /// loader; on failure says why in `language` and returns nil (exit 2).
    static func load(_ paths: [String], language: Language, in context: CommandContext) -> CheckedLogs? {
        let given: [String]
        do {
            given = try LogFiles.collect(paths, in: context)
        } catch {
            context.printError(CommandMessages.error(CheckCommand.name, LogFiles.describe(error)), in: language)
            return nil
        }
        var files: [File] = []
        var names: [String: String] = [:]
        for path in given {
            let key = PathText.standardizing(path == "-" ? PathText.appending(context.currentDirectory, "-") : LogFiles.absolute(path, in: context))
            guard names[key] == nil else { continue }
            let name = path == "-" ? "<stdin>" : path
            names[key] = name
            files.append(File(key: key, name: name))
        }
        var folders = files.map { PathText.deletingLastComponent($0.key) }
        if folders.isEmpty { folders = [PathText.standardizing(context.currentDirectory)] }
        var host = AnalysisHost(settings: context.analysisSettings, keeping: .diagnosticsOnly)
        var loader = WorkspaceLoader(roots: WorkspaceLoader.workspaceRoots(of: folders), naming: .paths(namesFrom: context.currentDirectory))
        // The given logs are named as the user wrote them; a workspace log that cannot be read
        // only counts against the check when it was given.
        loader.givenNames = names
        for change in loader.sync().changes { host.apply(change) }
        for file in files where !host.contains(file.key) {
            let bytes: [UInt8]
            if file.name == "<stdin>" {
                bytes = context.readStandardInput()
            } else {
                guard let read = LogDiscovery.read(file.key) else {
                    context.printError(CommandMessages.error(CheckCommand.name, LocalizedText(CommandMessages.unreadableLog, ["path": .text(file.name)])),
                                       in: language)
                    return nil
                }
                bytes = read
            }
            host.apply(.setText(key: file.key, name: file.name, folder: PathText.deletingLastComponent(file.key), bytes: bytes))
        }
        return CheckedLogs(host: host, files: files)
    }
}
