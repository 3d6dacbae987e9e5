// `mcp-elicitation-react/locales/fr`: the dialog in French, a complete ElicitationLocale (texts, messages, host texts).
import { capitalise, createHint, fileHint } from './hints';
import type { ElicitationLocale } from './types';
import { MAX_PATTERN_LENGTH, type PatternRefusal } from 'mcp-elicitation-core';
import type { ElicitAction, QueueEntryReason, SchemaIssue } from 'mcp-elicitation-core';
import type { UrlRefusal, UrlWarning } from 'mcp-elicitation-core/url';
import { localeFormat, type NumericRange } from 'mcp-elicitation-core';

const f = localeFormat('fr');
const n = f.number;
// French puts a narrow no-break space inside guillemets and before « : ; ? ! ».
const q = (text: string) => `«\u202F${text}\u202F»`;
const caracteres = (count: number) => `${n(count)} ${f.pick(count, { one: 'caractère', other: 'caractères' })}`;
const choix = (count: number) => `${n(count)} choix`;

/** "de 1 à 12", "au moins 18", "plus de 0 et au plus 10"… */
function range(r: NumericRange, unit: (count: number) => string = n): string {
  const { min, max } = r;
  if (min !== undefined && max !== undefined) {
    if (!r.minExclusive && !r.maxExclusive) return min === max ? `exactement ${unit(min)}` : `de ${n(min)} à ${unit(max)}`;
    return `${r.minExclusive ? 'plus de' : 'au moins'} ${n(min)} et ${r.maxExclusive ? 'moins de' : 'au plus'} ${unit(max)}`;
  }
  if (min !== undefined) return `${r.minExclusive ? 'plus de' : 'au moins'} ${unit(min)}`;
  if (max !== undefined) return `${r.maxExclusive ? 'moins de' : 'au plus'} ${unit(max)}`;
  return '';
}

const PATTERN: Record<PatternRefusal, string> = {
  'not-text': 'ce n’est pas du texte',
  'too-long': `elle dépasse ${caracteres(MAX_PATTERN_LENGTH)}`,
  invalid: 'ce n’est pas une expression régulière valide',
  unanalysable: 'elle n’a pas pu être analysée',
  'back-reference': 'elle utilise une référence arrière',
  lookaround: `elle regarde en avant ou en arrière (comme ${q('(?=…)')})`,
  'repeat-too-large': `elle répète quelque chose plus de ${n(1000)} fois`,
  'script-extensions': 'elle utilise une classe Unicode d’extensions d’écriture',
};

function issue(i: SchemaIssue): string {
  const key = q(i.key ?? '');
  const { reason } = i.params;
  const impossible = (what: string) => (i.severity === 'error' ? `${key} ${what}.` : `${key} ${what}\u202F; il ne peut que rester vide.`);
  switch (i.code) {
    case 'invalid-params':
      return reason === 'missing-url'
        ? 'La demande veut ouvrir un lien mais n’en contient aucun.'
        : 'Le serveur a envoyé une demande que cette application ne peut pas lire.';
    case 'invalid-message':
      return 'Le serveur n’a pas dit ce qu’il demande.';
    case 'unsupported-mode':
      return 'Le serveur demande une saisie d’une manière que cette application ne prend pas en charge.';
    case 'invalid-schema':
      if (reason === 'not-object') return 'Le serveur a décrit sa demande sous une forme que cette fenêtre ne peut pas afficher.';
      if (reason === 'malformed-properties') return 'Le serveur a décrit ses champs sous une forme que cette fenêtre ne peut pas lire.';
      return 'Le serveur n’a pas décrit les informations qu’il souhaite.';
    case 'unsupported-dialect':
      return 'La demande indique une version de JSON Schema que cette fenêtre ne connaît pas\u202F; elle est vérifiée selon JSON Schema 2020-12.';
    case 'unsafe-key':
      return `Un champ nommé ${key} ne peut pas recevoir de réponse en toute sécurité.`;
    case 'unknown-required':
      return `${key} est obligatoire mais n’est jamais décrit\u202F: aucune réponse ne peut le satisfaire.`;
    case 'sensitive-field':
      return `${q(i.params.label ?? i.key ?? '')} ressemble à un mot de passe, une clé ou une donnée de paiement. Les serveurs ne doivent pas demander cela dans un formulaire\u202F; mieux vaut refuser.`;
    case 'invalid-default':
      return `La valeur proposée pour ${key} ne respecte pas ses propres règles et n’a pas été remplie.`;
    case 'nested-object':
      return `${key} est un groupe de champs imbriqués, que cette fenêtre ne peut pas afficher.`;
    case 'array-of-objects':
      return `${key} est une liste d’enregistrements, que cette fenêtre ne peut pas afficher.`;
    case 'non-string-enum':
      return reason === 'enum-not-text'
        ? `${key} propose des choix qui ne sont pas tous du texte.`
        : `${key} propose des choix sous une forme que cette fenêtre ne peut pas afficher.`;
    case 'unsafe-pattern':
      return `${key} demande une vérification du texte que cette page ne peut pas exécuter (${PATTERN[i.params.pattern ?? 'unanalysable']})\u202F; elle est donc ignorée.`;
    case 'unsupported-type':
      switch (reason) {
        case 'items-missing':
          return `${key} est une liste sans description de ses éléments.`;
        case 'free-values':
          return `${key} est une liste de valeurs libres, que cette fenêtre ne peut pas afficher.`;
        case 'named-type':
          return `${key} est de type ${q(i.params.type ?? '')}, que cette fenêtre ne peut pas afficher.`;
        case 'no-type':
          return `${key} n’a pas de type, donc cette fenêtre ne peut pas l’afficher.`;
        case 'unknown-type':
          return `${key} a un type que cette fenêtre ne connaît pas.`;
        default:
          return `${key} est décrit sous une forme que cette fenêtre ne peut pas afficher.`;
      }
    case 'invalid-keyword':
      switch (reason) {
        case 'not-a-number':
          return `${q(i.params.keyword ?? '')} de ${key} n’est pas un nombre valide et a été ignoré.`;
        case 'unknown-format':
          return `${key} demande un format inconnu\u202F; il est affiché comme texte simple.`;
        case 'malformed-pattern':
          return `${key} a une règle de texte mal formée, qui a été ignorée.`;
        case 'repeated-choices':
          return `${key} propose plusieurs fois le même choix\u202F; les répétitions ont été retirées.`;
        case 'repeated-exclusive-choices':
          return `${key} propose plusieurs fois le même choix\u202F; ces choix ne peuvent pas être acceptés et ont été retirés.`;
        case 'malformed-required':
          return 'La liste des champs obligatoires est mal formée\u202F; seules ses entrées valides sont utilisées.';
        case 'min-length-above-max-length':
          return impossible('doit être plus long qu’il n’a le droit de l’être');
        case 'minimum-above-maximum':
          return impossible('a un minimum supérieur à son maximum');
        case 'no-whole-number':
          return impossible('n’admet aucun nombre entier');
        case 'no-choices':
          return impossible('ne propose aucun choix');
        case 'min-items-above-max-items':
          return impossible('exige plus de choix qu’il n’en autorise');
        case 'min-items-above-choices':
          return impossible('exige plus de choix qu’il n’en propose');
        default:
          return `${key} a une règle que cette fenêtre ne peut pas utiliser\u202F; elle a été ignorée.`;
      }
    default:
      return 'Une partie de cette demande ne peut pas être affichée.';
  }
}

function urlWarning(w: UrlWarning): string {
  const p = w.params;
  switch (w.code) {
    case 'punycode':
      return `Le nom du site utilise des caractères internationaux et s’écrit en réalité ${q(p.host ?? '')}\u202F; il est affiché comme ${q(p.hostUnicode ?? '')}. Ces noms peuvent imiter d’autres sites.`;
    case 'mixed-script':
      return `Le nom du site mélange des lettres de différents alphabets (${f.list((p.scripts ?? []).map(f.script))}).`;
    case 'lookalike':
      return `Le nom du site imite ${q(p.imitated ?? '')} avec des lettres semblables d’un autre alphabet.`;
    case 'insecure':
      return 'La page n’est pas chiffrée (http)\u202F: d’autres personnes sur le réseau pourraient la lire ou la modifier.';
    case 'credentials':
      return `La partie avant ${q('@')} (${q(p.userinfo ?? '')}) n’est pas le site. Vous iriez sur ${p.domain}.`;
    case 'ip-address':
      return `L’adresse est un simple numéro IP (${p.host}) au lieu d’un nom de site.`;
    case 'obfuscated-ip':
      return `Le numéro IP est écrit sous une forme déguisée\u202F: ${q(p.written ?? '')} signifie ${p.host}.`;
    case 'local-network':
      return p.scope === 'this-device'
        ? 'L’adresse pointe vers cet ordinateur, pas vers un site sur Internet.'
        : 'L’adresse pointe vers un appareil de votre réseau local, pas vers un site sur Internet.';
    case 'deceptive-subdomain':
      return `L’adresse commence par le nom d’un autre site (${q(p.imitated ?? '')}), mais elle mène à ${p.domain}.`;
    case 'many-subdomains':
      return `Le nom du site comporte de nombreuses parties\u202F; seule la fin décide où vous allez\u202F: ${p.domain}.`;
    case 'long-host':
      return `Le nom du site est inhabituellement long\u202F; seule la fin décide où vous allez\u202F: ${p.domain}.`;
    case 'long-url':
      return 'L’adresse est inhabituellement longue\u202F; vérifiez-la attentivement.';
    case 'encoded-host':
      return 'Une partie du nom du site est déguisée par un encodage en pourcentage (%).';
    case 'encoded-path':
      return 'L’adresse contient des caractères déguisés (comme %2F ou %2E) qui peuvent cacher où elle mène.';
    case 'hidden-characters':
      return 'L’adresse contient des caractères invisibles ou des espaces.';
    case 'unusual-syntax':
      return 'L’adresse est écrite de façon inhabituelle\u202F; elle s’ouvrira telle qu’elle est affichée ici.';
    case 'trailing-dot':
      return 'Le nom du site se termine par un point, ce qui est inhabituel.';
    default:
      return 'Vérifiez attentivement cette adresse.';
  }
}

function urlRefused(r: UrlRefusal): string {
  if (r.code === 'empty') return 'La demande ne contient pas d’adresse web.';
  if (r.code === 'unparseable') return 'Ce n’est pas une adresse web valide, elle ne peut donc pas être ouverte.';
  switch (r.schemeKind) {
    case 'code':
      return 'Ce lien exécuterait du code dans cette application au lieu d’ouvrir une page web.';
    case 'inline-page':
      return 'Ce lien contient une page entière au lieu de pointer vers un site web.';
    case 'local-file':
      return 'Ce lien pointe vers un fichier de votre ordinateur, pas vers un site web.';
    case 'app-data':
      return 'Ce lien pointe vers des données de cette application, pas vers un site web.';
    case 'browser-page':
      return 'Ce lien pointe vers une page du navigateur lui-même, pas vers un site web.';
    default:
      return `Ce lien ouvre autre chose qu’une page web (${q(`${r.scheme ?? ''}:`)})\u202F; il ne peut pas être ouvert d’ici.`;
  }
}

/** Receipts: who asked and how the request ended. */
const receipts: Record<ElicitAction | QueueEntryReason, (server: string) => string> = {
  accept: (server) => `Vous avez répondu à la demande de ${server}.`,
  decline: (server) => `Vous avez refusé la demande de ${server}.`,
  cancel: (server) => `Vous avez fermé la demande de ${server} sans répondre.`,
  withdrawn: (server) => `${server} a retiré sa demande.`,
  'timed-out': (server) => `La demande de ${server} a expiré.`,
  'answered-elsewhere': (server) => `La demande de ${server} a reçu une réponse dans un autre onglet ou une autre fenêtre.`,
  gone: (server) => `La demande de ${server} a pris fin pendant que cette page était déconnectée.`,
  'signed-out': (server) => `Vous avez été déconnecté avant de répondre à la demande de ${server}.`,
  'task-stopped': (server) => `Vous avez arrêté la tâche pour laquelle ${server} posait cette question.`,
};

/**
 * French (français), formal address ("vous").
 *
 * @example
 * ```tsx
 * import { fr } from 'mcp-elicitation-react/locales/fr';
 * <ElicitationDialog locale={fr} request={params} server={server} onResult={respond} />
 * ```
 */
export const fr: ElicitationLocale = {
  lang: 'fr',
  dir: 'ltr',
  texts: {
    title: (server) => `Demande de ${server}`,
    serverReports: (name, otherName, version) =>
      `Se présente comme ${q(name)}${otherName ? ` (${otherName})` : ''}${version ? ` ${version}` : ''}`,
    accept: 'Accepter',
    decline: 'Refuser',
    cancel: 'Annuler',
    issuesHeading: 'Une partie de cette demande ne peut pas être affichée',
    requiredLegend: 'Les champs marqués * sont obligatoires',
    issuesHeadingSensitive: 'Cette demande porte sur une donnée secrète',
    issue,
    cannotAccept: 'Cette demande ne peut pas recevoir de réponse telle quelle. Vous pouvez la refuser ou l’annuler.',
    messageLabel: 'Message du serveur',
    messageContinues: 'la suite du message est à l’écran',
    prefilled: 'Prérempli par le serveur',
    confirmOnly: 'Le serveur demande seulement votre confirmation\u202F; aucune information ne sera envoyée.',
    chooseOption: 'Choisir…',
    noAnswer: 'Pas de réponse',
    filterChoices: 'Filtrer les choix',
    unnamedField: '(champ sans nom)',
    confirm: 'Confirmer',
    destructiveWarning: (tool) => `${tool} peut supprimer ou modifier des données, peut-être de façon irréversible.`,
    stepProgress: (index, total) => `${f.number(index)} sur ${f.number(total)}`,
    nextStep: 'Suivant',
    previousStep: 'Retour',
    yes: 'Oui',
    no: 'Non',
    skip: 'Passer',
    reviewAnswers: 'Vérifier',
    reviewHeading: 'Vérifiez vos réponses avant l’envoi',
    reviewChange: 'Modifier',
    discard: 'Abandonner',
    previousAnswer: 'Votre réponse précédente',
    prefilledCount: (count) =>
      `Le serveur a prérempli ${n(count)} ${f.pick(count, { one: 'réponse', other: 'réponses' })} ; elles sont envoyées telles quelles si vous ne les modifiez pas.`,
    messageShowAll: (hidden) =>
      `Afficher tout le message (${n(hidden)} ${f.pick(hidden, { one: 'caractère', other: 'caractères' })} de plus)`,
    filterStatus: (shown, matching) =>
      shown === matching ? choix(matching) : `${n(shown)} choix affichés sur ${n(matching)}\u202F; tapez pour affiner`,
    hint: createHint({
      email: 'Une adresse e-mail',
      uri: 'Une adresse web complète, comme https://example.com',
      length: (r) => capitalise(range(r, caracteres)),
      number: (integer, r) => {
        const what = integer ? 'Un nombre entier' : 'Un nombre';
        const bounds = range(r);
        if (bounds) return `${what}, ${bounds}`;
        return integer ? what : undefined;
      },
      choices: (r) => {
        const bounds = range(r, choix);
        return bounds ? `Choisissez ${bounds}` : 'Choisissez toutes les options qui conviennent';
      },
      optionalChoices: (hint) => `Facultatif. Si vous choisissez : ${hint.charAt(0).toLowerCase()}${hint.slice(1)}`,
      file: (accept, maxSize) =>
        fileHint(
          accept,
          maxSize === undefined ? undefined : f.bytes(maxSize),
          'Types de fichier : ',
          ', ',
          ' ; ',
          (size) => `au plus ${size}`,
        ),
    }),
    describedWithHint: (description, hint) => `${description} · ${hint}`,
    close: 'Fermer',
    discardQuestion: 'Abandonner vos réponses ? Appuyez de nouveau sur Échap pour les abandonner.',
    keepEditing: 'Continuer la saisie',
    errorSummary: (count) => `${n(count)} ${f.pick(count, { one: 'réponse à corriger', other: 'réponses à corriger' })}`,
    urlDestination: (domain, port) =>
      port === undefined ? `Vous irez sur\u202F: ${domain}` : `Vous irez sur\u202F: ${domain} (port ${port})`,
    urlAddress: 'Adresse complète',
    urlTruncated: (hidden) => `… (${caracteres(hidden)} de plus)`,
    urlTrusted: (domain) => `${domain} figure dans la liste des sites de confiance de cette application.`,
    urlVisitedBefore: (domain) => `Vous avez déjà ouvert ${domain} depuis cette application.`,
    urlFirstVisit: (domain) => `Vous n’avez encore jamais ouvert ${domain} depuis cette application.`,
    urlWarningsHeading: 'Vérifiez attentivement cette adresse',
    urlWarning,
    urlRefusedHeading: 'Ce lien ne peut pas être ouvert',
    urlRefused,
    urlOpen: (domain) => `Ouvrir ${domain}`,
    urlOpenAgain: (domain) => `Rouvrir ${domain}`,
    urlOpening: 'Ouverture…',
    urlBlocked:
      'Votre navigateur a bloqué la nouvelle fenêtre\u202F: rien n’a été ouvert. Autorisez les fenêtres pop-up pour cette application et réessayez, ou copiez le lien.',
    urlCopy: 'Copier le lien',
    urlCopied: 'Lien copié. Vous pouvez l’ouvrir sur un autre appareil.',
    urlCopyFailed:
      'Le lien n’a pas pu être copié automatiquement. Il est sélectionné ci-dessus\u202F: copiez-le avec le clavier ou le menu.',
    urlWaiting: 'En attente de la fin de votre action dans l’autre fenêtre.',
    urlWaitingConfirm: `Quand vous avez terminé là-bas, choisissez ${q('J’ai terminé — réessayer')}.`,
    urlDone: 'J’ai terminé — réessayer',
    // Drafts behind `experimental`: file inputs.
    fileChoose: 'Choisir un fichier…',
    fileReplace: 'Choisir un autre fichier…',
    fileRemove: (name) => `Retirer ${name}`,
    fileDrop: 'ou déposez un fichier ici',
    fileSentTo: (server) => `Envoyé à ${server} si vous acceptez`,
    fileDetails: (mediaType, size) => `${mediaType} · ${size}`,
    fileSize: (bytes) => f.bytes(bytes),
    fileReading: 'Lecture du fichier…',
    fileChosen: (name) => `${name} est joint`,
    fileUnreadable: 'Le fichier n’a pas pu être lu. Choisissez-le à nouveau.',
    fileUnnamed: '(fichier sans nom)',
    // Drafts behind `experimental`: app-rendered elicitations.
    appFrameTitle: (server) => `Application de ${server}`,
    appLoading: (server) => `Chargement de l’application de ${server}…`,
    appUseForm: 'Utiliser le formulaire standard',
    appFallback: (code, server) =>
      code === 'content'
        ? `La réponse de l’application de ${server} ne correspondait pas à la demande et n’a pas été envoyée. Répondez plutôt ici.`
        : `L’application de ${server} n’a pas pu être affichée. Répondez plutôt ici.`,
    partUnavailable: 'Une partie de cette demande n’a pas pu être chargée. Rechargez la page pour y répondre, ou refusez-la.',
    // The stepper's announcement, and answers shown after the fact.
    stepAnnouncement: (index, total, label) => `Question ${n(index)} sur ${n(total)}\u202F: ${label}`,
    hiddenAnswer: 'masqué',
  },
  messages: {
    required: (field) =>
      field.kind === 'select' ? 'Choisissez une option' : field.kind === 'multiSelect' ? 'Choisissez au moins une option' : 'Obligatoire',
    number: () => 'Saisissez un nombre',
    integer: () => 'Saisissez un nombre entier',
    minimum: (limit) => `Doit être au moins ${n(limit)}`,
    maximum: (limit) => `Doit être au plus ${n(limit)}`,
    exclusiveMinimum: (limit) => `Doit être supérieur à ${n(limit)}`,
    exclusiveMaximum: (limit) => `Doit être inférieur à ${n(limit)}`,
    minLength: (limit) => `Doit contenir au moins ${caracteres(limit)}`,
    maxLength: (limit) => `Doit contenir au plus ${caracteres(limit)}`,
    email: () => 'Saisissez une adresse e-mail',
    uri: () => 'Saisissez une adresse web complète, comme https://example.com',
    date: () => 'Saisissez une date',
    dateTime: () => 'Saisissez une date et une heure',
    choice: () => 'Choisissez l’une des options',
    minItems: (limit) => `Choisissez-en au moins ${n(limit)}`,
    maxItems: (limit) => `Choisissez-en au plus ${n(limit)}`,
    pattern: () => 'Ceci ne correspond pas au format attendu',
    invalid: () => 'Cette valeur n’est pas acceptée',
    form: () => 'Ces réponses ne correspondent pas à ce que le serveur a demandé',
    blocked: () => 'Cette demande ne peut pas recevoir de réponse telle quelle. Refusez-la ou annulez-la.',
    loading: () => 'Les vérifications de ces réponses sont encore en cours de chargement. Réessayez dans un instant.',
    checksUnavailable: () =>
      'Les vérifications du texte de cette demande n’ont pas pu être chargées, donc aucune réponse ne peut être vérifiée. Refusez-la ou annulez-la.',
    schemaError: () =>
      'Les règles de cette demande n’ont pas pu être lues, aucune réponse ne peut donc être vérifiée. Refusez-la ou annulez-la.',
    // File inputs (SEP-2356, a draft: `experimental.files`).
    file: () => 'Choisissez un fichier',
    fileTooLarge: (maxSize) => `Choisissez un fichier de ${f.bytes(maxSize)} au plus`,
    fileType: (accept) => `Choisissez un fichier de l’un de ces types : ${f.list([...accept])}`,
  },
  hostTexts: {
    runningTool: 'Pendant l’exécution de',
    showArguments: 'Afficher les arguments',
    position: (index, total) => `Demande ${n(index)} sur ${n(total)}`,
    step: (index, total) => `Étape ${n(index)} sur ${n(total)}`,
    expiresIn: (timeLeft) => `Expire dans ${timeLeft}`,
    expiryWarning: (seconds) => `Cette demande expire dans ${n(seconds)} ${f.pick(seconds, { one: 'seconde', other: 'secondes' })}.`,
    withdrawn: (server) => `${server} a retiré cette demande. Vos réponses restent affichées ici mais ne peuvent plus être envoyées.`,
    dismiss: 'Fermer la demande',
    answeredElsewhere: 'Cette demande a reçu une réponse dans un autre onglet ou une autre fenêtre.',
    timedOut: 'Cette demande a expiré et ne peut plus recevoir de réponse.',
    signedOut: 'Vous avez été déconnecté : cette demande ne peut plus recevoir de réponse ici. Reconnectez-vous pour y répondre.',
    retry: 'Réessayer',
    sendTimedOut: 'Votre réponse n’a pas reçu d’accusé à temps ; elle n’est peut-être pas arrivée. Renvoyez-la.',
    sendConnectionFailed: 'Votre réponse n’a pas pu être envoyée : la connexion a échoué. Renvoyez-la.',
    sendFailed: (status) => `Votre réponse n’a pas pu être envoyée (erreur ${status}). Renvoyez-la.`,
    blockServer: (server) => `Bloquer ${server} pour cette session`,
    blockServerHint: (server) =>
      `Refuse cette demande et toutes les suivantes de ${server} sans vous demander, jusqu’au redémarrage de l’application.`,
    blockedServer: (server) => `${server} est bloqué : ses demandes sont refusées jusqu’au redémarrage de l’application.`,
    undoBlock: 'Annuler',
    askedWhileRunning: (tool) => `Demandé pendant l’exécution de ${tool}`,
    arrived: (server) => `Nouvelle demande de ${server}`,
    task: (name, started, expires) =>
      [
        name === undefined ? 'Demandé par une tâche' : `Tâche « ${name} »`,
        ...(started === undefined ? [] : [`démarrée ${f.relative(started)}`]),
        ...(expires === undefined ? [] : [`${expires > 0 ? 'expire' : 'expirée'} ${f.relative(expires)}`]),
      ].join(', '),
    stopTask: 'Arrêter la tâche',
    taskStopped:
      'Vous avez arrêté cette tâche : ses questions ont été retirées. Vos réponses restent ici mais ne peuvent plus être envoyées.',
    stopTaskHint:
      'Arrête toute la tâche sur le serveur et retire ses questions. Pour ne répondre qu’à cette question, choisissez « Refuser ».',
    taskWaiting: (server) => `${server} attend votre réponse`,
    waitingTitle: (count, title) => `(${f.number(count)}) ${f.pick(count, { one: 'question', other: 'questions' })} · ${title}`,
    stopFailed: (failure) =>
      `${
        failure.code === 'gone'
          ? 'La tâche n’a pas pu être arrêtée : le serveur qui la détient n’est plus joignable.'
          : failure.code === 'no-reply'
            ? 'L’arrêt de la tâche est resté sans réponse : elle continue peut-être.'
            : failure.code === 'status'
              ? `La tâche n’a pas pu être arrêtée (erreur ${failure.status}).`
              : 'Le serveur n’a pas arrêté la tâche.'
      } La question reste ouverte.`,
    retryStop: 'Réessayer',
    keepQuestion: 'Garder la question',
    // Receipts.
    receipt: (server, outcome) => receipts[outcome](server),
    receiptAnswer: (label, value) => `${label}\u202F: ${value}`,
    receiptSeparator: '\u202F; ',
    receiptDetails: 'Toutes les réponses',
  },
};
