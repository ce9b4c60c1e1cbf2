import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Converting loads between kg and lb: the set under the cursor, or every set of the entry
/// when the cursor is on its header. Kilograms are rounded to 0.5 kg and pounds to 1 lb
/// (what a lifter can load or read off a dumbbell), and the unit is always written, since
/// the converted load is no longer in the profile's unit.
extension RefactorContext {
    func unitActions() -> [RefactorAction] {
        if isOnHeader {
            return WeightUnit.allCases.compactMap { target in
                let edits = exercises.flatMap(\.lines).flatMap(\.sets).compactMap { conversion(of: $0, to: target) }
                guard !edits.isEmpty else { return nil }
                return RefactorAction(title: title(RefactorMessages.convertAll, ["unit": .text(target.rawValue)]), edits: edits)
            }
        }
        guard let (exercise, line, position) = setUnderCursor() else { return [] }
        let set = exercises[exercise].lines[line].sets[position]
        return WeightUnit.allCases.compactMap { target in
            conversion(of: set, to: target).map { RefactorAction(title: title(RefactorMessages.convertSet, ["unit": .text(target.rawValue)]), edits: [$0]) }
        }
    }

    /// The edit that writes `set`'s load in `target`, if it has a load in the other unit.
    func conversion(of set: SetSyntax, to target: WeightUnit) -> TextEdit? {
        guard let load = set.load else { return nil }
        let written = load.unit.map { $0 == .kg ? WeightUnit.kg : .lb } ?? snapshot.profile(ofFile: fileIndex).unit
        guard written != target else { return nil }
        switch load.kind {
        case .weight(let value):
            guard value > 0 else { return nil }
            return TextEdit(range: load.range, newText: Self.converted(value, from: written, to: target))
        case .bodyweight(let offset):
            guard offset != 0 else { return nil }
            let sign = offset < 0 ? "-" : "+"
            return TextEdit(range: load.range, newText: "BW" + sign + Self.converted(abs(offset), from: written, to: target))
        case .percentOfMax:
            return nil  // a share of the training max has no unit to convert
        }
    }

    /// `value` in `target`, rounded to 0.5 kg or 1 lb, with the unit: `102kg`, `225lb`.
    static func converted(_ value: Double, from unit: WeightUnit, to target: WeightUnit) -> String {
        let inTarget = target.fromKilograms(unit.toKilograms(value))
        let step = target == .kg ? 0.5 : 1
        let rounded = (inTarget / step).rounded() * step
        return Format.number(rounded, decimals: 1, grouping: false) + target.rawValue
    }
}
