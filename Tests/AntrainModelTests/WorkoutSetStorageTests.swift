import AntrainModel
import Foundation
import Testing

/// A `WorkoutSet` keeps its figures packed (presence bits, tags two bits each): what it
/// reads, compares and encodes must be what the plain optionals and array said.
@Suite struct WorkoutSetStorageTests {
    @Test func tagsReadBackInWrittenOrderWithRepeats() {
        var set = WorkoutSet(orderIndex: 0, reps: 5, weight: 100, tags: [.drop, .warmup, .drop])
        #expect(set.tags == [.drop, .warmup, .drop])
        #expect(set.isWarmup)
        #expect(set.hasTag(.drop))
        #expect(!set.hasTag(.failure))
        set.appendTag(.failure)
        #expect(set.tags == [.drop, .warmup, .drop, .failure])
        #expect(set.hasTag(.failure))
        set.tags = []
        #expect(set.tags.isEmpty)
        #expect(!set.isWarmup && !set.hasTag(.drop) && !set.hasTag(.failure))
    }

    @Test func moreTagsThanThePackedWordHoldsAreKept() {
        // 16 fit in the packed word; the 17th and 18th move the list to its overflow.
        let written: [SetTag] = Array(repeating: .failure, count: 16) + [.warmup]
        var set = WorkoutSet(orderIndex: 0, reps: 5, weight: 100, tags: written)
        #expect(set.tags == written)
        #expect(set.isWarmup)
        set.appendTag(.drop)
        #expect(set.tags == written + [.drop])
        var appended = WorkoutSet(orderIndex: 0, reps: 5, weight: 100)
        for tag in written + [.drop] { appended.appendTag(tag) }
        #expect(appended == set)
        #expect(appended.tags.count == 18)
    }

    @Test func anAbsentFigureDiffersFromZero() {
        let plain = WorkoutSet(orderIndex: 0, reps: 5, weight: 100)
        var zero = plain
        zero.rpe = 0
        zero.repsMax = 0
        #expect(plain.rpe == nil && plain.repsMax == nil)
        #expect(zero.rpe == 0 && zero.repsMax == 0)
        #expect(zero != plain)
        zero.rpe = nil
        zero.repsMax = nil
        #expect(zero == plain)
        #expect(zero.hashValue == plain.hashValue)
    }

    @Test func figuresReadBackAsSet() {
        var set = WorkoutSet(orderIndex: 3, reps: 9, weight: 20, isBodyweight: true, bodyweightOffset: -20,
                             isCompleted: false, rpe: 8.5, duration: 45, restTime: 90, notes: "slow")
        set.repsMax = 12
        set.isAMRAP = true
        set.percentOfMax = 75
        set.rir = 2
        set.repsLeft = 10
        set.repsRight = 9
        set.durationLeft = 45
        set.durationRight = 40
        #expect(set.orderIndex == 3 && set.reps == 9 && set.weight == 20 && set.bodyweightOffset == -20)
        #expect(set.isBodyweight && !set.isCompleted && set.isAMRAP)
        #expect(set.rpe == 8.5 && set.duration == 45 && set.restTime == 90 && set.notes == "slow")
        #expect(set.repsMax == 12 && set.percentOfMax == 75 && set.rir == 2)
        #expect(set.repsLeft == 10 && set.repsRight == 9 && set.durationLeft == 45 && set.durationRight == 40)
        // Both sides moved the load: 10 + 9 reps.
        #expect(set.repsMoved == 19)
        #expect(set.hasSides)
    }

    @Test func encodingWritesOnlyThePresentFigures() throws {
        var set = WorkoutSet(orderIndex: 1, reps: 5, weight: 100, rpe: 8, tags: [.failure, .warmup])
        set.rir = 2
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(set), as: UTF8.self)
        #expect(json == #"{"bodyweightOffset":0,"isBodyweight":false,"isCompleted":true,"orderIndex":1,"reps":5,"rir":2,"rpe":8,"tags":["failure","warmup"],"weight":100}"#)
        let decoded = try JSONDecoder().decode(WorkoutSet.self, from: Data(json.utf8))
        #expect(decoded == set)
        #expect(decoded.tags == [.failure, .warmup])
    }
}
