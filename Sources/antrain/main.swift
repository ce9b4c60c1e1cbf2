import AntrainCLI
import Foundation

exit(AntrainCommandLine.run(Array(CommandLine.arguments.dropFirst()), in: .process()).rawValue)
