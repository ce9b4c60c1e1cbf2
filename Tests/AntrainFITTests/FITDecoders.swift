import Foundation
import Testing

/// Garmin's FIT SDK and fitdecode, run by `Decoders/decode_fit.py` from the Python that
/// `ANTRAIN_PYTHON` names (`.ci/run` makes a virtual environment with both packages, from
/// Tests/python-requirements.txt).
///
/// Without it the tests that need it are skipped, visibly; in CI (`CI` set) the missing
/// Python fails ``FITDecoderTests/pythonIsThereInCI()``.
enum FITDecoders {
    static var python: String? {
        guard let path = ProcessInfo.processInfo.environment["ANTRAIN_PYTHON"], FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return path
    }

    static var isCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Decoders/decode_fit.py")

    /// What one decoder read from one file: enums as numbers, figures scaled.
    struct Reading: Decodable, Equatable {
        var integrity: Bool
        var errors: [String]
        var fileType: Int?
        var events: [String]
        var sets: [DecodedSet]
        var sessions: [Session]
        var laps: Int
        var activities: Int
        var records: [Record]

        private enum CodingKeys: String, CodingKey {
            case integrity, errors, fileType = "file_type", events, sets, sessions, laps, activities, records
        }
    }

    struct DecodedSet: Decodable, Equatable {
        var type: Int?
        var reps: Int?
        var weight: Double?
        var category: Int?
        var subtype: Int?
        var duration: Double?
        var start: Int?
        var end: Int?
        /// The SDK's names for `category` and `subtype` (nil from fitdecode).
        var categoryName: String?
        var name: String?

        private enum CodingKeys: String, CodingKey {
            case type, reps, weight, category, subtype, duration, start, end, categoryName = "category_name", name
        }

        /// The numbers alone, which both decoders must read alike.
        var numbers: DecodedSet {
            var copy = self
            copy.categoryName = nil
            copy.name = nil
            return copy
        }
    }

    struct Session: Decodable, Equatable {
        var sport: Int?
        var subSport: Int?
        var start: Int?
        var end: Int?
        var elapsed: Double?
        var timer: Double?
        var distance: Double?
        var speed: Double?
        var cycles: Int?
        var sportName: String?

        private enum CodingKeys: String, CodingKey {
            case sport, subSport = "sub_sport", start, end, elapsed, timer, distance, speed, cycles, sportName = "sport_name"
        }
    }

    struct Record: Decodable, Equatable {
        var time: Int?
        var distance: Double?
    }

    struct Both: Decodable {
        var sdk: Reading
        var fitdecode: Reading
    }

    /// Both decoders' readings of each of `paths`, by path.
    static func decode(_ paths: [String]) async throws -> [String: Both] {
        let python = try #require(Self.python)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-fit-decoded-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path] + paths
        process.standardOutput = try FileHandle(forWritingTo: output)
        // Waits without blocking a thread of the cooperative pool the other tests run on.
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        #expect(process.terminationStatus == 0, "decode_fit.py exited with \(process.terminationStatus)")
        return try JSONDecoder().decode([String: Both].self, from: Data(contentsOf: output))
    }
}
