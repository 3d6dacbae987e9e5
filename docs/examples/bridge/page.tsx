// In the browser: the same provider and host as with an in-page client, fed by the bridge.
import { ElicitationHost, ElicitationProvider } from 'mcp-elicitation-react';
import { createRemoteElicitationQueue } from 'mcp-elicitation-core';
import 'mcp-elicitation-react/styles.css';
import type { ReactNode } from 'react';

const remote = createRemoteElicitationQueue({ url: '/api/elicitation' });

export function App({ children }: { children: ReactNode }) {
  return (
    <ElicitationProvider queue={remote}>
      {children}
      <ElicitationHost />
    </ElicitationProvider>
  );
}
