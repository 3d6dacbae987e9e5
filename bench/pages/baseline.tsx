// The React-only page every contender's size is measured against: the same host app, no dialog.
import { mount } from './harness';

mount({
  Dialog: () => null,
  emailError: () => null,
  emailInput: () => null,
  textInput: () => null,
  fieldSelector: 'none',
});
