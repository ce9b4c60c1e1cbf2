extension ProgramPresets {
    /// A four-week wave after Wendler's 5/3/1: three building weeks on percentages of a
    /// training max, each ending in a set of as many reps as possible, then a deload.
    static let fourWeekWave = ProgramPreset(
        name: "Four Week Wave",
        summary: "% waves of fives, triples and a peak, AMRAP last sets, deload",
        description: """
            A slow and steady strength program for intermediate lifters, one main lift a day over \
            four days a week. Every set is a percentage of the lift's training max: fives in \
            week 1, triples in week 2, a peak of five, three and one in week 3, each week ending \
            with a last set of as many good reps as you can (`85%x5+`), and a light deload in \
            week 4. Two assistance exercises in rep ranges follow the main lift. Declare a \
            training max for the four lifts first, about 90 % of your best single \
            (`DATE max Barbell Squat 140kg`), start with `DATE program Four Week Wave`, and \
            after each wave raise the maxes by 2.5 kg for the press and bench press and 5 kg for \
            the squat and deadlift before starting again.
            """,
        turkishSummary: "beşler, üçler ve bir zirveden oluşan % dalgaları, son sette AMRAP, deload",
        turkishDescription: """
            Orta seviye sporcular için yavaş ama istikrarlı bir güç programı: haftada dört gün, her \
            gün bir ana hareket. Her set, hareketin antrenman maksimumunun bir yüzdesidir: 1. \
            haftada beşler, 2. haftada üçler, 3. haftada beş, üç ve bir tekrarlık bir zirve; her \
            hafta, temiz yapabildiğiniz kadar tekrarla biten bir son setle kapanır (`85%x5+`), 4. \
            hafta ise hafif bir deload haftasıdır. Ana hareketin ardından tekrar aralıklarında iki \
            yardımcı egzersiz gelir. Önce dört hareket için en iyi tek tekrarınızın yaklaşık %90'ı \
            kadar bir antrenman maksimumu yazın (`DATE max Barbell Squat 140kg`), `DATE program \
            Four Week Wave` ile başlayın ve her dalgadan sonra, yeniden başlamadan önce \
            maksimumları press ile bench press için 2,5 kg, squat ile deadlift için 5 kg artırın.
            """,
        definitions: """
            template Wave Press Fives
              Barbell Overhead Press: 65%x5, 75%x5, 85%x5+
              Chin Up: x6-10x3 RIR2
              Dip: x8-12x3 RIR2

            template Wave Deadlift Fives
              Barbell Deadlift: 65%x5, 75%x5, 85%x5+
              Bulgarian Split Squat: x8-12x3 RIR2
              Hanging Leg Raise: x10-15x3 RIR2

            template Wave Bench Fives
              Barbell Bench Press: 65%x5, 75%x5, 85%x5+
              One Arm Dumbbell Row: x8-12x3 RIR2
              Face Pull: x12-15x3 RIR2

            template Wave Squat Fives
              Barbell Back Squat: 65%x5, 75%x5, 85%x5+
              Lying Leg Curl: x10-15x3 RIR2
              Ab Wheel Rollout: x8-12x3 RIR2

            template Wave Press Triples
              Barbell Overhead Press: 70%x3, 80%x3, 90%x3+
              Chin Up: x6-10x3 RIR2
              Dip: x8-12x3 RIR2

            template Wave Deadlift Triples
              Barbell Deadlift: 70%x3, 80%x3, 90%x3+
              Bulgarian Split Squat: x8-12x3 RIR2
              Hanging Leg Raise: x10-15x3 RIR2

            template Wave Bench Triples
              Barbell Bench Press: 70%x3, 80%x3, 90%x3+
              One Arm Dumbbell Row: x8-12x3 RIR2
              Face Pull: x12-15x3 RIR2

            template Wave Squat Triples
              Barbell Back Squat: 70%x3, 80%x3, 90%x3+
              Lying Leg Curl: x10-15x3 RIR2
              Ab Wheel Rollout: x8-12x3 RIR2

            template Wave Press Peak
              Barbell Overhead Press: 75%x5, 85%x3, 95%x1+
              Chin Up: x6-10x3 RIR2
              Dip: x8-12x3 RIR2

            template Wave Deadlift Peak
              Barbell Deadlift: 75%x5, 85%x3, 95%x1+
              Bulgarian Split Squat: x8-12x3 RIR2
              Hanging Leg Raise: x10-15x3 RIR2

            template Wave Bench Peak
              Barbell Bench Press: 75%x5, 85%x3, 95%x1+
              One Arm Dumbbell Row: x8-12x3 RIR2
              Face Pull: x12-15x3 RIR2

            template Wave Squat Peak
              Barbell Back Squat: 75%x5, 85%x3, 95%x1+
              Lying Leg Curl: x10-15x3 RIR2
              Ab Wheel Rollout: x8-12x3 RIR2

            template Wave Press Deload
              Barbell Overhead Press: 40%x5, 50%x5, 60%x5

            template Wave Deadlift Deload
              Barbell Deadlift: 40%x5, 50%x5, 60%x5

            template Wave Bench Deload
              Barbell Bench Press: 40%x5, 50%x5, 60%x5

            template Wave Squat Deload
              Barbell Back Squat: 40%x5, 50%x5, 60%x5

            program Four Week Wave
              category: strength
              difficulty: intermediate
              progression: wave
              note: raise the training maxes after week 4, then start again
              week 1 "fives" accumulation
                mon: Wave Press Fives
                tue: Wave Deadlift Fives
                thu: Wave Bench Fives
                fri: Wave Squat Fives
              week 2 "triples" accumulation
                mon: Wave Press Triples
                tue: Wave Deadlift Triples
                thu: Wave Bench Triples
                fri: Wave Squat Triples
              week 3 "peak" intensification
                mon: Wave Press Peak
                tue: Wave Deadlift Peak
                thu: Wave Bench Peak
                fri: Wave Squat Peak
              week 4 "light" deload
                mon: Wave Press Deload
                tue: Wave Deadlift Deload
                thu: Wave Bench Deload
                fri: Wave Squat Deload
            """
    )
}
