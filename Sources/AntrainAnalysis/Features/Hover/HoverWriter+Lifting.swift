import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Hover on exercise items and sets.
extension HoverWriter {
    func libraryLine(_ exercise: Exercise) -> String {
        let origin = say(exercise.isPlaceholder ? HoverMessages.unknownExercise : exercise.isCustom ? HoverMessages.customExercise : HoverMessages.presetExercise)
        return "**\(exercise.name)** — \(origin)" + (exercise.isPlaceholder ? "" : " · " + Self.facts(of: exercise, in: language))
    }

    /// "barbell · chest, triceps · barbell": an exercise's category, muscles and equipment.
    static func facts(of exercise: Exercise, in language: Language) -> String {
        let muscles = exercise.muscleGroups.map { DomainWords.muscle($0, in: language) }.joined(separator: ", ")
        return "\(DomainWords.category(exercise.category, in: language)) · \(muscles) · \(DomainWords.equipment(exercise.equipment, in: language))"
    }

    func exercise(_ item: ExerciseItemSyntax) -> HoverResult? {
        guard let (lowered, reference) = workout,
              let index = lowered.exercises.firstIndex(where: { $0.name == item.name.range }) else {
            let name = file.tree.source.text(item.name.textRange)
            return snapshot.definitions.exercises.exercise(named: name).map { HoverResult(markdown: libraryLine($0), range: item.name.range) }
        }
        let done = lowered.workout.exercises[index]
        var lines = [libraryLine(done.exercise)]
        if let partners = supersetPartners(of: index, in: lowered.workout) { lines.append(partners) }
        guard lowered.workout.type == .lifting, !done.exercise.isPlaceholder else {
            return HoverResult(markdown: lines.joined(separator: "\n\n"), range: item.name.range)
        }
        let date = lowered.workout.date
        let order = history.order(of: reference) ?? 0
        let summary = ExerciseStatistics.summary(done, on: date, bodyweight: history.bodyweight(on: date), formula: formula, unit: unit)
        var session = say(HoverMessages.thisSession, ["sets": .text(count(summary.sets, HoverMessages.setsOne, HoverMessages.setsOther)),
                                                      "reps": .text(String(summary.reps)), "volume": .text(load(summary.volume))])
        if let top = summary.topSet {
            session += say(HoverMessages.topSet, ["lift": .text(lift(top.load, reps: top.reps, bodyweightOffset: top.bodyweightOffset))])
        }
        if let e1rm = summary.bestE1RM { session += say(HoverMessages.bestE1RM, ["e1rm": .text(load(e1rm))]) }
        lines.append(session)
        if let last = history.lastSession(of: done.exercise, before: order) {
            let previous = snapshot.workout(last.workout).workout
            let lastSummary = ExerciseStatistics.summary(previous.exercises[last.exerciseIndex], on: previous.date,
                                                         bodyweight: history.bodyweight(on: previous.date), formula: formula, unit: unit)
            lines.append(say(HoverMessages.lastSession, ["date": .text(previous.date.description), "sets": .text(lastSummary.setsText)]))
        }
        let before = ExerciseStatistics.records(of: done.exercise, in: snapshot, ofFile: fileIndex, before: order)
        let through = ExerciseStatistics.records(of: done.exercise, in: snapshot, ofFile: fileIndex, before: order, including: true)
        var records: [String] = []
        if let heaviest = through.heaviest {
            records.append(say(HoverMessages.heaviestRecord, [
                "lift": .text(lift(heaviest.load, reps: heaviest.reps, bodyweightOffset: heaviest.bodyweightOffset)),
                "date": .text(heaviest.date.description),
            ]))
        }
        if let e1rm = through.bestE1RM { records.append(say(HoverMessages.e1RMRecord, ["e1rm": .text(load(e1rm.value)), "date": .text(e1rm.date.description)])) }
        if let volume = through.bestVolume {
            records.append(say(HoverMessages.volumeRecord, ["volume": .text(load(volume.value)), "date": .text(volume.date.description)]))
        }
        if !records.isEmpty { lines.append(say(HoverMessages.records, ["records": .text(records.joined(separator: " · "))])) }
        if let trend = e1RMTrend(of: done.exercise, through: order) { lines.append(trend) }
        let newRecords = ExerciseStatistics.newRecords(summary, over: before)
        if !newRecords.isEmpty {
            let kinds = newRecords.map { DomainWords.record($0, in: language) }.joined(separator: ", ")
            lines.append(say(HoverMessages.newRecords, ["kinds": .text(kinds)]))
        }
        return HoverResult(markdown: lines.joined(separator: "\n\n"), range: item.name.range)
    }

    /// "Superset 1 with Triceps Pushdown and Hammer Curl": the other items of the group, in
    /// line order.
    func supersetPartners(of index: Int, in workout: Workout) -> String? {
        guard let group = workout.exercises[index].supersetGroup else { return nil }
        let partners = workout.exercises.indices
            .filter { $0 != index && workout.exercises[$0].supersetGroup == group }
            .map { workout.exercises[$0].exercise.name }
        guard !partners.isEmpty else { return nil }
        return say(HoverMessages.superset, ["group": .text(String(group)), "partners": .text(DomainWords.list(partners, in: language))])
    }

    /// The set whose text contains `offset`.
    func set(at offset: Int) -> HoverResult? {
        guard let (lowered, reference) = workout else { return nil }
        let setRanges = snapshot.files[fileIndex].models.boxed.file.setRanges
        for (exerciseIndex, ranges) in lowered.exercises.enumerated() {
            let itemSets = setRanges[ranges.setRanges]
            guard let position = itemSets.firstIndex(where: { $0.touches(offset) }) else { continue }
            let setIndex = position - itemSets.startIndex
            let range = itemSets[position]
            let repeats = itemSets.filter { $0 == range }.count
            let exercise = lowered.workout.exercises[exerciseIndex]
            let set = exercise.sets[setIndex]
            let date = lowered.workout.date
            let bodyweight = history.bodyweight(on: date)
            let effective = set.effectiveLoad(bodyweight: bodyweight)
            var title: String
            // `Plank: 60s`: no load written on a bodyweight exercise is the body's own weight, not 0 kg.
            let isOwnWeight = !set.isBodyweight && set.weight == 0 && exercise.exercise.category == .bodyweight
            if isOwnWeight {
                title = say(HoverMessages.bodyweight) + (bodyweight.map { " (\(load($0)))" } ?? "")
            } else if set.isBodyweight {
                let offsetText = set.bodyweightOffset == 0 ? "" : " \(set.bodyweightOffset > 0 ? "+" : "−") \(load(abs(set.bodyweightOffset)))"
                title = say(HoverMessages.bodyweight) + offsetText + (effective.map { " (\(load($0)))" } ?? "")
            } else {
                title = load(set.weight)
            }
            if let duration = set.duration, set.reps == 0 {
                title = say(HoverMessages.forDuration, ["title": .text(title), "duration": .text(Format.duration(duration))])
            } else if let left = set.repsLeft, let right = set.repsRight, left != right {
                title += " × \(left)|\(right)"
            } else {
                title += " × \(set.reps)" + (set.isAMRAP ? "+" : "")
            }
            var lines = ["**\(title)**" + (set.rpe.map { " @ RPE \(number($0))" } ?? "")
                + (repeats > 1 ? " — " + count(repeats, HoverMessages.setsOne, HoverMessages.setsOther) : "")]
            var status: [String] = []
            if !set.isCompleted { status.append(say(HoverMessages.notDone)) }
            if set.isWarmup { status.append(say(HoverMessages.warmup)) }
            if set.hasTag(.drop) { status.append(say(HoverMessages.dropSet)) }
            if set.hasTag(.failure) { status.append(say(HoverMessages.toFailure)) }
            if let rest = set.restTime { status.append(say(HoverMessages.rest, ["duration": .text(Format.duration(rest))])) }
            if let amrap = amrapLine(exerciseIndex: exerciseIndex, setIndex: setIndex, in: lowered.workout, reference: reference) {
                status.insert(amrap, at: 0)
            }
            if !status.isEmpty { lines.append(status.joined(separator: " · ")) }
            if let sides = sidesLine(set) { lines.append(sides) }
            if !set.isCompleted { lines += plannedSetProgression(exercise, in: lowered, reference: reference) }
            var figures: [String] = []
            if set.reps > 0 {
                if set.isBodyweight, effective == nil {
                    figures.append(say(HoverMessages.volumeUnknown))
                } else {
                    figures.append(say(repeats > 1 ? HoverMessages.volumeEach : HoverMessages.volume, ["volume": .text(load(set.volume(bodyweight: bodyweight)))]))
                }
            }
            if let effective, let e1rm = formula.estimate(set, load: effective) {
                var text = "e1RM \(load(e1rm)) (\(formula.rawValue))"
                let order = history.order(of: reference) ?? 0
                if let best = ExerciseStatistics.records(of: exercise.exercise, in: snapshot, ofFile: fileIndex, before: order, including: true).bestE1RM, best.value > 0 {
                    text += say(HoverMessages.shareOfBest, ["percent": .text(percent(e1rm / best.value * 100)), "best": .text(load(best.value))])
                }
                figures.append(text)
            } else if set.reps > OneRepMaxFormula.maximumReps {
                figures.append(say(HoverMessages.noE1RM, ["reps": .text(String(OneRepMaxFormula.maximumReps))]))
            }
            if !figures.isEmpty { lines.append(figures.joined(separator: " · ")) }
            if let percent = percentLine(set, exercise: exercise.exercise, on: date) { lines.append(percent) }
            if exercise.exercise.equipment == .barbell, !set.isBodyweight, set.weight > 0 { lines.append(plates(for: set.weight)) }
            if let notes = set.notes { lines.append(say(HoverMessages.note, ["note": .text(notes)])) }
            return HoverResult(markdown: lines.joined(separator: "\n\n"), range: range)
        }
        return nil
    }

    /// How many of the exercise's sessions the hover's trend shows.
    static let trendSessions = 12

    /// "e1RM, last 6 sessions: ▁▃▄▆▇█ 100 → 116.5 kg": the best e1RM of each session up to
    /// this one, oldest first; nil with fewer than two sessions that have one.
    func e1RMTrend(of exercise: Exercise, through order: Int) -> String? {
        var values: [Double] = []
        for session in history.sessions(of: exercise).reversed() where session.order <= order {
            let workout = snapshot.workout(session.workout).workout
            let summary = ExerciseStatistics.summary(workout.exercises[session.exerciseIndex], on: workout.date,
                                                     bodyweight: history.bodyweight(on: workout.date), formula: formula, unit: unit)
            if let e1rm = summary.bestE1RM { values.append(e1rm) }
            if values.count == Self.trendSessions { break }
        }
        guard values.count >= 2 else { return nil }
        values.reverse()
        return say(HoverMessages.trend, ["count": .text(String(values.count)), "sparkline": .text(Sparkline.render(values)),
                                         "first": .text(Format.loadNumber(values.first!, unit: unit, language: language)), "last": .text(load(values.last!))])
    }

    /// "Plates per side: 25 + 20 + 2.5 on a 20 kg bar", in the athlete's unit.
    func plates(for kilograms: Double) -> String {
        let shown = { (value: Double) in (unit.fromKilograms(value) * 100).rounded() / 100 }
        let bar = shown(profile.effectiveBarKg)
        let target = shown(kilograms)
        let barText = MessageArgument.text(number(bar, decimals: 2)), unitText = MessageArgument.text(unit.rawValue)
        guard let loading = PlateCalculator.loading(target, bar: bar, plates: profile.effectivePlatesKg.map(shown)) else {
            return say(HoverMessages.platesLighter, ["bar": barText, "unit": unitText])
        }
        guard !loading.perSide.isEmpty else { return say(HoverMessages.platesEmpty, ["bar": barText, "unit": unitText]) }
        let plates = loading.perSide.map { number($0, decimals: 2) }.joined(separator: " + ")
        var text = say(HoverMessages.platesPerSide, ["bar": barText, "unit": unitText, "plates": .text(plates)])
        if !loading.isExact(for: target) {
            text += say(HoverMessages.platesInexact, ["total": .text(number(loading.total, decimals: 2)), "unit": .text(unit.rawValue),
                                                      "target": .text(number(target, decimals: 2))])
        }
        return text
    }
}
