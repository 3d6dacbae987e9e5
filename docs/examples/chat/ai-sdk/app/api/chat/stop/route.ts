// app/api/chat/stop/route.ts: Stop ends the turn on the server; its pending question is withdrawn.
import { userOf } from '../../../../lib/bridge';
import { stopRun } from '../../../../lib/runs';

export async function POST(request: Request): Promise<Response> {
  const user = userOf(request);
  if (user === undefined) return new Response('Sign in first.', { status: 401 });
  const { id } = (await request.json()) as { id?: unknown };
  return Response.json({ stopped: typeof id === 'string' && stopRun(user, id) });
}
