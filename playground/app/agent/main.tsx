// Agent-backend mode: the AI SDK chat example's thread (docs/examples/chat/ai-sdk/app/chat.tsx). The MCP
// client runs in the playground's Node process; this page holds only the bridge's remote queue.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Chat } from '../../../docs/examples/chat/ai-sdk/app/chat';
import '../playground.css';

function AgentMode() {
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <nav aria-label="Modes">
        <a href="/">In-page client</a> · <span aria-current="page">Agent backend</span>
      </nav>
      <label>
        <input type="checkbox" checked={dialog} onChange={(event) => setDialog(event.target.checked)} /> Show questions in a dialog instead
        of in the thread
      </label>
      <Chat presentation={dialog ? 'modal' : 'inline'} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AgentMode />
  </StrictMode>,
);
