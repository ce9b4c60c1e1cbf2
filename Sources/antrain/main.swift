import AntrainCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

exit(AntrainCommandLine.run(Array(CommandLine.arguments.dropFirst()), in: .process()).rawValue)
