extension ProgramPresets {
    /// A tiered strength program after GZCL's method: one heavy lift, one volume lift and
    /// one light lift in every workout.
    static let threeTier = ProgramPreset(
        name: "Three Tier",
        summary: "tier 1 heavy triples, tier 2 tens, tier 3 rep ranges",
        description: """
            A strength program built in three tiers, for lifters past their first linear \
            progression. Every workout starts with a tier 1 lift, heavy and low in reps (four \
            triples at 85 % of the training max and a last set of as many as you can), then a \
            tier 2 lift for volume (three sets of ten at 65 %), then a tier 3 exercise in a high \
            rep range one rep short of failure. Four workouts, one for each of the squat, \
            overhead press, bench press and deadlift as the tier 1 lift, rotate over three days \
            a week, and the intensity climbs 2.5 % a week. Declare a training max for the four \
            lifts first (`DATE max Bench Press 100kg`, about 90 % of your best single) and start \
            with `DATE program Three Tier`; when the last set of a tier 1 lift gets fewer than \
            three reps, lower that lift's training max by 5 %.
            """,
        turkishSummary: "1. kademe ağır üçlüler, 2. kademe onlar, 3. kademe tekrar aralıkları",
        turkishDescription: """
            İlk doğrusal ilerlemesini geride bırakmış sporcular için üç kademeli bir güç programı. \
            Her antrenman ağır ve düşük tekrarlı bir 1. kademe hareketle başlar (antrenman \
            maksimumunun %85'iyle dört üçlü ve yapabildiğiniz kadar tekrarlık bir son set), ardından \
            hacim için bir 2. kademe hareket (%65 ile onar tekrarlık üç set), sonra tükenmeye bir \
            tekrar kala bırakılan yüksek bir tekrar aralığında bir 3. kademe egzersiz gelir. 1. \
            kademe hareketi squat, overhead press, bench press ve deadlift olan dört antrenman \
            haftada üç gün sırayla yapılır ve yoğunluk her hafta %2,5 artar. Önce dört hareket \
            için bir antrenman maksimumu yazın (`DATE max Bench Press 100kg`, en iyi tek \
            tekrarınızın yaklaşık %90'ı) ve `DATE program Three Tier` ile başlayın; bir 1. kademe \
            hareketin son seti üç tekrarın altında kalırsa o hareketin antrenman maksimumunu %5 \
            düşürün.
            """,
        definitions: """
            template Tier Squat
              Barbell Back Squat: 85%x3x4, 85%x3+ # tier 1
              Barbell Bench Press: 65%x10x3 # tier 2
              Lat Pulldown: x15-20x3 RIR1 # tier 3

            template Tier Press
              Barbell Overhead Press: 85%x3x4, 85%x3+ # tier 1
              Barbell Deadlift: 65%x10x3 # tier 2
              One Arm Dumbbell Row: x15-20x3 RIR1 # tier 3

            template Tier Bench
              Barbell Bench Press: 85%x3x4, 85%x3+ # tier 1
              Barbell Back Squat: 65%x10x3 # tier 2
              Lat Pulldown: x15-20x3 RIR1 # tier 3

            template Tier Deadlift
              Barbell Deadlift: 85%x3x4, 85%x3+ # tier 1
              Barbell Overhead Press: 65%x10x3 # tier 2
              One Arm Dumbbell Row: x15-20x3 RIR1 # tier 3

            program Three Tier
              category: strength
              difficulty: intermediate
              progression: linear
              note: lower a lift's training max by 5 % when its last tier 1 set gets fewer than three reps
              week 1
                mon: Tier Squat
                wed: Tier Press
                fri: Tier Bench
              week 2 intensity 102.5%
                mon: Tier Deadlift
                wed: Tier Squat
                fri: Tier Press
              week 3 intensity 105%
                mon: Tier Bench
                wed: Tier Deadlift
                fri: Tier Squat
              week 4 intensity 107.5%
                mon: Tier Press
                wed: Tier Bench
                fri: Tier Deadlift
            """
    )
}
