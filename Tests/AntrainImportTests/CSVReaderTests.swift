@testable import AntrainImport
import Testing

/// RFC 4180 as app exports write it.
@Suite struct CSVReaderTests {
    private func records(_ text: String) -> [CSVRecord] { CSVReader(bytes: Array(text.utf8)).records() }

    @Test func plainFieldsAndALastLineWithoutALineBreak() {
        let read = records("a,b,c\n1,2,3")
        #expect(read.map(\.fields) == [["a", "b", "c"], ["1", "2", "3"]])
        #expect(read.map(\.line) == [1, 2])
    }

    @Test func quotesDoubledQuotesAndSeparatorsInsideQuotes() {
        let read = records("name,note\n\"Bench, Press\",\"said \"\"ugly\"\"\"\n")
        #expect(read[1].fields == ["Bench, Press", "said \"ugly\""])
    }

    @Test func aLineBreakInsideQuotesKeepsTheRecordAndCountsLines() {
        let read = records("a,b\n\"one\ntwo\",x\ny,z\n")
        #expect(read[1].fields == ["one\ntwo", "x"])
        #expect(read[1].line == 2)
        #expect(read[2].line == 4)
    }

    @Test func byteOrderMarkAndCRLF() {
        let read = CSVReader(bytes: [0xEF, 0xBB, 0xBF] + Array("a,b\r\n1,2\r\n".utf8)).records()
        #expect(read.map(\.fields) == [["a", "b"], ["1", "2"]])
    }

    @Test func theHeaderDecidesTheSeparatorSoDecimalCommasSurvive() {
        let reader = CSVReader(bytes: Array("Date;Weight;Reps\n2024-05-10;102,5;5\n".utf8))
        #expect(reader.separator == UInt8(ascii: ";"))
        #expect(reader.records()[1].fields == ["2024-05-10", "102,5", "5"])
    }

    @Test func blankLinesAreNoRecords() {
        #expect(records("a\n\n1\n\n").map(\.fields) == [["a"], ["1"]])
    }

    @Test func aFileEndingInsideQuotesIsATruncatedRecord() {
        let read = records("a,b\n1,\"never closed\n")
        #expect(read.count == 2)
        #expect(read[1].isTruncated)
        #expect(!read[0].isTruncated)
    }

    @Test func emptyQuotedFields() {
        #expect(records("\"\";\"x\";\"\"\n")[0].fields == ["", "x", ""])
    }
}
