import AntrainModel

/// The coaching settings of an athlete (LANGUAGE.md §8) as the snapshot answers them.
extension WorkspaceSnapshot {
    /// The e1RM formula shown for the athlete of `fileIndex`: the editor's `e1rmFormula` when
    /// set, else the profile's `e1rm:` (Brzycki by default).
    public func oneRepMaxFormula(ofFile fileIndex: Int) -> OneRepMaxFormula {
        settings.oneRepMaxFormula ?? profile(ofFile: fileIndex).oneRepMaxFormula
    }
}
