" Antrain training logs: comments, indentation.
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

setlocal commentstring=#\ %s
setlocal comments=:#
" A tab used for indentation draws a warning: indent with two spaces.
setlocal expandtab shiftwidth=2 softtabstop=2
setlocal formatoptions-=t formatoptions-=c formatoptions+=jq

let b:undo_ftplugin = 'setlocal commentstring< comments< expandtab< shiftwidth< softtabstop< formatoptions<'
