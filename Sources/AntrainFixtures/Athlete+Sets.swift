/// One set as the simulation decides it, before it is given a written form.
struct SetSpec: Equatable {
    enum Load: Equatable {
        /// A load in tenths of a kilogram.
        case kilograms(Int)
        /// Bodyweight plus (or minus) a load in tenths of a kilogram.
        case bodyweight(added: Int)
    }

    enum Tag: Equatable { case none, warmup, drop, failure }

    var load: Load
    var reps = 0
    /// Seconds for a held position (then `reps` is 0).
    var seconds = 0
    var count = 1
    /// RPE in half points (16 is `@8`, 17 is `@8.5`); 0 when not written.
    var rpe = 0
    var tag = Tag.none
    /// Rest after the set in seconds; 0 when not written.
    var rest = 0
}

extension Athlete {
    /// Today's sets of `lift`, and the progress they bring.
    ///
    /// Main lifts get warm-ups and one of three working schemes; accessories use double
    /// progression (reps up to the top of the range, then more load). Every working load stays
    /// at or under 1.5 times the lift's best, so no validator calls it a typo.
    mutating func sets(for lift: Lift, isMain: Bool, random: inout SeededRandom) -> [SetSpec] {
        var sets: [SetSpec]
        switch lift.style {
        case .loaded where isMain: sets = mainSets(for: lift, random: &random)
        case .loaded: sets = accessorySets(for: lift, random: &random)
        case .bodyweight: sets = bodyweightSets(for: lift, random: &random)
        case .timed: sets = timedSets(for: lift, random: &random)
        case .loadedHold: sets = holdSets(for: lift, random: &random)
        }
        recordBest(of: &sets, for: lift)
        return sets
    }

    /// The sets a plan for the next session would hold: the working sets at today's loads.
    func plannedSets(for lift: Lift) -> [SetSpec] {
        let state = lifts[lift.rawValue]
        switch lift.style {
        case .loaded: return Array(repeating: SetSpec(load: .kilograms(state.work), reps: state.reps), count: 3)
        case .bodyweight: return Array(repeating: SetSpec(load: .bodyweight(added: state.work), reps: state.reps), count: 3)
        case .timed: return Array(repeating: SetSpec(load: .bodyweight(added: 0), seconds: state.reps), count: 2)
        case .loadedHold: return [SetSpec(load: .kilograms(state.work), seconds: state.reps)]
        }
    }

    private mutating func mainSets(for lift: Lift, random: inout SeededRandom) -> [SetSpec] {
        let step = lift.loading.step
        let work = lifts[lift.rawValue].work
        var sets: [SetSpec] = []
        let bar = lift == .deadlift ? 600 : 200
        if work >= bar + 200 {
            sets.append(SetSpec(load: .kilograms(bar), reps: lift == .deadlift ? 5 : 10, tag: .warmup))
            let half = Self.rounded(work * 55 / 100, step: step)
            if half > bar + 100 { sets.append(SetSpec(load: .kilograms(half), reps: 5, tag: .warmup)) }
            let most = Self.rounded(work * 8 / 10, step: step)
            if most > half, random.chance(percent: 60) { sets.append(SetSpec(load: .kilograms(most), reps: 3, tag: .warmup)) }
        }
        if isDeloadWeek {
            let light = SetSpec(load: .kilograms(Self.rounded(work * 8 / 10, step: step)), reps: 5, rpe: 12)
            return sets + [light, light, light]
        }
        var missed = false
        switch random.next(below: 3) {
        case 0:
            for rpe in [15, 16, 17] {
                sets.append(SetSpec(load: .kilograms(work), reps: 5, rpe: random.chance(percent: 75) ? rpe : 0))
            }
        case 1:
            sets.append(SetSpec(load: .kilograms(work + step), reps: 3, rpe: 18))
            let backOff = SetSpec(load: .kilograms(Self.rounded(work * 9 / 10, step: step)), reps: 5, rpe: 15)
            sets += [backOff, backOff]
        default:
            let volume = SetSpec(load: .kilograms(Self.rounded(work * 85 / 100, step: step)), reps: 6, rpe: 15)
            sets += [volume, volume, volume, volume]
        }
        if random.chance(percent: 7) {
            missed = true
            sets[sets.count - 1].reps = max(1, sets[sets.count - 1].reps - random.int(in: 2...3))
            sets[sets.count - 1].rpe = 20
            if random.chance(percent: 50) { sets[sets.count - 1].tag = .failure }
        }
        if random.chance(percent: 10), let firstWorking = sets.firstIndex(where: { $0.tag != .warmup }) {
            sets[firstWorking].rest = random.element(of: [120, 150, 180, 240])
        }
        if !missed { progress(lift, random: &random) }
        return sets
    }

    private mutating func accessorySets(for lift: Lift, random: inout SeededRandom) -> [SetSpec] {
        let state = lifts[lift.rawValue]
        let step = lift.loading.step
        let load = isDeloadWeek ? Self.rounded(state.work * 8 / 10, step: step) : state.work
        let setCount = random.chance(percent: 20) ? 4 : 3
        var sets = Array(repeating: SetSpec(load: .kilograms(load), reps: state.reps), count: setCount)
        let hitAllReps = !random.chance(percent: 40)
        if !hitAllReps { sets[setCount - 1].reps -= 1 }
        sets[setCount - 1].rpe = isDeloadWeek ? 13 : random.int(in: 15...18)
        if !isDeloadWeek, lift.goesToFailure, random.chance(percent: 8) {
            sets[setCount - 1].rpe = 20
            sets[setCount - 1].tag = .failure
        }
        if lift.takesDropSets, random.chance(percent: 12) {
            sets.append(SetSpec(load: .kilograms(Self.rounded(load * 7 / 10, step: step)), reps: state.reps + 2, tag: .drop))
        }
        if !isDeloadWeek, hitAllReps, random.chance(percent: 60) {
            lifts[lift.rawValue].reps += 1
            if lifts[lift.rawValue].reps > lift.loading.reps.upperBound {
                lifts[lift.rawValue].reps = lift.loading.reps.lowerBound
                progress(lift, random: &random)
            }
        }
        return sets
    }

    private mutating func bodyweightSets(for lift: Lift, random: inout SeededRandom) -> [SetSpec] {
        let state = lifts[lift.rawValue]
        let added = isDeloadWeek ? 0 : state.work
        var sets = Array(repeating: SetSpec(load: .bodyweight(added: added), reps: state.reps), count: 3)
        if random.chance(percent: 40) { sets[2].reps -= 1 }
        if added > 0, random.chance(percent: 20) { sets[2] = SetSpec(load: .bodyweight(added: 0), reps: state.reps + 2) }
        if random.chance(percent: 30) { sets[2].rpe = random.int(in: 16...19) }
        guard !isDeloadWeek, random.chance(percent: 50) else { return sets }
        let range = lift.loading.reps
        if state.work > state.cap {
            lifts[lift.rawValue].work = max(0, state.work - 25)
        } else if state.reps < range.upperBound {
            lifts[lift.rawValue].reps += 1
        } else if state.work + 25 <= state.cap {
            lifts[lift.rawValue].work = state.work == 0 ? 50 : state.work + 25
            lifts[lift.rawValue].reps = range.lowerBound + 1
        }
        return sets
    }

    private mutating func timedSets(for lift: Lift, random: inout SeededRandom) -> [SetSpec] {
        let seconds = lifts[lift.rawValue].reps
        let hold = SetSpec(load: .bodyweight(added: 0), seconds: seconds)
        var sets = [hold, hold, hold]
        if random.chance(percent: 40) {
            sets[1].seconds = max(30, seconds - 15)
            sets[2].seconds = max(30, seconds - 15)
        }
        if !isDeloadWeek, seconds < 90, random.chance(percent: 30) { lifts[lift.rawValue].reps += 15 }
        return sets
    }

    private mutating func holdSets(for lift: Lift, random: inout SeededRandom) -> [SetSpec] {
        let state = lifts[lift.rawValue]
        let hold = SetSpec(load: .kilograms(state.work), seconds: state.reps)
        let sets = Array(repeating: hold, count: random.int(in: 2...3))
        if !isDeloadWeek, random.chance(percent: 40) {
            lifts[lift.rawValue].reps += 5
            if lifts[lift.rawValue].reps > lift.loading.reps.upperBound {
                lifts[lift.rawValue].reps = lift.loading.reps.lowerBound
                progress(lift, random: &random)
            }
        }
        return sets
    }

    /// Adds one load step, likelier far below the ceiling; above it (with age), takes one off.
    private mutating func progress(_ lift: Lift, random: inout SeededRandom) {
        let step = lift.loading.step
        let state = lifts[lift.rawValue]
        if state.work > state.cap {
            if random.chance(percent: 25) { lifts[lift.rawValue].work = max(step, state.work - step) }
            return
        }
        let likelihood = max(3, 75 - 70 * state.work / max(1, state.cap))
        if random.chance(percent: likelihood) { lifts[lift.rawValue].work += step }
    }

    /// Caps every working load at 1.5 times the best before today, then updates the best.
    private mutating func recordBest(of sets: inout [SetSpec], for lift: Lift) {
        let previousBest = lifts[lift.rawValue].best ?? 0
        let step = max(1, lift.loading.step)
        let limit = previousBest * 3 / 2 / step * step
        var best = lifts[lift.rawValue].best
        for index in sets.indices where sets[index].tag != .warmup {
            let load: Int
            switch sets[index].load {
            case .kilograms(let tenths):
                load = previousBest > 0 ? min(tenths, limit) : tenths
                sets[index].load = .kilograms(load)
            case .bodyweight(let added):
                load = previousBest > 0 ? min(added, limit) : added
                sets[index].load = .bodyweight(added: load)
            }
            best = max(best ?? load, load)
        }
        lifts[lift.rawValue].best = best
    }
}
