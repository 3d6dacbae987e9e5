// `mcp-elicitation-react/locales/de`: the dialog in German, a complete ElicitationLocale (texts, messages, host texts).
import { capitalise, createHint, fileHint } from './hints';
import type { ElicitationLocale } from './types';
import { MAX_PATTERN_LENGTH, type PatternRefusal } from 'mcp-elicitation-core';
import type { ElicitAction, QueueEntryReason, SchemaIssue } from 'mcp-elicitation-core';
import type { UrlRefusal, UrlWarning } from 'mcp-elicitation-core/url';
import { localeFormat, type NumericRange } from 'mcp-elicitation-core';

const f = localeFormat('de');
const n = f.number;
const zeichen = (count: number) => `${n(count)} Zeichen`;
const optionen = (count: number) => `${n(count)} ${f.pick(count, { one: 'Option', other: 'Optionen' })}`;

/** "1 bis 12", "mindestens 18", "größer als 0 und höchstens 10"… */
function range(r: NumericRange, unit: (count: number) => string = n): string {
  const { min, max } = r;
  if (min !== undefined && max !== undefined) {
    if (!r.minExclusive && !r.maxExclusive) return min === max ? `genau ${unit(min)}` : `${n(min)} bis ${unit(max)}`;
    return `${r.minExclusive ? 'größer als' : 'mindestens'} ${n(min)} und ${r.maxExclusive ? 'kleiner als' : 'höchstens'} ${unit(max)}`;
  }
  if (min !== undefined) return `${r.minExclusive ? 'größer als' : 'mindestens'} ${unit(min)}`;
  if (max !== undefined) return `${r.maxExclusive ? 'kleiner als' : 'höchstens'} ${unit(max)}`;
  return '';
}

const PATTERN: Record<PatternRefusal, string> = {
  'not-text': 'sie ist kein Text',
  'too-long': `sie ist länger als ${n(MAX_PATTERN_LENGTH)} Zeichen`,
  invalid: 'sie ist kein gültiger regulärer Ausdruck',
  unanalysable: 'sie konnte nicht geprüft werden',
  'back-reference': 'sie verwendet einen Rückverweis',
  lookaround: 'sie schaut voraus oder zurück (wie „(?=…)“)',
  'repeat-too-large': `sie wiederholt etwas mehr als ${n(1000)}-mal`,
  'script-extensions': 'sie verwendet eine Unicode-Klasse für Schrifterweiterungen',
};

function issue(i: SchemaIssue): string {
  const key = `„${i.key ?? ''}“`;
  const { reason } = i.params;
  const impossible = (what: string) => (i.severity === 'error' ? `${key} ${what}.` : `${key} ${what}; es kann nur leer bleiben.`);
  switch (i.code) {
    case 'invalid-params':
      return reason === 'missing-url'
        ? 'Die Anfrage soll einen Link öffnen, enthält aber keinen.'
        : 'Der Server hat eine Anfrage gesendet, die diese App nicht lesen kann.';
    case 'invalid-message':
      return 'Der Server hat nicht gesagt, worum er bittet.';
    case 'unsupported-mode':
      return 'Der Server fragt auf eine Weise nach Eingaben, die diese App nicht unterstützt.';
    case 'invalid-schema':
      if (reason === 'not-object') return 'Der Server hat seine Anfrage in einer Form beschrieben, die dieser Dialog nicht anzeigen kann.';
      if (reason === 'malformed-properties')
        return 'Der Server hat seine Felder in einer Form beschrieben, die dieser Dialog nicht lesen kann.';
      return 'Der Server hat nicht beschrieben, welche Angaben er möchte.';
    case 'unsupported-dialect':
      return 'Die Anfrage nennt eine JSON-Schema-Version, die dieser Dialog nicht kennt; sie wird als JSON Schema 2020-12 geprüft.';
    case 'unsafe-key':
      return `Ein Feld namens ${key} kann nicht sicher beantwortet werden.`;
    case 'unknown-required':
      return `${key} ist erforderlich, wird aber nirgends beschrieben; keine Antwort kann es erfüllen.`;
    case 'sensitive-field':
      return `„${i.params.label ?? i.key ?? ''}“ sieht nach einem Passwort, Schlüssel oder Zahlungsdaten aus. Server dürfen so etwas nicht in einem Formular abfragen; lehnen Sie besser ab.`;
    case 'invalid-default':
      return `Der vorgeschlagene Wert für ${key} passt nicht zu dessen eigenen Regeln und wurde nicht eingetragen.`;
    case 'nested-object':
      return `${key} ist eine verschachtelte Gruppe von Feldern, die dieser Dialog nicht anzeigen kann.`;
    case 'array-of-objects':
      return `${key} ist eine Liste von Datensätzen, die dieser Dialog nicht anzeigen kann.`;
    case 'non-string-enum':
      return reason === 'enum-not-text'
        ? `${key} bietet Optionen an, die nicht alle Text sind.`
        : `${key} bietet Optionen in einer Form an, die dieser Dialog nicht anzeigen kann.`;
    case 'unsafe-pattern':
      return `${key} verlangt eine Textprüfung, die diese Seite nicht ausführen kann (${PATTERN[i.params.pattern ?? 'unanalysable']}); sie wird weggelassen.`;
    case 'unsupported-type':
      switch (reason) {
        case 'items-missing':
          return `${key} ist eine Liste ohne Beschreibung ihrer Einträge.`;
        case 'free-values':
          return `${key} ist eine Liste freier Werte, die dieser Dialog nicht anzeigen kann.`;
        case 'named-type':
          return `${key} hat den Typ „${i.params.type ?? ''}“, den dieser Dialog nicht anzeigen kann.`;
        case 'no-type':
          return `${key} hat keinen Typ und kann daher nicht angezeigt werden.`;
        case 'unknown-type':
          return `${key} hat einen Typ, den dieser Dialog nicht kennt.`;
        default:
          return `${key} ist in einer Form beschrieben, die dieser Dialog nicht anzeigen kann.`;
      }
    case 'invalid-keyword':
      switch (reason) {
        case 'not-a-number':
          return `„${i.params.keyword ?? ''}“ von ${key} ist keine gültige Zahl und wurde ignoriert.`;
        case 'unknown-format':
          return `${key} verlangt ein unbekanntes Format; es wird als einfacher Text angezeigt.`;
        case 'malformed-pattern':
          return `${key} hat eine fehlerhafte Textregel, die ignoriert wurde.`;
        case 'repeated-choices':
          return `${key} führt dieselbe Option mehrfach auf; Wiederholungen wurden entfernt.`;
        case 'repeated-exclusive-choices':
          return `${key} führt dieselbe Option mehrfach auf; solche Optionen können nicht angenommen werden und wurden entfernt.`;
        case 'malformed-required':
          return 'Die Liste der Pflichtfelder ist fehlerhaft; nur ihre gültigen Einträge werden verwendet.';
        case 'min-length-above-max-length':
          return impossible('muss länger sein, als es sein darf');
        case 'minimum-above-maximum':
          return impossible('hat ein Minimum über seinem Maximum');
        case 'no-whole-number':
          return impossible('lässt keine ganze Zahl zu');
        case 'no-choices':
          return impossible('bietet keine Optionen an');
        case 'min-items-above-max-items':
          return impossible('verlangt mehr Optionen, als es zulässt');
        case 'min-items-above-choices':
          return impossible('verlangt mehr Optionen, als es anbietet');
        default:
          return `${key} hat eine Regel, die dieser Dialog nicht verwenden kann; sie wurde ignoriert.`;
      }
    default:
      return 'Ein Teil dieser Anfrage kann nicht angezeigt werden.';
  }
}

function urlWarning(w: UrlWarning): string {
  const p = w.params;
  switch (w.code) {
    case 'punycode':
      return `Der Name der Website verwendet internationale Zeichen und lautet eigentlich „${p.host}“; angezeigt wird „${p.hostUnicode}“. Solche Namen können andere Websites nachahmen.`;
    case 'mixed-script':
      return `Der Name der Website mischt Buchstaben aus verschiedenen Alphabeten (${f.list((p.scripts ?? []).map(f.script))}).`;
    case 'lookalike':
      return `Der Name der Website ahmt „${p.imitated}“ mit ähnlich aussehenden Buchstaben eines anderen Alphabets nach.`;
    case 'insecure':
      return 'Die Seite ist nicht verschlüsselt (http): Andere im Netzwerk könnten sie mitlesen oder verändern.';
    case 'credentials':
      return `Der Teil vor „@“ („${p.userinfo}“) ist nicht die Website. Sie würden zu ${p.domain} gehen.`;
    case 'ip-address':
      return `Die Adresse ist eine reine IP-Nummer (${p.host}) statt eines Website-Namens.`;
    case 'obfuscated-ip':
      return `Die IP-Nummer ist verschleiert geschrieben: „${p.written}“ bedeutet ${p.host}.`;
    case 'local-network':
      return p.scope === 'this-device'
        ? 'Die Adresse verweist auf diesen Computer, nicht auf eine Website im Internet.'
        : 'Die Adresse verweist auf ein Gerät in Ihrem lokalen Netzwerk, nicht auf eine Website im Internet.';
    case 'deceptive-subdomain':
      return `Die Adresse beginnt mit dem Namen einer anderen Website („${p.imitated}“), führt aber zu ${p.domain}.`;
    case 'many-subdomains':
      return `Der Name der Website hat viele Teile; nur das Ende bestimmt, wohin Sie gehen: ${p.domain}.`;
    case 'long-host':
      return `Der Name der Website ist ungewöhnlich lang; nur das Ende bestimmt, wohin Sie gehen: ${p.domain}.`;
    case 'long-url':
      return 'Die Adresse ist ungewöhnlich lang; prüfen Sie sie sorgfältig.';
    case 'encoded-host':
      return 'Ein Teil des Website-Namens ist mit Prozent-Kodierung (%) verschleiert.';
    case 'encoded-path':
      return 'Die Adresse enthält verschleierte Zeichen (wie %2F oder %2E), die verbergen können, wohin sie führt.';
    case 'hidden-characters':
      return 'Die Adresse enthält unsichtbare Zeichen oder Leerzeichen.';
    case 'unusual-syntax':
      return 'Die Adresse ist ungewöhnlich geschrieben; sie wird so geöffnet, wie hier gezeigt.';
    case 'trailing-dot':
      return 'Der Name der Website endet mit einem Punkt, was ungewöhnlich ist.';
    default:
      return 'Prüfen Sie diese Adresse sorgfältig.';
  }
}

function urlRefused(r: UrlRefusal): string {
  if (r.code === 'empty') return 'Die Anfrage enthält keine Webadresse.';
  if (r.code === 'unparseable') return 'Dies ist keine gültige Webadresse, daher kann sie nicht geöffnet werden.';
  switch (r.schemeKind) {
    case 'code':
      return 'Dieser Link würde Code in dieser App ausführen, statt eine Webseite zu öffnen.';
    case 'inline-page':
      return 'Dieser Link enthält selbst eine ganze Seite, statt auf eine Website zu verweisen.';
    case 'local-file':
      return 'Dieser Link verweist auf eine Datei auf Ihrem Computer, nicht auf eine Website.';
    case 'app-data':
      return 'Dieser Link verweist auf Daten dieser App, nicht auf eine Website.';
    case 'browser-page':
      return 'Dieser Link verweist auf eine Seite des Browsers selbst, nicht auf eine Website.';
    default:
      return `Dieser Link öffnet etwas anderes als eine Webseite („${r.scheme ?? ''}:“) und kann hier nicht geöffnet werden.`;
  }
}

/** Receipts: who asked and how the request ended. */
const receipts: Record<ElicitAction | QueueEntryReason, (server: string) => string> = {
  accept: (server) => `Sie haben die Anfrage von ${server} beantwortet.`,
  decline: (server) => `Sie haben die Anfrage von ${server} abgelehnt.`,
  cancel: (server) => `Sie haben die Anfrage von ${server} ohne Antwort geschlossen.`,
  withdrawn: (server) => `${server} hat die Anfrage zurückgezogen.`,
  'timed-out': (server) => `Die Anfrage von ${server} ist abgelaufen.`,
  'answered-elsewhere': (server) => `Die Anfrage von ${server} wurde in einem anderen Tab oder Fenster beantwortet.`,
  gone: (server) => `Die Anfrage von ${server} endete, während diese Seite nicht verbunden war.`,
  'signed-out': (server) => `Sie wurden abgemeldet, bevor Sie die Anfrage von ${server} beantwortet haben.`,
  'task-stopped': (server) => `Sie haben die Aufgabe gestoppt, für die ${server} diese Frage gestellt hat.`,
};

/**
 * German (Deutsch), formal address ("Sie").
 *
 * @example
 * ```tsx
 * import { de } from 'mcp-elicitation-react/locales/de';
 * <ElicitationDialog locale={de} request={params} server={server} onResult={respond} />
 * ```
 */
export const de: ElicitationLocale = {
  lang: 'de',
  dir: 'ltr',
  texts: {
    title: (server) => `Anfrage von ${server}`,
    serverReports: (name, otherName, version) =>
      `Bezeichnet sich als „${name}“${otherName ? ` (${otherName})` : ''}${version ? ` ${version}` : ''}`,
    accept: 'Annehmen',
    decline: 'Ablehnen',
    cancel: 'Abbrechen',
    issuesHeading: 'Ein Teil dieser Anfrage kann nicht angezeigt werden',
    requiredLegend: 'Mit * markierte Felder sind Pflichtfelder',
    issuesHeadingSensitive: 'Diese Anfrage fragt nach etwas Geheimem',
    issue,
    cannotAccept: 'Diese Anfrage kann so nicht beantwortet werden. Sie können sie ablehnen oder abbrechen.',
    messageLabel: 'Nachricht des Servers',
    messageContinues: 'die Nachricht geht auf dem Bildschirm weiter',
    prefilled: 'Vom Server ausgefüllt',
    confirmOnly: 'Der Server bittet nur um Ihre Bestätigung; es werden keine Daten gesendet.',
    chooseOption: 'Bitte wählen…',
    noAnswer: 'Keine Angabe',
    filterChoices: 'Optionen filtern',
    unnamedField: '(Feld ohne Namen)',
    confirm: 'Bestätigen',
    destructiveWarning: (tool) => `${tool} kann Daten löschen oder ändern; das lässt sich womöglich nicht rückgängig machen.`,
    stepProgress: (index, total) => `${f.number(index)} von ${f.number(total)}`,
    nextStep: 'Weiter',
    previousStep: 'Zurück',
    yes: 'Ja',
    no: 'Nein',
    skip: 'Überspringen',
    reviewAnswers: 'Überprüfen',
    reviewHeading: 'Prüfen Sie Ihre Antworten vor dem Senden',
    reviewChange: 'Ändern',
    discard: 'Verwerfen',
    previousAnswer: 'Ihre vorherige Antwort',
    prefilledCount: (count) =>
      `Der Server hat ${n(count)} ${f.pick(count, { one: 'Antwort', other: 'Antworten' })} ausgefüllt; sie werden so gesendet, wenn Sie nichts ändern.`,
    messageShowAll: (hidden) => `Ganze Nachricht anzeigen (${n(hidden)} weitere Zeichen)`,
    filterStatus: (shown, matching) =>
      shown === matching ? optionen(matching) : `${n(shown)} von ${optionen(matching)} angezeigt; zum Eingrenzen tippen`,
    hint: createHint({
      email: 'Eine E-Mail-Adresse',
      uri: 'Eine vollständige Webadresse, z. B. https://example.com',
      length: (r) => capitalise(range(r, zeichen)),
      number: (integer, r) => {
        const what = integer ? 'Eine ganze Zahl' : 'Eine Zahl';
        const bounds = range(r);
        if (bounds) return `${what}, ${bounds}`;
        return integer ? what : undefined;
      },
      choices: (r) => {
        const bounds = range(r, optionen);
        return bounds ? `Wählen Sie ${bounds}` : 'Wählen Sie beliebig viele aus';
      },
      optionalChoices: (hint) => `Optional. Wenn Sie wählen: ${hint}`,
      file: (accept, maxSize) =>
        fileHint(accept, maxSize === undefined ? undefined : f.bytes(maxSize), 'Dateitypen: ', ', ', '; ', (size) => `höchstens ${size}`),
    }),
    describedWithHint: (description, hint) => `${description} · ${hint}`,
    close: 'Schließen',
    discardQuestion: 'Antworten verwerfen? Drücken Sie noch einmal Escape, um sie zu verwerfen.',
    keepEditing: 'Weiter bearbeiten',
    errorSummary: (count) => `${n(count)} ${f.pick(count, { one: 'Antwort muss', other: 'Antworten müssen' })} korrigiert werden`,
    urlDestination: (domain, port) => (port === undefined ? `Sie gehen zu: ${domain}` : `Sie gehen zu: ${domain} (Port ${port})`),
    urlAddress: 'Vollständige Adresse',
    urlTruncated: (hidden) => `… (${n(hidden)} ${f.pick(hidden, { one: 'weiteres Zeichen', other: 'weitere Zeichen' })})`,
    urlTrusted: (domain) => `${domain} steht auf der Liste vertrauenswürdiger Websites dieser App.`,
    urlVisitedBefore: (domain) => `Sie haben ${domain} schon einmal aus dieser App geöffnet.`,
    urlFirstVisit: (domain) => `Sie haben ${domain} noch nie aus dieser App geöffnet.`,
    urlWarningsHeading: 'Prüfen Sie diese Adresse sorgfältig',
    urlWarning,
    urlRefusedHeading: 'Dieser Link kann nicht geöffnet werden',
    urlRefused,
    urlOpen: (domain) => `${domain} öffnen`,
    urlOpenAgain: (domain) => `${domain} erneut öffnen`,
    urlOpening: 'Wird geöffnet…',
    urlBlocked:
      'Ihr Browser hat das neue Fenster blockiert, es wurde nichts geöffnet. Erlauben Sie Pop-ups für diese App und versuchen Sie es erneut, oder kopieren Sie den Link.',
    urlCopy: 'Link kopieren',
    urlCopied: 'Link kopiert. Sie können ihn auf einem anderen Gerät öffnen.',
    urlCopyFailed:
      'Der Link konnte nicht automatisch kopiert werden. Er ist oben markiert: Kopieren Sie ihn mit der Tastatur oder über das Menü.',
    urlWaiting: 'Warten, bis Sie im anderen Fenster fertig sind.',
    urlWaitingConfirm: 'Wenn Sie dort fertig sind, wählen Sie „Fertig – erneut versuchen“.',
    urlDone: 'Fertig – erneut versuchen',
    // Drafts behind `experimental`: file inputs.
    fileChoose: 'Datei auswählen…',
    fileReplace: 'Andere Datei auswählen…',
    fileRemove: (name) => `${name} entfernen`,
    fileDrop: 'oder Datei hier ablegen',
    fileSentTo: (server) => `Wird an ${server} gesendet, wenn Sie annehmen`,
    fileDetails: (mediaType, size) => `${mediaType} · ${size}`,
    fileSize: (bytes) => f.bytes(bytes),
    fileReading: 'Datei wird gelesen…',
    fileChosen: (name) => `${name} ist angehängt`,
    fileUnreadable: 'Die Datei konnte nicht gelesen werden. Wählen Sie sie erneut aus.',
    fileUnnamed: '(Datei ohne Namen)',
    // Drafts behind `experimental`: app-rendered elicitations.
    appFrameTitle: (server) => `App von ${server}`,
    appLoading: (server) => `App von ${server} wird geladen…`,
    appUseForm: 'Standardformular verwenden',
    appFallback: (code, server) =>
      code === 'content'
        ? `Die Antwort aus der App von ${server} passte nicht zur Anfrage und wurde nicht gesendet. Antworten Sie stattdessen hier.`
        : `Die App von ${server} konnte nicht angezeigt werden. Antworten Sie stattdessen hier.`,
    partUnavailable:
      'Ein Teil dieser Anfrage konnte nicht geladen werden. Laden Sie die Seite neu, um sie zu beantworten, oder lehnen Sie ab.',
    // The stepper's announcement, and answers shown after the fact.
    stepAnnouncement: (index, total, label) => `Frage ${n(index)} von ${n(total)}: ${label}`,
    hiddenAnswer: 'verborgen',
  },
  messages: {
    required: (field) =>
      field.kind === 'select'
        ? 'Wählen Sie eine Option'
        : field.kind === 'multiSelect'
          ? 'Wählen Sie mindestens eine Option'
          : 'Pflichtfeld',
    number: () => 'Geben Sie eine Zahl ein',
    integer: () => 'Geben Sie eine ganze Zahl ein',
    minimum: (limit) => `Muss mindestens ${n(limit)} sein`,
    maximum: (limit) => `Darf höchstens ${n(limit)} sein`,
    exclusiveMinimum: (limit) => `Muss größer als ${n(limit)} sein`,
    exclusiveMaximum: (limit) => `Muss kleiner als ${n(limit)} sein`,
    minLength: (limit) => `Muss mindestens ${zeichen(limit)} lang sein`,
    maxLength: (limit) => `Darf höchstens ${zeichen(limit)} lang sein`,
    email: () => 'Geben Sie eine E-Mail-Adresse ein',
    uri: () => 'Geben Sie eine vollständige Webadresse ein, z. B. https://example.com',
    date: () => 'Geben Sie ein Datum ein',
    dateTime: () => 'Geben Sie Datum und Uhrzeit ein',
    choice: () => 'Wählen Sie eine der Optionen',
    minItems: (limit) => `Wählen Sie mindestens ${n(limit)}`,
    maxItems: (limit) => `Wählen Sie höchstens ${n(limit)}`,
    pattern: () => 'Das entspricht nicht dem erwarteten Format',
    invalid: () => 'Dieser Wert wird nicht akzeptiert',
    form: () => 'Diese Antworten passen nicht zu dem, was der Server verlangt hat',
    blocked: () => 'Diese Anfrage kann so nicht beantwortet werden. Lehnen Sie sie ab oder brechen Sie ab.',
    loading: () => 'Die Prüfungen für diese Antworten werden noch geladen. Versuchen Sie es gleich noch einmal.',
    checksUnavailable: () =>
      'Die Textprüfungen dieser Anfrage konnten nicht geladen werden, daher kann keine Antwort geprüft werden. Lehnen Sie sie ab oder brechen Sie ab.',
    schemaError: () =>
      'Die Regeln dieser Anfrage konnten nicht gelesen werden, daher kann keine Antwort geprüft werden. Lehnen Sie sie ab oder brechen Sie ab.',
    // File inputs (SEP-2356, a draft: `experimental.files`).
    file: () => 'Wählen Sie eine Datei',
    fileTooLarge: (maxSize) => `Wählen Sie eine Datei von höchstens ${f.bytes(maxSize)}`,
    fileType: (accept) => `Wählen Sie eine Datei eines dieser Typen: ${f.list([...accept])}`,
  },
  hostTexts: {
    runningTool: 'Beim Ausführen von',
    showArguments: 'Argumente anzeigen',
    position: (index, total) => `Anfrage ${n(index)} von ${n(total)}`,
    step: (index, total) => `Schritt ${n(index)} von ${n(total)}`,
    expiresIn: (timeLeft) => `Läuft ab in ${timeLeft}`,
    expiryWarning: (seconds) => `Diese Anfrage läuft in ${n(seconds)} ${f.pick(seconds, { one: 'Sekunde', other: 'Sekunden' })} ab.`,
    withdrawn: (server) =>
      `${server} hat diese Anfrage zurückgezogen. Ihre Antworten bleiben hier stehen, können aber nicht mehr gesendet werden.`,
    dismiss: 'Verwerfen',
    answeredElsewhere: 'Diese Anfrage wurde in einem anderen Tab oder Fenster beantwortet.',
    timedOut: 'Diese Anfrage ist abgelaufen und kann nicht mehr beantwortet werden.',
    signedOut:
      'Sie wurden abgemeldet, daher kann diese Anfrage hier nicht mehr beantwortet werden. Melden Sie sich erneut an, um sie zu beantworten.',
    retry: 'Erneut senden',
    sendTimedOut: 'Auf Ihre Antwort kam keine rechtzeitige Rückmeldung; sie ist vielleicht nicht angekommen. Senden Sie sie erneut.',
    sendConnectionFailed: 'Ihre Antwort konnte nicht gesendet werden: Die Verbindung ist fehlgeschlagen. Senden Sie sie erneut.',
    sendFailed: (status) => `Ihre Antwort konnte nicht gesendet werden (Fehler ${status}). Senden Sie sie erneut.`,
    blockServer: (server) => `${server} für diese Sitzung blockieren`,
    blockServerHint: (server) =>
      `Lehnt diese und alle weiteren Anfragen von ${server} ab, ohne Sie zu fragen, bis die App neu gestartet wird.`,
    blockedServer: (server) => `${server} ist blockiert: seine Anfragen werden abgelehnt, bis die App neu gestartet wird.`,
    undoBlock: 'Rückgängig',
    askedWhileRunning: (tool) => `Gefragt während ${tool} läuft`,
    arrived: (server) => `Neue Anfrage von ${server}`,
    task: (name, started, expires) =>
      [
        name === undefined ? 'Von einer Aufgabe gefragt' : `Aufgabe „${name}“`,
        ...(started === undefined ? [] : [`gestartet ${f.relative(started)}`]),
        ...(expires === undefined ? [] : [`${expires > 0 ? 'endet' : 'abgelaufen'} ${f.relative(expires)}`]),
      ].join(', '),
    stopTask: 'Aufgabe stoppen',
    taskStopped:
      'Sie haben diese Aufgabe gestoppt, daher wurden ihre Fragen zurückgezogen. Ihre Antworten bleiben hier stehen, können aber nicht mehr gesendet werden.',
    stopTaskHint:
      'Stoppt die ganze Aufgabe auf dem Server und zieht ihre Fragen zurück. Um nur diese Frage zu beantworten, wählen Sie „Ablehnen“.',
    taskWaiting: (server) => `${server} wartet auf Ihre Antwort`,
    waitingTitle: (count, title) => `(${f.number(count)}) ${f.pick(count, { one: 'Frage', other: 'Fragen' })} · ${title}`,
    stopFailed: (failure) =>
      `${
        failure.code === 'gone'
          ? 'Die Aufgabe konnte nicht gestoppt werden: Der Server, der sie hält, ist nicht mehr erreichbar.'
          : failure.code === 'no-reply'
            ? 'Auf das Stoppen der Aufgabe kam keine Antwort, sie läuft womöglich weiter.'
            : failure.code === 'status'
              ? `Die Aufgabe konnte nicht gestoppt werden (Fehler ${failure.status}).`
              : 'Der Server hat die Aufgabe nicht gestoppt.'
      } Die Frage ist weiter offen.`,
    retryStop: 'Erneut versuchen',
    keepQuestion: 'Frage behalten',
    // Receipts.
    receipt: (server, outcome) => receipts[outcome](server),
    receiptAnswer: (label, value) => `${label}: ${value}`,
    receiptSeparator: '; ',
    receiptDetails: 'Alle Antworten',
  },
};
