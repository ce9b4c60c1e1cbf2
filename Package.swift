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
        .target(name: "AntrainSyntax"),
        .target(name: "AntrainModel", dependencies: ["AntrainSyntax"]),
        .target(name: "AntrainAnalysis", dependencies: ["AntrainSyntax", "AntrainModel"]),
        .target(name: "JSONRPC"),
        .target(name: "AntrainLSP", dependencies: ["AntrainAnalysis", "JSONRPC"]),
        .target(name: "AntrainCLI", dependencies: ["AntrainModel", "AntrainAnalysis", "AntrainLSP"]),
        .executableTarget(name: "antrain", dependencies: ["AntrainCLI"]),
        .target(name: "AntrainFixtures"),
        .executableTarget(
            name: "antrain-bench",
            dependencies: ["AntrainAnalysis", "AntrainLSP", "AntrainFixtures", "JSONRPC"]
        ),
        .target(
            name: "AntrainTestSupport",
            dependencies: ["AntrainSyntax", "AntrainAnalysis", "AntrainLSP", "JSONRPC"]
        ),
        .testTarget(
            name: "AntrainSyntaxTests", dependencies: ["AntrainSyntax", "AntrainAnalysis", "AntrainTestSupport", "AntrainFixtures"]
        ),
        .testTarget(name: "AntrainModelTests", dependencies: ["AntrainModel", "AntrainSyntax"]),
        .testTarget(
            name: "AntrainAnalysisTests",
            dependencies: ["AntrainSyntax", "AntrainModel", "AntrainAnalysis", "AntrainTestSupport", "AntrainFixtures"]
        ),
        .testTarget(name: "JSONRPCTests", dependencies: ["JSONRPC"]),
        .testTarget(
            name: "AntrainLSPTests",
            dependencies: [
                "AntrainSyntax", "AntrainModel", "AntrainAnalysis", "JSONRPC", "AntrainLSP", "AntrainTestSupport",
                "AntrainFixtures",
            ]
        ),
        .testTarget(
            name: "AntrainCLITests", dependencies: ["AntrainCLI", "AntrainModel", "AntrainAnalysis", "AntrainSyntax", "AntrainFixtures"]
        ),
        // Runs the `antrain` executable (built by `swift test` with every product) in Neovim.
        .testTarget(name: "EditorTests", exclude: ["nvim"]),
    ],
    swiftLanguageModes: [.v6]
)
