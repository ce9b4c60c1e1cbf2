import AntrainBasics

/// The editor's words for coaching (LANGUAGE.md §8): the progression rules in completion and
/// hover, both sides, warm-up sets. The Turkish is in `TurkishCatalogue.coaching`.
enum CoachingMessages {
    // MARK: Completion after `progress:`
    static let ruleRPE = MessageKey("completion.progress.rpe", "the RPE rule: easy top set +5 %, hard one −2.5 % (the default)")
    static let ruleNone = MessageKey("completion.progress.none", "repeat the last session's loads")
    static let ruleLinear = MessageKey("completion.progress.linear", "every planned rep done: add the step next time")
    static let ruleDouble = MessageKey("completion.progress.double", "reps climb in the range; every set at the top: add the step, back to the bottom")
    static let ruleSum = MessageKey("completion.progress.sum", "the session's reps reach the total: add the step")
    static let optionStall = MessageKey("completion.progress.stall", "after this many failed sessions in a row, deload")
    static let optionDeload = MessageKey("completion.progress.deload", "how much a deload takes off the last load")

    // MARK: Hover of a rule
    static let ruleTitle = MessageKey("hover.progress.rule", "**Progression:** `{rule}` ({origin})")
    static let originItem = MessageKey("hover.progress.origin.item", "written on this exercise")
    static let originTemplate = MessageKey("hover.progress.origin.template", "from template {name}")
    static let originProgram = MessageKey("hover.progress.origin.program", "from program {name}")
    static let originProfile = MessageKey("hover.progress.origin.profile", "from the profile")
    static let originStandard = MessageKey("hover.progress.origin.standard", "the default")
    static let lastSession = MessageKey("hover.progress.last", "Last session {date}: {sets} — {outcome}")
    static let succeeded = MessageKey("hover.progress.succeeded", "success")
    static let failed = MessageKey("hover.progress.failed", "failed")
    static let streak = MessageKey("hover.progress.streak", "failed {failures} of {stall}: one more and the load drops to {deload}")
    static let streakDeloaded = MessageKey("hover.progress.deloaded", "failed {failures} in a row: the load drops to {deload}")
    static let nextLoad = MessageKey("hover.progress.next", "**Next:** {load}")
    static let nextLoadReps = MessageKey("hover.progress.nextReps", "**Next:** {load} × {reps}")
    static let noHistory = MessageKey("hover.progress.noHistory", "No session of {exercise} yet: the template's load stands")

    // MARK: Both sides
    static let sides = MessageKey("hover.set.sides", "left {left} · right {right}")
    static let sideBehind = MessageKey("hover.set.sideBehind", "{side} {percent} behind")
    static let left = MessageKey("word.side.left", "left")
    static let right = MessageKey("word.side.right", "right")

    // MARK: Warm-up sets
    static let addWarmups = MessageKey("refactor.warmups", "Add warm-up sets")

    static let all: [MessageKey] = [
        ruleRPE, ruleNone, ruleLinear, ruleDouble, ruleSum, optionStall, optionDeload, ruleTitle, originItem, originTemplate,
        originProgram, originProfile, originStandard, lastSession, succeeded, failed, streak, streakDeloaded, nextLoad,
        nextLoadReps, noHistory, sides, sideBehind, left, right, addWarmups,
    ]
}
