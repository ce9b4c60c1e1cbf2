import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Where the athlete of a file stands in a program today: one answer for the program's hover
/// and its code lens.
enum ProgramProgress: Equatable {
    /// Not the athlete's active program today.
    case notFollowed
    /// In week `week` of a start on `start`.
    case inWeek(Int, start: LocalDate)
    /// Every week since `start` is over.
    case finished(start: LocalDate)

    init(_ program: TrainingProgram, snapshot: WorkspaceSnapshot, fileIndex: Int) {
        let today = snapshot.settings.today
        guard let active = snapshot.activeProgram(ofFile: fileIndex, on: today),
              SearchText.key(active.program.name) == SearchText.key(program.name) else {
            self = .notFollowed
            return
        }
        if let week = active.currentWeekNumber(today: today) {
            self = .inWeek(week, start: active.startDate)
        } else {
            self = .finished(start: active.startDate)
        }
    }
}

/// Code lenses above `program` definitions (TOOLING.md §2): the program's weeks and where the
/// athlete is in it, as its hover says in full.
public enum ProgramLenses {
    /// One lens per program defined in the file, in order.
    ///
    /// Read from the workspace's definition sites, not the file's entries: a long document is
    /// many chunks, and each is asked for its lenses.
    public static func lenses(snapshot: WorkspaceSnapshot, fileIndex: Int, language: Language = .en) -> [EntryLens] {
        snapshot.definitions.sites.compactMap { site in
            guard site.kind == .program, site.fileIndex == fileIndex, let program = snapshot.definitions.program(named: site.name) else {
                return nil
            }
            // `program NAME`: the header up to the end of the name.
            return EntryLens(range: TextRange(site.entryRange.lowerBound, site.nameRange.upperBound),
                             title: title(program, snapshot: snapshot, fileIndex: fileIndex, language: language))
        }
    }

    static func title(_ program: TrainingProgram, snapshot: WorkspaceSnapshot, fileIndex: Int, language: Language) -> String {
        let weeks = MessageArgument.message(.count(program.durationWeeks, one: HoverMessages.weeksOne, other: HoverMessages.weeksOther))
        let text: LocalizedText
        switch ProgramProgress(program, snapshot: snapshot, fileIndex: fileIndex) {
        case .notFollowed:
            text = LocalizedText(LensMessages.programNotFollowed, ["weeks": weeks])
        case .inWeek(let week, let start):
            text = LocalizedText(LensMessages.programInWeek, ["weeks": weeks, "week": .text(String(week)), "date": .text(start.description)])
        case .finished(let start):
            text = LocalizedText(LensMessages.programFinished, ["weeks": weeks, "date": .text(start.description)])
        }
        return text.text(in: language)
    }
}
