// lib/runs.ts: the chat turns running now, so Stop can end one. A closed tab does not end a turn
// (the stream is consumed to the end on the server), so a reload mid-question finds it still asking.
const runs = new Map<string, { user: string; controller: AbortController }>();

export function startRun(user: string, chatId: string): AbortSignal {
  runs.get(chatId)?.controller.abort();
  const controller = new AbortController();
  runs.set(chatId, { user, controller });
  return controller.signal;
}

export function endRun(chatId: string, signal: AbortSignal): void {
  if (runs.get(chatId)?.controller.signal === signal) runs.delete(chatId);
}

/** Stops the user's own turn; another user's chat id stops nothing. */
export function stopRun(user: string, chatId: string): boolean {
  const run = runs.get(chatId);
  if (run === undefined || run.user !== user) return false;
  run.controller.abort();
  runs.delete(chatId);
  return true;
}
