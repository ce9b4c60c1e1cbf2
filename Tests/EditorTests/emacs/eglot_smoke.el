;;; eglot_smoke.el --- Drives Emacs's eglot against `antrain lsp' with editors/emacs.  -*- lexical-binding: t -*-
;; Environment: ANTRAIN_ROOT (repository), ANTRAIN_BIN (the antrain executable),
;; ANTRAIN_LOG (the log to open), ANTRAIN_OUT (where to write what the editor received),
;; ANTRAIN_SCENARIO (`smoke', the default: diagnostics, hover, completion; `navigation':
;; xref definitions and references, highlights, apropos, eglot-rename, with a definitions
;; file beside the log; `coaching': the hover of a template item's progression rule, and
;; "Add warm-up sets" picked from `eglot-code-actions' as the user picks it), and
;; ANTRAIN_MARKDOWN (below).  The Swift test holds the expected answers.
(require 'package)
(require 'seq)
;; ANTRAIN_MARKDOWN: "1" with markdown-mode loadable (eglot then asks for Markdown hovers),
;; "0" without it on the load path (eglot asks for plain text), whatever else is installed
;; (Debian's elpa-lsp-mode pulls markdown-mode in).
(defconst antrain-test-markdown (equal (getenv "ANTRAIN_MARKDOWN") "1"))
(unless antrain-test-markdown
  ;; lsp-mode needs markdown-mode: leave both out.
  (setq package-load-list '((markdown-mode nil) (lsp-mode nil) all)))
(package-initialize)
(unless antrain-test-markdown
  (setq load-path (seq-remove (lambda (dir) (string-match-p "/markdown-mode-" dir)) load-path)))
(defconst antrain-test-setup-error
  (unless (eq antrain-test-markdown (fboundp 'gfm-view-mode))
    (format "markdown-mode is %s, not as ANTRAIN_MARKDOWN asks" (if (fboundp 'gfm-view-mode) "loadable" "missing"))))
;; Debian's elpa-eglot (Emacs 28), whatever its version; Emacs 29 ships eglot.
(dolist (dir (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/eglot-*"))
  (add-to-list 'load-path dir))
(require 'eglot)
(require 'json)
(require 'xref)
(add-to-list 'load-path (expand-file-name "editors/emacs" (getenv "ANTRAIN_ROOT")))
(require 'antrain-mode)
(setq eglot-server-programs (list (list 'antrain-mode (getenv "ANTRAIN_BIN") "lsp")))
(setq eglot-sync-connect 10)

(defvar antrain-test-published nil
  "File names the server has published diagnostics for, even empty ones.")
(advice-add 'eglot-handle-notification :before
            (lambda (_server method &rest params)
              (when (eq method 'textDocument/publishDiagnostics)
                (push (file-name-nondirectory (eglot--uri-to-path (plist-get params :uri)))
                      antrain-test-published))))

(defun antrain-test-wait (what condition errors-cell)
  "Wait up to 10 s for CONDITION; else push a timeout on WHAT to ERRORS-CELL's car."
  (let ((deadline (+ (float-time) 10)))
    (while (and (not (funcall condition)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (or (funcall condition)
        (progn (push (format "timed out waiting for %s" what) (car errors-cell)) nil))))

(defun antrain-test-start (errors-cell)
  "Open the log, start eglot on it and return the server."
  (find-file (getenv "ANTRAIN_LOG"))
  ;; `eglot-ensure' waits for a command loop that batch Emacs does not run: start directly.
  (apply #'eglot (eglot--guess-contact))
  (antrain-test-wait "the server" #'eglot-current-server errors-cell)
  (eglot-current-server))

(defun antrain-test-goto (buffer line column)
  "Show BUFFER and put point on 0-based LINE, at COLUMN characters."
  (switch-to-buffer buffer)
  (goto-char (point-min))
  (forward-line line)
  (move-to-column column))

(defun antrain-test-place (marker-or-point)
  "File name, 1-based line and column of MARKER-OR-POINT, and its line's text."
  (save-excursion
    (when (markerp marker-or-point) (set-buffer (marker-buffer marker-or-point)))
    (goto-char marker-or-point)
    (vector (file-name-nondirectory (or buffer-file-name (buffer-name)))
          (line-number-at-pos) (current-column)
          (buffer-substring-no-properties (line-beginning-position) (line-end-position)))))

(defun antrain-test-xrefs (items)
  "Where each xref of ITEMS leads, as `antrain-test-place' says."
  (cl-map 'vector (lambda (item) (antrain-test-place (xref-location-marker (xref-item-location item)))) items))

(defun antrain-test-smoke (result errors-cell)
  (let ((server (antrain-test-start errors-cell)))
    (push (cons 'mode (symbol-name major-mode)) result)
    ;; Diagnostics reach flymake after didOpen.
    (antrain-test-wait "diagnostics" #'flymake-diagnostics errors-cell)
    (push (cons 'diagnostics (mapcar #'flymake-diagnostic-text (flymake-diagnostics))) result)
    (let ((hover (jsonrpc-request server :textDocument/hover
                                  (list :textDocument (eglot--TextDocumentIdentifier)
                                        :position (list :line 1 :character 16)))))
      (push (cons 'hover (plist-get (plist-get hover :contents) :value)) result))
    (let* ((line (1- (count-lines (point-min) (point-max))))
           (completion (jsonrpc-request server :textDocument/completion
                                        (list :textDocument (eglot--TextDocumentIdentifier)
                                              :position (list :line line :character 8))))
           (items (if (vectorp completion) completion (plist-get completion :items))))
      (push (cons 'completion (mapcar (lambda (item) (plist-get item :label)) items)) result))
    result))

(defun antrain-test-navigation (result errors-cell)
  (let* ((server (antrain-test-start errors-cell))
         (log (current-buffer))
         (definitions-file (expand-file-name "definitions.antrain" (file-name-directory (getenv "ANTRAIN_LOG")))))
    ;; The server has read the workspace once it has published the log's (empty) diagnostics.
    (antrain-test-wait "diagnostics of the log" (lambda () (member "log.antrain" antrain-test-published)) errors-cell)
    (push (cons 'diagnostics (vconcat (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))) result)

    ;; M-. on the custom exercise (line 6, "  Développé Landmine 45x8"): its definition.
    (antrain-test-goto log 6 4)
    (xref-find-definitions (xref-backend-identifier-at-point 'eglot))
    (push (cons 'definition (antrain-test-place (point))) result)
    (push (cons 'definition-managed (and eglot--managed-mode t)) result)

    ;; M-. on a preset (line 1, "  Bench Press 100x5 @8"): the server's read-only view.
    (antrain-test-goto log 1 4)
    (xref-find-definitions (xref-backend-identifier-at-point 'eglot))
    (push (cons 'preset (vconcat (antrain-test-place (point))
                                (list (file-modes buffer-file-name)
                                      (file-name-nondirectory (directory-file-name (file-name-directory buffer-file-name))))))
          result)

    ;; M-? on the custom exercise: what xref lists (the declaration included).
    (antrain-test-goto log 2 4)
    (push (cons 'references (antrain-test-xrefs (xref-backend-references 'eglot (xref-backend-identifier-at-point 'eglot))))
          result)

    ;; Highlights: eglot asks for them when point rests (through eldoc); ask as it does.
    (antrain-test-goto log 2 4)
    (setq eglot--highlights nil)
    (eglot--highlight-piggyback nil)
    (when (antrain-test-wait "the highlights" (lambda () eglot--highlights) errors-cell)
      (push (cons 'highlights
                  (cl-map 'vector
                          (lambda (overlay)
                            (vector (1- (line-number-at-pos (overlay-start overlay)))
                                  (save-excursion (goto-char (overlay-start overlay)) (current-column))
                                  (save-excursion (goto-char (overlay-end overlay)) (current-column))
                                  (symbol-name (overlay-get overlay 'face))))
                          (sort (copy-sequence eglot--highlights)
                                (lambda (a b) (< (overlay-start a) (overlay-start b))))))
            result))

    ;; C-M-. (xref-find-apropos) "push a": workspace symbols.
    (antrain-test-goto log 0 0)
    (push (cons 'apropos (antrain-test-xrefs (xref-backend-apropos 'eglot "push a"))) result)

    ;; The hover of a set: its plates per side.
    (let ((hover (jsonrpc-request server :textDocument/hover
                                  (list :textDocument (eglot--TextDocumentIdentifier)
                                        :position (list :line 5 :character 16)))))
      (push (cons 'hover (plist-get (plist-get hover :contents) :value)) result))

    ;; eglot-rename on a preset: the server's refusal, as the error eglot signals.
    (antrain-test-goto log 1 4)
    (condition-case err
        (progn (eglot-rename "My Bench") (push (cons 'preset-rename "accepted") result))
      (error (push (cons 'preset-rename (error-message-string err)) result)))
    (push (cons 'preset-rename-line (buffer-substring-no-properties (line-beginning-position) (line-end-position))) result)

    ;; eglot-rename on the custom exercise: both files change.  eglot asks first when a file
    ;; is not visited; M-. visited the definitions, so say no and record any question.
    (antrain-test-goto log 6 4)
    (let ((asked nil))
      (cl-letf (((symbol-function 'y-or-n-p) (lambda (prompt) (setq asked prompt) nil)))
        (condition-case err
            (eglot-rename "Landmine Press")
          (error (push (format "eglot-rename: %s" (error-message-string err)) (car errors-cell)))))
      (push (cons 'rename-asked asked) result))
    (push (cons 'renamed-log (with-current-buffer log (buffer-substring-no-properties (point-min) (point-max)))) result)
    (push (cons 'renamed-definitions
                (with-current-buffer (find-file-noselect definitions-file)
                  (buffer-substring-no-properties (point-min) (point-max))))
          result)
    ;; The server follows: eglot sends the changes when Emacs is idle (0.5 s), so ask until
    ;; the new name is known.
    (antrain-test-goto log 2 4)
    (let ((after nil))
      (antrain-test-wait "references under the new name"
                         (lambda ()
                           (setq after (ignore-errors (xref-backend-references 'eglot "LSP identifier at point")))
                           after)
                         errors-cell)
      (push (cons 'references-after-rename (antrain-test-xrefs after)) result))
    result))

(defun antrain-test-coaching (result errors-cell)
  (let* ((server (antrain-test-start errors-cell))
         (log (current-buffer)))
    (antrain-test-wait "diagnostics of the log" (lambda () (member "log.antrain" antrain-test-published)) errors-cell)
    ;; The hover of line 1, "  Barbell Squat: x5x3" in template Novice A: its rule.
    (let ((hover (jsonrpc-request server :textDocument/hover
                                  (list :textDocument (eglot--TextDocumentIdentifier)
                                        :position (list :line 1 :character 4)))))
      (push (cons 'rule-hover (plist-get (plist-get hover :contents) :value)) result))
    ;; M-x eglot-code-actions on the last line's sets, picking "Add warm-up sets" from the
    ;; prompt (a keyboard event, so eglot reads the choice instead of popping a menu).
    (goto-char (point-max))
    (forward-line (if (bolp) -1 0))
    (move-to-column 22)
    (let ((last-nonmenu-event 13)
          (offered nil))
      (cl-letf (((symbol-function 'completing-read)
                 (lambda (_prompt collection &rest _)
                   (setq offered (mapcar #'car collection))
                   "Add warm-up sets")))
        (eglot-code-actions (point) nil nil t))
      (push (cons 'action-titles (vconcat offered)) result))
    (push (cons 'warmed-up (with-current-buffer log
                             (buffer-substring-no-properties (line-beginning-position) (line-end-position))))
          result)
    result))

(let ((result (list))
      (errors-cell (list (and antrain-test-setup-error (list antrain-test-setup-error)))))
  (condition-case err
      (setq result (pcase (getenv "ANTRAIN_SCENARIO")
                     ("navigation" (antrain-test-navigation result errors-cell))
                     ("coaching" (antrain-test-coaching result errors-cell))
                     (_ (antrain-test-smoke result errors-cell))))
    (error (push (format "%S" err) (car errors-cell))))
  (push (cons 'errors (car errors-cell)) result)
  (with-temp-file (getenv "ANTRAIN_OUT")
    (insert (json-encode result)))
  (kill-emacs 0))
