// app/api/chat/stop/route.ts: Stop ends the user's turn on the server; its pending question is withdrawn.
import { runs } from '../../../../lib/bridge';

export const POST = runs.handleStop;
