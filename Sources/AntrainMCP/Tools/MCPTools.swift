/// Every tool of `antrain mcp`, in the order `tools/list` gives them.
enum MCPTools {
    static let all: [MCPTool] = [
        CheckTool.tool, FigureTools.summary, FigureTools.report, FigureTools.records, FigureTools.history,
        LibraryTools.searchExercises, LibraryTools.searchFoods, LibraryTools.programs, LogTool.tool,
    ]
}
