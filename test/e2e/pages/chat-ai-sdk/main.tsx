// Mounts docs/examples/chat/ai-sdk/app/page.tsx as Next.js would, for test/e2e/chat-ai-sdk.test.ts.
import { createRoot } from 'react-dom/client';
import Page from '../../../../docs/examples/chat/ai-sdk/app/page';

createRoot(document.getElementById('root')!).render(<Page />);
