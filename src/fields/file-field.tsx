import { useId, useRef, useState, type DragEvent } from 'react';
import { acceptsFile, parseDataUri, toDataUri, visibleText, type FileFieldModel } from 'mcp-elicitation-core';
import { english } from '../locales/english';
import { slot } from '../theme/slot';
import { requiredMark } from './field-parts';
import { fileFieldWords } from './file-field-words';
import type { FieldProps, FileFieldWords } from './types';
import { describedByOf, fieldControl } from './use-field-control';

/** What was chosen, as far as the checks before reading need: the browser's `File` has these. */
interface Chosen {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/**
 * Why a chosen file is refused before a byte of it is read, or `undefined` to read it: larger than
 * the field's `maxSize`, or of a type its `accept` does not list. The picker's own filter is a
 * convenience the user can switch off, so it is checked again here.
 *
 * @example
 * fileRefusal({ name: 'big.png', type: 'image/png', size: 5_000_000 }, { kind: 'file', maxSize: 1_000_000, … }, words); // words.tooLarge(1_000_000)
 */
export function fileRefusal(
  file: Chosen,
  field: FileFieldModel,
  words: Pick<FileFieldWords, 'tooLarge' | 'wrongType'>,
): string | undefined {
  if (field.maxSize !== undefined && file.size > field.maxSize) return words.tooLarge(field.maxSize);
  if (!acceptsFile(field.accept, file.type === '' ? 'application/octet-stream' : file.type, file.name)) {
    return words.wrongType(field.accept ?? []);
  }
  return undefined;
}

/**
 * A file input (SEP-2356 `x-mcp-file`, a draft; shown with `experimental.files`). "Choose a file…"
 * opens the browser's picker, filtered by the field's `accept`; a file can be dropped on the field
 * too. The chosen file is checked against `maxSize` and `accept` before it is read, and only then
 * encoded as the `data:` URI that is the field's value. Once chosen, the file shows as a chip: its
 * name, type and size, and the server it is sent to, with Remove; the button then replaces it.
 * The button is labelled by the field's label and described by its description and error, and every
 * change is announced.
 *
 * @example
 * <ElicitationDialog experimental={{ files: true }} … /> // the default registry renders `file` fields with it
 */
export function FileField({ inputRef, ...props }: FieldProps<'file'>) {
  const { field, value, ids } = props;
  // Rendered outside the dialog (a hand-made field) it speaks the default dictionary.
  const words = props.file ?? fileFieldWords(english.texts, english.messages, field);
  const picker = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string>();
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);
  /** What the status line last said: a refusal, the file now chosen, or nothing. */
  const [announcement, setAnnouncement] = useState('');
  // Each choice gets a number: a slow read of an earlier file never overwrites a later choice.
  const choice = useRef(0);
  const buttonTextId = useId();
  const statusId = useId();

  const error = refusal ?? props.error;
  const wiring = fieldControl({ ...props, error });
  const chosen = value === '' ? undefined : parseDataUri(value);
  const shownName = chosen?.name === undefined || chosen.name === '' ? words.unnamed : visibleText(chosen.name);

  async function take(file: File | undefined) {
    if (file === undefined || props.disabled) return;
    const mine = ++choice.current;
    const refused = fileRefusal(file, field, words);
    if (refused !== undefined) {
      // Not read at all; a file chosen before goes too, so what shows is what would be sent.
      setRefusal(refused);
      setAnnouncement(refused);
      setReading(false);
      props.onChange('');
      props.onBlur();
      return;
    }
    setRefusal(undefined);
    setReading(true);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (mine !== choice.current) return;
      props.onChange(toDataUri(bytes, file.type, file.name));
      setAnnouncement(words.chosen(file.name === '' ? words.unnamed : visibleText(file.name)));
    } catch {
      if (mine === choice.current) {
        setRefusal(words.unreadable);
        setAnnouncement(words.unreadable);
      }
    } finally {
      if (mine === choice.current) setReading(false);
    }
    props.onBlur();
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  }

  function remove() {
    choice.current += 1;
    setRefusal(undefined);
    setReading(false);
    setAnnouncement('');
    props.onChange('');
    props.onBlur();
    // Focus goes back to the button that chooses one.
    document.getElementById(ids.control)?.focus();
  }

  const status = reading ? words.reading : announcement;
  return (
    <div
      {...wiring.frameProps}
      data-dragging={dragging ? '' : undefined}
      onDragOver={(event) => {
        if (props.disabled || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {/* Names the button (with its own text), so a screen reader hears the server's question first. */}
      <span {...slot('elicitation-field-label')} id={ids.label} dir="auto" lang={props.lang}>
        {field.label}
        {field.required ? requiredMark() : null}
      </span>
      <div {...slot('elicitation-file-picker')}>
        <button
          ref={inputRef}
          type="button"
          id={ids.control}
          {...slot('elicitation-file-choose')}
          aria-labelledby={`${ids.label} ${buttonTextId}`}
          aria-describedby={describedByOf(ids, props.description, error)}
          aria-invalid={error === undefined ? undefined : true}
          disabled={props.disabled}
          onBlur={props.onBlur}
          onClick={() => picker.current?.click()}
        >
          <span id={buttonTextId}>{chosen === undefined ? words.choose : words.replace}</span>
        </button>
        <span {...slot('elicitation-file-drop')} aria-hidden="true">
          {words.drop}
        </span>
        {/* The browser's own picker, opened by the button: filtered by `accept`, never trusted for it. */}
        <input
          ref={picker}
          {...slot('elicitation-file-input')}
          type="file"
          hidden
          tabIndex={-1}
          accept={field.accept?.join(',')}
          disabled={props.disabled}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Emptied, so choosing the same file again (after Remove) is a change too.
            event.currentTarget.value = '';
            void take(file);
          }}
        />
      </div>
      {chosen === undefined ? null : (
        <div {...slot('elicitation-file-chip')} role="group" aria-label={shownName}>
          <span {...slot('elicitation-file-name')} dir="auto">
            <bdi>{shownName}</bdi>
          </span>
          <span {...slot('elicitation-file-details')}>{words.details(chosen.mediaType, chosen.size)}</span>
          {words.sentTo === undefined ? null : <span {...slot('elicitation-file-destination')}>{words.sentTo}</span>}
          <button type="button" {...slot('elicitation-file-remove')} disabled={props.disabled} onClick={remove}>
            {words.remove(shownName)}
          </button>
        </div>
      )}
      <span {...slot('elicitation-file-status')} id={statusId} role="status">
        {status}
      </span>
      {wiring.descriptionProps ? <p {...wiring.descriptionProps} /> : null}
      {wiring.errorProps ? <p {...wiring.errorProps} /> : null}
    </div>
  );
}
