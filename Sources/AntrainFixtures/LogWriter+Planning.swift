extension LogWriter {
    /// Decides today's workouts and places them so that none overlaps another.
    ///
    /// Lifting follows the weekly program; cardio comes on Wednesdays and weekends, sometimes
    /// as a finisher right after lifting; metcons mostly on Saturdays. During a layoff there
    /// are only walks.
    mutating func planWorkouts(into schedule: inout DaySchedule) {
        let features = options.features
        let weekday = date.weekday
        var liftingEnd: Int?
        if features.contains(.lifting), athlete.isTraining, let session = Self.session(on: date),
            !random.chance(percent: 7)
        {
            let duration = random.int(in: 50...85)
            let start = athlete.prefersMorning ? random.int(in: 72...90) * 5 : random.int(in: 204...234) * 5
            liftingEnd = schedule.addWorkout(
                .lifting(session, durationMinutes: duration), at: start, lasting: duration, gap: 10)
        }
        if features.contains(.cardio) {
            let likelihood: Int
            if !athlete.isTraining {
                likelihood = 30
            } else {
                switch weekday {
                case 2: likelihood = 75
                case 5: likelihood = 50
                case 6: likelihood = 60
                default: likelihood = liftingEnd == nil ? 0 : 10
                }
            }
            let isIntroductory = athlete.isInFirstWeeks && [2, 5, 6].contains(weekday)
            if random.chance(percent: likelihood) || isIntroductory {
                let type = athlete.isTraining ? nextCardioType() : .walk
                let plan = planCardio(type, isLong: weekday == 6)
                let minutes = (plan.seconds + 59) / 60
                let start: Int
                if let liftingEnd, weekday < 5, weekday != 2 {
                    start = liftingEnd + random.int(in: 1...3) * 5
                } else if athlete.prefersMorning || weekday >= 5 {
                    start = random.int(in: 96...126) * 5
                } else {
                    start = random.int(in: 210...228) * 5
                }
                schedule.addWorkout(.cardio(plan), at: start, lasting: minutes, gap: 15)
            }
        }
        if features.contains(.metcon), athlete.isTraining,
            random.chance(percent: weekday == 5 ? 45 : weekday == 2 ? 15 : 0)
                || (athlete.isInFirstWeeks && weekday == 5)
        {
            let plan = planMetcon()
            let start = weekday == 5 ? random.int(in: 120...138) * 5 : random.int(in: 222...234) * 5
            schedule.addWorkout(.metcon(plan), at: start, lasting: (plan.seconds + 59) / 60, gap: 20)
        }
        if random.chance(percent: 20) { schedule.untimeSoleWorkout() }
    }

    /// Three to five meals around the workouts: breakfast after a morning session, sometimes a
    /// pre-workout meal before the day's first session, dinner after an evening one.
    mutating func planMeals(into schedule: inout DaySchedule) {
        guard options.features.contains(.meals) else { return }
        let isTurkish = random.chance(percent: date.weekday == 6 ? 60 : 12)
        var count = 0
        func add(_ meal: MealKind, at minute: Int, random: inout SeededRandom) {
            schedule.add(.meal(meal, isTurkish: isTurkish), at: minute, isTimed: random.chance(percent: 85))
            count += 1
        }
        let breakfast = schedule.lastWorkoutEnd(startingBefore: 600).map { $0 + random.int(in: 15...30) }
        add(.breakfast, at: breakfast ?? random.int(in: 84...102) * 5, random: &random)
        add(.lunch, at: random.int(in: 144...162) * 5, random: &random)
        if random.chance(percent: 60) { add(.snack, at: random.int(in: 186...198) * 5, random: &random) }
        if let workout = schedule.firstWorkout(startingFrom: 360), random.chance(percent: 30) {
            let minutesBefore = workout.start < 600 ? random.int(in: 6...9) * 5 : random.int(in: 9...18) * 5
            add(.preWorkout, at: workout.start - minutesBefore, random: &random)
        }
        let evening = schedule.firstWorkout(startingFrom: 960)
        var dinner = random.int(in: 228...246) * 5
        if let evening { dinner = max(dinner, evening.end + random.int(in: 4...8) * 5) }
        add(.dinner, at: min(dinner, 22 * 60 + 30), random: &random)
        if count < 5, random.chance(percent: 15) { add(.snack, at: min(dinner + 120, 23 * 60 + 30), random: &random) }
    }

    /// The next cardio type in a rotation that covers all seven within the first seven
    /// sessions, then favours running.
    private mutating func nextCardioType() -> CardioType {
        let rotation: [CardioType] = [.run, .bike, .row, .swim, .walk, .elliptical, .ski, .run, .bike, .run, .walk, .run]
        defer { athlete.cardioTurn += 1 }
        return rotation[athlete.cardioTurn % rotation.count]
    }
}
