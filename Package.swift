// swift-tools-version:6.0
import PackageDescription

/// Antrain: a plain-text training log and its language tools.
///
/// Layers point one way: syntax → model → analysis → (LSP, CLI). The package has no
/// dependencies beyond the toolchain (Foundation, Dispatch, XCTest, Swift Testing).
///
/// Test targets name every module they import, not only the top one: SwiftPM rebuilds a
/// target when its declared dependencies change, and a stale test built against an old
/// struct layout crashes instead of failing to compile.
let package = Package(
    name: "Antrain",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "antrain", targets: ["antrain"]),
        .executable(name: "antrain-bench", targets: ["antrain-bench"]),
    ],
    targets: [
        // What both syntax and model need: edit distance, concurrent map, the byte order mark,
        // and the rules for finding and reading logs that the CLI and the server share.
        .target(name: "AntrainBasics"),
        .target(name: "AntrainSyntax", dependencies: ["AntrainBasics"]),
        .target(name: "AntrainModel", dependencies: ["AntrainBasics"]),
        .target(name: "AntrainAnalysis", dependencies: ["AntrainBasics", "AntrainSyntax", "AntrainModel"]),
        .target(name: "JSONRPC"),
        // The web server's HTTP/1.1 without I/O: request parser, responses, targets and forms.
        .target(name: "AntrainHTTP"),
        // `antrain serve`: the log's pages in a browser, on the one analysis host, behind HTTP.
        .target(name: "AntrainWeb", dependencies: ["AntrainBasics", "AntrainSyntax", "AntrainModel", "AntrainAnalysis", "AntrainReport", "AntrainHTTP"]),
        .target(name: "AntrainLSP", dependencies: ["AntrainBasics", "AntrainSyntax", "AntrainModel", "AntrainAnalysis", "JSONRPC"]),
        // Reading app exports (Strong, Hevy, FitNotes, Antrain's own CSV, FIT activities) into log text.
        .target(name: "AntrainImport", dependencies: ["AntrainBasics", "AntrainModel", "AntrainAnalysis", "AntrainFIT"]),
        // `summary` and `report`: the analysis's progress figures as text, JSON and HTML with SVG charts.
        .target(name: "AntrainReport", dependencies: ["AntrainBasics", "AntrainModel", "AntrainAnalysis"]),
        // `export --format fit`: our own FIT encoder and workouts as FIT activity files.
        .target(name: "AntrainFIT", dependencies: ["AntrainModel"]),
        // `antrain mcp`: the Model Context Protocol server for AI assistants, beside the language server.
        .target(name: "AntrainMCP", dependencies: ["AntrainBasics", "AntrainSyntax", "AntrainModel", "AntrainAnalysis", "JSONRPC"]),
        .target(
            name: "AntrainCLI",
            dependencies: [
                "AntrainBasics", "AntrainSyntax", "AntrainModel", "AntrainAnalysis", "AntrainImport", "AntrainReport", "AntrainLSP",
                "AntrainFIT", "AntrainMCP", "AntrainWeb", "AntrainHTTP",
            ]
        ),
        .executableTarget(name: "antrain", dependencies: ["AntrainCLI"]),
        .target(name: "AntrainFixtures"),
        .executableTarget(
            name: "antrain-bench",
            dependencies: [
                "AntrainBasics", "AntrainSyntax", "AntrainModel", "AntrainAnalysis", "AntrainImport", "AntrainReport", "AntrainLSP",
                "AntrainFixtures", "JSONRPC",
            ]
        ),
        // Fuzz targets over the parser and analysis, JSON-RPC framing and the HTTP request parser;
        // `Fuzz/run` builds them with libFuzzer, an ordinary build replays inputs.
        .executableTarget(
            name: "antrain-fuzz",
            dependencies: ["AntrainSyntax", "AntrainModel", "AntrainAnalysis", "JSONRPC", "AntrainReport", "AntrainHTTP"]
        ),
        .target(
            name: "AntrainTestSupport",
            dependencies: ["AntrainSyntax", "AntrainModel", "AntrainAnalysis", "AntrainLSP", "JSONRPC"]
        ),
        .testTarget(
            name: "AntrainSyntaxTests", dependencies: ["AntrainBasics", "AntrainSyntax", "AntrainAnalysis", "AntrainTestSupport", "AntrainFixtures"]
        ),
        .testTarget(name: "AntrainModelTests", dependencies: ["AntrainBasics", "AntrainModel", "AntrainSyntax"]),
        .testTarget(
            name: "AntrainAnalysisTests",
            dependencies: ["AntrainSyntax", "AntrainModel", "AntrainAnalysis", "AntrainTestSupport", "AntrainFixtures"]
        ),
        .testTarget(name: "JSONRPCTests", dependencies: ["JSONRPC"]),
        .testTarget(name: "AntrainHTTPTests", dependencies: ["AntrainHTTP"]),
        .testTarget(
            name: "AntrainMCPTests",
            dependencies: ["AntrainMCP", "AntrainBasics", "AntrainSyntax", "AntrainModel", "AntrainAnalysis", "JSONRPC", "AntrainCLI", "AntrainTestSupport"],
            exclude: ["mcp_client.py"]
        ),
        .testTarget(
            name: "AntrainLSPTests",
            dependencies: [
                "AntrainSyntax", "AntrainModel", "AntrainAnalysis", "JSONRPC", "AntrainLSP", "AntrainTestSupport",
                "AntrainFixtures",
            ]
        ),
        .testTarget(
            name: "AntrainCLITests", dependencies: ["AntrainCLI", "AntrainModel", "AntrainAnalysis", "AntrainReport", "AntrainSyntax", "AntrainFixtures"]
        ),
        .testTarget(
            name: "AntrainImportTests",
            dependencies: ["AntrainImport", "AntrainModel", "AntrainAnalysis", "AntrainSyntax"],
            resources: [.copy("Exports")]
        ),
        // The golden corpus: check, export and fmt of committed logs give committed bytes.
        .testTarget(name: "GoldenTests", dependencies: ["AntrainCLI", "AntrainModel", "AntrainFixtures"], exclude: ["Corpus"]),
        // The FIT encoder by hand-computed bytes, and exported files read back by Garmin's FIT SDK
        // and fitdecode (Python, from the virtual environment `.ci/run` makes).
        .testTarget(
            name: "AntrainFITTests",
            dependencies: ["AntrainFIT", "AntrainModel", "AntrainAnalysis", "AntrainCLI", "AntrainFixtures"],
            exclude: ["Decoders"]
        ),
        // Reads Sources/ and Package.swift: the layers point one way.
        .testTarget(name: "ArchitectureTests"),
        // Runs the `antrain` executable (built by `swift test` with every product) in Neovim; reads
        // the vocabularies of AntrainSyntax to hold the TextMate grammar to every word.
        .testTarget(name: "EditorTests", dependencies: ["AntrainSyntax"], exclude: ["nvim", "emacs", "shells", "browser"]),
    ],
    swiftLanguageModes: [.v6]
)
