// `mcp-elicitation-react/locales/ar`: the dialog in Arabic (right to left), a complete ElicitationLocale (texts, messages, host texts).
import { createHint, fileHint } from './hints';
import type { CountRange, ElicitationLocale } from './types';
import { MAX_PATTERN_LENGTH, type PatternRefusal } from 'mcp-elicitation-core';
import type { ElicitAction, QueueEntryReason, SchemaIssue } from 'mcp-elicitation-core';
import type { UrlRefusal, UrlWarning } from 'mcp-elicitation-core/url';
import { localeFormat, type NumericRange } from 'mcp-elicitation-core';

const f = localeFormat('ar');
const n = f.number;
// Keys, names and addresses come from the server and are often left-to-right: isolate them so
// they cannot reorder the sentence around them (U+2068 FIRST STRONG ISOLATE … U+2069 POP).
const iso = (text: string) => `\u2068${text}\u2069`;
const q = (text: string) => `«${iso(text)}»`;

// Arabic has six plural categories; the noun after a number changes with each.
const chars = (count: number) =>
  f.pick(count, { one: 'حرف واحد', two: 'حرفان', few: `${n(count)} أحرف`, many: `${n(count)} حرفًا`, other: `${n(count)} حرف` });
const choices = (count: number) =>
  f.pick(count, { one: 'خيار واحد', two: 'خياران', few: `${n(count)} خيارات`, many: `${n(count)} خيارًا`, other: `${n(count)} خيار` });
const seconds = (count: number) =>
  f.pick(count, { one: 'ثانية واحدة', two: 'ثانيتين', few: `${n(count)} ثوانٍ`, many: `${n(count)} ثانية`, other: `${n(count)} ثانية` });
/** The noun alone, as it follows the upper number of a range ("من 3 إلى 20 حرفًا"). */
const charNoun = (count: number) => f.pick(count, { few: 'أحرف', many: 'حرفًا', other: 'حرف' });

/** "من 1 إلى 12", "18 على الأقل", "أكبر من 0 و10 على الأكثر"… */
function bounds(r: NumericRange): string {
  const { min, max } = r;
  const low = (v: number) => (r.minExclusive ? `أكبر من ${n(v)}` : `${n(v)} على الأقل`);
  const high = (v: number) => (r.maxExclusive ? `أصغر من ${n(v)}` : `${n(v)} على الأكثر`);
  if (min !== undefined && max !== undefined) {
    if (!r.minExclusive && !r.maxExclusive) return min === max ? `${n(min)} بالضبط` : `من ${n(min)} إلى ${n(max)}`;
    return `${low(min)} و${high(max)}`;
  }
  if (min !== undefined) return low(min);
  if (max !== undefined) return high(max);
  return '';
}

function length(r: CountRange): string {
  const { min, max } = r;
  if (min !== undefined && max !== undefined) return min === max ? `${chars(min)} بالضبط` : `من ${n(min)} إلى ${n(max)} ${charNoun(max)}`;
  if (min !== undefined) return `${chars(min)} على الأقل`;
  return `${chars(max ?? 0)} على الأكثر`;
}

function choose(r: CountRange): string {
  const b = bounds(r);
  return b ? `اختر ${b}` : 'اختر كل ما ينطبق';
}

const PATTERN: Record<PatternRefusal, string> = {
  'not-text': 'ليس نصًا',
  'too-long': `أطول من ${chars(MAX_PATTERN_LENGTH)}`,
  invalid: 'ليس تعبيرًا نمطيًا صالحًا',
  unanalysable: 'تعذّر تحليله',
  'back-reference': 'يستخدم مرجعًا خلفيًا',
  lookaround: `يستخدم النظر إلى الأمام أو إلى الخلف (مثل ${q('(?=…)')})`,
  'repeat-too-large': `يكرر شيئًا أكثر من ${n(1000)} مرة`,
  'script-extensions': 'يستخدم فئة امتدادات الكتابة في يونيكود',
};

function issue(i: SchemaIssue): string {
  const key = q(i.key ?? '');
  const { reason } = i.params;
  const impossible = (what: string) => (i.severity === 'error' ? `الحقل ${key} ${what}.` : `الحقل ${key} ${what}؛ لا يمكن إلا تركه فارغًا.`);
  switch (i.code) {
    case 'invalid-params':
      return reason === 'missing-url' ? 'يطلب الطلب فتح رابط لكنه لا يتضمن أي رابط.' : 'أرسل الخادم طلبًا لا يستطيع هذا التطبيق قراءته.';
    case 'invalid-message':
      return 'لم يذكر الخادم ما الذي يطلبه.';
    case 'unsupported-mode':
      return 'طلب الخادم الإدخال بطريقة لا يدعمها هذا التطبيق.';
    case 'invalid-schema':
      if (reason === 'not-object') return 'وصف الخادم طلبه بصيغة لا يستطيع مربع الحوار هذا عرضها.';
      if (reason === 'malformed-properties') return 'وصف الخادم حقوله بصيغة لا يستطيع مربع الحوار هذا قراءتها.';
      return 'لم يصف الخادم المعلومات التي يريدها.';
    case 'unsupported-dialect':
      return 'يذكر الطلب إصدارًا من JSON Schema لا يعرفه مربع الحوار هذا؛ سيُتحقق منه وفق JSON Schema 2020-12.';
    case 'unsafe-key':
      return `لا يمكن الإجابة بأمان عن حقل باسم ${key}.`;
    case 'unknown-required':
      return `الحقل ${key} مطلوب لكنه غير موصوف، لذلك لا يمكن لأي إجابة أن تستوفيه.`;
    case 'sensitive-field':
      return `يبدو أن ${q(i.params.label ?? i.key ?? '')} كلمة مرور أو مفتاح أو بيانات دفع. لا يجوز للخوادم طلب ذلك في نموذج؛ فكّر في الرفض.`;
    case 'invalid-default':
      return `القيمة المقترحة للحقل ${key} لا تتوافق مع قواعده، لذلك لم تُملأ.`;
    case 'nested-object':
      return `الحقل ${key} مجموعة متداخلة من الحقول لا يستطيع مربع الحوار هذا عرضها.`;
    case 'array-of-objects':
      return `الحقل ${key} قائمة سجلات لا يستطيع مربع الحوار هذا عرضها.`;
    case 'non-string-enum':
      return reason === 'enum-not-text'
        ? `الحقل ${key} يعرض خيارات ليست كلها نصًا.`
        : `الحقل ${key} يعرض خيارات بصيغة لا يستطيع مربع الحوار هذا عرضها.`;
    case 'unsafe-pattern':
      return `الحقل ${key} يطلب فحصًا للنص لا تستطيع هذه الصفحة تشغيله (${PATTERN[i.params.pattern ?? 'unanalysable']})، لذلك حُذف.`;
    case 'unsupported-type':
      switch (reason) {
        case 'items-missing':
          return `الحقل ${key} قائمة بلا وصف لعناصرها.`;
        case 'free-values':
          return `الحقل ${key} قائمة قيم حرة لا يستطيع مربع الحوار هذا عرضها.`;
        case 'named-type':
          return `نوع الحقل ${key} هو ${q(i.params.type ?? '')}، ولا يستطيع مربع الحوار هذا عرضه.`;
        case 'no-type':
          return `الحقل ${key} بلا نوع، لذلك لا يستطيع مربع الحوار هذا عرضه.`;
        case 'unknown-type':
          return `نوع الحقل ${key} غير معروف لمربع الحوار هذا.`;
        default:
          return `الحقل ${key} موصوف بصيغة لا يستطيع مربع الحوار هذا عرضها.`;
      }
    case 'invalid-keyword':
      switch (reason) {
        case 'not-a-number':
          return `القيمة ${q(i.params.keyword ?? '')} في الحقل ${key} ليست رقمًا صالحًا وتم تجاهلها.`;
        case 'unknown-format':
          return `الحقل ${key} يطلب تنسيقًا غير معروف؛ سيُعرض كنص عادي.`;
        case 'malformed-pattern':
          return `الحقل ${key} له قاعدة نصية تالفة تم تجاهلها.`;
        case 'repeated-choices':
          return `الحقل ${key} يذكر الخيار نفسه أكثر من مرة؛ أُزيل التكرار.`;
        case 'repeated-exclusive-choices':
          return `الحقل ${key} يذكر الخيار نفسه أكثر من مرة؛ لا يمكن قبول هذه الخيارات فأُزيلت.`;
        case 'malformed-required':
          return 'قائمة الحقول المطلوبة تالفة؛ تُستخدم إدخالاتها الصالحة فقط.';
        case 'min-length-above-max-length':
          return impossible('حدّه الأدنى للطول أكبر من حدّه الأعلى');
        case 'minimum-above-maximum':
          return impossible('حدّه الأدنى أكبر من حدّه الأعلى');
        case 'no-whole-number':
          return impossible('لا يقبل أي عدد صحيح');
        case 'no-choices':
          return impossible('لا يعرض أي خيارات');
        case 'min-items-above-max-items':
          return impossible('يتطلب خيارات أكثر مما يسمح به');
        case 'min-items-above-choices':
          return impossible('يتطلب خيارات أكثر مما يعرضه');
        default:
          return `الحقل ${key} له قاعدة لا يستطيع مربع الحوار هذا استخدامها، فتم تجاهلها.`;
      }
    default:
      return 'تعذّر عرض جزء من هذا الطلب.';
  }
}

function urlWarning(w: UrlWarning): string {
  const p = w.params;
  const domain = iso(p.domain ?? '');
  switch (w.code) {
    case 'punycode':
      return `يستخدم اسم الموقع أحرفًا دولية، وهو في الحقيقة ${q(p.host ?? '')} ويُعرض بالشكل ${q(p.hostUnicode ?? '')}. قد تنتحل هذه الأسماء مواقع أخرى.`;
    case 'mixed-script':
      return `يخلط اسم الموقع أحرفًا من أبجديات مختلفة (${f.list((p.scripts ?? []).map(f.script))}).`;
    case 'lookalike':
      return `ينتحل اسم الموقع ${q(p.imitated ?? '')} بأحرف متشابهة من أبجدية أخرى.`;
    case 'insecure':
      return 'الصفحة غير مشفرة (http): يمكن لآخرين على الشبكة قراءتها أو تغييرها.';
    case 'credentials':
      return `الجزء الذي يسبق ${q('@')} (${q(p.userinfo ?? '')}) ليس الموقع. ستنتقل فعليًا إلى ${domain}.`;
    case 'ip-address':
      return `العنوان رقم IP مجرد (${iso(p.host ?? '')}) بدلًا من اسم موقع.`;
    case 'obfuscated-ip':
      return `رقم IP مكتوب بصيغة مموّهة: ${q(p.written ?? '')} يعني ${iso(p.host ?? '')}.`;
    case 'local-network':
      return p.scope === 'this-device'
        ? 'يشير العنوان إلى هذا الحاسوب، لا إلى موقع على الإنترنت.'
        : 'يشير العنوان إلى جهاز على شبكتك المحلية، لا إلى موقع على الإنترنت.';
    case 'deceptive-subdomain':
      return `يبدأ العنوان باسم موقع آخر (${q(p.imitated ?? '')})، لكنه يؤدي إلى ${domain}.`;
    case 'many-subdomains':
      return `اسم الموقع مؤلف من أجزاء كثيرة؛ النهاية وحدها تحدد وجهتك: ${domain}.`;
    case 'long-host':
      return `اسم الموقع طويل على نحو غير معتاد؛ النهاية وحدها تحدد وجهتك: ${domain}.`;
    case 'long-url':
      return 'العنوان طويل على نحو غير معتاد؛ تحقّق منه بعناية.';
    case 'encoded-host':
      return 'جزء من اسم الموقع مموّه بترميز النسبة المئوية (%).';
    case 'encoded-path':
      return 'يحتوي العنوان على أحرف مموّهة (مثل %2F أو %2E) قد تخفي وجهته.';
    case 'hidden-characters':
      return 'يحتوي العنوان على أحرف غير مرئية أو مسافات.';
    case 'unusual-syntax':
      return 'العنوان مكتوب بطريقة غير معتادة؛ سيُفتح كما هو معروض هنا.';
    case 'trailing-dot':
      return 'ينتهي اسم الموقع بنقطة، وهذا غير معتاد.';
    default:
      return 'تحقّق من هذا العنوان بعناية.';
  }
}

function urlRefused(r: UrlRefusal): string {
  if (r.code === 'empty') return 'لا يتضمن الطلب عنوان ويب.';
  if (r.code === 'unparseable') return 'هذا ليس عنوان ويب صالحًا، لذلك لا يمكن فتحه.';
  switch (r.schemeKind) {
    case 'code':
      return 'سيشغّل هذا الرابط شيفرة داخل هذا التطبيق بدلًا من فتح صفحة ويب.';
    case 'inline-page':
      return 'يحمل هذا الرابط صفحة كاملة داخله بدلًا من الإشارة إلى موقع ويب.';
    case 'local-file':
      return 'يشير هذا الرابط إلى ملف على حاسوبك، لا إلى موقع ويب.';
    case 'app-data':
      return 'يشير هذا الرابط إلى بيانات يحتفظ بها هذا التطبيق، لا إلى موقع ويب.';
    case 'browser-page':
      return 'يشير هذا الرابط إلى صفحة من المتصفح نفسه، لا إلى موقع ويب.';
    default:
      return `يفتح هذا الرابط شيئًا غير صفحة ويب (${q(`${r.scheme ?? ''}:`)})، لذلك لا يمكن فتحه من هنا.`;
  }
}

/** Receipts: who asked and how the request ended. */
const receipts: Record<ElicitAction | QueueEntryReason, (server: string) => string> = {
  accept: (server) => `أجبت عن الطلب الوارد من ${iso(server)}.`,
  decline: (server) => `رفضت الطلب الوارد من ${iso(server)}.`,
  cancel: (server) => `أغلقت الطلب الوارد من ${iso(server)} دون إجابة.`,
  withdrawn: (server) => `سحب ${iso(server)} طلبه.`,
  'timed-out': (server) => `انتهت مهلة الطلب الوارد من ${iso(server)}.`,
  'answered-elsewhere': (server) => `تم الرد على الطلب الوارد من ${iso(server)} في علامة تبويب أو نافذة أخرى.`,
  gone: (server) => `انتهى الطلب الوارد من ${iso(server)} بينما كانت هذه الصفحة غير متصلة.`,
  'signed-out': (server) => `تم تسجيل خروجك قبل الرد على طلب ${iso(server)}.`,
  'task-stopped': (server) => `أوقفت المهمة التي طرح ${iso(server)} هذا السؤال من أجلها.`,
};

/**
 * Arabic (العربية), right to left: the dialog gets `dir="rtl"`; server text keeps `dir="auto"`.
 *
 * @example
 * ```tsx
 * import { ar } from 'mcp-elicitation-react/locales/ar';
 * <ElicitationDialog locale={ar} request={params} server={server} onResult={respond} />
 * ```
 */
export const ar: ElicitationLocale = {
  lang: 'ar',
  dir: 'rtl',
  texts: {
    title: (server) => `طلب من ${server}`,
    serverReports: (name, otherName, version) =>
      `يعرّف نفسه باسم «${name}»${otherName ? ` (${otherName})` : ''}${version ? ` ${version}` : ''}`,
    accept: 'قبول',
    decline: 'رفض',
    cancel: 'إلغاء',
    issuesHeading: 'تعذّر عرض جزء من هذا الطلب',
    requiredLegend: 'الحقول المميزة بـ * مطلوبة',
    issuesHeadingSensitive: 'يطلب هذا الطلب شيئًا سريًّا',
    issue,
    cannotAccept: 'لا يمكن الرد على هذا الطلب كما أُرسل. يمكنك رفضه أو إلغاؤه.',
    messageLabel: 'رسالة من الخادم',
    messageContinues: 'تتمة الرسالة معروضة على الشاشة',
    prefilled: 'عبّأه الخادم',
    confirmOnly: 'يطلب الخادم تأكيدك فقط؛ لن تُرسَل أي معلومات.',
    chooseOption: 'اختر…',
    noAnswer: 'بلا إجابة',
    filterChoices: 'تصفية الخيارات',
    unnamedField: '(حقل بلا اسم)',
    confirm: 'تأكيد',
    destructiveWarning: (tool) => `قد تحذف ${tool} بيانات أو تغيّرها، وقد لا يمكن التراجع عن ذلك.`,
    stepProgress: (index, total) => `${f.number(index)} من ${f.number(total)}`,
    nextStep: 'التالي',
    previousStep: 'رجوع',
    yes: 'نعم',
    no: 'لا',
    skip: 'تخطٍّ',
    reviewAnswers: 'مراجعة',
    reviewHeading: 'راجع إجاباتك قبل الإرسال',
    reviewChange: 'تغيير',
    discard: 'تجاهل',
    previousAnswer: 'إجابتك السابقة',
    prefilledCount: (count) => `عبّأ الخادم إجابات عددها ${n(count)}؛ تُرسَل كما هي ما لم تغيّرها.`,
    messageShowAll: (hidden) => `عرض الرسالة كاملة (${chars(hidden)} إضافية)`,
    filterStatus: (shown, matching) => (shown === matching ? choices(matching) : `عرض ${n(shown)} من ${n(matching)}؛ اكتب لتضييق النتائج`),
    hint: createHint({
      email: 'عنوان بريد إلكتروني',
      uri: 'عنوان ويب كامل، مثل https://example.com',
      length,
      number: (integer, r) => {
        const what = integer ? 'عدد صحيح' : 'عدد';
        const b = bounds(r);
        if (b) return `${what}، ${b}`;
        return integer ? what : undefined;
      },
      choices: choose,
      optionalChoices: (hint) => `اختياري. إذا اخترت: ${hint}`,
      file: (accept, maxSize) =>
        fileHint(accept, maxSize === undefined ? undefined : f.bytes(maxSize), 'أنواع الملفات: ', '، ', '؛ ', (size) => `بحد أقصى ${size}`),
    }),
    describedWithHint: (description, hint) => `${description} · ${hint}`,
    close: 'إغلاق',
    discardQuestion: 'هل تريد تجاهل إجاباتك؟ اضغط Escape مرة أخرى لتجاهلها.',
    keepEditing: 'متابعة التعديل',
    errorSummary: (count) => `عدد الإجابات التي تحتاج إلى مراجعة: ${n(count)}`,
    urlDestination: (domain, port) => (port === undefined ? `ستنتقل إلى: ${domain}` : `ستنتقل إلى: ${domain} (المنفذ ${port})`),
    urlAddress: 'العنوان الكامل',
    urlTruncated: (hidden) => `… (بقي ${chars(hidden)})`,
    urlTrusted: (domain) => `${iso(domain)} مدرج في قائمة المواقع الموثوقة لهذا التطبيق.`,
    urlVisitedBefore: (domain) => `سبق أن فتحت ${iso(domain)} من هذا التطبيق.`,
    urlFirstVisit: (domain) => `لم تفتح ${iso(domain)} من هذا التطبيق من قبل.`,
    urlWarningsHeading: 'تحقّق من هذا العنوان بعناية',
    urlWarning,
    urlRefusedHeading: 'لا يمكن فتح هذا الرابط',
    urlRefused,
    urlOpen: (domain) => `فتح ${domain}`,
    urlOpenAgain: (domain) => `فتح ${domain} مرة أخرى`,
    urlOpening: 'جارٍ الفتح…',
    urlBlocked: 'حظر متصفحك النافذة الجديدة، لذلك لم يُفتح شيء. اسمح بالنوافذ المنبثقة لهذا التطبيق وحاول مرة أخرى، أو انسخ الرابط.',
    urlCopy: 'نسخ الرابط',
    urlCopied: 'نُسخ الرابط. يمكنك فتحه على جهاز آخر.',
    urlCopyFailed: 'تعذّر نسخ الرابط تلقائيًا. إنه محدد أعلاه: انسخه باستخدام لوحة المفاتيح أو القائمة.',
    urlWaiting: 'بانتظار أن تنتهي في النافذة الأخرى.',
    urlWaitingConfirm: 'عندما تنتهي هناك، اختر «انتهيت، أعد المحاولة».',
    urlDone: 'انتهيت، أعد المحاولة',
    // Drafts behind `experimental`: file inputs.
    fileChoose: 'اختر ملفًا…',
    fileReplace: 'اختر ملفًا آخر…',
    fileRemove: (name) => `إزالة ${name}`,
    fileDrop: 'أو أفلت ملفًا هنا',
    fileSentTo: (server) => `يُرسل إلى ${server} عند القبول`,
    fileDetails: (mediaType, size) => `${mediaType} · ${size}`,
    fileSize: (bytes) => f.bytes(bytes),
    fileReading: 'جارٍ قراءة الملف…',
    fileChosen: (name) => `أُرفق ${name}`,
    fileUnreadable: 'تعذّرت قراءة الملف. اختره مرة أخرى.',
    fileUnnamed: '(ملف بلا اسم)',
    // Drafts behind `experimental`: app-rendered elicitations.
    appFrameTitle: (server) => `تطبيق ${server}`,
    appLoading: (server) => `جارٍ تحميل تطبيق ${server}…`,
    appUseForm: 'استخدام النموذج العادي',
    appFallback: (code, server) =>
      code === 'content'
        ? `لم تتوافق إجابة تطبيق ${server} مع الطلب، لذا لم تُرسل. أجب هنا بدلًا من ذلك.`
        : `تعذّر عرض تطبيق ${server}. أجب هنا بدلًا من ذلك.`,
    partUnavailable: 'تعذّر تحميل جزء من هذا الطلب. أعد تحميل الصفحة للإجابة عنه، أو ارفضه.',
    // The stepper's announcement, and answers shown after the fact.
    stepAnnouncement: (index, total, label) => `السؤال ${n(index)} من ${n(total)}: ${iso(label)}`,
    hiddenAnswer: 'مخفي',
  },
  messages: {
    required: (field) => (field.kind === 'select' ? 'اختر خيارًا' : field.kind === 'multiSelect' ? 'اختر خيارًا واحدًا على الأقل' : 'مطلوب'),
    number: () => 'أدخل رقمًا',
    integer: () => 'أدخل عددًا صحيحًا',
    minimum: (limit) => `يجب ألا يقل عن ${n(limit)}`,
    maximum: (limit) => `يجب ألا يزيد على ${n(limit)}`,
    exclusiveMinimum: (limit) => `يجب أن يكون أكبر من ${n(limit)}`,
    exclusiveMaximum: (limit) => `يجب أن يكون أصغر من ${n(limit)}`,
    minLength: (limit) => `يجب ألا يقل عن ${chars(limit)}`,
    maxLength: (limit) => `يجب ألا يزيد على ${chars(limit)}`,
    email: () => 'أدخل عنوان بريد إلكتروني',
    uri: () => 'أدخل عنوان ويب كاملًا، مثل https://example.com',
    date: () => 'أدخل تاريخًا',
    dateTime: () => 'أدخل تاريخًا ووقتًا',
    choice: () => 'اختر أحد الخيارات',
    minItems: (limit) => `اختر ${choices(limit)} على الأقل`,
    maxItems: (limit) => `اختر ${choices(limit)} على الأكثر`,
    pattern: () => 'لا يطابق التنسيق المتوقع',
    invalid: () => 'هذه القيمة غير مقبولة',
    form: () => 'هذه الإجابات لا تتوافق مع ما طلبه الخادم',
    blocked: () => 'لا يمكن الرد على هذا الطلب كما أُرسل. ارفضه أو ألغه.',
    loading: () => 'لا تزال عمليات التحقق من هذه الإجابات قيد التحميل. حاول مرة أخرى بعد لحظة.',
    checksUnavailable: () => 'تعذّر تحميل عمليات التحقق من نص هذا الطلب، لذلك لا يمكن التحقق من أي إجابة. ارفضه أو ألغه.',
    schemaError: () => 'تعذّرت قراءة قواعد هذا الطلب، لذلك لا يمكن التحقق من أي إجابة. ارفضه أو ألغه.',
    // File inputs (SEP-2356, a draft: `experimental.files`).
    file: () => 'اختر ملفًا',
    fileTooLarge: (maxSize) => `اختر ملفًا لا يتجاوز ${f.bytes(maxSize)}`,
    fileType: (accept) => `اختر ملفًا من أحد هذه الأنواع: ${f.list([...accept])}`,
  },
  hostTexts: {
    runningTool: 'أثناء تشغيل',
    showArguments: 'عرض الوسائط',
    position: (index, total) => `الطلب ${n(index)} من ${n(total)}`,
    step: (index, total) => `الخطوة ${n(index)} من ${n(total)}`,
    expiresIn: (timeLeft) => `ينتهي خلال ${timeLeft}`,
    expiryWarning: (count) => `تنتهي صلاحية هذا الطلب خلال ${seconds(count)}.`,
    withdrawn: (server) => `سحب ${iso(server)} هذا الطلب. إجاباتك محفوظة هنا لكن لم يعد من الممكن إرسالها.`,
    dismiss: 'تجاهل',
    answeredElsewhere: 'تم الرد على هذا الطلب في علامة تبويب أو نافذة أخرى.',
    timedOut: 'انتهت مهلة هذا الطلب ولم يعد من الممكن الرد عليه.',
    signedOut: 'تم تسجيل خروجك، لذا لم يعد من الممكن الرد على هذا الطلب هنا. سجّل الدخول مرة أخرى للرد عليه.',
    retry: 'إعادة المحاولة',
    sendTimedOut: 'لم يصل رد على إجابتك في الوقت المحدد، وربما لم تصل. أرسلها مرة أخرى.',
    sendConnectionFailed: 'تعذّر إرسال إجابتك: فشل الاتصال. أرسلها مرة أخرى.',
    sendFailed: (status) => `تعذّر إرسال إجابتك (الخطأ ${status}). أرسلها مرة أخرى.`,
    blockServer: (server) => `حظر ${iso(server)} خلال هذه الجلسة`,
    blockServerHint: (server) => `يرفض هذا الطلب وكل طلب لاحق من ${iso(server)} دون سؤالك، حتى يُعاد تشغيل التطبيق.`,
    blockedServer: (server) => `تم حظر ${iso(server)}: تُرفض طلباته حتى يُعاد تشغيل التطبيق.`,
    undoBlock: 'تراجع',
    askedWhileRunning: (tool) => `طُلب أثناء تشغيل ${iso(tool)}`,
    arrived: (server) => `طلب جديد من ${iso(server)}`,
    task: (name, started, expires) =>
      [
        name === undefined ? 'سؤال من مهمة' : `المهمة ${q(name)}`,
        ...(started === undefined ? [] : [`بدأت ${f.relative(started)}`]),
        ...(expires === undefined ? [] : [`${expires > 0 ? 'تنتهي' : 'انتهت'} ${f.relative(expires)}`]),
      ].join('، '),
    stopTask: 'إيقاف المهمة',
    taskStopped: 'لقد أوقفت هذه المهمة، لذا سُحبت أسئلتها. تبقى إجاباتك هنا لكن لا يمكن إرسالها بعد الآن.',
    stopTaskHint: 'يوقف المهمة كلها على الخادم ويسحب أسئلتها. للإجابة عن هذا السؤال وحده، اختر «رفض».',
    taskWaiting: (server) => `${iso(server)} بانتظار إجابتك`,
    waitingTitle: (count, title) =>
      `(${f.number(count)}) ${f.pick(count, { one: 'سؤال', two: 'سؤالان', few: 'أسئلة', many: 'سؤالًا', other: 'سؤال' })} · ${iso(title)}`,
    stopFailed: (failure) =>
      `${
        failure.code === 'gone'
          ? 'تعذّر إيقاف المهمة: الخادم الذي يحتفظ بها لم يعد متاحًا.'
          : failure.code === 'no-reply'
            ? 'لم يصل رد على إيقاف المهمة، فربما لم تتوقف.'
            : failure.code === 'status'
              ? `تعذّر إيقاف المهمة (الخطأ ${failure.status}).`
              : 'لم يوقف الخادم المهمة.'
      } السؤال ما زال مفتوحًا.`,
    retryStop: 'إعادة المحاولة',
    keepQuestion: 'الإبقاء على السؤال',
    // Receipts.
    receipt: (server, outcome) => receipts[outcome](server),
    receiptAnswer: (label, value) => `${iso(label)}: ${iso(value)}`,
    receiptSeparator: '؛ ',
    receiptDetails: 'كل الإجابات',
  },
};
