// `mcp-elicitation-react/locales/es`: the dialog in Spanish, a complete ElicitationLocale (texts, messages, host texts).
import { capitalise, createHint, fileHint } from './hints';
import type { ElicitationLocale } from './types';
import { MAX_PATTERN_LENGTH, type PatternRefusal } from 'mcp-elicitation-core';
import type { ElicitAction, QueueEntryReason, SchemaIssue } from 'mcp-elicitation-core';
import type { UrlRefusal, UrlWarning } from 'mcp-elicitation-core/url';
import { localeFormat, type NumericRange } from 'mcp-elicitation-core';

const f = localeFormat('es');
const n = f.number;
const q = (text: string) => `«${text}»`;
const caracteres = (count: number) => `${n(count)} ${f.pick(count, { one: 'carácter', other: 'caracteres' })}`;
const opciones = (count: number) => `${n(count)} ${f.pick(count, { one: 'opción', other: 'opciones' })}`;

/** "de 1 a 12", "al menos 18", "más de 0 y como máximo 10"… */
function range(r: NumericRange, unit: (count: number) => string = n): string {
  const { min, max } = r;
  if (min !== undefined && max !== undefined) {
    if (!r.minExclusive && !r.maxExclusive) return min === max ? `exactamente ${unit(min)}` : `de ${n(min)} a ${unit(max)}`;
    return `${r.minExclusive ? 'más de' : 'al menos'} ${n(min)} y ${r.maxExclusive ? 'menos de' : 'como máximo'} ${unit(max)}`;
  }
  if (min !== undefined) return `${r.minExclusive ? 'más de' : 'al menos'} ${unit(min)}`;
  if (max !== undefined) return `${r.maxExclusive ? 'menos de' : 'como máximo'} ${unit(max)}`;
  return '';
}

const PATTERN: Record<PatternRefusal, string> = {
  'not-text': 'no es texto',
  'too-long': `tiene más de ${caracteres(MAX_PATTERN_LENGTH)}`,
  invalid: 'no es una expresión regular válida',
  unanalysable: 'no se pudo analizar',
  'back-reference': 'usa una referencia hacia atrás',
  lookaround: `mira hacia delante o hacia atrás (como ${q('(?=…)')})`,
  'repeat-too-large': `repite algo más de ${n(1000)} veces`,
  'script-extensions': 'usa una clase Unicode de extensiones de escritura',
};

function issue(i: SchemaIssue): string {
  const key = q(i.key ?? '');
  const { reason } = i.params;
  const impossible = (what: string) => (i.severity === 'error' ? `${key} ${what}.` : `${key} ${what}; solo puede dejarse vacío.`);
  switch (i.code) {
    case 'invalid-params':
      return reason === 'missing-url'
        ? 'La solicitud pide abrir un enlace, pero no incluye ninguno.'
        : 'El servidor envió una solicitud que esta aplicación no puede leer.';
    case 'invalid-message':
      return 'El servidor no dijo qué está pidiendo.';
    case 'unsupported-mode':
      return 'El servidor pide datos de una forma que esta aplicación no admite.';
    case 'invalid-schema':
      if (reason === 'not-object') return 'El servidor describió su solicitud de una forma que este diálogo no puede mostrar.';
      if (reason === 'malformed-properties') return 'El servidor describió sus campos de una forma que este diálogo no puede leer.';
      return 'El servidor no describió la información que quiere.';
    case 'unsupported-dialect':
      return 'La solicitud indica una versión de JSON Schema que este diálogo no conoce; se comprueba como JSON Schema 2020-12.';
    case 'unsafe-key':
      return `Un campo llamado ${key} no se puede responder de forma segura.`;
    case 'unknown-required':
      return `${key} es obligatorio pero nunca se describe, así que ninguna respuesta puede cumplirlo.`;
    case 'sensitive-field':
      return `${q(i.params.label ?? i.key ?? '')} parece una contraseña, una clave o un dato de pago. Los servidores no deben pedir esto en un formulario; considere rechazarlo.`;
    case 'invalid-default':
      return `El valor sugerido para ${key} no cumple sus propias reglas y no se ha rellenado.`;
    case 'nested-object':
      return `${key} es un grupo anidado de campos, que este diálogo no puede mostrar.`;
    case 'array-of-objects':
      return `${key} es una lista de registros, que este diálogo no puede mostrar.`;
    case 'non-string-enum':
      return reason === 'enum-not-text'
        ? `${key} ofrece opciones que no son todas texto.`
        : `${key} ofrece opciones de una forma que este diálogo no puede mostrar.`;
    case 'unsafe-pattern':
      return `${key} pide una comprobación de texto que esta página no puede ejecutar (${PATTERN[i.params.pattern ?? 'unanalysable']}), así que se omite.`;
    case 'unsupported-type':
      switch (reason) {
        case 'items-missing':
          return `${key} es una lista sin descripción de sus elementos.`;
        case 'free-values':
          return `${key} es una lista de valores libres, que este diálogo no puede mostrar.`;
        case 'named-type':
          return `${key} es de tipo ${q(i.params.type ?? '')}, que este diálogo no puede mostrar.`;
        case 'no-type':
          return `${key} no tiene tipo, así que este diálogo no puede mostrarlo.`;
        case 'unknown-type':
          return `${key} tiene un tipo que este diálogo no conoce.`;
        default:
          return `${key} está descrito de una forma que este diálogo no puede mostrar.`;
      }
    case 'invalid-keyword':
      switch (reason) {
        case 'not-a-number':
          return `${q(i.params.keyword ?? '')} de ${key} no es un número válido y se ha ignorado.`;
        case 'unknown-format':
          return `${key} pide un formato desconocido; se muestra como texto normal.`;
        case 'malformed-pattern':
          return `${key} tiene una regla de texto mal formada, que se ha ignorado.`;
        case 'repeated-choices':
          return `${key} incluye la misma opción más de una vez; se han quitado las repeticiones.`;
        case 'repeated-exclusive-choices':
          return `${key} incluye la misma opción más de una vez; esas opciones no se pueden aceptar y se han quitado.`;
        case 'malformed-required':
          return 'La lista de campos obligatorios está mal formada; solo se usan sus entradas válidas.';
        case 'min-length-above-max-length':
          return impossible('debe ser más largo de lo que puede ser');
        case 'minimum-above-maximum':
          return impossible('tiene un mínimo mayor que su máximo');
        case 'no-whole-number':
          return impossible('no admite ningún número entero');
        case 'no-choices':
          return impossible('no ofrece ninguna opción');
        case 'min-items-above-max-items':
          return impossible('exige más opciones de las que permite');
        case 'min-items-above-choices':
          return impossible('exige más opciones de las que ofrece');
        default:
          return `${key} tiene una regla que este diálogo no puede usar; se ha ignorado.`;
      }
    default:
      return 'Parte de esta solicitud no se puede mostrar.';
  }
}

function urlWarning(w: UrlWarning): string {
  const p = w.params;
  switch (w.code) {
    case 'punycode':
      return `El nombre del sitio usa letras internacionales y en realidad es ${q(p.host ?? '')}; se muestra como ${q(p.hostUnicode ?? '')}. Estos nombres pueden imitar otros sitios.`;
    case 'mixed-script':
      return `El nombre del sitio mezcla letras de distintos alfabetos (${f.list((p.scripts ?? []).map(f.script))}).`;
    case 'lookalike':
      return `El nombre del sitio imita ${q(p.imitated ?? '')} con letras parecidas de otro alfabeto.`;
    case 'insecure':
      return 'La página no está cifrada (http): otras personas en la red podrían leerla o modificarla.';
    case 'credentials':
      return `La parte antes de ${q('@')} (${q(p.userinfo ?? '')}) no es el sitio. Iría a ${p.domain}.`;
    case 'ip-address':
      return `La dirección es un número IP (${p.host}) en lugar del nombre de un sitio.`;
    case 'obfuscated-ip':
      return `El número IP está escrito de forma disfrazada: ${q(p.written ?? '')} significa ${p.host}.`;
    case 'local-network':
      return p.scope === 'this-device'
        ? 'La dirección apunta a este ordenador, no a un sitio web de internet.'
        : 'La dirección apunta a un dispositivo de su red local, no a un sitio web de internet.';
    case 'deceptive-subdomain':
      return `La dirección empieza con el nombre de otro sitio (${q(p.imitated ?? '')}), pero lleva a ${p.domain}.`;
    case 'many-subdomains':
      return `El nombre del sitio tiene muchas partes; solo el final decide adónde va: ${p.domain}.`;
    case 'long-host':
      return `El nombre del sitio es inusualmente largo; solo el final decide adónde va: ${p.domain}.`;
    case 'long-url':
      return 'La dirección es inusualmente larga; revísela con cuidado.';
    case 'encoded-host':
      return 'Parte del nombre del sitio está disfrazada con codificación por porcentaje (%).';
    case 'encoded-path':
      return 'La dirección contiene caracteres disfrazados (como %2F o %2E) que pueden ocultar adónde lleva.';
    case 'hidden-characters':
      return 'La dirección contiene caracteres invisibles o espacios.';
    case 'unusual-syntax':
      return 'La dirección está escrita de forma inusual; se abrirá tal como se muestra aquí.';
    case 'trailing-dot':
      return 'El nombre del sitio termina en un punto, lo cual es inusual.';
    default:
      return 'Revise esta dirección con cuidado.';
  }
}

function urlRefused(r: UrlRefusal): string {
  if (r.code === 'empty') return 'La solicitud no incluye ninguna dirección web.';
  if (r.code === 'unparseable') return 'Esta no es una dirección web válida, así que no se puede abrir.';
  switch (r.schemeKind) {
    case 'code':
      return 'Este enlace ejecutaría código dentro de esta aplicación en lugar de abrir una página web.';
    case 'inline-page':
      return 'Este enlace contiene una página entera en lugar de apuntar a un sitio web.';
    case 'local-file':
      return 'Este enlace apunta a un archivo de su ordenador, no a un sitio web.';
    case 'app-data':
      return 'Este enlace apunta a datos de esta aplicación, no a un sitio web.';
    case 'browser-page':
      return 'Este enlace apunta a una página del propio navegador, no a un sitio web.';
    default:
      return `Este enlace abre algo que no es una página web (${q(`${r.scheme ?? ''}:`)}), así que no se puede abrir desde aquí.`;
  }
}

/** Receipts: who asked and how the request ended. */
const receipts: Record<ElicitAction | QueueEntryReason, (server: string) => string> = {
  accept: (server) => `Respondió a la solicitud de ${server}.`,
  decline: (server) => `Rechazó la solicitud de ${server}.`,
  cancel: (server) => `Cerró la solicitud de ${server} sin responder.`,
  withdrawn: (server) => `${server} retiró su solicitud.`,
  'timed-out': (server) => `La solicitud de ${server} caducó.`,
  'answered-elsewhere': (server) => `La solicitud de ${server} se respondió en otra pestaña o ventana.`,
  gone: (server) => `La solicitud de ${server} terminó mientras esta página estaba desconectada.`,
  'signed-out': (server) => `Se cerró tu sesión antes de responder la solicitud de ${server}.`,
  'task-stopped': (server) => `Detuviste la tarea para la que ${server} hizo esta pregunta.`,
};

/**
 * Spanish (español), formal address ("usted").
 *
 * @example
 * ```tsx
 * import { es } from 'mcp-elicitation-react/locales/es';
 * <ElicitationDialog locale={es} request={params} server={server} onResult={respond} />
 * ```
 */
export const es: ElicitationLocale = {
  lang: 'es',
  dir: 'ltr',
  texts: {
    title: (server) => `Solicitud de ${server}`,
    serverReports: (name, otherName, version) =>
      `Se identifica como ${q(name)}${otherName ? ` (${otherName})` : ''}${version ? ` ${version}` : ''}`,
    accept: 'Aceptar',
    decline: 'Rechazar',
    cancel: 'Cancelar',
    issuesHeading: 'Parte de esta solicitud no se puede mostrar',
    requiredLegend: 'Los campos marcados con * son obligatorios',
    issuesHeadingSensitive: 'Esta solicitud pide algo secreto',
    issue,
    cannotAccept: 'Esta solicitud no se puede responder tal como se envió. Puede rechazarla o cancelarla.',
    messageLabel: 'Mensaje del servidor',
    messageContinues: 'el mensaje continúa en la pantalla',
    prefilled: 'Rellenado por el servidor',
    confirmOnly: 'El servidor solo pide su confirmación; no se enviará ninguna información.',
    chooseOption: 'Elija…',
    noAnswer: 'Sin respuesta',
    filterChoices: 'Filtrar opciones',
    unnamedField: '(campo sin nombre)',
    confirm: 'Confirmar',
    destructiveWarning: (tool) => `${tool} puede eliminar o modificar datos, y quizá no se pueda deshacer.`,
    stepProgress: (index, total) => `${f.number(index)} de ${f.number(total)}`,
    nextStep: 'Siguiente',
    previousStep: 'Atrás',
    yes: 'Sí',
    no: 'No',
    skip: 'Omitir',
    reviewAnswers: 'Revisar',
    reviewHeading: 'Revise sus respuestas antes de enviar',
    reviewChange: 'Cambiar',
    discard: 'Descartar',
    previousAnswer: 'Su respuesta anterior',
    prefilledCount: (count) =>
      `El servidor rellenó ${n(count)} ${f.pick(count, { one: 'respuesta', other: 'respuestas' })}; se envían tal cual si no las cambia.`,
    messageShowAll: (hidden) =>
      `Mostrar el mensaje completo (${n(hidden)} ${f.pick(hidden, { one: 'carácter', other: 'caracteres' })} más)`,
    filterStatus: (shown, matching) =>
      shown === matching ? opciones(matching) : `Se muestran ${n(shown)} de ${opciones(matching)}; escriba para acotar`,
    hint: createHint({
      email: 'Una dirección de correo electrónico',
      uri: 'Una dirección web completa, como https://example.com',
      length: (r) => capitalise(range(r, caracteres)),
      number: (integer, r) => {
        const what = integer ? 'Un número entero' : 'Un número';
        const bounds = range(r);
        if (bounds) return `${what}, ${bounds}`;
        return integer ? what : undefined;
      },
      choices: (r) => {
        const bounds = range(r, opciones);
        return bounds ? `Elija ${bounds}` : 'Elija todas las que correspondan';
      },
      optionalChoices: (hint) => `Opcional. Si elige: ${hint.charAt(0).toLowerCase()}${hint.slice(1)}`,
      file: (accept, maxSize) =>
        fileHint(
          accept,
          maxSize === undefined ? undefined : f.bytes(maxSize),
          'Tipos de archivo: ',
          ', ',
          '; ',
          (size) => `como máximo ${size}`,
        ),
    }),
    describedWithHint: (description, hint) => `${description} · ${hint}`,
    close: 'Cerrar',
    discardQuestion: '¿Descartar sus respuestas? Pulse Escape de nuevo para descartarlas.',
    keepEditing: 'Seguir editando',
    errorSummary: (count) => `${n(count)} ${f.pick(count, { one: 'respuesta necesita', other: 'respuestas necesitan' })} revisión`,
    urlDestination: (domain, port) => (port === undefined ? `Irá a: ${domain}` : `Irá a: ${domain} (puerto ${port})`),
    urlAddress: 'Dirección completa',
    urlTruncated: (hidden) => `… (${caracteres(hidden)} más)`,
    urlTrusted: (domain) => `${domain} está en la lista de sitios de confianza de esta aplicación.`,
    urlVisitedBefore: (domain) => `Ya ha abierto ${domain} desde esta aplicación.`,
    urlFirstVisit: (domain) => `No ha abierto ${domain} desde esta aplicación antes.`,
    urlWarningsHeading: 'Revise esta dirección con cuidado',
    urlWarning,
    urlRefusedHeading: 'Este enlace no se puede abrir',
    urlRefused,
    urlOpen: (domain) => `Abrir ${domain}`,
    urlOpenAgain: (domain) => `Abrir ${domain} de nuevo`,
    urlOpening: 'Abriendo…',
    urlBlocked:
      'Su navegador bloqueó la ventana nueva, así que no se abrió nada. Permita las ventanas emergentes para esta aplicación e inténtelo de nuevo, o copie el enlace.',
    urlCopy: 'Copiar enlace',
    urlCopied: 'Enlace copiado. Puede abrirlo en otro dispositivo.',
    urlCopyFailed: 'No se pudo copiar el enlace automáticamente. Está seleccionado arriba: cópielo con el teclado o el menú.',
    urlWaiting: 'Esperando a que termine en la otra ventana.',
    urlWaitingConfirm: `Cuando haya terminado allí, elija ${q('Ya terminé: reintentar')}.`,
    urlDone: 'Ya terminé: reintentar',
    // Drafts behind `experimental`: file inputs.
    fileChoose: 'Elegir un archivo…',
    fileReplace: 'Elegir otro archivo…',
    fileRemove: (name) => `Quitar ${name}`,
    fileDrop: 'o suelte un archivo aquí',
    fileSentTo: (server) => `Se envía a ${server} si acepta`,
    fileDetails: (mediaType, size) => `${mediaType} · ${size}`,
    fileSize: (bytes) => f.bytes(bytes),
    fileReading: 'Leyendo el archivo…',
    fileChosen: (name) => `${name} está adjunto`,
    fileUnreadable: 'No se pudo leer el archivo. Vuelva a elegirlo.',
    fileUnnamed: '(archivo sin nombre)',
    // Drafts behind `experimental`: app-rendered elicitations.
    appFrameTitle: (server) => `Aplicación de ${server}`,
    appLoading: (server) => `Cargando la aplicación de ${server}…`,
    appUseForm: 'Usar el formulario estándar',
    appFallback: (code, server) =>
      code === 'content'
        ? `La respuesta de la aplicación de ${server} no se ajustaba a la solicitud y no se envió. Responda aquí.`
        : `No se pudo mostrar la aplicación de ${server}. Responda aquí.`,
    partUnavailable: 'No se pudo cargar una parte de esta solicitud. Vuelva a cargar la página para responderla o rechácela.',
    // The stepper's announcement, and answers shown after the fact.
    stepAnnouncement: (index, total, label) => `Pregunta ${n(index)} de ${n(total)}: ${label}`,
    hiddenAnswer: 'oculto',
  },
  messages: {
    required: (field) =>
      field.kind === 'select' ? 'Elija una opción' : field.kind === 'multiSelect' ? 'Elija al menos una opción' : 'Obligatorio',
    number: () => 'Introduzca un número',
    integer: () => 'Introduzca un número entero',
    minimum: (limit) => `Debe ser al menos ${n(limit)}`,
    maximum: (limit) => `Debe ser como máximo ${n(limit)}`,
    exclusiveMinimum: (limit) => `Debe ser mayor que ${n(limit)}`,
    exclusiveMaximum: (limit) => `Debe ser menor que ${n(limit)}`,
    minLength: (limit) => `Debe tener al menos ${caracteres(limit)}`,
    maxLength: (limit) => `Debe tener como máximo ${caracteres(limit)}`,
    email: () => 'Introduzca una dirección de correo electrónico',
    uri: () => 'Introduzca una dirección web completa, como https://example.com',
    date: () => 'Introduzca una fecha',
    dateTime: () => 'Introduzca una fecha y una hora',
    choice: () => 'Elija una de las opciones',
    minItems: (limit) => `Elija al menos ${n(limit)}`,
    maxItems: (limit) => `Elija como máximo ${n(limit)}`,
    pattern: () => 'No coincide con el formato esperado',
    invalid: () => 'Este valor no se acepta',
    form: () => 'Estas respuestas no se ajustan a lo que pidió el servidor',
    blocked: () => 'Esta solicitud no se puede responder tal como se envió. Rechácela o cancélela.',
    loading: () => 'Las comprobaciones de estas respuestas aún se están cargando. Inténtelo de nuevo en un momento.',
    checksUnavailable: () =>
      'No se pudieron cargar las comprobaciones de texto de esta solicitud, así que no se puede comprobar ninguna respuesta. Rechácela o cancélela.',
    schemaError: () =>
      'No se pudieron leer las reglas de esta solicitud, así que no se puede comprobar ninguna respuesta. Rechácela o cancélela.',
    // File inputs (SEP-2356, a draft: `experimental.files`).
    file: () => 'Elija un archivo',
    fileTooLarge: (maxSize) => `Elija un archivo de ${f.bytes(maxSize)} como máximo`,
    fileType: (accept) => `Elija un archivo de uno de estos tipos: ${f.list([...accept])}`,
  },
  hostTexts: {
    runningTool: 'Mientras se ejecuta',
    showArguments: 'Mostrar los argumentos',
    position: (index, total) => `Solicitud ${n(index)} de ${n(total)}`,
    step: (index, total) => `Paso ${n(index)} de ${n(total)}`,
    expiresIn: (timeLeft) => `Caduca en ${timeLeft}`,
    expiryWarning: (seconds) => `Esta solicitud caduca en ${n(seconds)} ${f.pick(seconds, { one: 'segundo', other: 'segundos' })}.`,
    withdrawn: (server) => `${server} retiró esta solicitud. Sus respuestas se conservan aquí, pero ya no se pueden enviar.`,
    dismiss: 'Descartar',
    answeredElsewhere: 'Esta solicitud se respondió en otra pestaña o ventana.',
    timedOut: 'Esta solicitud caducó y ya no se puede responder.',
    signedOut: 'Se cerró tu sesión, así que ya no puedes responder esta solicitud aquí. Vuelve a iniciar sesión para responderla.',
    retry: 'Reintentar',
    sendTimedOut: 'Su respuesta no recibió confirmación a tiempo; puede que no haya llegado. Envíela de nuevo.',
    sendConnectionFailed: 'No se pudo enviar su respuesta: falló la conexión. Envíela de nuevo.',
    sendFailed: (status) => `No se pudo enviar su respuesta (error ${status}). Envíela de nuevo.`,
    blockServer: (server) => `Bloquear ${server} durante esta sesión`,
    blockServerHint: (server) =>
      `Rechaza esta solicitud y todas las siguientes de ${server} sin preguntarle, hasta que se reinicie la aplicación.`,
    blockedServer: (server) => `${server} está bloqueado: sus solicitudes se rechazan hasta que se reinicie la aplicación.`,
    undoBlock: 'Deshacer',
    askedWhileRunning: (tool) => `Preguntado mientras se ejecuta ${tool}`,
    arrived: (server) => `Nueva solicitud de ${server}`,
    task: (name, started, expires) =>
      [
        name === undefined ? 'Preguntado por una tarea' : `Tarea «${name}»`,
        ...(started === undefined ? [] : [`iniciada ${f.relative(started)}`]),
        ...(expires === undefined ? [] : [`${expires > 0 ? 'caduca' : 'caducó'} ${f.relative(expires)}`]),
      ].join(', '),
    stopTask: 'Detener la tarea',
    taskStopped: 'Detuvo esta tarea, así que sus preguntas se retiraron. Sus respuestas se conservan aquí, pero ya no se pueden enviar.',
    stopTaskHint: 'Detiene toda la tarea en el servidor y retira sus preguntas. Para responder solo a esta pregunta, elija «Rechazar».',
    taskWaiting: (server) => `${server} espera su respuesta`,
    waitingTitle: (count, title) => `(${f.number(count)}) ${f.pick(count, { one: 'Pregunta', other: 'Preguntas' })} · ${title}`,
    stopFailed: (failure) =>
      `${
        failure.code === 'gone'
          ? 'No se pudo detener la tarea: el servidor que la tiene ya no está disponible.'
          : failure.code === 'no-reply'
            ? 'Detener la tarea no obtuvo respuesta, así que puede que siga en marcha.'
            : failure.code === 'status'
              ? `No se pudo detener la tarea (error ${failure.status}).`
              : 'El servidor no detuvo la tarea.'
      } La pregunta sigue abierta.`,
    retryStop: 'Reintentar',
    keepQuestion: 'Mantener la pregunta',
    // Receipts.
    receipt: (server, outcome) => receipts[outcome](server),
    receiptAnswer: (label, value) => `${label}: ${value}`,
    receiptSeparator: '; ',
    receiptDetails: 'Todas las respuestas',
  },
};
