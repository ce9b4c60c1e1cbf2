import Dispatch
import Foundation

// A small copy of the bench that measures one `antrain check` (see CheckProcessBenchmark).
if CommandLine.arguments.dropFirst().first == CheckProcessBenchmark.spawnAndMeasureFlag {
    exit(CheckProcessBenchmark.spawnAndMeasure(Array(CommandLine.arguments.dropFirst(2))))
}
// Profiling runs stay synchronous: Valgrind cannot follow the main thread into dispatch_main.
if let status = BenchmarkCommand.runForProfiler(Array(CommandLine.arguments.dropFirst())) {
    exit(status)
}
Task.detached {
    exit(await BenchmarkCommand.run(Array(CommandLine.arguments.dropFirst())))
}
DispatchSemaphore(value: 0).wait()
