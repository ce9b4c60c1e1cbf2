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

TYPES = Profile["types"]


def name_in(table, value):
    """The profile's name of `value` in type `table` (Garmin's SDK profile), or None."""
    if value is None:
        return None
    return TYPES.get(table, {}).get(value)


def first(value):
    """`category` and `category_subtype` are arrays in the profile; we write one element."""
    if isinstance(value, (list, tuple)):
        return value[0] if value else None
    return value


def summary(groups):
    """The fields the tests compare, as raw enum numbers and scaled figures."""
    sets = []
    for s in groups["set"]:
        category = first(s.get("category"))
        category_name = name_in("exercise_category", category)
        sets.append({
            "type": s.get("set_type"),
            "reps": s.get("repetitions"),
            "weight": s.get("weight"),
            "category": category,
            "subtype": first(s.get("category_subtype")),
            "duration": s.get("duration"),
            "start": s.get("start_time"),
            "end": s.get("timestamp"),
        })
    sessions = [
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
        for s in groups["session"]
    ]
    file_ids = groups["file_id"]
    return {
        "file_type": file_ids[0].get("type") if file_ids else None,
        "events": [f"{e.get('event')}/{e.get('event_type')}@{e.get('timestamp')}" for e in groups["event"]],
        "sets": sets,
        "sessions": sessions,
        "laps": len(groups["lap"]),
        "activities": len(groups["activity"]),
        "records": [{"time": r.get("timestamp"), "distance": r.get("distance")} for r in groups["record"]],
    }


GROUPS = ("set", "session", "lap", "record", "file_id", "event", "activity")


def with_sdk(path):
    """Garmin's decoder: its integrity check (header and file CRCs), and the messages with enums
    as numbers; the exercise names looked up in its profile."""
    decoder = Decoder(Stream.from_file(path))
    valid = decoder.is_fit() and decoder.check_integrity()
    messages, errors = Decoder(Stream.from_file(path)).read(convert_types_to_strings=False, convert_datetimes_to_dates=False,
                                                            expand_sub_fields=False, expand_components=False, merge_heart_rates=False)
    result = summary({name: messages.get(f"{name}_mesgs", []) for name in GROUPS})
    for s in result["sets"]:
        s["category_name"] = name_in("exercise_category", s["category"])
        s["name"] = name_in(f"{s['category_name']}_exercise_name", s["subtype"]) if s["category_name"] else None
    for s in result["sessions"]:
        s["sport_name"] = name_in("sport", s["sport"])
    result["integrity"] = bool(valid)
    result["errors"] = [str(error) for error in errors]
    return result


def with_fitdecode(path):
    """fitdecode: it checks the CRCs itself (CrcCheck.RAISE) and raises on any error. Enums and
    timestamps are taken raw, the scaled figures as it scales them."""
    groups = {name: [] for name in GROUPS}
    errors = []
    try:
        with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.RAISE) as reader:
            for frame in reader:
                if frame.frame_type != fitdecode.FIT_FRAME_DATA or frame.name not in groups:
                    continue
                fields = {}
                for field in frame.fields:
                    value = field.value
                    if not isinstance(value, (int, float)) or isinstance(value, bool):
                        value = field.raw_value
                    fields[field.name] = value
                groups[frame.name].append(fields)
    except Exception as error:  # a decoding error is a result the test reports, not a crash
        errors.append(f"{type(error).__name__}: {error}")
    result = summary(groups)
    for s in result["sets"]:
        s["category_name"] = None
        s["name"] = None
    for s in result["sessions"]:
        s["sport_name"] = None
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
