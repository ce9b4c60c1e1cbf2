/// The global message numbers of the messages an activity file holds (Garmin's profile,
/// `mesg_num`).
public enum FITMessageNumber: UInt16, Sendable, Hashable {
    case fileID = 0
    case session = 18
    case lap = 19
    case record = 20
    case event = 21
    case deviceInfo = 23
    case activity = 34
    case set = 225
}
