// Agent-backend mode: the AI SDK chat example's page (docs/examples/chat/ai-sdk/app/page.tsx). The MCP
// client runs in the playground's Node process; this page holds only the bridge's remote queue.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Chat from '../../../docs/examples/chat/ai-sdk/app/page';
import '../playground.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <nav aria-label="Modes">
      <a href="/">In-page client</a> · <span aria-current="page">Agent backend</span>
    </nav>
    <Chat />
  </StrictMode>,
);
