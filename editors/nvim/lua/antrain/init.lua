-- Antrain for Neovim: starts `antrain lsp` for buffers of filetype antrain.
--
--   require('antrain').setup({
--     cmd = { 'antrain', 'lsp' },
--     settings = { unit = 'kg', e1rmFormula = 'brzycki' },
--     on_attach = function(client, bufnr) end,
--   })
--
-- One client per root (the nearest folder above the file that holds one of `root_markers`,
-- else the file's folder), shared by every buffer under it. Works on Neovim 0.7 and later:
-- `vim.lsp.start` (0.8+) when it exists, else `vim.lsp.start_client` and
-- `vim.lsp.buf_attach_client`. Calling `setup` again replaces the configuration.
local M = {}

--- The configuration from `setup`'s options, with defaults filled in.
---
--- settings.unit: 'kg' | 'lb' | nil (the profile's unit); settings.e1rmFormula: 'brzycki' |
--- 'epley'. Built by hand rather than with vim.tbl_deep_extend: 0.7 cannot copy vim.NIL.
local function make_config(opts)
  opts = opts or {}
  local settings = opts.settings or {}
  return {
    cmd = opts.cmd or { 'antrain', 'lsp' },
    settings = {
      unit = settings.unit ~= vim.NIL and settings.unit or nil,
      e1rmFormula = settings.e1rmFormula or 'brzycki',
    },
    root_markers = opts.root_markers or { '.git' },
    on_attach = opts.on_attach,
    capabilities = opts.capabilities,
  }
end

local config = make_config()
local clients_by_root = {}
local warned_missing = false

local function is_dir(path)
  local stat = vim.loop.fs_stat(path)
  return stat ~= nil and stat.type == 'directory'
end

--- The nearest folder at or above `dir` holding a root marker, else `dir`.
local function find_root(dir)
  local current = dir
  while current do
    for _, marker in ipairs(config.root_markers) do
      if vim.loop.fs_stat(current .. '/' .. marker) then
        return current
      end
    end
    local parent = vim.fn.fnamemodify(current, ':h')
    if parent == current then
      break
    end
    current = parent
  end
  return dir
end

local function root_for(bufnr)
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == '' then
    return vim.loop.cwd()
  end
  local dir = vim.fn.fnamemodify(name, ':p:h')
  if not is_dir(dir) then
    return vim.loop.cwd()
  end
  return find_root(dir)
end

local function server_settings()
  return {
    unit = config.settings.unit or vim.NIL,
    e1rmFormula = config.settings.e1rmFormula,
  }
end

local function client_config(root)
  local settings = server_settings()
  return {
    name = 'antrain',
    cmd = config.cmd,
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
    init_options = settings,
    -- Sent as `workspace/didChangeConfiguration` after `initialize`, and the answer to
    -- `workspace/configuration` for the section `antrain`.
    settings = { antrain = settings },
    capabilities = config.capabilities,
    on_attach = config.on_attach,
    on_exit = function()
      if clients_by_root[root] then
        clients_by_root[root] = nil
      end
    end,
  }
end

-- Client methods are called with `.` up to 0.10 and with `:` from 0.11 on.
local method_calls = vim.fn.has('nvim-0.11') == 1

local function live_client(id)
  local client = id and vim.lsp.get_client_by_id(id)
  if not client then
    return nil
  end
  local stopped = method_calls and client:is_stopped() or (not method_calls and client.is_stopped())
  return not stopped and client or nil
end

local function notify(client, method, params)
  if method_calls then
    client:notify(method, params)
  else
    client.notify(method, params)
  end
end

--- Attaches the buffer to its root's client, starting that client on first use.
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if vim.bo[bufnr].buftype ~= '' then
    return
  end
  if vim.fn.executable(config.cmd[1]) ~= 1 then
    if not warned_missing then
      warned_missing = true
      vim.notify(
        string.format("antrain: '%s' not found; install it or pass cmd to require('antrain').setup()", config.cmd[1]),
        vim.log.levels.WARN
      )
    end
    return
  end
  local root = root_for(bufnr)
  local client = live_client(clients_by_root[root])
  if client then
    vim.lsp.buf_attach_client(bufnr, client.id)
    return
  end
  local id
  if vim.lsp.start then
    id = vim.lsp.start(client_config(root), { bufnr = bufnr })
  else
    id = vim.lsp.start_client(client_config(root))
    if id then
      vim.lsp.buf_attach_client(bufnr, id)
    end
  end
  clients_by_root[root] = id
end

--- Sends new settings (`{ unit = ..., e1rmFormula = ... }`; `unit = vim.NIL` goes back to
--- the profile's unit) to every running client.
function M.update_settings(settings)
  settings = settings or {}
  if settings.unit ~= nil then
    config.settings.unit = settings.unit ~= vim.NIL and settings.unit or nil
  end
  config.settings.e1rmFormula = settings.e1rmFormula or config.settings.e1rmFormula
  local payload = { antrain = server_settings() }
  for root, id in pairs(clients_by_root) do
    local client = live_client(id)
    if client then
      client.config.settings = payload
      notify(client, 'workspace/didChangeConfiguration', { settings = payload })
    else
      clients_by_root[root] = nil
    end
  end
end

function M.setup(opts)
  config = make_config(opts)
  local group = vim.api.nvim_create_augroup('antrain', { clear = true })
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = '*.antrain',
    command = 'setfiletype antrain',
  })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = 'antrain',
    callback = function(args)
      M.attach(args.buf)
    end,
  })
  -- Buffers opened before setup (a plugin manager that loads late).
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and vim.bo[bufnr].filetype == 'antrain' then
      M.attach(bufnr)
    end
  end
end

return M
