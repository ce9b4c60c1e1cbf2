/// A seedable pseudo-random number generator: xoshiro256** seeded through SplitMix64.
///
/// Fixtures must be reproducible: a failing property test prints its seed, and that seed has
/// to rebuild the same log on every platform and toolchain, which the system generator cannot
/// do. xoshiro256** (Blackman and Vigna) is small, fast and well tested; its authors recommend
/// SplitMix64 to spread a 64-bit seed over its 256 bits of state.
///
/// The drawing helpers below use only integer arithmetic written here, never the standard
/// library's `Int.random(in:using:)`, so a change in the standard library can never change a
/// fixture. Conforming to `RandomNumberGenerator` still lets tests pass it to `shuffled(using:)`
/// and friends when they do not need that guarantee.
public struct SeededRandom: RandomNumberGenerator, Sendable, Equatable {
    private var s0: UInt64
    private var s1: UInt64
    private var s2: UInt64
    private var s3: UInt64

    /// Creates a generator whose whole sequence is fixed by `seed`.
    public init(seed: UInt64) {
        var mixer = seed
        s0 = Self.splitMix(&mixer)
        s1 = Self.splitMix(&mixer)
        s2 = Self.splitMix(&mixer)
        s3 = Self.splitMix(&mixer)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = Self.rotateLeft(s1 &* 5, by: 7) &* 9
        let shifted = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= shifted
        s3 = Self.rotateLeft(s3, by: 45)
        return result
    }

    /// A uniformly distributed integer in `0..<bound`.
    ///
    /// Lemire's multiply-and-shift with rejection: unbiased, and division only in the rare
    /// rejection case.
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let limit = UInt64(bound)
        var product = next().multipliedFullWidth(by: limit)
        if product.low < limit {
            let threshold = (0 &- limit) % limit
            while product.low < threshold {
                product = next().multipliedFullWidth(by: limit)
            }
        }
        return Int(product.high)
    }

    /// A uniformly distributed integer in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next(below: range.upperBound - range.lowerBound + 1)
    }

    /// True with the given probability, in percent (0 never, 100 always).
    public mutating func chance(percent: Int) -> Bool {
        next(below: 100) < percent
    }

    /// True with the given probability, in parts per million; for rates below one percent.
    public mutating func chance(perMillion: Int) -> Bool {
        next(below: 1_000_000) < perMillion
    }

    /// A uniformly chosen element of a non-empty array.
    public mutating func element<Element>(of array: [Element]) -> Element {
        array[next(below: array.count)]
    }

    private static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    private static func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
        (value << amount) | (value >> (64 - amount))
    }
}
