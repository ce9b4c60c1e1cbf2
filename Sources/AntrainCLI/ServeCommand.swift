import AntrainAnalysis
import AntrainBasics
import AntrainHTTP
import AntrainWeb
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `antrain serve [PATH] [--host ADDR] [--port N] [--public-url URL] [--read-only] [--new-token]
/// [--no-token] [--lang en|tr]`: the log in a browser (TOOLING.md §8). The pages and the HTTP
/// server live in AntrainWeb and AntrainHTTP; this reads the options, prints where to open it,
/// and stops on SIGINT or SIGTERM once the requests in flight are answered.
struct ServeCommand: Command {
    static let name = "serve"
    static let summary = LocalizedText(ServeMessages.summary)
    static let usage = CommandUsage(arguments: [
        ArgumentSpec(placeholder: Placeholder(ServeMessages.pathWord), value: .logs, rows: [HelpRow(Placeholder(ServeMessages.pathWord), ServeMessages.path)]),
    ], notes: ServeMessages.notes, column: 18)

    enum Option: CommandOption {
        case host, port, publicURL, readOnly, commit, share, newToken, noToken, language

        var spec: OptionSpec {
            switch self {
            case .host: .option("--host", .text, Placeholder(ServeMessages.addressWord), help: ServeMessages.host)
            case .port: .option("--port", .text, "N", help: ServeMessages.port)
            case .publicURL: .option("--public-url", .text, "URL", help: ServeMessages.publicURL)
            case .readOnly: .flag("--read-only", help: ServeMessages.readOnly)
            case .commit: .flag("--commit", help: ServeMessages.commit)
            case .share: .option("--share", .folder, Placeholder(ServeMessages.folderWord), repeatable: true, help: ServeMessages.share)
            case .newToken: .flag("--new-token", help: ServeMessages.newToken)
            case .noToken: .flag("--no-token", help: ServeMessages.noToken)
            case .language: .language(help: ServeMessages.lang)
            }
        }
    }

    var path: String?
    var options = ServeOptions()
    var renewToken: Bool
    /// `--share FOLDER` (repeatable): links that open one athlete's folder each.
    var shares: [String] = []

    init(_ arguments: ParsedArguments<Option>) throws {
        options.isReadOnly = arguments.has(.readOnly)
        options.commits = arguments.has(.commit)
        renewToken = arguments.has(.newToken)
        let noToken = arguments.has(.noToken)
        options.host = arguments.value(.host) ?? options.host
        for folder in arguments.values(.share) {
            let shared = AccessSecrets.shareFolder(folder)
            guard !shared.isEmpty, !shared.split(separator: "/").contains("..") else { throw ValidationError(ServeMessages.badShare, ["text": .text(folder)]) }
            shares.append(shared)
        }
        if let port = arguments.value(.port) {
            guard let number = Int(port), (0...65535).contains(number) else { throw ValidationError(ServeMessages.badPort, ["text": .text(port)]) }
            options.port = number
        }
        if let url = arguments.value(.publicURL) {
            guard let parsed = PublicURL(url) else { throw ValidationError(ServeMessages.badPublicURL, ["text": .text(url)]) }
            options.publicURL = parsed
        }
        options.language = arguments.value(.language, as: Language.self)
        if noToken {
            // Without a token anyone who reaches the port reads the log: only where nobody else can.
            guard options.isLoopback else { throw ValidationError(ServeMessages.noTokenOnNetwork, ["host": .text(options.host)]) }
            options.requiresToken = false
        }
        let paths = arguments.positionals
        guard paths.count <= 1 else { throw ValidationError(ServeMessages.onePath) }
        path = paths.first
    }

    func run(in context: CommandContext) -> ExitCode {
        let language = context.language(option: options.language)
        let place = path.map { LogFiles.absolute($0, in: context) } ?? context.currentDirectory
        let kind = PathText.kind(of: place)
        guard kind.exists else {
            context.printError(CommandMessages.error(Self.name, LocalizedText(CommandMessages.noSuchPath, ["path": .text(path ?? place)])), in: language)
            return .usageError
        }
        let root = LogDiscovery.workspaceRoot(of: kind.isFolder ? place : PathText.deletingLastComponent(place))
        let environment = ProcessInfo.processInfo.environment
        let secrets: AccessSecrets
        do {
            secrets = try AccessSecrets.load(file: AccessSecrets.defaultFile(environment: environment), renew: renewToken, sharing: shares)
        } catch {
            context.printError(CommandMessages.error(Self.name, LocalizedText(ServeMessages.tokenNotKept, [
                "path": .text(AccessSecrets.defaultFile(environment: environment) ?? "~/.local/state/antrain"),
            ])), in: language)
            return .usageError
        }
        let workspace = ServeWorkspace(root: root, settings: context.analysisSettings)
        let handler = LateHandler()
        let server: HTTPServer
        do {
            server = try HTTPServer(host: options.host, port: options.port, handler: handler)
        } catch {
            context.printError(CommandMessages.error(Self.name, LocalizedText(ServeMessages.cannotListen, ["reason": .text("\(error)")])), in: language)
            return .usageError
        }
        let port = server.port
        handler.app = WebApp(workspace: workspace, options: options, secrets: secrets, port: port,
                             localNames: options.isWildcard ? LocalAddresses.names() : [],
                             ledgerFile: ActionLedger.defaultFile(environment: environment, root: workspace.root))
        workspace.follow()
        let stop = SignalStop { server.stop() }
        let logs = workspace.withHost { $0.fileKeys.count }
        context.printError(LocalizedText(ServeMessages.serving, ["root": .text(root), "logs": .text("\(logs)")]), in: language)
        let shownHost = options.host.contains(":") && !options.host.hasPrefix("[") ? "[\(options.host)]" : options.host
        let base = options.publicURL.map { $0.origin + $0.prefix } ?? "http://\(options.isWildcard ? "127.0.0.1" : shownHost):\(port)"
        context.printError(LocalizedText(ServeMessages.listening, ["address": .text("\(shownHost):\(port)")]), in: language)
        let open = options.requiresToken ? "\(base)/?token=\(secrets.token)" : "\(base)/"
        context.print(LocalizedText(ServeMessages.open, ["url": .text(open)]), in: language)
        for folder in shares where options.requiresToken {
            context.print(LocalizedText(ServeMessages.shareLink, ["folder": .text(folder + "/"), "url": .text("\(base)/?token=\(secrets.shares[folder] ?? "")")]), in: language)
        }
        if options.isWildcard { context.printError(LocalizedText(ServeMessages.plainHTTPWarning), in: language) }
        server.run()
        handler.app?.commits?.waitForPending()
        withExtendedLifetime(stop) {}
        context.printError(LocalizedText(ServeMessages.stopped), in: language)
        return .success
    }
}

/// The handler the server is made with before the app exists (the app needs the port the
/// server was given).
private final class LateHandler: HTTPHandler, @unchecked Sendable {
    var app: WebApp?

    func reply(to request: HTTPRequest) -> HTTPReply {
        guard let app else { return .response(HTTPResponse(status: .serviceUnavailable)) }
        return app.reply(to: request)
    }
}

/// SIGINT and SIGTERM stop the server (it drains, then `run` returns); SIGPIPE is ignored, a
/// client that left is seen by the failed write.
private final class SignalStop {
    private var sources: [any DispatchSourceSignal] = []

    init(_ stop: @escaping @Sendable () -> Void) {
        signal(SIGPIPE, SIG_IGN)
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: stop)
            source.resume()
            sources.append(source)
        }
    }
}
