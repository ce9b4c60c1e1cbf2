import AntrainAnalysis
import AntrainBasics
import AntrainHTTP
import AntrainModel
import Dispatch

/// `antrain serve`'s application: every request passes the ``RequestGate``, then a route
/// turns it into a question for the one analysis host and the answer into a page or JSON.
/// No figure is computed here: the pages write what `summary`, `report` and `check` find.
public final class WebApp: HTTPHandler, @unchecked Sendable {
    let workspace: ServeWorkspace
    let options: ServeOptions
    let gate: RequestGate
    let secrets: AccessSecrets
    let clock: WebClock
    let links: WebLinks
    let ledger: ActionLedger
    let problemsCache = ProblemsCache()
    /// With `--commit`: the git commits of finished sessions, meals and weigh-ins.
    public let commits: SessionCommits?

    public init(workspace: ServeWorkspace, options: ServeOptions, secrets: AccessSecrets, port: Int, localNames: [String],
                ledgerFile: String? = nil, clock: WebClock = .system) {
        self.workspace = workspace
        self.options = options
        self.secrets = secrets
        self.clock = clock
        gate = RequestGate(options: options, secrets: secrets, port: port, localNames: localNames)
        links = WebLinks(prefix: options.publicURL?.prefix ?? "")
        ledger = ActionLedger(file: ledgerFile)
        commits = options.commits ? SessionCommits(root: workspace.root) : nil
    }

    public func reply(to request: HTTPRequest) -> HTTPReply {
        guard let parsed = HTTPTarget(request.head.target), var segments = parsed.decodedPathSegments else {
            return .response(WebResponses.secured(WebResponses.refusal(.badRequest, "The address is not one this server can read.")))
        }
        var target = parsed
        var isShared = false
        switch gate.check(request.head, target: target) {
        case .refuse(let response): return .response(WebResponses.secured(response))
        case .pass(.everything): break
        case .pass(.folder(let folder)):
            isShared = true
            // A shared link opens one athlete's folder: the pages of that athlete, their logs, writes.
            guard let scoped = Self.scoped(target, segments: segments, to: folder, prefix: links.prefix) else {
                return .response(WebResponses.secured(WebResponses.refusal(.forbidden, "This link opens \(folder)/ only.")))
            }
            target = scoped
        }
        // Behind a proxy that keeps the prefix in the path, the prefix is not part of the route.
        let prefix = links.prefix.split(separator: "/").map(String.init)
        if !prefix.isEmpty, segments.starts(with: prefix) { segments.removeFirst(prefix.count) }
        if segments.last == "" { segments.removeLast() }
        let context = PageContext(app: self, head: request.head, target: target, revision: workspace.revision, isShared: isShared)
        if request.head.method == "POST", segments == ["api", "action"] { return .response(ActionRoute.answer(request, context)) }
        guard ["GET", "HEAD"].contains(request.head.method) else {
            var response = WebResponses.refusal(.methodNotAllowed, "This page only reads: use GET.")
            response.headers.add(name: "Allow", value: "GET, HEAD")
            return .response(WebResponses.secured(response))
        }
        if segments == ["events"] { return eventStream() }
        return .response(route(segments, context))
    }

    /// `target` for a link shared for `folder`: refused (nil) when it names another athlete, the
    /// athletes of the workspace or a log outside the folder; else with `?athlete=` set to it.
    static func scoped(_ target: HTTPTarget, segments: [String], to folder: String, prefix: String) -> HTTPTarget? {
        var route = segments
        let prefixSegments = prefix.split(separator: "/").map(String.init)
        if !prefixSegments.isEmpty, route.starts(with: prefixSegments) { route.removeFirst(prefixSegments.count) }
        if route.first == "athletes" { return nil }
        if route.first == "file", !route.dropFirst().joined(separator: "/").hasPrefix(folder + "/") { return nil }
        if let asked = target.queryValue("athlete"), !asked.isEmpty, AccessSecrets.shareFolder(asked) != folder { return nil }
        var scoped = target
        scoped.queryItems.removeAll { $0.0 == "athlete" }
        scoped.queryItems.append(("athlete", folder))
        return scoped
    }

    private func route(_ segments: [String], _ context: PageContext) -> HTTPResponse {
        switch segments.first {
        case nil: return context.page(HomePage.render)
        case "report" where segments.count == 1: return context.page(ReportPage.render)
        case "problems" where segments.count == 1: return context.page(ProblemsPage.render)
        case "athletes" where segments.count == 1: return context.page(AthletesPage.render)
        case "session" where segments.count == 1: return context.page(SessionPage.render)
        case "food" where segments.count == 1: return context.page(FoodPage.render)
        case "body" where segments.count == 1: return context.page(BodyPage.render)
        case "cardio" where segments.count == 1: return context.page(QuickLogPage.render(.cardio))
        case "metcon" where segments.count == 1: return context.page(QuickLogPage.render(.metcon))
        case "file" where segments.count > 1: return context.page { LogPage.render($0, $1, path: segments.dropFirst().joined(separator: "/")) }
        case "static" where segments.count == 2: return asset(segments[1])
        case "favicon.ico" where segments.count == 1: return asset("icon.svg")
        case "sw.js" where segments.count == 1: return asset("sw.js")
        case "api" where segments.count == 2: return APIRoutes.answer(segments[1], context)
        default: return context.notFound(context.language.say(WebMessages.noSuchPage))
        }
    }

    private func asset(_ name: String) -> HTTPResponse {
        switch name {
        case "app.css": WebResponses.secured(WebResponses.asset(WebAssets.stylesheet, type: "text/css; charset=utf-8"))
        case "app.js": WebResponses.secured(WebResponses.asset(WebAssets.script, type: "text/javascript; charset=utf-8"))
        case "actions.js": WebResponses.secured(WebResponses.asset(WebAssets.actionsScript, type: "text/javascript; charset=utf-8"))
        case "sw.js": WebResponses.secured(WebResponses.asset(WebAssets.serviceWorker, type: "text/javascript; charset=utf-8"))
        case "icon.svg": WebResponses.secured(WebResponses.asset(WebAssets.icon, type: "image/svg+xml"))
        default: WebResponses.secured(WebResponses.refusal(.notFound, "No such file."))
        }
    }

    /// `/events`: the workspace's revision now, then each new one as it comes, and a comment
    /// every 15 s so that proxies and phones keep the connection.
    private func eventStream() -> HTTPReply {
        let workspace = self.workspace
        var headers = HTTPHeaders()
        for field in WebResponses.secured(HTTPResponse(status: .ok)).headers { headers.add(name: field.name, value: field.value) }
        return .eventStream(headers: headers) { write in
            var sent = workspace.revision
            guard write("retry: 2000\nevent: revision\ndata: \(sent)\n\n") else { return }
            var quiet = 0
            while true {
                usleep(250_000)
                // An empty write sends nothing and answers false once the server stops.
                guard write("") else { return }
                let now = workspace.revision
                if now != sent {
                    sent = now
                    quiet = 0
                    guard write("event: revision\ndata: \(now)\n\n") else { return }
                } else {
                    quiet += 1
                    if quiet >= 60 {
                        quiet = 0
                        guard write(": heartbeat\n\n") else { return }
                    }
                }
            }
        }
    }
}

/// The date and time the pages take as now: the server's clock, or a test's.
public struct WebClock: Sendable {
    public var today: @Sendable () -> LocalDate
    public var now: @Sendable () -> LocalTime

    public init(today: @escaping @Sendable () -> LocalDate, now: @escaping @Sendable () -> LocalTime) {
        self.today = today
        self.now = now
    }

    public static let system = WebClock(today: SystemClock.today, now: SystemClock.now)
}

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
