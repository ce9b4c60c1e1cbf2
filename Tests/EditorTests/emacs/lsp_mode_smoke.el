;;; lsp_mode_smoke.el --- Drives Emacs's lsp-mode against `antrain lsp' with editors/emacs.  -*- lexical-binding: t -*-
;; Environment: ANTRAIN_ROOT (repository), ANTRAIN_BIN (the antrain executable),
;; ANTRAIN_LOG (the log to open), ANTRAIN_OUT (where to write what the editor received).
;; What it records: the diagnostics lsp-mode holds for the log, the completion of the last
;; line through `completion-at-point', a hover (the server's text and lsp-mode's rendering),
;; `lsp-format-buffer', "Add warm-up sets" run from `lsp-code-actions-at-point' and the
;; diagnostics after an edit that fixes a set.  The Swift test holds the expected answers.
(require 'package)
(package-initialize)
(require 'lsp-mode)
(require 'json)
(add-to-list 'load-path (expand-file-name "editors/emacs" (getenv "ANTRAIN_ROOT")))
(require 'antrain-mode)
(setq antrain-lsp-command (list (getenv "ANTRAIN_BIN") "lsp"))
;; What a user's configuration would hold in batch: no session file of the user's, no
;; file watchers or headerline, and flymake for diagnostics (Debian has no flycheck here).
(setq lsp-session-file (expand-file-name "lsp-session" (getenv "HOME"))
      lsp-enable-file-watchers nil
      lsp-headerline-breadcrumb-enable nil
      lsp-modeline-code-actions-enable nil
      lsp-modeline-diagnostics-enable nil
      lsp-diagnostics-provider :flymake
      lsp-enable-snippet nil
      lsp-restart 'ignore
      lsp-keep-workspace-alive nil)

(defun antrain-test-wait (what condition errors-cell)
  "Wait up to 10 s for CONDITION; else push a timeout on WHAT to ERRORS-CELL's car."
  (let ((deadline (+ (float-time) 10)))
    (while (and (not (funcall condition)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (or (funcall condition)
        (progn (push (format "timed out waiting for %s" what) (car errors-cell)) nil))))

(defun antrain-test-diagnostics ()
  "The diagnostics lsp-mode holds for this buffer's file, as \"[code] message\", sorted."
  (sort (mapcar (lambda (diagnostic)
                  (format "[%s] %s" (lsp:diagnostic-code? diagnostic) (lsp:diagnostic-message diagnostic)))
                (gethash (lsp--fix-path-casing buffer-file-name) (lsp-diagnostics t)))
        #'string<))

(defun antrain-test-goto (line column)
  "Put point on 0-based LINE, at COLUMN characters."
  (goto-char (point-min))
  (forward-line line)
  (move-to-column column))

(defun antrain-test-run (result errors-cell)
  (find-file (getenv "ANTRAIN_LOG"))
  (lsp-workspace-folders-add (file-name-directory (getenv "ANTRAIN_LOG")))
  (lsp)
  (antrain-test-wait "the server" (lambda () (lsp-workspaces)) errors-cell)
  (push (cons 'mode (symbol-name major-mode)) result)
  (push (cons 'server (symbol-name (lsp--client-server-id (lsp--workspace-client (car (lsp-workspaces)))))) result)
  (antrain-test-wait "diagnostics" (lambda () (antrain-test-diagnostics)) errors-cell)
  (push (cons 'diagnostics (vconcat (antrain-test-diagnostics))) result)

  ;; Hover on line 1's set, as `lsp-describe-thing-at-point' asks for it.
  (antrain-test-goto 1 16)
  (let* ((hover (lsp-request "textDocument/hover" (lsp--text-document-position-params)))
         (contents (lsp:hover-contents hover)))
    (push (cons 'hover-kind (lsp:markup-content-kind contents)) result)
    (push (cons 'hover (lsp:markup-content-value contents)) result)
    (push (cons 'hover-rendered (substring-no-properties (lsp--render-on-hover-content contents t))) result))

  ;; Completion at the end of the last line ("  inc db"), as `completion-at-point' asks.
  (goto-char (point-max))
  (skip-chars-backward "\n")
  (let* ((capf (lsp-completion-at-point))
         (table (nth 2 capf))
         (typed (buffer-substring-no-properties (nth 0 capf) (nth 1 capf))))
    (push (cons 'completion (vconcat (all-completions typed table))) result))

  ;; An edit: `100x0' becomes `100x5'; lsp-mode sends it and the error goes.
  (antrain-test-goto 1 0)
  (when (search-forward "100x0" (line-end-position) t)
    (replace-match "100x5"))
  (antrain-test-wait "diagnostics after the edit" (lambda () (= (length (antrain-test-diagnostics)) 3)) errors-cell)
  (push (cons 'diagnostics-after-edit (vconcat (antrain-test-diagnostics))) result)

  ;; "Add warm-up sets" on line 3's deadlift, picked among the code actions at point.
  (antrain-test-goto 3 22)
  (let* ((actions (lsp-code-actions-at-point))
         (warm-up (seq-find (lambda (action) (equal (lsp:code-action-title action) "Add warm-up sets")) actions)))
    (push (cons 'action-titles (vconcat (mapcar #'lsp:code-action-title actions))) result)
    (if warm-up
        (lsp-execute-code-action warm-up)
      (push "no \"Add warm-up sets\" action" (car errors-cell))))
  (antrain-test-goto 3 0)
  (push (cons 'warmed-up (buffer-substring-no-properties (line-beginning-position) (line-end-position))) result)

  ;; Formatting the whole buffer.
  (lsp-format-buffer)
  (push (cons 'formatted (buffer-substring-no-properties (point-min) (point-max))) result)
  result)

(let ((result (list))
      (errors-cell (list nil)))
  (condition-case err
      (setq result (antrain-test-run result errors-cell))
    (error (push (format "%S" err) (car errors-cell))))
  (push (cons 'errors (car errors-cell)) result)
  (with-temp-file (getenv "ANTRAIN_OUT")
    (insert (json-encode result)))
  (kill-emacs 0))
