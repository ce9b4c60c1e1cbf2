-- Drives headless Neovim's built-in LSP client against `antrain lsp` with the project's
-- editors/nvim setup, and writes what the editor received as JSON for the Swift test, which
-- holds the expected answers. Environment: ANTRAIN_ROOT (repository), ANTRAIN_BIN (the antrain
-- executable), ANTRAIN_LOG (the log to open), ANTRAIN_OUT (where to write the JSON),
-- ANTRAIN_SCENARIO ('smoke', the default: diagnostics, completion, hover; 'navigation':
-- definition, references, rename, symbols, highlights, lenses, selection, hints, hover, with
-- a definitions file beside the log; 'coaching': K on a template item shows its progression
-- rule, and the "Add warm-up sets" code action, applied as the editor applies it, rewrites
-- the line).
local root = os.getenv('ANTRAIN_ROOT')
local out = os.getenv('ANTRAIN_OUT')
local result = { errors = {} }

local function finish()
  local file = io.open(out, 'w')
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd('qall!')
end


--- The antrain client's answer to a raw request from buffer `bufnr`: result, error.
local function request(bufnr, method, params)
  local responses, message = vim.lsp.buf_request_sync(bufnr, method, params, 10000)
  if not responses then return nil, { message = 'no answer: ' .. tostring(message) } end
  for _, response in pairs(responses) do
    return response.result, response.err or response.error
  end
  return nil, { message = 'no client answered ' .. method }
end

--- Waits for `condition`, recording `what` as an error when it does not come true.
local function wait_for(what, condition)
  if not vim.wait(10000, condition, 20) then
    table.insert(result.errors, 'timed out waiting for ' .. what)
    return false
  end
  return true
end

local function range_of(r)
  return { r.start.line, r.start.character, r['end'].line, r['end'].character }
end

local function navigation()
  vim.opt.runtimepath:prepend(root .. '/editors/nvim')
  vim.cmd('filetype on')
  require('antrain').setup({ cmd = { os.getenv('ANTRAIN_BIN'), 'lsp' } })
  -- Messages the user would see (a refused rename, say).
  result.notifications = {}
  vim.notify = function(message) table.insert(result.notifications, tostring(message)) end
  -- Every publishDiagnostics, by file name, even an empty one.
  local published = {}
  local publish = vim.lsp.handlers['textDocument/publishDiagnostics']
  vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, params, ctx, config)
    local messages = {}
    for _, d in ipairs(params.diagnostics) do table.insert(messages, d.message) end
    published[vim.fn.fnamemodify(vim.uri_to_fname(params.uri), ':t')] = messages
    return publish(err, params, ctx, config)
  end
  vim.cmd('edit ' .. os.getenv('ANTRAIN_LOG'))
  local log = vim.api.nvim_get_current_buf()
  local document = { uri = vim.uri_from_bufnr(log) }
  local function at(line, character) return { textDocument = document, position = { line = line, character = character } } end
  local function cursor(line, character)
    vim.cmd('buffer ' .. log)
    vim.api.nvim_win_set_cursor(0, { line + 1, character })
  end
  -- Diagnostics (none) come after didOpen: then the server has read the workspace.
  wait_for('diagnostics of the log', function() return published['log.antrain'] ~= nil end)
  result.diagnostics = published['log.antrain']

  -- gd on a custom exercise (line 6, "  Développé Landmine 45x8"): its definition's name.
  cursor(6, 4)
  vim.lsp.buf.definition()
  if wait_for('the definition jump', function() return vim.api.nvim_get_current_buf() ~= log end) then
    local position = vim.api.nvim_win_get_cursor(0)
    result.definition = {
      file = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(0), ':t'),
      row = position[1], col = position[2],
      line = vim.api.nvim_get_current_line(),
    }
  end

  -- gd on a preset (line 1, "  Bench Press 100x5 @8"): the server's read-only view of it.
  cursor(1, 4)
  vim.lsp.buf.definition()
  if wait_for('the preset jump', function() return vim.api.nvim_get_current_buf() ~= log end) then
    local path = vim.api.nvim_buf_get_name(0)
    local stat = vim.loop.fs_stat(path)
    result.preset = {
      path = path,
      file = vim.fn.fnamemodify(path, ':t'),
      line = vim.api.nvim_get_current_line(),
      mode = stat and stat.mode % 512,
      text = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), '\n'),
    }
    -- The view is an antrain file too: the setup attaches it, and it must check clean.
    wait_for('diagnostics of the preset view', function() return published[result.preset.file] ~= nil end)
    result.preset.diagnostics = published[result.preset.file]
  end

  -- References of the custom exercise, into the quickfix list as vim.lsp.buf.references() puts them.
  cursor(2, 4)
  vim.fn.setqflist({}, 'r')
  vim.lsp.buf.references()
  wait_for('the references', function() return #vim.fn.getqflist() > 0 end)
  result.references = {}
  for _, item in ipairs(vim.fn.getqflist()) do
    table.insert(result.references, {
      file = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(item.bufnr), ':t'), lnum = item.lnum, col = item.col, text = item.text,
    })
  end
  vim.cmd('cclose')

  -- Document highlights, read back from the extmarks Neovim draws (byte columns).
  cursor(2, 4)
  vim.lsp.buf.document_highlight()
  local namespace = vim.api.nvim_get_namespaces()['vim_lsp_references']
  local function marks()
    return namespace and vim.api.nvim_buf_get_extmarks(log, namespace, 0, -1, { details = true }) or {}
  end
  wait_for('the highlights', function() namespace = vim.api.nvim_get_namespaces()['vim_lsp_references']; return #marks() > 0 end)
  result.highlights = {}
  for _, mark in ipairs(marks()) do
    table.insert(result.highlights, { mark[2], mark[3], mark[4].end_row, mark[4].end_col, mark[4].hl_group })
  end
  vim.lsp.buf.clear_references()

  -- Workspace symbols, by raw request (vim.lsp.buf.workspace_symbol() lists the same in quickfix).
  local symbols = request(log, 'workspace/symbol', { query = 'push a' }) or {}
  result.workspace_symbols = {}
  for _, symbol in ipairs(symbols) do
    table.insert(result.workspace_symbols, {
      name = symbol.name, file = vim.fn.fnamemodify(vim.uri_to_fname(symbol.location.uri), ':t'),
      range = range_of(symbol.location.range),
    })
  end

  -- Code lenses as vim.lsp.codelens.refresh() fetches and draws them.
  vim.cmd('buffer ' .. log)
  vim.lsp.codelens.refresh()
  wait_for('the code lenses', function()
    local lenses = vim.lsp.codelens.get(log)
    if #lenses == 0 then return false end
    for _, lens in ipairs(lenses) do if not lens.command then return false end end
    return true
  end)
  result.lenses = {}
  for _, lens in ipairs(vim.lsp.codelens.get(log)) do
    table.insert(result.lenses, { line = lens.range.start.line, title = lens.command and lens.command.title })
  end

  -- Selection range and inlay hints have no UI in Neovim 0.7: raw requests.
  local selection = request(log, 'textDocument/selectionRange', { textDocument = document, positions = { { line = 5, character = 16 } } })
  result.selection = {}
  local node = selection and selection[1]
  while node do
    table.insert(result.selection, range_of(node.range))
    node = node.parent
  end
  local hints = request(log, 'textDocument/inlayHint', {
    textDocument = document,
    range = { start = { line = 0, character = 0 }, ['end'] = { line = vim.api.nvim_buf_line_count(log), character = 0 } },
  }) or {}
  result.inlay_hints = {}
  for _, hint in ipairs(hints) do
    local label = hint.label
    if type(label) == 'table' then
      local parts = {}
      for _, part in ipairs(label) do table.insert(parts, part.value) end
      label = table.concat(parts)
    end
    table.insert(result.inlay_hints, { hint.position.line, hint.position.character, label })
  end

  -- Hover (K) on a set and on an exercise name: the lines of the floating window.
  local function hover_lines(line, character)
    cursor(line, character)
    vim.lsp.buf.hover()
    local float
    wait_for('the hover window', function()
      for _, window in ipairs(vim.api.nvim_list_wins()) do
        if vim.api.nvim_win_get_config(window).relative ~= '' then float = window return true end
      end
      return false
    end)
    if not float then return {} end
    local lines = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(float), 0, -1, false)
    vim.api.nvim_win_close(float, true)
    return lines
  end
  result.hover_set = hover_lines(5, 16)
  result.hover_exercise = hover_lines(5, 4)

  -- prepareRename: accepted on the custom exercise, refused on a preset with the reason.
  local prepared, prepare_error = request(log, 'textDocument/prepareRename', at(6, 4))
  result.prepare = prepared and { placeholder = prepared.placeholder, range = range_of(prepared.range) } or { error = prepare_error and prepare_error.message }
  local _, refusal = request(log, 'textDocument/prepareRename', at(1, 4))
  result.prepare_preset_error = refusal and refusal.message

  -- Renaming a preset as the user does: Neovim 0.7 sends the rename anyway after the refused
  -- prepareRename, and shows the server's refusal of it; nothing changes.
  cursor(1, 4)
  vim.lsp.buf.rename('My Bench')
  wait_for('the refusal of a preset rename', function() return #result.notifications > 0 end)
  result.preset_rename_notifications = result.notifications
  result.preset_rename_line = vim.api.nvim_buf_get_lines(log, 1, 2, false)[1]

  -- Rename as the user does, with the new name given: both files' buffers change.
  cursor(6, 4)
  vim.lsp.buf.rename('Landmine Press')
  local definitions = vim.fn.bufnr(vim.fn.fnamemodify(os.getenv('ANTRAIN_LOG'), ':h') .. '/definitions.antrain')
  wait_for('the rename', function()
    return vim.api.nvim_buf_get_lines(log, 6, 7, false)[1] ~= '  Développé Landmine 45x8'
  end)
  result.renamed_log = vim.api.nvim_buf_get_lines(log, 0, -1, false)
  result.renamed_definitions = definitions > 0 and vim.api.nvim_buf_get_lines(definitions, 0, -1, false) or {}
  -- The server saw the edits: the renamed exercise is found under its new name. Neovim sends
  -- the requesting buffer's changes first and the other buffer's after its debounce (150 ms),
  -- so ask until both have arrived.
  local after = {}
  wait_for('references under the new name', function()
    after = request(log, 'textDocument/references', {
      textDocument = document, position = { line = 2, character = 4 }, context = { includeDeclaration = true },
    }) or {}
    return #after > 0
  end)
  result.references_after_rename = {}
  for _, location in ipairs(after) do
    table.insert(result.references_after_rename, {
      file = vim.fn.fnamemodify(vim.uri_to_fname(location.uri), ':t'), range = range_of(location.range),
    })
  end
end

local function smoke()
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
end

--- The lines of the hover window K opens at (line, character), 0-based.
local function float_lines(line, character)
  vim.api.nvim_win_set_cursor(0, { line + 1, character })
  vim.lsp.buf.hover()
  local float
  wait_for('the hover window', function()
    for _, window in ipairs(vim.api.nvim_list_wins()) do
      if vim.api.nvim_win_get_config(window).relative ~= '' then float = window return true end
    end
    return false
  end)
  if not float then return {} end
  local lines = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(float), 0, -1, false)
  vim.api.nvim_win_close(float, true)
  return lines
end

local function coaching()
  vim.opt.runtimepath:prepend(root .. '/editors/nvim')
  vim.cmd('filetype on')
  require('antrain').setup({ cmd = { os.getenv('ANTRAIN_BIN'), 'lsp' } })
  vim.cmd('edit ' .. os.getenv('ANTRAIN_LOG'))
  local log = vim.api.nvim_get_current_buf()
  wait_for('the client', function() return next(vim.lsp.buf_get_clients(log)) ~= nil end)
  -- Line 1 is "  Barbell Squat: x5x3" in template Novice A.
  result.rule_hover = float_lines(1, 4)

  -- The code actions at the last line ("  Barbell Deadlift: 140x5x3"), as the editor asks for
  -- them; the warm-up one applied the way Neovim applies an action's edit.
  local last = vim.api.nvim_buf_line_count(log) - 1
  local actions = request(log, 'textDocument/codeAction', {
    textDocument = vim.lsp.util.make_text_document_params(log),
    range = { start = { line = last, character = 22 }, ['end'] = { line = last, character = 22 } },
    context = { diagnostics = {} },
  }) or {}
  result.action_titles = {}
  for _, action in ipairs(actions) do
    table.insert(result.action_titles, action.title)
    if action.title == 'Add warm-up sets' and action.edit then
      vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
    end
  end
  result.warmed_up = vim.api.nvim_buf_get_lines(log, last, last + 1, false)[1]
end

local ok, err = pcall(function()
  if os.getenv('ANTRAIN_SCENARIO') == 'coaching' then
    coaching()
  elseif os.getenv('ANTRAIN_SCENARIO') == 'navigation' then
    navigation()
  else
    smoke()
  end
end)
if not ok then table.insert(result.errors, tostring(err)) end
finish()
