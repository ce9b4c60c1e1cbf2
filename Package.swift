// swift-tools-version:6.0
import PackageDescription

/// Antrain: a plain-text training log and its language tools.
///
/// Layers point one way: syntax → model → analysis → (LSP, CLI). The package has no
/// dependencies beyond the toolchain (Foundation, Dispatch, XCTest, Swift Testing).
let package = Package(
    name: "Antrain",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "antrain", targets: ["antrain"]),
        .executable(name: "antrain-bench", targets: ["antrain-bench"]),
    ],
    targets: [
        .target(name: "AntrainSyntax"),
        .target(name: "AntrainModel"),
        .target(name: "AntrainAnalysis", dependencies: ["AntrainSyntax", "AntrainModel"]),
        .target(name: "JSONRPC"),
        .target(name: "AntrainLSP", dependencies: ["AntrainAnalysis", "JSONRPC"]),
        .target(name: "AntrainCLI", dependencies: ["AntrainAnalysis", "AntrainLSP"]),
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
        .testTarget(name: "AntrainModelTests", dependencies: ["AntrainModel"]),
        .testTarget(
            name: "AntrainAnalysisTests",
            dependencies: ["AntrainAnalysis", "AntrainTestSupport", "AntrainFixtures"]
        ),
        .testTarget(name: "JSONRPCTests", dependencies: ["JSONRPC"]),
        .testTarget(name: "AntrainLSPTests", dependencies: ["AntrainLSP", "AntrainTestSupport", "AntrainFixtures"]),
        .testTarget(name: "AntrainCLITests", dependencies: ["AntrainCLI", "AntrainTestSupport"]),
        .testTarget(name: "EditorTests", dependencies: ["AntrainLSP", "AntrainTestSupport"], exclude: ["nvim"]),
    ],
    swiftLanguageModes: [.v6]
)
