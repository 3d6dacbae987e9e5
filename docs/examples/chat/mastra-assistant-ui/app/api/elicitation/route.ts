// app/api/elicitation/route.ts: GET streams the user's questions, POST answers one.
import { bridge } from '../../../lib/agent';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return bridge.handler(request);
}

export function POST(request: Request): Promise<Response> {
  return bridge.handler(request);
}
