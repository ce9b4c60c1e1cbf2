" Antrain training logs: *.antrain files have the filetype antrain.
autocmd BufRead,BufNewFile *.antrain setfiletype antrain
