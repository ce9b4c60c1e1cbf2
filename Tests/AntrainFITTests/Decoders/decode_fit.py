"""Reads FIT files with Garmin's FIT SDK (garmin-fit-sdk) and with fitdecode, and prints
what both decoded as one JSON object per file, for the Swift tests to compare with the log.

Usage: decode_fit.py FILE.fit...
Never imported by the product: the tests run it from the virtual environment `.ci/run` makes.
"""
import json
import sys

import fitdecode
from garmin_fit_sdk import Decoder, Stream
from garmin_fit_sdk.profile import Profile

EXERCISE_NAMES = Profile["types"]


def exercise_name(category, subtype):
    """The profile's name of exercise `subtype` in `category` (`bench_press`, 1 → barbell_bench_press)."""
    if category is None or subtype is None:
        return None
    table = EXERCISE_NAMES.get(f"{category}_exercise_name", {})
    return table.get(subtype)


def first(value):
    """`category` and `category_subtype` are arrays in the profile; we write one element."""
    if isinstance(value, (list, tuple)):
        return value[0] if value else None
    return value


def summary(sets, sessions, laps, records, file_ids, events):
    return {
        "file_type": file_ids[0].get("type") if file_ids else None,
        "events": [[e.get("event"), e.get("event_type"), e.get("timestamp")] for e in events],
        "sets": [
            {
                "type": s.get("set_type"),
                "reps": s.get("repetitions"),
                "weight": s.get("weight"),
                "category": first(s.get("category")),
                "name": exercise_name(first(s.get("category")), first(s.get("category_subtype"))),
                "duration": s.get("duration"),
                "start": s.get("start_time"),
                "end": s.get("timestamp"),
            }
            for s in sets
        ],
        "sessions": [
            {
                "sport": s.get("sport"),
                "sub_sport": s.get("sub_sport"),
                "start": s.get("start_time"),
                "end": s.get("timestamp"),
                "elapsed": s.get("total_elapsed_time"),
                "timer": s.get("total_timer_time"),
                "distance": s.get("total_distance"),
                "speed": s.get("avg_speed"),
                "cycles": s.get("total_cycles"),
            }
            for s in sessions
        ],
        "laps": len(laps),
        "records": [[r.get("timestamp"), r.get("distance")] for r in records],
    }


def with_sdk(path):
    stream = Stream.from_file(path)
    decoder = Decoder(stream)
    valid = decoder.is_fit() and decoder.check_integrity()
    messages, errors = Decoder(Stream.from_file(path)).read(convert_datetimes_to_dates=False)
    get = lambda name: messages.get(name, [])
    result = summary(get("set_mesgs"), get("session_mesgs"), get("lap_mesgs"), get("record_mesgs"), get("file_id_mesgs"), get("event_mesgs"))
    result["integrity"] = bool(valid)
    result["errors"] = [str(error) for error in errors]
    return result


def with_fitdecode(path):
    """fitdecode checks the header's and the file's CRC itself (CrcCheck.RAISE) and raises on errors."""
    groups = {name: [] for name in ("set", "session", "lap", "record", "file_id", "event")}
    errors = []
    try:
        with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.RAISE) as reader:
            for frame in reader:
                if frame.frame_type != fitdecode.FIT_FRAME_DATA or frame.name not in groups:
                    continue
                fields = {}
                for field in frame.fields:
                    value = field.value
                    if field.name == "timestamp" or field.name.endswith("start_time") or field.name == "time_created":
                        value = field.raw_value
                    fields[field.name] = value
                groups[frame.name].append(fields)
    except Exception as error:  # a decoding error is a result the test reports, not a crash
        errors.append(f"{type(error).__name__}: {error}")
    result = summary(groups["set"], groups["session"], groups["lap"], groups["record"], groups["file_id"], groups["event"])
    result["integrity"] = not errors
    result["errors"] = errors
    return result


def main(paths):
    out = {}
    for path in paths:
        out[path] = {"sdk": with_sdk(path), "fitdecode": with_fitdecode(path)}
    json.dump(out, sys.stdout, sort_keys=True)


if __name__ == "__main__":
    main(sys.argv[1:])
