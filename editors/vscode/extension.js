// The Antrain extension: starts `antrain lsp` for .antrain files.
//
// Highlighting comes from the TextMate grammar in syntaxes/; everything else (diagnostics,
// completion, hover, formatting, symbols, code actions, inlay hints, semantic tokens) comes
// from the language server, which this file only starts, configures and restarts.
'use strict';

const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

/** @type {LanguageClient | undefined} */
let client;

/** The server's settings, as sent in `initializationOptions` and `didChangeConfiguration`. */
function serverSettings() {
  const config = vscode.workspace.getConfiguration('antrain');
  return {
    unit: config.get('unit') ?? null,
    e1rmFormula: config.get('e1rmFormula') ?? 'brzycki',
  };
}

function createClient() {
  const command = vscode.workspace.getConfiguration('antrain').get('path') || 'antrain';
  const serverOptions = {
    command,
    args: ['lsp'],
    transport: TransportKind.stdio,
  };
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'antrain' },
      { scheme: 'untitled', language: 'antrain' },
    ],
    initializationOptions: serverSettings(),
    synchronize: {
      // Sends `workspace/didChangeConfiguration` with `{ antrain: {...} }` on every change.
      configurationSection: 'antrain',
      fileEvents: vscode.workspace.createFileSystemWatcher('**/*.antrain'),
    },
    middleware: {
      workspace: {
        // Answer `workspace/configuration` for the section `antrain` with the server's
        // settings only (not `path`, which is the client's business).
        configuration: async (params, token, next) => {
          const result = await next(params, token);
          if (!Array.isArray(result)) {
            return result;
          }
          return params.items.map((item, index) =>
            item.section === 'antrain' ? serverSettings() : result[index]);
        },
      },
    },
  };
  return new LanguageClient('antrain', 'Antrain', serverOptions, clientOptions);
}

async function startClient() {
  client = createClient();
  try {
    await client.start();
  } catch (error) {
    const command = vscode.workspace.getConfiguration('antrain').get('path') || 'antrain';
    const choice = await vscode.window.showErrorMessage(
      `Antrain: could not start \`${command} lsp\` (${error && error.message ? error.message : error}). ` +
        'Install antrain or set "antrain.path".',
      'Open Settings',
    );
    if (choice === 'Open Settings') {
      vscode.commands.executeCommand('workbench.action.openSettings', 'antrain.path');
    }
  }
}

async function restartClient() {
  if (client) {
    const old = client;
    client = undefined;
    await old.stop().catch(() => {});
  }
  await startClient();
}

/** @param {vscode.ExtensionContext} context */
async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand('antrain.restartServer', restartClient),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('antrain.path')) {
        restartClient();
      }
    }),
  );
  await startClient();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
