// app/api/chat/stop/route.ts: Stop ends the user's turn on the server; its pending question is withdrawn.
import { runs } from '../../../../lib/agent';

export const POST = runs.handleStop;
