import AntrainAnalysis
import AntrainBasics
import AntrainHTTP
import AntrainModel
import AntrainReport

/// `/api/…`: what the command line's `--format json` answers, from the same host
/// (Docs/SERVE.md lists them): `summary`, `report`, `check`, `exercises`, `foods`.
enum APIRoutes {
    static func answer(_ name: String, _ context: PageContext) -> HTTPResponse {
        let snapshot = context.app.workspace.snapshot()
        let response: HTTPResponse = {
            switch name {
            case "summary": return athleteAnswer(context, snapshot) { view in
                    switch context.date("date", default: context.app.clock.today()) {
                    case .failure(let failure): return failureJSON(failure)
                    case .success(let date):
                        let time = context.target.queryValue("time").flatMap(LocalTime.init) ?? context.app.clock.now()
                        return WebResponses.json(JSONOutput.encode(HomeSummary(figures: view.figures, date: date ?? context.app.clock.today(),
                                                                               time: time, unit: view.unit)))
                    }
                }
            case "report": return athleteAnswer(context, snapshot) { view in
                    switch context.period() {
                    case .success(let period):
                        return WebResponses.json(JSONOutput.encode(ProgressReport(figures: view.figures, from: period.from, to: period.to,
                                                                                  unit: view.unit)))
                    case .failure(let failure): return failureJSON(failure)
                    }
                }
            case "check":
                var key: String?
                if context.target.queryValue("athlete").map({ !$0.isEmpty }) == true {
                    guard case .found(let view) = context.athlete(in: snapshot) else {
                        return failureJSON(PageFailure(status: .notFound, message: context.language.say(WebMessages.noSuchAthlete, [
                            "folder": context.target.queryValue("athlete") ?? "",
                        ])))
                    }
                    key = view.analysis.key
                }
                let problems = context.app.problemsCache.problems(revision: context.revision, athlete: key, language: context.language) {
                    WorkspaceProblems(snapshot: key == nil ? context.app.workspace.snapshotOfEveryAthlete() : snapshot, workspace: context.app.workspace, only: key) { context.language(profile: $0) }
                }
                return WebResponses.json(JSONOutput.encode(problems.problems.map(\.record)))
            case "exercises", "foods":
                return librarySearch(name, context, snapshot)
            default:
                return failureJSON(PageFailure(status: .notFound, message: context.language.say(WebMessages.noSuchPage)))
            }
        }()
        return WebResponses.secured(response)
    }

    private static func athleteAnswer(_ context: PageContext, _ snapshot: HostSnapshot, _ body: (AthleteView) -> HTTPResponse) -> HTTPResponse {
        switch context.athlete(in: snapshot) {
        case .found(let view): return body(view)
        case .unknown(let folder):
            return failureJSON(PageFailure(status: .notFound, message: context.language.say(WebMessages.noSuchAthlete, ["folder": folder])))
        case .choose:
            let folders = snapshot.athleteFolders().compactMap { context.relative($0.folder, root: context.app.workspace.root) }.sorted()
            return failureJSON(PageFailure(status: .badRequest, message: context.language.say(WebMessages.chooseAthlete, [
                "folders": folders.joined(separator: ", "),
            ])))
        }
    }

    /// One match of a library search, as the JSON answer lists it.
    struct LibraryHit: Encodable {
        var name: String
        var category: String
        var muscles: [String]?
        var equipment: String?
        /// The alias the query matched, when it was one (`tavuk göğsü` for Chicken Breast).
        var matched: String?
    }

    /// The libraries as the athlete's logs see them (presets and the workspace's definitions).
    private static func librarySearch(_ name: String, _ context: PageContext, _ snapshot: HostSnapshot) -> HTTPResponse {
        let query = context.target.queryValue("q") ?? ""
        let definitions: WorkspaceDefinitions?
        switch context.athlete(in: snapshot) {
        case .found(let view): definitions = view.snapshot.definitions
        default: definitions = nil
        }
        if name == "exercises" {
            let library: any ExerciseLibraryProtocol = definitions?.exercises ?? PresetExerciseLibrary.shared
            let hits = library.searchExercises(query: query, category: nil, muscleGroup: nil).prefix(50).map { match in
                LibraryHit(name: match.item.name, category: match.item.category.rawValue, muscles: match.item.muscleGroups.map(\.rawValue),
                           equipment: match.item.equipment.rawValue, matched: match.isAliasMatch ? match.matchedText : nil)
            }
            return WebResponses.json(JSONOutput.encode(Array(hits)))
        }
        let library: any FoodLibraryProtocol = definitions?.foods ?? PresetFoodLibrary.shared
        let hits = library.searchFoods(query: query, category: nil).prefix(50).map { match in
            LibraryHit(name: match.item.name, category: match.item.category.rawValue, matched: match.isAliasMatch ? match.matchedText : nil)
        }
        return WebResponses.json(JSONOutput.encode(Array(hits)))
    }

    private static func failureJSON(_ failure: PageFailure) -> HTTPResponse {
        struct Failure: Encodable { var error: String }
        return WebResponses.json(JSONOutput.encode(Failure(error: failure.message)), status: failure.status)
    }
}
