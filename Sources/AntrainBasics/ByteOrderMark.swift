/// The UTF-8 byte order mark, which a log may start with and which is never part of its text.
public enum ByteOrderMark {
    public static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// 3 when `bytes` start with a byte order mark, else 0.
    @inlinable
    public static func length<Bytes: RandomAccessCollection>(in bytes: Bytes) -> Int where Bytes.Element == UInt8, Bytes.Index == Int {
        let start = bytes.startIndex
        return bytes.count >= 3 && bytes[start] == 0xEF && bytes[start + 1] == 0xBB && bytes[start + 2] == 0xBF ? 3 : 0
    }
}
