import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/theme/styles.css';
import './playground.css';
import { App } from './app';
import { PlaygroundElicitationProvider } from './elicitation';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlaygroundElicitationProvider>
      <App />
    </PlaygroundElicitationProvider>
  </StrictMode>,
);
