import Foundation

/// The fuzz targets, named as `Fuzz/run` and `ANTRAIN_FUZZ_TARGET` name them.
enum FuzzTarget: String {
    case analysis, framing, report, merge, http
    case hostEdits = "host-edits"

    /// `ANTRAIN_FUZZ_TARGET`'s, else `analysis`.
    static let chosen = ProcessInfo.processInfo.environment["ANTRAIN_FUZZ_TARGET"].flatMap(FuzzTarget.init(rawValue:)) ?? .analysis

    func run(_ bytes: [UInt8]) {
        switch self {
        case .analysis: FuzzTargets.analysis(bytes)
        case .framing: FuzzTargets.framing(bytes)
        case .report: FuzzTargets.report(bytes)
        case .merge: MergeFuzzTarget.run(bytes)
        case .http: HTTPFuzzTarget.run(bytes)
        case .hostEdits: HostEditsTarget.run(bytes)
        }
    }
}

func fuzzTarget(_ bytes: [UInt8]) { FuzzTarget.chosen.run(bytes) }

#if FUZZING
/// libFuzzer's driver, from `libclang_rt.fuzzer_no_main` (linked by `Fuzz/run`): SwiftPM
/// names an executable's entry point itself, so the fuzzer's own `main` cannot be used.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@main enum Fuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv) { data, size in
            fuzzTarget(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
            return 0
        })
    }
}
#else
/// Without libFuzzer: replays the files named on the command line through the target, so a
/// crash the fuzzer found can be debugged with an ordinary build.
@main enum Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("antrain-fuzz: cannot read \(path)\n".utf8))
                exit(2)
            }
            fuzzTarget([UInt8](data))
            print("\(path): ok")
        }
    }
}
#endif
