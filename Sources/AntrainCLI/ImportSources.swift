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
    /// What the import reads: files in memory, or one Apple Health export as a stream.
    enum Input {
        case files([ImportSource])
        case stream(name: String, blocks: ByteBlocks)
    }

    /// The input `paths` name. One file (or `-`) that is an Apple Health export — by
    /// `--from apple-health` or by its first block — is handed over as a stream, never read
    /// whole; anything else is read into memory. Nil after printing why a path could not be read.
    static func input(_ paths: [String], format: ImportFormat?, language: Language, in context: CommandContext) -> Input? {
        if paths.count == 1, format == nil || format == .appleHealth {
            let path = paths[0]
            let blocks: ByteBlocks
            if path == "-" {
                blocks = context.standardInputBlocks?() ?? ByteBlocks(bytes: context.readStandardInput())
            } else if !PathText.kind(of: LogFiles.absolute(path, in: context)).isFolder {
                guard let opened = ByteBlocks(path: LogFiles.absolute(path, in: context)) else { return unreadable(path, language, context).map(Input.files) }
                blocks = opened
            } else {
                return read(paths, language: language, in: context).map(Input.files)
            }
            let first = blocks.next() ?? []
            let name = path == "-" ? "-" : PathText.lastComponent(path)
            if format == .appleHealth || AppleHealthImport.looksLikeAppleHealth(first) {
                blocks.unread(first)
                return .stream(name: name, blocks: blocks)
            }
            var bytes = first
            while let block = blocks.next() { bytes += block }
            return .files([ImportSource(name: name, bytes: bytes)])
        }
        return read(paths, language: language, in: context).map(Input.files)
    }

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
                    .filter(ImportSource.isFITName).sorted()
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
    static let notAppleHealth = MessageKey("cli.import.not-apple-health", en: "the file holds no HealthData element: it is not an Apple Health export.xml",
        tr: "dosyada HealthData öğesi yok: bir Apple Health export.xml dosyası değil")
    static let unreadableXML = MessageKey("cli.import.unreadable-xml", en: "the XML at byte {offset} holds a tag too long to be an Apple Health export's",
        tr: "XML'in {offset}. baytındaki etiket bir Apple Health dışa aktarımınınki olamayacak kadar uzun")
    static let severalNotFIT = MessageKey("cli.import.several-not-fit", en: "several files can be imported only as FIT activities; {name} is not a FIT file",
        tr: "birden çok dosya yalnızca FIT etkinlikleri olarak içe aktarılabilir; {name} bir FIT dosyası değil")

    static let all: [MessageKey] = [noFITFiles, severalNotFIT, notAppleHealth, unreadableXML]
}
