extension ProgramPresets {
    /// A linear novice program: three sets of five on the big lifts, two workouts alternating
    /// over three days a week.
    static let noviceLinear = ProgramPreset(
        name: "Novice Linear",
        summary: "3×5 barbell basics, A/B alternating, more load every session",
        description: """
            A first barbell program for someone who has learned the lifts and wants to get \
            stronger fast. Two workouts, A and B, alternate over three days a week, so one week \
            is A B A and the next B A B. Every lift is three sets of five, except the deadlift, \
            one set of five because it is the hardest to recover from. Add a little load every \
            session for as long as every set of five is clean: the program's rule, `progress: \
            linear +2.5kg stall 2 deload 10%` (+5 kg on the deadlift), adds it for you in the \
            suggested loads; when a lift stalls twice, it takes 10 % off and you build back up. \
            Start it with `DATE program Novice Linear` and start it again after week 4.
            """,
        turkishSummary: "3×5 temel barbell hareketleri, A/B dönüşümlü, her antrenmanda biraz daha ağırlık",
        turkishDescription: """
            Hareketleri öğrenmiş ve hızla güçlenmek isteyen biri için ilk barbell programı. A ve B \
            olmak üzere iki antrenman haftada üç gün dönüşümlü yapılır: bir hafta A B A, ertesi \
            hafta B A B. Her hareket beşer tekrarlık üç settir; yalnızca deadlift, toparlanması en \
            zor hareket olduğu için beş tekrarlık tek settir. Beşli setlerin hepsi temiz geçtiği \
            sürece her antrenmanda biraz ağırlık ekleyin: programın kuralı, `progress: linear +2.5kg \
            stall 2 deload 10%` (deadlift'te +5 kg), bunu önerilen ağırlıklara sizin için ekler; \
            bir hareket iki kez takılırsa ağırlığı %10 düşer ve yeniden yükselirsiniz. \
            `DATE program Novice Linear` ile başlayın ve 4. haftadan sonra yeniden başlatın.
            """,
        definitions: """
            template Novice A
              Barbell Back Squat: x5x3
              Barbell Bench Press: x5x3
              Barbell Row: x5x3

            template Novice B
              Barbell Back Squat: x5x3
              Barbell Overhead Press: x5x3
              Barbell Deadlift: x5
                progress: linear +5kg stall 2 deload 10%

            program Novice Linear
              category: strength
              difficulty: beginner
              progression: linear
              progress: linear +2.5kg stall 2 deload 10%
              note: add load every session while every set of five is clean
              week 1
                mon: Novice A
                wed: Novice B
                fri: Novice A
              week 2
                mon: Novice B
                wed: Novice A
                fri: Novice B
              week 3
                mon: Novice A
                wed: Novice B
                fri: Novice A
              week 4
                mon: Novice B
                wed: Novice A
                fri: Novice B
            """
    )
}
