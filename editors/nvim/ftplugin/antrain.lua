-- Antrain training logs: comments, indentation.
if vim.b.did_ftplugin then
  return
end
vim.b.did_ftplugin = 1

vim.bo.commentstring = '# %s'
vim.bo.comments = ':#'
vim.bo.expandtab = true -- a tab used for indentation draws a warning
vim.bo.shiftwidth = 2
vim.bo.softtabstop = 2
vim.bo.formatoptions = vim.bo.formatoptions:gsub('[tc]', '') .. 'jq'

vim.b.undo_ftplugin = 'setlocal commentstring< comments< expandtab< shiftwidth< softtabstop< formatoptions<'
