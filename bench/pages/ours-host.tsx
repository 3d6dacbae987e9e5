// Size only: this library the way its README integrates it (a queue, <ElicitationProvider>,
// <ElicitationHost>, the stylesheet), so the bytes are what a host adds on that path. Timings come
// from ours.tsx, which renders the same dialog without the queue around it.
import { ElicitationHost, ElicitationProvider } from '../../src/index';
import { createElicitationQueue } from 'mcp-elicitation-core';
import '../../src/theme/styles.css';
import { mount } from './harness';

const queue = createElicitationQueue();

mount({
  Dialog: () => (
    <ElicitationProvider queue={queue}>
      <ElicitationHost />
    </ElicitationProvider>
  ),
  emailError: () => null,
  emailInput: () => null,
  textInput: () => null,
  fieldSelector: 'none',
});
