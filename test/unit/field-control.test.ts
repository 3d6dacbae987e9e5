import { describe, expect, it } from 'vitest';
import { useFieldControl } from '../../src/fields/use-field-control';
import type { TextField } from 'mcp-elicitation-core';

const field = { kind: 'text', key: 'email', label: 'Email', required: true } as TextField;
const ids = { control: 'c', label: 'l', description: 'd', error: 'e' };
const base = { field, ids, disabled: false, onBlur: () => {}, description: undefined, error: undefined };

describe('useFieldControl', () => {
  it('ties label and control, marks required, and references nothing that is not rendered', () => {
    const bag = useFieldControl(base);
    expect(bag.labelProps).toMatchObject({ id: 'l', htmlFor: 'c' });
    expect(bag.controlProps).toMatchObject({
      id: 'c',
      name: 'email',
      required: true,
      'aria-describedby': undefined,
      'aria-invalid': undefined,
    });
    expect(bag.descriptionProps).toBeUndefined();
    expect(bag.errorProps).toBeUndefined();
    expect(bag.frameProps['data-invalid']).toBeUndefined();
  });

  it('describes the control by the description and the error, in that order, only while each exists', () => {
    const described = useFieldControl({ ...base, description: 'Where we write back' });
    expect(described.controlProps['aria-describedby']).toBe('d');
    expect(described.descriptionProps).toEqual({
      id: 'd',
      'data-slot': 'elicitation-field-description',
      className: 'mcp-elicitation-field-description',
      dir: 'auto',
      children: 'Where we write back',
    });

    const invalid = useFieldControl({ ...base, description: 'Where we write back', error: 'Required' });
    expect(invalid.controlProps['aria-describedby']).toBe('d e');
    expect(invalid.controlProps['aria-invalid']).toBe(true);
    expect(invalid.errorProps).toEqual({
      id: 'e',
      'data-slot': 'elicitation-field-error',
      className: 'mcp-elicitation-field-error',
      children: 'Required',
    });
    expect(invalid.frameProps['data-invalid']).toBe('');

    expect(useFieldControl({ ...base, error: 'Required' }).controlProps['aria-describedby']).toBe('e');
  });

  it('passes the focus ref and disabled state to the control', () => {
    const inputRef = () => {};
    const bag = useFieldControl({ ...base, disabled: true, inputRef });
    expect(bag.controlProps.ref).toBe(inputRef);
    expect(bag.controlProps.disabled).toBe(true);
    expect(bag.frameProps['data-disabled']).toBe('');
  });

  it('marks the server’s language on its description, and only on its part of one the dialog added words to', () => {
    const described = { ...field, description: 'Wo wir antworten' };
    const alone = useFieldControl({ ...base, field: described, description: 'Wo wir antworten', lang: 'de' });
    expect(alone.labelProps.lang).toBe('de');
    expect(alone.descriptionProps).toMatchObject({ lang: 'de', children: 'Wo wir antworten' });

    const hinted = useFieldControl({ ...base, field: described, description: 'Wo wir antworten · At most 60 characters', lang: 'de' });
    expect(hinted.descriptionProps?.lang).toBeUndefined();
    const children = hinted.descriptionProps?.children as { props: { children: unknown[] } };
    const [before, server, after] = children.props.children as [
      string,
      { type: string; props: { lang: string; children: string } },
      string,
    ];
    expect([before, server.type, server.props, after]).toEqual([
      '',
      'span',
      { lang: 'de', children: 'Wo wir antworten' },
      ' · At most 60 characters',
    ]);

    // The dialog's own hint alone, or no language named: nothing marked.
    expect(useFieldControl({ ...base, description: 'At most 60 characters', lang: 'de' }).descriptionProps).not.toHaveProperty('lang');
    expect(useFieldControl({ ...base, field: described, description: 'Wo wir antworten' }).descriptionProps).not.toHaveProperty('lang');
  });
});
