import { visibleText, type Field, type ValidationMessages } from 'mcp-elicitation-core';
import type { DialogTexts } from '../locales/types';
import type { FileFieldWords } from './types';

/**
 * A file field's words (SEP-2356) from a dictionary's texts and messages, with the server the file
 * goes to named (the host's trusted label). Without a server the chip does not name one.
 *
 * @example
 * const words = fileFieldWords(english.texts, english.messages, field, 'Acme Travel');
 */
export function fileFieldWords(texts: DialogTexts, messages: ValidationMessages, field: Field, server?: string): FileFieldWords {
  return {
    choose: texts.fileChoose,
    replace: texts.fileReplace,
    remove: texts.fileRemove,
    drop: texts.fileDrop,
    ...(server !== undefined && { sentTo: texts.fileSentTo(server) }),
    details: (mediaType, size) => texts.fileDetails(visibleText(mediaType), texts.fileSize(size)),
    reading: texts.fileReading,
    chosen: texts.fileChosen,
    unreadable: texts.fileUnreadable,
    tooLarge: (maxSize) => messages.fileTooLarge(maxSize, field),
    wrongType: (accept) =>
      messages.fileType(
        accept.map((entry) => visibleText(entry)),
        field,
      ),
    unnamed: texts.fileUnnamed,
    unavailable: texts.partUnavailable,
  };
}
