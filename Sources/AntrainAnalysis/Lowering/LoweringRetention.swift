/// Internal: derived from the host's one policy, ``ModelKeeping/loweringRetention``.
///
/// What lowering a file keeps besides its diagnostics and the figures the workspace rules
/// read: the one choice in which `antrain check` and the editor's analysis differ, made
/// once, so that a rule added to the lowering is checked by both.
enum LoweringRetention: Sendable {
    /// Every meal, workout exercise and set model: what hover, completion, summaries and
    /// reports read.
    case everyModel
    /// A day's nutrition totals instead of its meals, and each exercise item's summary (set
    /// counts and written loads, ``ExerciseRanges``) instead of its sets: all that the
    /// workspace rules need, so a check of a large log never holds every model at once.
    case checkedFigures
    /// Only what the workspace rules read: `checkedFigures` without the days' nutrition
    /// totals, which no diagnostic reads. What `antrain check` keeps: it reports and
    /// answers no question about a day.
    case ruleFigures
}
