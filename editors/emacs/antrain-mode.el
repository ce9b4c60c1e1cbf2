;;; antrain-mode.el --- Major mode for Antrain training logs  -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "26.1"))
;; Keywords: languages
;; URL: editors/emacs in the Antrain repository

;;; Commentary:

;; Highlighting, comments and indentation for `.antrain' files, and the registration of
;; the `antrain lsp' language server with eglot and with lsp-mode.
;;
;;   (add-to-list 'load-path "/path/to/antrain/editors/emacs")
;;   (require 'antrain-mode)
;;   (add-hook 'antrain-mode-hook #'eglot-ensure)   ; optional: start the server
;;
;; Body lines read by the kind of their entry, found on the nearest unindented line above
;; that is not a comment: an item is an exercise under lifting, template and metcon, a food
;; under a meal, a week or a day under a program.  An exercise name runs to a `:' or to the
;; first word that starts a set.
;; A comment line (`#' first) and a note (`#' after an item) get different faces.

;;; Code:

(defgroup antrain nil
  "Antrain training logs."
  :group 'languages
  :prefix "antrain-")

(defface antrain-note-face
  '((t :inherit font-lock-doc-face))
  "Face for a note: the text after `#' that ends an item, header or property line."
  :group 'antrain)

(defface antrain-unit-face
  '((t :inherit font-lock-type-face))
  "Face for units: kg, lb, min, km, g, servings and so on."
  :group 'antrain)

(defconst antrain--date-re "[0-9]\\{4\\}-[0-9]\\{2\\}-[0-9]\\{2\\}")

(defconst antrain--head-re
  (concat "^" antrain--date-re "\\(?:[ \t]+[0-9]\\{1,2\\}:[0-9]\\{2\\}\\)?[ \t]+")
  "A date, an optional time and the blank before the kind.")

(defconst antrain--kinds
  '("lifting" "lift" "cardio" "metcon" "breakfast" "lunch" "dinner" "snack"
    "kahvaltı" "öğle" "akşam" "atıştırmalık" "meal" "bodyweight" "weight" "max" "tm" "program"
    "antrenman" "kardiyo" "öğün" "ağırlık" "kilo" "maks" "measure" "measurements" "ölçü")
  "The words after a date that name an entry kind, in English and Turkish.")

(defconst antrain--meal-kinds
  '("breakfast" "lunch" "dinner" "snack" "kahvaltı" "öğle" "akşam" "atıştırmalık" "meal" "öğün"))

(defconst antrain--property-keys
  '("note" "duration" "rpe" "template" "distance" "pace" "rounds" "result" "name" "height"
    "unit" "calories" "protein" "carbs" "fat" "category" "muscles" "equipment" "aliases"
    "brand" "serving" "kcal" "difficulty" "progression" "language" "rounding" "bar" "plates"
    "e1rm" "progress" "unilateral" "sex" "servings" "yield" "fiber" "sugar" "satfat" "sodium"))

(defconst antrain--nutrients
  '("kcal" "calories" "cal" "protein" "carbs" "carb" "fat" "fiber" "fibre" "sugars" "sugar" "satfat"
    "sodium" "lif" "şeker" "sodyum" "p" "c" "f")
  "The one-word names of a food's figures in `per 100g:' (LANGUAGE.md §9.2).")

(defconst antrain--nutrient-re
  (concat "[0-9][ \t]*\\(?:m?g[ \t]*\\)?\\(" (regexp-opt antrain--nutrients)
          "\\|saturated[ \t]+fat\\|doymuş[ \t]+yağ\\)\\_>")
  "A figure's number, its unit if any, and its name, the name in group 1.")

(defconst antrain--days
  '("mon" "tue" "wed" "thu" "fri" "sat" "sun" "pzt" "sal" "çar" "per" "cum" "cmt" "paz")
  "The days of a program week, in English and Turkish.")

(defconst antrain--property-re
  (concat "^[ \t]+\\(" (regexp-opt antrain--property-keys) "\\|per[ \t]*100[ \t]*g\\)[ \t]*:"))

(defconst antrain--set-start-re
  (concat "\\(?:"
          "[0-9]+\\(?:\\.[0-9]+\\)?[ \t]*\\(?:\\(?:kg\\|lbs\\|lb\\|%\\)[ \t]*\\)?x[ \t]*[0-9]"
          "\\|bw\\(?:[^[:alpha:]]\\|$\\)\\|bwx[ \t]*[0-9]\\|x[ \t]*[0-9]"
          "\\|[0-9]+\\(?::[0-9]\\{2\\}\\)\\{1,2\\}\\_>"
          "\\|[0-9]+\\(?:h\\|sa\\)\\(?:[0-9]+\\(?:min\\|dk\\)?\\)?\\_>"
          "\\|[0-9]+\\(?:\\.[0-9]+\\)?[ \t]*\\(?:min\\|sec\\|sn\\|s\\|dk\\)\\_>"
          "\\|\\[\\)")
  "What starts a set, and so ends an exercise name without a colon.")

(defconst antrain--amount-re
  (concat "[ \t]+\\(?:[0-9]+\\(?:\\.[0-9]+\\)?[ \t]*\\(?:kg\\|grams\\|gram\\|gr\\|g\\|ml\\|l\\|oz\\)"
          "\\|[0-9]+\\(?:\\.[0-9]+\\)?[ \t]*x\\|x[ \t]*[0-9]+\\(?:\\.[0-9]+\\)?"
          "\\|[0-9]+\\(?:\\.[0-9]+\\)?[ \t]+\\(?:servings\\|serving\\)\\)[ \t]*\\'")
  "A food's amount at the end of the text before the note.")

;; Body measurements (LANGUAGE.md §9.1): `measure SITE VALUE, ...' and body lines of pairs.

(defconst antrain--measure-kind-re "\\(?:measurements\\|measure\\|ölçü\\)\\_>"
  "The words that start a `measure' entry.")

(defconst antrain--site-re
  (concat "\\(?:^[ \t]+\\|[ \t,]\\)\\(\\(?:\\(?:left\\|right\\|sol\\|sağ\\)[ \t]+\\)?"
          "\\(?:neck\\|shoulders?\\|chest\\|waist\\|hips?\\|forearms?\\|arms?\\|upper[ \t]+arm\\|biceps?"
          "\\|thighs?\\|calves\\|calf\\|body[ \t]*fat\\|bf\\|fat\\|boyun\\|omuz\\|göğüs\\|bel\\|kalça"
          "\\|ön[ \t]+kol\\|kol\\|bacak\\|uyluk\\|baldır\\|yağ[ \t]+oranı\\|yağ\\)\\)[ \t]+[0-9]")
  "A measurement's side and site, before its number.")

(defun antrain--match-site (limit)
  "Font-lock matcher for the sites of `measure' entries before LIMIT."
  (let ((case-fold-search t) found)
    (while (and (not found) (re-search-forward antrain--site-re limit t))
      (when (save-match-data
              (or (save-excursion (beginning-of-line) (looking-at (concat antrain--head-re antrain--measure-kind-re)))
                  (eq (antrain--entry-kind) 'measure)))
        (setq found t)))
    (when found (goto-char (match-end 1)))
    found))

(defun antrain--entry-kind ()
  "The entry kind of the current line: `exercises', `foods', `program', `measure' or nil."
  (save-excursion
    (beginning-of-line)
    (let ((case-fold-search t) kind)
      (while (and (not kind) (zerop (forward-line -1)))
        (when (looking-at "[^ \t\n#]")
          (setq kind
                (cond ((looking-at (concat antrain--head-re "\\(?:lifting\\|lift\\|antrenman\\|metcon\\)\\_>"))
                       'exercises)
                      ((looking-at (concat antrain--head-re (regexp-opt antrain--meal-kinds) "\\_>"))
                       'foods)
                      ((looking-at "\\(?:template\\|şablon\\)\\_>") 'exercises)
                      ;; A recipe's ingredient lines are written like a meal's foods.
                      ((looking-at "\\(?:recipe\\|tarif\\)\\_>") 'foods)
                      ((looking-at "program\\_>") 'program)
                      ((looking-at (concat antrain--head-re antrain--measure-kind-re)) 'measure)
                      (t 'other)))))
      (and (memq kind '(exercises foods program measure)) kind))))

(defun antrain--item-name-end (kind start end)
  "Return where the name of a KIND item from START ends, before END, or nil."
  (goto-char start)
  (cond
   ((looking-at "\"[^\"\n]*\"?") (match-end 0))
   ((eq kind 'foods)
    (let* ((text (buffer-substring-no-properties start end))
           (text (if (string-match "[ \t]+\\'" text) (substring text 0 (match-beginning 0)) text)))
      (if (string-match antrain--amount-re text)
          (+ start (match-beginning 0))
        (+ start (length text)))))
   (t
    (let ((name-end nil) (done nil))
      (while (not done)
        (cond ((or (>= (point) end) (looking-at "[:#\"]") (looking-at antrain--set-start-re))
               (setq done t))
              ((looking-at "[^ \t\n:#\"]+")
               (setq name-end (match-end 0))
               (goto-char name-end)
               (skip-chars-forward " \t" end))
              (t (setq done t))))
      name-end))))

(defun antrain--match-item (kind limit)
  "Find the next item name of KIND before LIMIT; set match group 1 to it."
  (let ((case-fold-search t) found)
    (while (and (not found) (re-search-forward "^[ \t]+\\(?:\\+[ \t]+\\)?\\([^ \t\n#]\\)" limit t))
      (let ((start (match-beginning 1))
            (end (save-excursion (goto-char (match-beginning 1))
                                 (if (re-search-forward "[ \t]*\\(?:#\\|$\\)" (line-end-position) t)
                                     (match-beginning 0)
                                   (line-end-position)))))
        (unless (save-excursion (beginning-of-line) (looking-at antrain--property-re))
          (when (eq (antrain--entry-kind) kind)
            (let ((name-end (save-excursion (antrain--item-name-end kind start end))))
              (when (and name-end (> name-end start))
                (set-match-data (list start name-end start name-end))
                (setq found t)))))
        (end-of-line)))
    found))

(defun antrain--match-exercise (limit)
  "Font-lock matcher for exercise names before LIMIT."
  (antrain--match-item 'exercises limit))

(defun antrain--match-food (limit)
  "Font-lock matcher for food names before LIMIT."
  (antrain--match-item 'foods limit))

;; Program bodies: `week N ...' lines and `DAY: TEMPLATE ...' lines.

(defconst antrain--modifier-re "\\_<\\(intensity\\|volume\\)[ \t]*[0-9]"
  "A week's or a day's modifier: `intensity 105%', `volume 90%'.")

(defun antrain--match-in-program (regexp limit)
  "Find the next match of REGEXP before LIMIT on a line of a program body."
  (let ((case-fold-search t) found)
    (while (and (not found) (re-search-forward regexp limit t))
      (when (save-match-data (eq (antrain--entry-kind) 'program))
        (setq found t)))
    found))

(defun antrain--match-week (limit)
  "Font-lock matcher for a program week's `week' (`hafta') before LIMIT."
  (antrain--match-in-program "^[ \t]+\\(week\\|hafta\\)\\_>" limit))

(defun antrain--match-day (limit)
  "Font-lock matcher for a program day before LIMIT.
Group 1 is the day, group 2 the template.  The template's name runs up
to `@', a note, or `intensity' or `volume' and a number."
  (when (antrain--match-in-program
         (concat "^[ \t]+\\(" (regexp-opt antrain--days) "\\)[ \t]*:[ \t]*") limit)
    (let ((day-start (match-beginning 1)) (day-end (match-end 1))
          (start (point)) (name-end nil) (done nil))
      (if (looking-at "\"[^\"\n]*\"?")
          (setq name-end (match-end 0))
        (while (not done)
          (cond ((or (eolp) (looking-at "[@#]")
                     (looking-at "\\(?:intensity\\|volume\\)[ \t]*[0-9]"))
                 (setq done t))
                ((looking-at "[^ \t\n#@]+")
                 (setq name-end (match-end 0))
                 (goto-char name-end)
                 (skip-chars-forward " \t"))
                (t (setq done t)))))
      (set-match-data (list day-start (or name-end day-end) day-start day-end
                            start (or name-end start)))
      (goto-char (or name-end day-end))
      t)))

(defconst antrain-font-lock-keywords
  `((,(concat "^\\(" antrain--date-re "\\)\\_>") 1 font-lock-constant-face)
    (,(concat "^" antrain--date-re "[ \t]+\\([0-9]\\{1,2\\}:[0-9]\\{2\\}\\)") 1 font-lock-constant-face)
    (,(concat antrain--head-re "\\(" (regexp-opt antrain--kinds) "\\)\\_>") 1 font-lock-keyword-face)
    (,(concat antrain--head-re "\\(?:cardio\\|kardiyo\\)[ \t]+\\(run\\|bike\\|row\\|swim\\|walk\\|elliptical\\|ski"
              "\\|koşu\\|bisiklet\\|kürek\\|yüzme\\|yürüyüş\\|eliptik\\)\\_>")
     1 font-lock-type-face)
    (,(concat antrain--head-re "metcon[ \t]+\\(amrap\\|emom\\|fortime\\|for-time\\)\\_>")
     1 font-lock-type-face)
    ("^\\(profile\\|exercise\\|food\\|template\\|program\\|recipe\\|profil\\|egzersiz\\|besin\\|şablon\\|tarif\\)\\_>"
     1 font-lock-keyword-face)
    ;; A leading + joins the exercise to the superset of the one above.
    ("^[ \t]+\\(\\+\\)[ \t]" 1 font-lock-builtin-face)
    ("^\\(?:exercise\\|food\\|template\\|program\\|recipe\\|egzersiz\\|besin\\|şablon\\|tarif\\)[ \t]+\\([^ \t\n#]\\(?:[^#\n]*[^ \t\n#]\\)?\\)"
     1 font-lock-function-name-face)
    ;; A training max names its exercise, then the load; `program none' ends a program.
    (,(concat antrain--head-re "\\(?:max\\|tm\\|maks\\)[ \t]+\\([^ \t\n#]\\(?:[^#\n]*?[^ \t\n#]\\)?\\)"
              "[ \t]+[0-9]+\\(?:\\.[0-9]+\\)?[ \t]*\\(?:kg\\|lbs\\|lb\\)?[ \t]*\\(?:#\\|$\\)")
     1 font-lock-function-name-face)
    (,(concat antrain--head-re "program[ \t]+\\(none\\|yok\\)[ \t]*\\(?:#\\|$\\)") 1 font-lock-constant-face)
    (,(concat antrain--head-re "program[ \t]+\\([^ \t\n#]\\(?:[^#\n]*[^ \t\n#]\\)?\\)")
     1 font-lock-function-name-face)
    (antrain--match-week
     (1 font-lock-keyword-face)
     ("\\_<\\(accumulation\\|intensification\\|realization\\|deload\\)\\_>" nil nil
      (1 font-lock-constant-face))
     (,antrain--modifier-re nil nil (1 font-lock-keyword-face)))
    (antrain--match-day
     (1 font-lock-constant-face) (2 font-lock-function-name-face nil t)
     (,antrain--modifier-re nil nil (1 font-lock-keyword-face)))
    (,(concat "^[ \t]+\\(?:category\\|difficulty\\|progression\\)[ \t]*:[ \t]*"
              "\\(strength\\|hypertrophy\\|powerlifting\\|conditioning\\|general"
              "\\|beginner\\|intermediate\\|advanced\\|linear\\|wave\\|block\\|custom\\)\\_>")
     1 font-lock-constant-face)
    (,antrain--property-re 1 font-lock-variable-name-face)
    ;; `progress: linear +2.5kg stall 3 deload 10%': the rule's words (LANGUAGE.md, Progression rules).
    ("^[ \t]+progress[ \t]*:"
     ("\\_<\\(rpe\\|none\\|linear\\|double\\|sum\\|stall\\|deload\\)\\_>" nil nil (1 font-lock-keyword-face)))
    ;; `per 100g: 380 kcal, 12 p, 1.2 saturated fat': each figure's name, as a unit.
    ("^[ \t]+per[ \t]*100[ \t]*g[ \t]*:" (,antrain--nutrient-re nil nil (1 'antrain-unit-face)))
    ("^[ \t]+\\(?:e1rm\\|unilateral\\)[ \t]*:[ \t]*\\(brzycki\\|epley\\|rpe\\|yes\\|no\\)\\_>" 1 font-lock-constant-face)
    (antrain--match-exercise 1 font-lock-function-name-face)
    (antrain--match-food 1 font-lock-function-name-face)
    (antrain--match-site 1 font-lock-variable-name-face)
    ;; Measures: the number, then its unit.
    ("\\_<[0-9]+\\(?:\\.[0-9]+\\)?[ \t]*\\(kcal\\|kg\\|km\\|lbs\\|lb\\|min\\|mi\\|ml\\|mg\\|m\\|sec\\|sn\\|sa\\|s\\|dk\\|oz\\|grams\\|gram\\|gr\\|g\\|l\\|cm\\|ft\\|in\\|servings\\|serving\\|rounds\\)\\_>"
     (1 'antrain-unit-face))
    ("\\_<[0-9]+\\(h\\|sa\\)[0-9]*\\(min\\|dk\\)?\\_>" (1 'antrain-unit-face) (2 'antrain-unit-face nil t))
    ("\\_<[0-9]+:[0-9]\\{2\\}[ \t]*\\(/[ \t]*\\(?:km\\|mi\\)\\)\\_>" 1 'antrain-unit-face)
    ("\\(?:\\_<\\|[0-9]\\)\\(bw\\)\\(?:[^[:alpha:]]\\|x\\|$\\)" 1 font-lock-builtin-face)
    ("\\(?:[0-9]\\|\\_<\\|%\\|\\(?:kg\\|lbs?\\|bw\\)\\)[ \t]*\\(x\\)[ \t]*[0-9]" 1 font-lock-builtin-face)
    ;; 75% of the training max, x8-12 (a range), 100x5+ (AMRAP), RIR2 and 2RIR.
    ("[0-9]\\(%\\)" 1 'antrain-unit-face)
    ("x[ \t]*[0-9]+\\(-\\)[0-9]" 1 font-lock-builtin-face)
    ("x[ \t]*[0-9]+\\(\\+\\)" 1 font-lock-builtin-face)
    ;; 20x10|9, 45s|40s: the left side, then the right.
    ("[0-9s]\\(|\\)[0-9]" 1 font-lock-builtin-face)
    ("\\_<\\(?:\\(rir\\)[ \t]*\\([0-9]+\\)\\|\\([0-9]+\\)[ \t]*\\(rir\\)\\)\\_>"
     (1 font-lock-builtin-face nil t) (2 font-lock-constant-face nil t)
     (3 font-lock-constant-face nil t) (4 font-lock-builtin-face nil t))
    ("\\(@\\)[ \t]*\\([0-9]+\\(?:\\.[0-9]+\\)?\\)?" (1 font-lock-builtin-face) (2 font-lock-constant-face nil t))
    ("\\_<\\(warmup\\|failure\\|drop\\|rest\\|w\\|d\\|f\\)\\_>" 1 font-lock-preprocessor-face)
    ("\\[\\(?:[ \t]?\\|x\\)\\]" 0 font-lock-warning-face)
    ("\\_<pace\\_>" 0 font-lock-keyword-face))
  "Font-lock keywords for `antrain-mode'.")

(defvar antrain-mode-syntax-table
  (let ((table (make-syntax-table)))
    (modify-syntax-entry ?# "<" table)
    (modify-syntax-entry ?\n ">" table)
    (modify-syntax-entry ?\" "\"" table)
    (modify-syntax-entry ?\' "w" table)
    (modify-syntax-entry ?_ "w" table)
    (modify-syntax-entry ?- "." table)
    (modify-syntax-entry ?: "." table)
    (modify-syntax-entry ?@ "." table)
    (modify-syntax-entry ?/ "." table)
    (modify-syntax-entry ?\[ "(]" table)
    (modify-syntax-entry ?\] ")[" table)
    table)
  "Syntax table for `antrain-mode': `#' comments, double-quoted strings.")

(defun antrain--syntactic-face (state)
  "The face of the string or comment described by STATE (from `syntax-ppss').
A comment line gets the comment face, a note the note face."
  (cond ((nth 3 state) font-lock-string-face)
        ((save-excursion (goto-char (nth 8 state))
                         (skip-chars-backward " \t")
                         (bolp))
         font-lock-comment-face)
        (t 'antrain-note-face)))

(defun antrain--wanted-indentation ()
  "The indentation the current line wants, from the line above."
  (save-excursion
    (beginning-of-line)
    (if (zerop (forward-line -1))
        (cond ((looking-at "[ \t]*$") 0)   ; after a blank line: a new entry
              ((looking-at "[^ \t#]") 2)   ; after a header: its body
              (t (current-indentation)))
      0)))

(defun antrain-indent-line ()
  "Indent like the line above; a repeated TAB cycles through 0, 2 and 4 spaces."
  (interactive)
  (let ((target (if (and (eq this-command 'indent-for-tab-command)
                         (eq last-command 'indent-for-tab-command))
                    (% (+ (current-indentation) 2) 6)
                  (antrain--wanted-indentation))))
    (if (> (current-column) (current-indentation))
        (save-excursion (indent-line-to target))
      (indent-line-to target))))

;;;###autoload
(define-derived-mode antrain-mode prog-mode "Antrain"
  "Major mode for Antrain training logs (.antrain)."
  :syntax-table antrain-mode-syntax-table
  (setq-local comment-start "# ")
  (setq-local comment-end "")
  (setq-local comment-start-skip "#+[ \t]*")
  (setq-local indent-tabs-mode nil)
  (setq-local tab-width 2)
  (setq-local indent-line-function #'antrain-indent-line)
  (setq-local electric-indent-inhibit t)  ; never re-indent the header above a new line
  (setq-local font-lock-defaults
              '(antrain-font-lock-keywords nil t nil nil
                (font-lock-syntactic-face-function . antrain--syntactic-face)))
  ;; Body lines depend on their header: refontify a whole entry when one line changes.
  (setq-local font-lock-multiline t)
  (setq-local jit-lock-contextually t))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.antrain\\'" . antrain-mode))

(defvar eglot-server-programs)

;;;###autoload
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs '(antrain-mode "antrain" "lsp")))

(defcustom antrain-lsp-command '("antrain" "lsp")
  "The command lsp-mode runs for the Antrain language server.
Give the absolute path of `antrain' when it is not on `exec-path'."
  :type '(repeat string)
  :group 'antrain)

(defvar lsp-language-id-configuration)
(declare-function lsp-register-client "lsp-mode" (client))
(declare-function make-lsp-client "lsp-mode")
(declare-function lsp-stdio-connection "lsp-mode" (command &optional test-command))
(declare-function lsp-activate-on "lsp-mode" (&rest languages))

;; lsp-mode, the other Emacs client: the same server, registered once lsp-mode loads, so
;; `M-x lsp' (or `lsp-deferred' in `antrain-mode-hook') starts it in an Antrain buffer.
;;;###autoload
(with-eval-after-load 'lsp-mode
  (add-to-list 'lsp-language-id-configuration '(antrain-mode . "antrain"))
  (lsp-register-client
   (make-lsp-client :new-connection (lsp-stdio-connection (lambda () antrain-lsp-command))
                    :activation-fn (lsp-activate-on "antrain")
                    :major-modes '(antrain-mode)
                    :server-id 'antrain)))

(provide 'antrain-mode)

;;; antrain-mode.el ends here
