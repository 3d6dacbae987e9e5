import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/theme/styles.css';
import './playground.css';
import { App } from './app';
import { ElicitationProvider } from '../../src/index';
import { queue } from './queue';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ElicitationProvider queue={queue}>
      <App />
    </ElicitationProvider>
  </StrictMode>,
);
