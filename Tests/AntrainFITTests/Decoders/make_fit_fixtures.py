"""Writes FIT activity files with fit-tool, an encoder independent of Antrain's, for the
import tests (FITImportTests.swift): a strength session with rests, an exercise Antrain's
table has no preset for, a category alone, a hold and a set shown in pounds; a run with heart
rate and calories; a tennis session (no log entry holds it); and, from those, a file cut
short and a file with one byte changed.

Usage: make_fit_fixtures.py OUTPUT_FOLDER. All instants are UTC; each file's activity
message records local time three hours ahead (Europe/Istanbul).
"""
import datetime
import os
import sys

from fit_tool.fit_file_builder import FitFileBuilder
from fit_tool.profile.messages.activity_message import ActivityMessage
from fit_tool.profile.messages.file_id_message import FileIdMessage
from fit_tool.profile.messages.session_message import SessionMessage
from fit_tool.profile.messages.set_message import SetMessage
from fit_tool.profile.profile_type import FileType, Manufacturer, SetType, Sport, SubSport

FIT_EPOCH_UNIX = 631065600
OFFSET = 3 * 3600


def millis(year, month, day, hour, minute, second=0):
    moment = datetime.datetime(year, month, day, hour, minute, second, tzinfo=datetime.timezone.utc)
    return int(moment.timestamp()) * 1000


def begin(start):
    builder = FitFileBuilder(auto_define=True, min_string_size=50)
    file_id = FileIdMessage()
    file_id.type = FileType.ACTIVITY
    file_id.manufacturer = Manufacturer.DEVELOPMENT.value
    file_id.product = 0
    file_id.serial_number = 0x12345678
    file_id.time_created = start
    builder.add(file_id)
    return builder


def finish(builder, end, elapsed, path):
    activity = ActivityMessage()
    activity.timestamp = end
    activity.total_timer_time = elapsed
    activity.num_sessions = 1
    # local_date_time: seconds since FIT's epoch, shifted into the athlete's zone.
    activity.local_timestamp = end // 1000 - FIT_EPOCH_UNIX + OFFSET
    builder.add(activity)
    builder.build().to_file(path)


def session(builder, start, elapsed, sport, sub_sport, distance=None, heart_rate=None, calories=None):
    message = SessionMessage()
    message.timestamp = start + int(elapsed * 1000)
    message.start_time = start
    message.total_elapsed_time = elapsed
    message.total_timer_time = elapsed
    message.sport = sport
    message.sub_sport = sub_sport
    if distance is not None:
        message.total_distance = distance
    if heart_rate is not None:
        message.avg_heart_rate = heart_rate
    if calories is not None:
        message.total_calories = calories
    builder.add(message)


def strength(path):
    # 2026-11-20 07:30 UTC = 10:30 in Istanbul.
    start = millis(2026, 11, 20, 7, 30)
    builder = begin(start)
    # (category, subtype, reps, kg, seconds, display unit); None for a rest's figures.
    sets = [
        (28, 6, 5, 100.0, 15, 1),   # squat / barbell_back_squat: Barbell Back Squat
        ("rest", 120),
        (28, 6, 5, 100.0, 15, 1),
        ("rest", 90),
        (28, 6, 5, 102.5, 15, 1),
        ("rest", 150),
        (0, 1, 8, 80.0, 24, 1),     # bench_press / barbell_bench_press: Barbell Bench Press
        ("rest", 90),
        (0, 37, 10, 20.0, 30, 1),   # bench_press 37: no preset in Antrain's table
        ("rest", 60),
        (24, None, 12, 10.0, 30, 1),  # shoulder_press with no exercise name
        ("rest", 60),
        (19, 43, None, None, 60, 1),  # plank / plank: a hold of 60 s
        ("rest", 60),
        (8, 0, 3, 102.0582, 12, 2),  # deadlift / barbell_deadlift, shown as 225 lb
    ]
    clock = start
    for index, entry in enumerate(sets):
        message = SetMessage()
        message.message_index = index
        message.start_time = clock
        if entry[0] == "rest":
            seconds = entry[1]
            message.set_type = SetType.REST
        else:
            category, subtype, reps, kilograms, seconds, unit = entry
            message.set_type = SetType.ACTIVE
            message.category = [category]
            if subtype is not None:
                message.category_subtype = [subtype]
            if reps is not None:
                message.repetitions = reps
            if kilograms is not None:
                message.weight = kilograms
            message.weight_display_unit = unit
        message.duration = seconds
        clock += seconds * 1000
        message.timestamp = clock
        builder.add(message)
    elapsed = (clock - start) / 1000
    session(builder, start, elapsed, Sport.TRAINING, SubSport.STRENGTH_TRAINING)
    finish(builder, clock, elapsed, path)


def run(path):
    # 2026-11-21 05:15 UTC = 08:15 in Istanbul; 5.02 km in 25:13.
    start = millis(2026, 11, 21, 5, 15)
    elapsed = 25 * 60 + 13
    builder = begin(start)
    session(builder, start, elapsed, Sport.RUNNING, SubSport.GENERIC, distance=5020.0, heart_rate=152, calories=320)
    finish(builder, start + elapsed * 1000, elapsed, path)


def tennis(path):
    start = millis(2026, 11, 22, 15, 0)
    builder = begin(start)
    session(builder, start, 3600, Sport.TENNIS, SubSport.GENERIC)
    finish(builder, start + 3600 * 1000, 3600, path)


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    strength(os.path.join(folder, "strength.fit"))
    run(os.path.join(folder, "run.fit"))
    tennis(os.path.join(folder, "tennis.fit"))
    with open(os.path.join(folder, "strength.fit"), "rb") as source:
        whole = source.read()
    # Cut inside the records: the header still announces them all.
    with open(os.path.join(folder, "truncated.fit"), "wb") as target:
        target.write(whole[: len(whole) // 2])
    with open(os.path.join(folder, "run.fit"), "rb") as source:
        damaged = bytearray(source.read())
    damaged[len(damaged) // 2] ^= 0x01
    with open(os.path.join(folder, "bad-crc.fit"), "wb") as target:
        target.write(bytes(damaged))


if __name__ == "__main__":
    main()
