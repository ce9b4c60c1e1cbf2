;;; eglot_smoke.el --- Drives Emacs's eglot against `antrain lsp' with editors/emacs.  -*- lexical-binding: t -*-
;; Environment: ANTRAIN_ROOT (repository), ANTRAIN_BIN (the antrain executable),
;; ANTRAIN_LOG (the log to open), ANTRAIN_OUT (where to write what the editor received).
(require 'package)
(package-initialize)
;; Debian's elpa-eglot (Emacs 28), whatever its version; Emacs 29 ships eglot.
(dolist (dir (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/eglot-*"))
  (add-to-list 'load-path dir))
(require 'eglot)
(require 'json)
(add-to-list 'load-path (expand-file-name "editors/emacs" (getenv "ANTRAIN_ROOT")))
(require 'antrain-mode)
(setq eglot-server-programs (list (list 'antrain-mode (getenv "ANTRAIN_BIN") "lsp")))
(setq eglot-sync-connect 10)

(let ((result (list))
      (errors (list)))
  (condition-case err
      (progn
        (find-file (getenv "ANTRAIN_LOG"))
        (push (cons 'mode (symbol-name major-mode)) result)
        ;; `eglot-ensure' waits for a command loop that batch Emacs does not run: start directly.
        (apply #'eglot (eglot--guess-contact))
        (let ((deadline (+ (float-time) 20)))
          (while (and (not (eglot-current-server)) (< (float-time) deadline))
            (accept-process-output nil 0.1)))
        (let ((server (eglot-current-server))
              (deadline (+ (float-time) 20)))
          ;; Diagnostics reach flymake after didOpen.
          (while (and (null (flymake-diagnostics)) (< (float-time) deadline))
            (accept-process-output nil 0.1))
          (push (cons 'diagnostics
                      (mapcar (lambda (d) (let ((data (flymake-diagnostic-text d))) data)) (flymake-diagnostics)))
                result)
          (let ((hover (jsonrpc-request server :textDocument/hover
                                        (list :textDocument (eglot--TextDocumentIdentifier)
                                              :position (list :line 1 :character 16)))))
            (push (cons 'hover (plist-get (plist-get hover :contents) :value)) result))
          (let* ((line (1- (count-lines (point-min) (point-max))))
                 (completion (jsonrpc-request server :textDocument/completion
                                              (list :textDocument (eglot--TextDocumentIdentifier)
                                                    :position (list :line line :character 8))))
                 (items (if (vectorp completion) completion (plist-get completion :items))))
            (push (cons 'completion (mapcar (lambda (item) (plist-get item :label)) items)) result))))
    (error (push (format "%S" err) errors)))
  (push (cons 'errors errors) result)
  (with-temp-file (getenv "ANTRAIN_OUT")
    (insert (json-encode result)))
  (kill-emacs 0))
