#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One body measurement (LANGUAGE.md §9.1): a tape length in centimetres, or body fat in
/// percent.
public struct BodyMeasurement: Codable, Sendable, Hashable {
    /// The sites a tape goes round, and body fat.
    public enum Site: String, Codable, Sendable, Hashable, CaseIterable {
        case neck, shoulders, chest, waist, hips, arm, forearm, thigh, calf, bodyfat

        public var isLength: Bool { self != .bodyfat }
    }

    public enum Side: String, Codable, Sendable, Hashable { case left, right }

    public var date: LocalDate
    public var time: LocalTime?
    public var site: Site
    public var side: Side?
    /// Centimetres for a length, percent for body fat.
    public var value: Double
    public var source: LogLocation

    public init(date: LocalDate, time: LocalTime?, site: Site, side: Side?, value: Double, source: LogLocation) {
        self.date = date
        self.time = time
        self.site = site
        self.side = side
        self.value = value
        self.source = source
    }

    /// The site and side as one key (`left thigh`): measurements of one key form a series.
    public var seriesName: String { side.map { "\($0.rawValue) \(site.rawValue)" } ?? site.rawValue }

    /// Exactly 2.54 cm to the inch.
    public static let centimetresPerInch = 2.54
}

/// The sex the U.S. Navy body-fat estimate needs (`sex:` in a profile; used for nothing else).
public enum BodySex: String, Codable, Sendable, Hashable, CaseIterable {
    case male, female
}

/// Body fat from tape measurements: the U.S. Navy circumference method (Hodgdon and Beckett,
/// 1984), in its metric form (all lengths in centimetres).
public enum NavyBodyFat {
    /// The body fat a body may have, in percent: a written `bodyfat` outside it is a likely
    /// typo, and an estimate outside it comes from measurements that do not fit together
    /// (a waist barely above the neck gives −105.9 %), so it is not shown.
    public static let plausiblePercent: ClosedRange<Double> = 2...70

    /// Percent body fat, or nil when the lengths cannot give one (a waist no larger than the
    /// neck, or for women no hips).
    ///
    /// male: 495 / (1.0324 − 0.19077·log10(waist − neck) + 0.15456·log10(height)) − 450;
    /// female: 495 / (1.29579 − 0.35004·log10(waist + hips − neck) + 0.22100·log10(height)) − 450.
    public static func estimate(sex: BodySex, heightCm: Double, neckCm: Double, waistCm: Double, hipsCm: Double?) -> Double? {
        guard heightCm > 0, neckCm > 0, waistCm > 0 else { return nil }
        let density: Double
        switch sex {
        case .male:
            guard waistCm > neckCm else { return nil }
            density = 1.0324 - 0.19077 * log10(waistCm - neckCm) + 0.15456 * log10(heightCm)
        case .female:
            guard let hipsCm, hipsCm > 0, waistCm + hipsCm > neckCm else { return nil }
            density = 1.29579 - 0.35004 * log10(waistCm + hipsCm - neckCm) + 0.22100 * log10(heightCm)
        }
        guard density > 0 else { return nil }
        let percent = 495 / density - 450
        return percent.isFinite ? percent : nil
    }

    /// Lean (fat-free) mass: bodyweight × (1 − body fat).
    public static func leanMassKg(weightKg: Double, bodyFatPercent: Double) -> Double {
        weightKg * (1 - bodyFatPercent / 100)
    }

    /// Waist-to-height ratio (both in the same unit); above 0.5 is the usual sign of risk.
    public static func waistToHeight(waistCm: Double, heightCm: Double) -> Double? {
        heightCm > 0 ? waistCm / heightCm : nil
    }
}
