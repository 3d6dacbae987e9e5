// app/api/agent/route.ts: one turn of the scripted agent, streamed to the thread as JSON lines;
// `{ stop }` ends a turn (Stop in the thread). A closed tab does not end a turn, so a reload
// mid-question finds the question still there.
import { runTurn, userOf, type AgentEvent } from '../../../lib/agent';

export const dynamic = 'force-dynamic';

const turns = new Map<string, { user: string; controller: AbortController }>();

export async function POST(request: Request): Promise<Response> {
  const user = userOf(request);
  if (user === undefined) return new Response('Sign in first.', { status: 401 });
  const { text, turn, stop } = (await request.json()) as { text?: string; turn?: string; stop?: string };
  if (stop !== undefined) {
    const running = turns.get(stop);
    // Only the user's own turn: another user's id stops nothing.
    if (running?.user === user) running.controller.abort();
    return Response.json({ stopped: running?.user === user });
  }
  if (typeof text !== 'string' || typeof turn !== 'string') return new Response('Send { text, turn }.', { status: 400 });
  const controller = new AbortController();
  turns.set(turn, { user, controller });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(stream) {
      let open = true;
      const emit = (event: AgentEvent) => {
        if (!open) return;
        try {
          stream.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          open = false; // the tab went away; the turn goes on
        }
      };
      try {
        await runTurn(user, text, emit, controller.signal);
      } catch (error) {
        emit({ type: 'text', text: `The tool failed: ${String(error)}` });
      } finally {
        turns.delete(turn);
        if (open) stream.close();
      }
    },
    cancel() {
      // The reader is gone (a reload): keep running, stop writing.
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' } });
}
