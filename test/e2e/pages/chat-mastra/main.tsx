// Mounts docs/examples/chat/mastra-assistant-ui/app/page.tsx as Next.js would, for test/e2e/chat-mastra.test.ts.
import { createRoot } from 'react-dom/client';
import Chat from '../../../../docs/examples/chat/mastra-assistant-ui/app/page';

createRoot(document.getElementById('root')!).render(<Chat />);
