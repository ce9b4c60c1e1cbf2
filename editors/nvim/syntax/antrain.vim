" Vim syntax file
" Language:    Antrain training log (*.antrain)
" Maintainer:  the Antrain project (editors/vim in its repository)
"
" Mirrors Grammar/antrain.tmLanguage.json: an entry is a region from its unindented header
" line to the next unindented line that is not a comment, so body lines read by kind (an
" exercise under lifting, template and metcon; a food under a meal; weeks and days under a
" program). An exercise name runs to a ':' or to the first word that starts a set.

if exists('b:current_syntax')
  finish
endif
let s:cpo_save = &cpo
set cpo&vim

syntax case ignore
syntax sync minlines=200

" Where a set starts (ends an exercise name without a colon).
let s:setstart = '%(\d+%(\.\d+)?\s*%(%(kg|lbs|lb|\%)\s*)?x\s*\d|bw%(\A|$)|bwx\s*\d|x\s*\d'
      \ . '|\d+%(:\d\d){1,2}%([[:alnum:]_:])@!|\d+%(h|sa)%(\d+%(min|dk)?)?>|\d+%(\.\d+)?\s*%(min|sec|sn|s|dk)>|\[)'
let s:word = '%(' . s:setstart . ')@![^ \t:#"]+'
let s:amount = '%(\d+%(\.\d+)?\s*%(kg|grams|gram|gr|g|ml|l|oz)|\d+%(\.\d+)?\s*x|x\s*\d+%(\.\d+)?|\d+%(\.\d+)?\s+servings?)'
let s:date = '\d{4}-\d\d-\d\d'
let s:head = '^' . s:date . '%(\s+\d{1,2}:\d\d)?\s+'
let s:body_end = 'end=/\v^\ze[^ \t#]/'
let s:days = '%(mon|tue|wed|thu|fri|sat|sun|pzt|sal|çar|per|cum|cmt|paz)'

" Comments and notes ---------------------------------------------------------------------
syntax match antrainNote /#.*/ contained contains=@Spell
" After antrainNote: both start at the '#', and Vim takes the item defined last.
syntax match antrainComment /\v^\s*\zs#.*/ contains=@Spell
syntax region antrainString start=/"/ end=/"\|$/ oneline contained

" Measures --------------------------------------------------------------------------------
syntax match antrainUnit /\v\/?%(kcal|kg|km|lbs|lb|min|mi|ml|mg|m|sec|servings|serving|sn|sa|s|oz|grams|gram|gr|g|h|l|cm|ft|in|protein|carbs|fat|rounds|dk)/ contained
" The names of a food's figures after their numbers (`per 100g: 12 protein, 1 saturated fat`), as units.
syntax match antrainNutrient /\v%(kcal|calories|cal|protein|carbs|carb|fat|fiber|fibre|sugars|sugar|satfat|saturated\s+fat|sodium|lif|şeker|doymuş\s+yağ|sodyum|p|c|f)>/ contained
syntax match antrainNumber /\v<\d+%(\.\d+)?>/ contained
syntax match antrainDuration /\v<\d+%(:\d\d){1,2}>/ contained
syntax match antrainDuration /\v<\d+%(h|sa)%(\d+%(min|dk)?)?>/ contained contains=antrainUnit
syntax match antrainDuration /\v<\d+%(\.\d+)?\s*%(min|sec|sn|s|dk)>/ contained contains=antrainUnit
syntax match antrainDistance /\v<\d+%(\.\d+)?\s*%(km|mi|m)>/ contained contains=antrainUnit
syntax match antrainPace /\v<\d+:\d\d\s*\/\s*%(km|mi)>/ contained contains=antrainUnit
syntax match antrainRounds /\v<\d+\s*rounds>/ contained contains=antrainUnit
syntax match antrainWeight /\v<\d+%(\.\d+)?\s*%(kg|lbs|lb)>/ contained contains=antrainUnit

" Sets --------------------------------------------------------------------------------------
syntax match antrainBW /\vbw/ contained
syntax match antrainTimes /x/ contained
syntax match antrainOperator /[+-]/ contained
syntax match antrainLoad /\v<bw%(\s*[+-]\s*\d+%(\.\d+)?\s*%(kg|lbs|lb)?)?>/ contained
      \ contains=antrainBW,antrainOperator,antrainUnit
" 75%x5 (of the training max), x8-12 (a range), 100x5+ (AMRAP).
syntax match antrainPercent /\v\%/ contained
" Before antrainSet: both start at the load of 75%x5, and Vim takes the item defined last.
syntax match antrainPercentLoad /\v<\d+%(\.\d+)?\s*\%/ contained contains=antrainPercent
syntax match antrainSet /\v<%(bw%(\s*[+-]\s*\d+%(\.\d+)?\s*%(kg|lbs|lb)?)?\s*|\d+%(\.\d+)?\s*%(kg|lbs|lb|\%)?\s*)?x\s*\d+%(-\d+)?%(\s*x\s*\d+)?>\+?/
      \ contained contains=antrainBW,antrainOperator,antrainTimes,antrainUnit,antrainPercent
syntax match antrainCount /\v%(\a)@<!x\s*\d+>%([-+])@!/ contained contains=antrainTimes
syntax match antrainRPE /\v\@\s*%(\d+%(\.\d+)?)?/ contained
syntax match antrainRIR /\v<%(rir\s*\d+|\d+\s*rir)>/ contained
syntax match antrainTag /\v<%(warmup|failure|drop|rest|w|d|f)>/ contained
syntax match antrainBox /\v\[\s?\]/ contained
syntax match antrainBoxDone /\v\[x\]/ contained
" `20x10|9`, `45s|40s`: the left side, then the right (LANGUAGE.md, Both sides).
syntax match antrainSides /|/ contained
" `progress: linear +2.5kg stall 3 deload 10%` (LANGUAGE.md, Progression rules).
syntax match antrainRule /\v%(^\s+progress\s*:.*)@<=<%(rpe|none|linear|double|sum|stall|deload)>/ contained
syntax cluster antrainSets contains=antrainNote,antrainString,antrainDuration,antrainLoad,antrainWeight,
      \antrainSet,antrainCount,antrainRPE,antrainRIR,antrainTag,antrainBox,antrainBoxDone,antrainNumber,antrainPercentLoad,
      \antrainSides,antrainProgressKey,antrainRule

" Headers -----------------------------------------------------------------------------------
syntax match antrainDate /\v^\d{4}-\d\d-\d\d>/ contained
execute 'syntax match antrainTime /\v%(^' . s:date . '\s+)@<=\d{1,2}:\d\d>/ contained'
execute 'syntax match antrainKind /\v%(' . s:head . ')@<=%(lifting|lift|cardio|metcon|breakfast|lunch|dinner|snack'
      \ . '|kahvaltı|öğle|akşam|atıştırmalık|meal|bodyweight|weight|max|tm|program'
      \ . '|antrenman|kardiyo|öğün|ağırlık|kilo|maks|measurements|measure|ölçü)>/ contained'
execute 'syntax match antrainType /\v%(' . s:head . '%(cardio|kardiyo)\s+)@<=%(run|bike|row|swim|walk|elliptical|ski|koşu|bisiklet|kürek|yüzme|yürüyüş|eliptik)>/ contained'
execute 'syntax match antrainType /\v%(' . s:head . 'metcon\s+)@<=%(amrap|emom|fortime|for-time)>/ contained'
execute 'syntax match antrainTitle /\v%(' . s:head . '%(lifting|lift|antrenman)\s+)@<=%([^ \t#"]+\s*)+/ contained'
      \ . ' contains=antrainDuration'
syntax match antrainPaceKeyword /\v<pace>/ contained
syntax cluster antrainHeader contains=antrainDate,antrainTime,antrainKind,antrainType,antrainNote,antrainString

" Items and properties ---------------------------------------------------------------------
execute 'syntax match antrainExercise /\v^\s+%(\+\s*)?\zs' . s:word . '%(\s+' . s:word . ')*/ contained'
syntax match antrainExercise /\v^\s+%(\+\s*)?\zs"[^"]*"/ contained
" A leading + joins the exercise to the superset of the one above.
syntax match antrainSuperset /\v^\s+\zs\+\ze\s/ contained
execute 'syntax match antrainFood /\v^\s+\zs[^ \t#"]%([^#]{-}[^ \t#])?\ze%(\s+' . s:amount . ')?\s*%(#|$)/ contained'
syntax match antrainFood /\v^\s+\zs"[^"]*"/ contained
execute 'syntax match antrainAmount /\v<' . s:amount . '>/ contained contains=antrainUnit,antrainTimes'
syntax match antrainLiftingKey /\v^\s+\zs%(note|duration|rpe|template)\ze\s*:/ contained
syntax match antrainCardioKey /\v^\s+\zs%(distance|duration|pace|note)\ze\s*:/ contained
syntax match antrainMetconKey /\v^\s+\zs%(rounds|result|duration|note)\ze\s*:/ contained
syntax match antrainAnyKey /\v^\s+\zs%(note|duration|rpe|template|distance|pace|rounds|result|name|height|unit|calories|protein|carbs|fat|category|muscles|equipment|aliases|brand|per\s*100\s*g|serving|kcal)\ze\s*:/ contained
syntax match antrainProfileKey /\v^\s+\zs%(name|height|unit|calories|protein|carbs|fat|language|rounding|bar|plates|e1rm|progress|sex|fiber|sugar|satfat|sodium)\ze\s*:/ contained
syntax match antrainExerciseKey /\v^\s+\zs%(category|muscles|equipment|aliases|note|unilateral)\ze\s*:/ contained
syntax match antrainFoodKey /\v^\s+\zs%(brand|per\s*100\s*g|kcal|protein|carbs|fat|serving|category|aliases|fiber|sugar|satfat|sodium)\ze\s*:/ contained
" After antrainExercise: a template item's own `progress:` line is as deep as a set line.
syntax match antrainProgressKey /\v^\s+\zsprogress\ze\s*:/ contained
syntax match antrainText /\v%(^\s+%(note|name|brand|result)\s*:\s*)@<=[^ \t#]%([^#]*[^ \t#])?/ contained
syntax match antrainEnum /\v<%(barbell|dumbbell|bodyweight|machine|cable|cardio|metcon|chest|back|shoulders|biceps|triceps|quads|hamstrings|glutes|calves|core|fullbody|none|kettlebell|plate|band|vegetable|fruit|dairy|other|carb|kg|lb|brzycki|epley|rpe|yes|no)>/ contained
syntax match antrainMacro /\v<\d+%(\.\d+)?\s*%(kcal|calories|cal|protein|carbs|carb|fat|fiber|fibre|sugars|sugar|satfat|saturated\s+fat|sodium|lif|şeker|doymuş\s+yağ|sodyum|mg|g|p|c|f)>/ contained contains=antrainUnit,antrainNutrient
syntax match antrainLength /\v<\d+%(\.\d+)?\s*%(cm|ft|in)>/ contained contains=antrainUnit

" Entries -------------------------------------------------------------------------------------
" A date with an unknown or missing kind. Defined first: of two items that match at one
" position, Vim takes the last defined, and every entry below must win over this one.
execute 'syntax match antrainUnknownEntry /\v^' . s:date . '>%(\s+\d{1,2}:\d\d>)?/ contains=antrainDate,antrainTime'
execute 'syntax region antrainLifting start=/\v^\ze' . s:head[1:] . '%(lifting|lift|antrenman)>/ ' . s:body_end
      \ . ' contains=@antrainHeader,antrainTitle,antrainComment,antrainSuperset,antrainExercise,@antrainSets,antrainLiftingKey,antrainText'
execute 'syntax region antrainCardio start=/\v^\ze' . s:head[1:] . '%(cardio|kardiyo)>/ ' . s:body_end
      \ . ' contains=@antrainHeader,antrainComment,antrainNote,antrainPace,antrainPaceKeyword,antrainDistance,'
      \ . 'antrainDuration,antrainNumber,antrainCardioKey,antrainText'
execute 'syntax region antrainMetcon start=/\v^\ze' . s:head[1:] . 'metcon>/ ' . s:body_end
      \ . ' contains=@antrainHeader,antrainComment,antrainRounds,antrainSuperset,antrainExercise,@antrainSets,antrainMetconKey,antrainText'
execute 'syntax region antrainMeal start=/\v^\ze' . s:head[1:]
      \ . '%(breakfast|lunch|dinner|snack|kahvaltı|öğle|akşam|atıştırmalık|meal|öğün)>/ ' . s:body_end
      \ . ' contains=@antrainHeader,antrainComment,antrainFood,antrainAmount,antrainAnyKey,antrainText,antrainNumber'
execute 'syntax match antrainBodyweight /\v' . s:head . '%(bodyweight|weight|ağırlık|kilo)>.*/'
      \ . ' contains=antrainDate,antrainTime,antrainKind,antrainWeight,antrainNumber,antrainNote'
" Body measurements (LANGUAGE.md §9.1): SITE VALUE pairs on the header and body lines.
syntax match antrainSide /\v%(^|[ \t,])@<=%(left|right|sol|sağ)\ze\s/ contained
syntax match antrainSite /\v%(^|[ \t,])@<=%(neck|shoulders|shoulder|chest|waist|hips|hip|forearms|forearm|arms|arm|upper\s+arm|biceps|bicep|thighs|thigh|calves|calf|body\s*fat|bodyfat|bf|fat|boyun|omuz|göğüs|bel|kalça|ön\s+kol|kol|bacak|uyluk|baldır|yağ\s+oranı|yağ)\ze\s+\d/ contained
syntax match antrainMeasurement /\v<\d+%(\.\d+)?\s*%(cm|inches|inch|in|\%)?/ contained contains=antrainUnit
execute 'syntax region antrainMeasure start=/\v^\ze' . s:head[1:] . '%(measurements|measure|ölçü)>/ ' . s:body_end
      \ . ' contains=antrainDate,antrainTime,antrainKind,antrainComment,antrainNote,antrainSide,antrainSite,antrainMeasurement,antrainAnyKey,antrainText'
syntax match antrainDefinition /\v^%(profile|exercise|food|template|program|recipe|profil|egzersiz|besin|şablon|tarif)>/ contained
syntax match antrainDefinitionName /\v%(^%(exercise|food|template|program|recipe|egzersiz|besin|şablon|tarif)\s+)@<=[^ \t#"]%([^#]*[^ \t#])?/ contained
syntax match antrainDefinitionName /\v%(^%(exercise|food|template|program|egzersiz|besin|şablon)\s+)@<="[^"]*"?/ contained
execute 'syntax region antrainProfile start=/\v^\ze%(profile|profil)>/ ' . s:body_end
      \ . ' contains=antrainDefinition,antrainComment,antrainNote,antrainProfileKey,antrainText,antrainEnum,antrainMacro,antrainLength,antrainNumber,antrainRule'
execute 'syntax region antrainExerciseDef start=/\v^\ze%(exercise|egzersiz)>/ ' . s:body_end
      \ . ' contains=antrainDefinition,antrainDefinitionName,antrainComment,antrainNote,antrainExerciseKey,antrainEnum'
execute 'syntax region antrainFoodDef start=/\v^\ze%(food|besin)>/ ' . s:body_end
      \ . ' contains=antrainDefinition,antrainDefinitionName,antrainComment,antrainNote,antrainFoodKey,antrainText,antrainEnum,'
      \ . 'antrainMacro,antrainAmount,antrainNumber'
" Recipes (LANGUAGE.md §9.3): properties and ingredient lines written like a meal's foods.
syntax match antrainRecipeKey /\v^\s+\zs%(servings|yield|category|aliases|note)\ze\s*:/ contained
execute 'syntax region antrainRecipe start=/\v^\ze%(recipe|tarif)>/ ' . s:body_end
      \ . ' contains=antrainDefinition,antrainDefinitionName,antrainComment,antrainNote,antrainRecipeKey,antrainText,antrainEnum,'
      \ . 'antrainFood,antrainAmount,antrainNumber'
execute 'syntax region antrainTemplate start=/\v^\ze%(template|şablon)>/ ' . s:body_end
      \ . ' contains=antrainDefinition,antrainDefinitionName,antrainComment,antrainSuperset,antrainExercise,@antrainSets,antrainLiftingKey,antrainText'

" Planning: training maxes, starting a program, program definitions ----------------------------
execute 'syntax match antrainMaxExercise /\v%(' . s:head . '%(max|tm|maks)\s+)@<=%("[^"]*"|[^ \t#"]%([^#]{-}[^ \t#])?)'
      \ . '\ze\s+\d+%(\.\d+)?\s*%(kg|lbs|lb)?\s*%(#|$)/ contained'
execute 'syntax match antrainMax /\v' . s:head . '%(max|tm|maks)>.*/'
      \ . ' contains=antrainDate,antrainTime,antrainKind,antrainMaxExercise,antrainWeight,antrainNumber,antrainNote'
execute 'syntax match antrainProgramName /\v%(' . s:head . 'program\s+)@<=%("[^"]*"?|[^ \t#"]%([^#]*[^ \t#])?)/ contained'
" After antrainProgramName: both start at the same place, and Vim takes the item defined last.
execute 'syntax match antrainNone /\v%(' . s:head . 'program\s+)@<=%(none|yok)\ze\s*%(#|$)/ contained'
execute 'syntax match antrainProgramStart /\v' . s:head . 'program>.*/'
      \ . ' contains=antrainDate,antrainTime,antrainKind,antrainProgramName,antrainNone,antrainNote'
syntax match antrainProgramKey /\v^\s+\zs%(category|difficulty|progression|note|progress)\ze\s*:/ contained
syntax match antrainProgramEnum /\v%(^\s+%(category|difficulty|progression)\s*:.*)@<=<%(strength|hypertrophy|powerlifting|conditioning|general|beginner|intermediate|advanced|linear|wave|block|custom)>/ contained
syntax match antrainWeek /\v^\s+\zs%(week|hafta)>/ contained
syntax match antrainPhase /\v%(^\s+%(week|hafta)>.*)@<=<%(accumulation|intensification|realization|deload)>/ contained
syntax match antrainModifier /\v<%(intensity|volume)>\ze\s*\d/ contained
syntax match antrainPercentNumber /\v<\d+%(\.\d+)?\s*\%/ contained contains=antrainPercent
execute 'syntax match antrainDay /\v^\s+\zs' . s:days . '\ze\s*:/ contained'
execute 'syntax match antrainDayTemplate /\v%(^\s+' . s:days . '\s*:\s*)@<=%("[^"]*"?|[^ \t#@"]%([^#@]{-}[^ \t#@])?)'
      \ . '\ze\s*%(\@|<%(intensity|volume)\s*\d|#|$)/ contained'
execute 'syntax region antrainProgramDef start=/\v^\zeprogram>/ ' . s:body_end
      \ . ' contains=antrainDefinition,antrainDefinitionName,antrainComment,antrainNote,antrainProgramKey,antrainText,antrainProgressKey,antrainRule,'
      \ . 'antrainProgramEnum,antrainWeek,antrainPhase,antrainModifier,antrainPercentNumber,antrainDay,antrainDayTemplate,'
      \ . 'antrainRPE,antrainString,antrainNumber'

" Colours -------------------------------------------------------------------------------------
highlight default link antrainComment Comment
highlight default link antrainNote SpecialComment
highlight default link antrainString String
highlight default link antrainUnit Type
highlight default link antrainNutrient Type
highlight default link antrainNumber Number
highlight default link antrainDuration Number
highlight default link antrainDistance Number
highlight default link antrainPace Number
highlight default link antrainRounds Number
highlight default link antrainWeight Number
highlight default link antrainMacro Number
highlight default link antrainLength Number
highlight default link antrainAmount Number
highlight default link antrainSet Number
highlight default link antrainCount Number
highlight default link antrainLoad Number
highlight default link antrainBW Constant
highlight default link antrainTimes Operator
highlight default link antrainSides Operator
highlight default link antrainProgressKey Identifier
highlight default link antrainRule Keyword
highlight default link antrainOperator Operator
highlight default link antrainRPE Special
highlight default link antrainTag Label
highlight default link antrainBox Todo
highlight default link antrainBoxDone Special
highlight default link antrainDate Constant
highlight default link antrainTime Constant
highlight default link antrainKind Keyword
highlight default link antrainType Type
highlight default link antrainPaceKeyword Keyword
highlight default link antrainTitle Title
highlight default link antrainExercise Function
highlight default link antrainSuperset Operator
highlight default link antrainFood Identifier
highlight default link antrainDefinition StorageClass
highlight default link antrainDefinitionName Function
highlight default link antrainLiftingKey Identifier
highlight default link antrainCardioKey Identifier
highlight default link antrainMetconKey Identifier
highlight default link antrainAnyKey Identifier
highlight default link antrainProfileKey Identifier
highlight default link antrainExerciseKey Identifier
highlight default link antrainFoodKey Identifier
highlight default link antrainEnum Constant
highlight default link antrainText String
highlight default link antrainPercent Type
highlight default link antrainPercentLoad Number
highlight default link antrainRIR Special
highlight default link antrainMaxExercise Function
highlight default link antrainProgramName Function
highlight default link antrainNone Constant
highlight default link antrainProgramKey Identifier
highlight default link antrainSide StorageClass
highlight default link antrainRecipeKey Identifier
highlight default link antrainSite Identifier
highlight default link antrainMeasurement Number
highlight default link antrainProgramEnum Constant
highlight default link antrainWeek Keyword
highlight default link antrainPhase Constant
highlight default link antrainModifier Keyword
highlight default link antrainPercentNumber Number
highlight default link antrainDay Label
highlight default link antrainDayTemplate Function

let b:current_syntax = 'antrain'
let &cpo = s:cpo_save
unlet s:cpo_save
