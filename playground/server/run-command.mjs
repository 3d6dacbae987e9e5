// The demo's `run_command` tool: "runs" a shell command, asking for approval first when the command
// looks dangerous (deleting, overwriting, shutting down, piping a download into a shell). Nothing
// is ever run: the output is simulated. The approval is the gate servers are told to use: the
// command in the message, and one required boolean.
import { inputRequired, inputResponse } from '@modelcontextprotocol/server';

export const RUN_COMMAND_TOOL = {
  name: 'run_command',
  title: 'Run a shell command (simulated)',
  description:
    'Runs a shell command in the demo workspace. Nothing really runs: the output is simulated. Dangerous commands ask for approval first.',
  inputSchema: { type: 'object', properties: { command: { type: 'string', description: 'The command line' } }, required: ['command'] },
  annotations: { destructiveHint: true, openWorldHint: false },
};

const DANGEROUS = [
  [/\brm\s+(-[a-z]*[rf][a-z]*\s+)/i, 'deletes files recursively or without asking'],
  [/\b(mkfs|dd)\b/i, 'can overwrite a disk'],
  [/\b(shutdown|reboot|halt)\b/i, 'stops the machine'],
  [/\bdrop\s+(table|database)\b/i, 'deletes a database table'],
  [/\b(curl|wget)\b[^|]*\|\s*(sh|bash)\b/i, 'runs a script downloaded from the internet'],
  [/>\s*\/(etc|dev)\//i, 'overwrites a system file'],
];

const text = (value) => ({ content: [{ type: 'text', text: value }] });

/** Why the command is dangerous, or undefined when it is not. */
export function dangerOf(command) {
  return DANGEROUS.find(([pattern]) => pattern.test(command))?.[1];
}

export async function runCommand(args, ctx, { codec }) {
  const command = typeof args?.command === 'string' ? args.command.trim() : '';
  if (command === '') return { ...text('No command given.'), isError: true };
  const danger = dangerOf(command);
  const responses = ctx.mcpReq.inputResponses;
  if (danger !== undefined && responses === undefined) {
    return inputRequired({
      inputRequests: {
        approval: inputRequired.elicit({
          message: `Run this command? It ${danger}.\n\n    ${command}\n\nConfirm runs it; Decline runs nothing.`,
          requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Run it' } }, required: ['confirm'] },
        }),
      },
      requestState: await codec.mint({ tool: 'run_command', command }),
    });
  }
  if (danger !== undefined) {
    const carried = ctx.mcpReq.requestState();
    // The approval covers the command shown, not another one sent with the retry.
    if (carried?.tool !== 'run_command' || carried.command !== command) return { ...text('Unexpected request state.'), isError: true };
    const view = inputResponse(responses, 'approval');
    const action = view.kind === 'elicit' ? view.action : 'missing';
    if (action !== 'accept' || view.content?.confirm !== true) return text(`Not run (you chose ${action}).`);
  }
  return text(`$ ${command}\n(simulated: nothing was run)`);
}
