import AntrainBasics
import AntrainFIT

/// The apps whose exports `antrain import` reads: CSV from lifting apps and Cronometer, FIT
/// activity files from watches.
public enum ImportFormat: String, CaseIterable, Sendable {
    case strong, hevy, fitnotes, antrain, cronometer, fit
    case appleHealth = "apple-health"

    /// The CSV reader of a CSV format; nil for FIT, which is binary.
    var reader: (any ExportReader.Type)? {
        switch self {
        case .strong: StrongReader.self
        case .hevy: HevyReader.self
        case .fitnotes: FitNotesReader.self
        case .antrain: AntrainReader.self
        case .cronometer: CronometerReader.self
        case .fit, .appleHealth: nil
        }
    }

    public var displayName: String {
        switch self {
        case .fit: "FIT"
        case .appleHealth: "Apple Health"
        default: reader?.displayName ?? rawValue
        }
    }

    /// The formats known by their header row.
    public static var csvFormats: [ImportFormat] { allCases.filter { $0.reader != nil } }

    /// The CSV format whose header this is, or nil.
    static func detect(_ header: [String]) -> ImportFormat? {
        allCases.first { $0.reader?.recognizes(header) == true }
    }

    /// The format a file's first bytes show, when they show one: FIT's `.FIT` at bytes 8–11,
    /// Apple Health's `<HealthData` root (or its DTD) in the first block.
    public static func detect(content bytes: [UInt8]) -> ImportFormat? {
        if FITImport.looksLikeFIT(bytes) { return .fit }
        if AppleHealthImport.looksLikeAppleHealth(bytes) { return .appleHealth }
        return nil
    }
}

/// One file to import: the name it is shown by and its bytes.
public struct ImportSource: Sendable {
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// Whether a file's name ends in `.fit`, in any case: the files a folder gives, and the
    /// ones read as FIT activities among several whatever their bytes.
    public static func isFITName(_ name: String) -> Bool {
        name.lowercased().hasSuffix(".fit")
    }

    var isNamedFIT: Bool { Self.isFITName(name) }
}

/// Why an export could not be imported at all (exit 2).
public enum ImportFailure: Error, Equatable {
    case empty
    case unknownHeader(String)
    case wrongFormat(ImportFormat, header: String)
    /// Dates like `03/04/2025` in every row: day first or month first, no row tells
    /// (`--date-order` does).
    case ambiguousDates(example: String)
    /// Several files were given and not all are FIT (only FIT activities come one file each).
    case severalFilesNotFIT(String)
    /// `--from apple-health` on a file with no `HealthData` element.
    case notAppleHealth
    /// The XML holds a tag or declaration too long to be an export's, at this byte.
    case unreadableXML(offset: Int)

    public var message: String {
        switch self {
        case .empty:
            return "the file holds no rows"
        case .unknownHeader(let header):
            let known = ImportFormat.csvFormats.map(\.displayName).joined(separator: ", ")
            return "the header row is not one of a known export (\(known)); it reads: \(header)"
        case .wrongFormat(let format, let header):
            return "the header row is not \(format.displayName)'s; it reads: \(header)"
        case .severalFilesNotFIT(let name):
            return "several files can be imported only as FIT activities; \(name) is not a FIT file"
        case .notAppleHealth:
            return "the file holds no HealthData element: it is not an Apple Health export.xml"
        case .unreadableXML(let offset):
            return "the XML at byte \(offset) holds a tag too long to be an Apple Health export's"
        case .ambiguousDates(let example):
            return "dates like \(example) can be day first or month first, and no row tells which; "
                + "say which with --date-order dmy (23/12/2025) or --date-order mdy (12/23/2025)"
        }
    }
}
