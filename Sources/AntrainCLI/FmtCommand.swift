import AntrainAnalysis
import AntrainSyntax
import Foundation

/// `antrain fmt [--check] [PATH...|-]`: rewrite logs in canonical form (Grammar/CANONICAL_FORM.md).
///
/// Files are rewritten in place, and only when they change, through a temporary file in the
/// same folder renamed over the original, so a crash never leaves half a log. A file that
/// cannot be read whole, or is not UTF-8 text, is never written.
struct FmtCommand: Command {
    static let name = "fmt"
    static let summary = "Rewrite logs in canonical form; --check lists the files that would change"
    static let usage = """
        antrain fmt [--check] [PATH...|-]

          PATH        files or folders (searched for *.antrain); default: the current folder
          -           read a log from stdin and write its canonical form to stdout
          --check     write nothing; list the files that would change

        Exit status: 0 done (or, with --check, nothing to change), 1 with --check when a file
        would change, 2 bad usage or a file that cannot be read or written.
        """

    var paths: [String]
    var isCheck: Bool

    init(arguments: inout Arguments) throws {
        isCheck = arguments.flag("--check")
        paths = try arguments.positionals()
    }

    func run(in context: CommandContext) -> ExitCode {
        let files: [String]
        do {
            files = try LogFiles.collect(paths, in: context)
        } catch let error as ValidationError {
            context.printError("antrain fmt: \(error.message)")
            return .usageError
        } catch {
            context.printError("antrain fmt: \(error)")
            return .usageError
        }
        var failed = false
        var wouldChange = false
        for path in files {
            switch format(path, in: context) {
            case .unchanged: break
            case .changed: wouldChange = true
            case .failed: failed = true
            }
        }
        if failed { return .usageError }
        return isCheck && wouldChange ? .problemsFound : .success
    }

    private enum Outcome { case unchanged, changed, failed }

    private func format(_ path: String, in context: CommandContext) -> Outcome {
        let name = path == "-" ? "<stdin>" : path
        let bytes: [UInt8]
        if path == "-" {
            bytes = context.readStandardInput()
        } else {
            guard let data = FileManager.default.contents(atPath: LogFiles.absolute(path, in: context)) else {
                context.printError("antrain fmt: \(path): cannot be read")
                return .failed
            }
            bytes = [UInt8](data)
        }
        guard bytes.count < Int(UInt32.max) else {
            context.printError("antrain fmt: \(name): too large (4 GiB or more)")
            return .failed
        }
        guard Self.isValidUTF8(bytes) else {
            context.printError("antrain fmt: \(name): not valid UTF-8 text; nothing was changed")
            return .failed
        }
        let result = LogFormatter.format(Parser.parse(SourceText(bytes: bytes)))
        if isCheck {
            if result.isChanged { context.print(name) }
            return result.isChanged ? .changed : .unchanged
        }
        if path == "-" {
            context.standardOutput(result.text)
            return result.isChanged ? .changed : .unchanged
        }
        guard result.isChanged else { return .unchanged }
        do {
            try AtomicFile.replace(LogFiles.absolute(path, in: context), with: result.bytes)
        } catch {
            context.printError("antrain fmt: \(path): cannot be written (\(error)); it was left as it was")
            return .failed
        }
        return .changed
    }

    /// Whether `bytes` are UTF-8 text (a formatter that repaired them would change the log).
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
