import AntrainModel
import Dispatch

/// The preset exercise and food libraries, decoded on another core while a command reads
/// its logs: every command that analyses a log needs them, their first use decodes a few
/// hundred presets (about 2 ms), and reading a large log leaves the other core idle.
enum PresetLibraries {
    /// Starts decoding both libraries in the background; their first user waits for the
    /// decoding if it is not done (a `static let` is initialised once, whoever asks first).
    static func startLoading() {
        DispatchQueue.global(qos: .userInitiated).async {
            _ = PresetExerciseLibrary.shared
            _ = PresetFoodLibrary.shared
        }
    }
}
