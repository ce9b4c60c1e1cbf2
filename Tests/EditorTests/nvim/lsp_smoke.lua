-- Drives headless Neovim's built-in LSP client against `antrain lsp` with the project's
-- editors/nvim setup, and writes what the editor received as JSON for the Swift test.
-- Environment: ANTRAIN_ROOT (repository), ANTRAIN_BIN (the antrain executable),
-- ANTRAIN_LOG (the log to open), ANTRAIN_OUT (where to write the JSON).
local root = os.getenv('ANTRAIN_ROOT')
local out = os.getenv('ANTRAIN_OUT')
local result = { errors = {} }

local function finish()
  local file = io.open(out, 'w')
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd('qall!')
end

local ok, err = pcall(function()
  vim.opt.runtimepath:prepend(root .. '/editors/nvim')
  vim.cmd('filetype on')
  require('antrain').setup({ cmd = { os.getenv('ANTRAIN_BIN'), 'lsp' } })
  vim.cmd('edit ' .. os.getenv('ANTRAIN_LOG'))
  result.filetype = vim.bo.filetype

  -- Diagnostics arrive after didOpen.
  vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
  result.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    table.insert(result.diagnostics, { code = code, lnum = d.lnum, col = d.col, message = d.message })
  end

  -- Completion of an exercise name: the last line holds "  inc db".
  local last = vim.api.nvim_buf_line_count(0) - 1
  local line = vim.api.nvim_buf_get_lines(0, last, last + 1, false)[1]
  local params = { textDocument = vim.lsp.util.make_text_document_params(), position = { line = last, character = #line } }
  local responses = vim.lsp.buf_request_sync(0, 'textDocument/completion', params, 10000) or {}
  result.completion = {}
  for _, response in pairs(responses) do
    local items = response.result and (response.result.items or response.result) or {}
    for _, item in ipairs(items) do table.insert(result.completion, item.label) end
  end

  -- Hover on the first set of line 2 ("  Bench Press 100x5 @8").
  local hover = vim.lsp.buf_request_sync(0, 'textDocument/hover', {
    textDocument = vim.lsp.util.make_text_document_params(), position = { line = 1, character = 16 },
  }, 10000) or {}
  for _, response in pairs(hover) do
    if response.result then result.hover = response.result.contents.value end
  end
end)
if not ok then table.insert(result.errors, tostring(err)) end
finish()
