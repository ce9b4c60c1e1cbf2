extension ProgramPresets {
    /// A gentle three-day full-body program on dumbbells, cables and machines.
    static let beginnerFullBody = ProgramPreset(
        name: "Beginner Full Body",
        summary: "full body on dumbbells and machines, rep ranges at RIR3",
        description: """
            A start for someone new to the gym: three different full-body workouts on Monday, \
            Wednesday and Friday, each with a squat or hinge, a push, a pull and some core work, \
            on dumbbells, cables and machines that are easy to learn. Sets are rep ranges with \
            three reps in reserve (RIR3): pick a load you could lift three more times, and when \
            you reach the top of the range on every set, go heavier next time (the rule \
            `progress: double 8-12 +2.5kg`, each exercise with its own range, suggests the reps \
            and the loads). The first week \
            has two sets of each exercise instead of three while you find your loads. Start it \
            with `DATE program Beginner Full Body`, run it again after week 4, and move on to \
            a barbell program once the movements feel natural.
            """,
        turkishSummary: "dambıl ve makinelerle tüm vücut, RIR3 ile tekrar aralıkları",
        turkishDescription: """
            Salona yeni başlayan biri için bir başlangıç: pazartesi, çarşamba ve cuma, her biri bir \
            squat ya da hinge, bir itiş, bir çekiş ve biraz karın çalışması içeren üç farklı tüm \
            vücut antrenmanı; öğrenmesi kolay dambıl, kablo ve makinelerle. Setler, yedekte üç \
            tekrar bırakılan (RIR3) tekrar aralıklarıdır: üç kez daha kaldırabileceğiniz bir \
            ağırlık seçin; her sette aralığın üst sınırına ulaştığınızda bir sonraki sefer ağırlığı \
            artırın (`progress: double 8-12 +2.5kg` kuralı, her egzersiz kendi aralığıyla, \
            tekrarları ve ağırlıkları önerir). Ağırlıklarınızı bulurken ilk hafta her egzersiz üç yerine iki settir. `DATE \
            program Beginner Full Body` ile başlayın, 4. haftadan sonra yeniden uygulayın ve \
            hareketler doğal gelmeye başlayınca bir barbell programına geçin.
            """,
        definitions: """
            template Beginner A
              Goblet Squat: x8-12x3 RIR3
              Dumbbell Bench Press: x8-12x3 RIR3
              Lat Pulldown: x10-12x3 RIR3
                progress: double 10-12 +2.5kg
              Plank: 30s x3

            template Beginner B
              Dumbbell Romanian Deadlift: x8-12x3 RIR3
              Dumbbell Shoulder Press: x8-12x3 RIR3
              Seated Cable Row: x10-12x3 RIR3
                progress: double 10-12 +2.5kg
              Dead Bug: x10x3

            template Beginner C
              Leg Press: x10-15x3 RIR3
                progress: double 10-15 +5kg
              Push Up: x5-12x3 RIR3
              One Arm Dumbbell Row: x10-12x3 RIR3
                progress: double 10-12 +2kg
              Glute Bridge: x12-15x3

            program Beginner Full Body
              category: general
              difficulty: beginner
              progression: linear
              progress: double 8-12 +2.5kg
              note: go heavier once every set reaches the top of its range
              week 1 "find your loads" volume 67%
                mon: Beginner A
                wed: Beginner B
                fri: Beginner C
              week 2
                mon: Beginner A
                wed: Beginner B
                fri: Beginner C
              week 3
                mon: Beginner A
                wed: Beginner B
                fri: Beginner C
              week 4
                mon: Beginner A
                wed: Beginner B
                fri: Beginner C
            """
    )
}
