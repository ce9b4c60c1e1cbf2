/// Unit and keyword spellings the value readers accept, as static lists so that matching
/// a word never allocates (an array literal at the call site would, on every token).
enum WordLists {
    static let loadUnits: [StaticString] = ["kg", "kgs", "lb", "lbs"]
    /// Duration units, English and Turkish (`sa`/`saat`, `dk`/`dakika`, `sn`/`saniye`): the
    /// one list every duration reader, ``DurationUnits``, the highlighter and completion use.
    static let hours: [StaticString] = ["h", "hr", "hrs", "hour", "hours", "sa", "saat"]
    static let minutesAfterHours: [StaticString] = ["min", "mins", "m", "dk"]
    static let minutes: [StaticString] = ["min", "mins", "minute", "minutes", "dk", "dakika"]
    static let secondsAfterMinutes: [StaticString] = ["s", "sec", "sn"]
    static let seconds: [StaticString] = ["s", "sec", "secs", "second", "seconds", "sn", "saniye"]
    static let miles: [StaticString] = ["mi", "mile", "miles"]
    static let rounds: [StaticString] = ["rounds", "round", "rds", "rd"]
    static let tags: [(StaticString, SetTagSyntax.Kind)] = [
        ("warmup", .warmup), ("w", .warmup), ("drop", .drop), ("d", .drop),
        ("failure", .failure), ("f", .failure), ("rest", .rest),
    ]
    static let rir: [StaticString] = ["rir"]
    /// Days of the week by ``ProgramWeekday`` order, in English and in Turkish.
    static let weekdays: [StaticString] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    static let turkishWeekdays: [StaticString] = ["pzt", "sal", "çar", "per", "cum", "cmt", "paz"]
    /// `week` and its Turkish `hafta`, which start a week of a program.
    static let week: [StaticString] = ["week", "hafta"]
    /// `none` and its Turkish `yok`, which end a program (`DATE program none`).
    static let noProgram: [StaticString] = ["none", "yok"]
    static let phases: [(StaticString, ProgramPhase)] = [
        ("accumulation", .accumulation), ("intensification", .intensification),
        ("realization", .realization), ("deload", .deload),
    ]
}
