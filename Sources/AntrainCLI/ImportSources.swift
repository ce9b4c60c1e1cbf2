import AntrainBasics
import AntrainImport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The files `antrain import` reads: one export, `-` for standard input, or several FIT
/// activity files and folders of them (a watch's `GARMIN/Activity` folder copied off it).
///
/// Kept apart from ``ImportCommand`` so the command keeps one job: where the result goes.
enum ImportSources {
    /// The sources the paths name, in the order given; a folder gives its `.fit` files in
    /// name order (not its subfolders). Nil after printing why a path could not be read.
    static func read(_ paths: [String], language: Language, in context: CommandContext) -> [ImportSource]? {
        var sources: [ImportSource] = []
        for path in paths {
            if path == "-" {
                sources.append(ImportSource(name: "-", bytes: context.readStandardInput()))
                continue
            }
            let absolute = LogFiles.absolute(path, in: context)
            if PathText.kind(of: absolute).isFolder {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? [])
                    .filter { $0.lowercased().hasSuffix(".fit") }.sorted()
                if names.isEmpty {
                    context.printError(CommandMessages.error(ImportCommand.name, LocalizedText(ImportSourceMessages.noFITFiles, ["path": .text(path)])),
                                       in: language)
                    return nil
                }
                for name in names {
                    guard let data = FileManager.default.contents(atPath: absolute + "/" + name) else { return unreadable(path + "/" + name, language, context) }
                    sources.append(ImportSource(name: name, bytes: [UInt8](data)))
                }
                continue
            }
            guard let data = FileManager.default.contents(atPath: absolute) else { return unreadable(path, language, context) }
            sources.append(ImportSource(name: PathText.lastComponent(path), bytes: [UInt8](data)))
        }
        return sources
    }

    private static func unreadable(_ path: String, _ language: Language, _ context: CommandContext) -> [ImportSource]? {
        context.printError(CommandMessages.error(ImportCommand.name, LocalizedText(CommandMessages.unreadable, ["path": .text(path)])), in: language)
        return nil
    }

    /// The name the import's comment and summary give the sources: the file's, or `3 files`.
    static func name(of sources: [ImportSource], paths: [String]) -> String {
        if sources.count == 1 { return sources[0].name }
        if paths.count == 1 { return PathText.lastComponent(paths[0]) }
        return sources.map(\.name).prefix(3).joined(separator: ", ") + (sources.count > 3 ? ", …" : "")
    }
}

/// The import's messages about its input files.
enum ImportSourceMessages {
    static let noFITFiles = MessageKey("cli.import.no-fit-files", en: "{path} is a folder with no .fit files in it",
        tr: "{path} içinde .fit dosyası olmayan bir klasör")
    static let severalNotFIT = MessageKey("cli.import.several-not-fit", en: "several files can be imported only as FIT activities; {name} is not a FIT file",
        tr: "birden çok dosya yalnızca FIT etkinlikleri olarak içe aktarılabilir; {name} bir FIT dosyası değil")

    static let all: [MessageKey] = [noFITFiles, severalNotFIT]
}
