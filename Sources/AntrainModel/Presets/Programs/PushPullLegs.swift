extension ProgramPresets {
    /// A six-day push/pull/legs hypertrophy split with rep ranges and reps in reserve.
    static let pushPullLegs = ProgramPreset(
        name: "Push Pull Legs",
        summary: "hypertrophy split in rep ranges at RIR2, deload in week 4",
        description: """
            A muscle-building split for lifters with a year or more of steady training. Each \
            workout trains one group of movements: pushing (chest, shoulders, triceps), pulling \
            (back, rear shoulders, biceps) and legs, and each comes twice a week over six days. \
            Sets are rep ranges stopped two reps short of failure (RIR2), one rep on the small \
            isolation lifts; stay in a load until every set reaches the top of the range, then go \
            heavier. Week 2 adds sets (volume 125 %), week 3 asks a little more load, and week 4 \
            is a deload with half the sets at an easy effort. Five days a week also works: drop \
            Saturday and carry on where you stopped. Start it with `DATE program Push Pull Legs`.
            """,
        turkishSummary: "RIR2 ile tekrar aralıklarında hipertrofi bölünmesi, 4. haftada deload",
        turkishDescription: """
            En az bir yıldır düzenli antrenman yapanlar için kas geliştirme bölünmesi. Her antrenman \
            bir hareket grubunu çalıştırır: itiş (göğüs, omuz, arka kol), çekiş (sırt, arka omuz, \
            ön kol) ve bacak; her biri altı günde haftada iki kez gelir. Setler, tükenmeye iki \
            tekrar kala bırakılan (RIR2) tekrar aralıklarıdır, küçük izolasyon hareketlerinde bir \
            tekrar kala. Her set aralığın üst sınırına ulaşana dek aynı ağırlıkta kalın, sonra \
            ağırlığı artırın. 2. hafta set ekler (hacim %125), 3. hafta biraz daha ağırlık ister, \
            4. hafta ise setlerin yarısıyla, rahat bir eforla yapılan deload haftasıdır. Haftada \
            beş gün de olur: cumartesiyi atlayın ve kaldığınız yerden devam edin. `DATE program \
            Push Pull Legs` ile başlayın.
            """,
        definitions: """
            template PPL Push
              Barbell Bench Press: x6-8x3 RIR2
              Barbell Overhead Press: x8-10x3 RIR2
              Incline Dumbbell Press: x10-12x3 RIR2
              Dumbbell Lateral Raise: x12-15x3 RIR1
              Tricep Pushdown: x10-15x3 RIR1

            template PPL Pull
              Barbell Row: x6-8x3 RIR2
              Lat Pulldown: x8-12x3 RIR2
              Seated Cable Row: x10-12x3 RIR2
              Face Pull: x12-15x3 RIR1
              Dumbbell Curl: x10-12x3 RIR1

            template PPL Legs
              Barbell Back Squat: x6-8x3 RIR2
              Barbell Romanian Deadlift: x8-10x3 RIR2
              Leg Press: x10-12x3 RIR2
              Lying Leg Curl: x10-15x3 RIR1
              Standing Calf Raise: x10-15x4 RIR1

            program Push Pull Legs
              category: hypertrophy
              difficulty: intermediate
              progression: block
              note: go heavier once every set reaches the top of its range
              week 1 accumulation
                mon: PPL Push
                tue: PPL Pull
                wed: PPL Legs
                thu: PPL Push
                fri: PPL Pull
                sat: PPL Legs
              week 2 accumulation volume 125%
                mon: PPL Push
                tue: PPL Pull
                wed: PPL Legs
                thu: PPL Push
                fri: PPL Pull
                sat: PPL Legs
              week 3 intensification intensity 102.5%
                mon: PPL Push
                tue: PPL Pull
                wed: PPL Legs
                thu: PPL Push
                fri: PPL Pull
                sat: PPL Legs
              week 4 deload intensity 90% volume 50%
                mon: PPL Push @6
                tue: PPL Pull @6
                wed: PPL Legs @6
                thu: PPL Push @6
                fri: PPL Pull @6
                sat: PPL Legs @6
            """
    )
}
