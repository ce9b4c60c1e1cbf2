import AntrainModel
import AntrainSyntax

extension WorkspaceRules {
    /// `same-start-time`: two lifting workouts of one day that start at the same written time,
    /// where `overlapping-workouts` cannot tell (one of them has no duration).
    ///
    /// Nobody starts two lifting sessions at one minute: the second is most often the first
    /// logged again (an assistant that retried, a paste). The later one is reported, naming
    /// the earlier, as an overlap is.
    mutating func checkSameStart(_ sameDay: [WorkoutReference]) {
        for later in sameDay.indices {
            let model = workout(sameDay[later]).workout
            guard model.type == .lifting, let time = model.time else { continue }
            for earlier in sameDay.indices where earlier < later {
                let other = workout(sameDay[earlier])
                guard other.workout.type == .lifting, other.workout.time == time else { continue }
                // Both timed: `overlapping-workouts` says it.
                guard model.duration <= 0 || other.workout.duration <= 0 else { continue }
                let otherSource = sources[sameDay[earlier].file]
                let otherLine = otherSource.firstLine + otherSource.tree.source.lineIndex.line(containing: other.headerRange.lowerBound) + 1
                let sameFile = otherSource.name == sources[sameDay[later].file].name
                let place = AnalysisDiagnostics.place(file: sameFile ? nil : otherSource.name, line: otherLine)
                diagnostics[sameDay[later].file].append(AnalysisDiagnostics.sameStartTime(
                    other: place, when: "\(other.workout.date) \(time)", workout(sameDay[later]).keywordRange))
                break
            }
        }
    }
}
