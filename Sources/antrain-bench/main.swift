import Dispatch
import Foundation

// Profiling runs stay synchronous: Valgrind cannot follow the main thread into dispatch_main.
if let status = BenchmarkCommand.runForProfiler(Array(CommandLine.arguments.dropFirst())) {
    exit(status)
}
Task.detached {
    exit(await BenchmarkCommand.run(Array(CommandLine.arguments.dropFirst())))
}
DispatchSemaphore(value: 0).wait()
