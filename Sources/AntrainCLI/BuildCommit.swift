/// The commit `antrain --version` names.
///
/// `Scripts/package` writes `BuildCommit+Packaged.swift` (ignored by git) with the commit it
/// builds and compiles with `-DANTRAIN_PACKAGED`; a build from source has neither and says so.
#if !ANTRAIN_PACKAGED
enum BuildCommit {
    static let current: String? = nil
}
#endif
