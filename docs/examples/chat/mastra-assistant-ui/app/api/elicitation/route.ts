// app/api/elicitation/route.ts: GET streams the user's questions, POST answers one.
import { bridge } from '../../../lib/agent';

export const dynamic = 'force-dynamic';

export const GET = bridge.handler;
export const POST = bridge.handler;
