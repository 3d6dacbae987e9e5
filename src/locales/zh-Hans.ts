// `mcp-elicitation-react/locales/zh-Hans`: the dialog in Simplified Chinese, a complete ElicitationLocale (texts, messages, host texts).
import { createHint, fileHint } from './hints';
import type { CountRange, ElicitationLocale } from './types';
import { MAX_PATTERN_LENGTH, type PatternRefusal } from 'mcp-elicitation-core';
import type { ElicitAction, QueueEntryReason, SchemaIssue } from 'mcp-elicitation-core';
import type { UrlRefusal, UrlWarning } from 'mcp-elicitation-core/url';
import { localeFormat, type NumericRange } from 'mcp-elicitation-core';

// Chinese has no grammatical plural: every count takes the same form.
const f = localeFormat('zh-Hans');
const n = f.number;
const q = (text: string) => `“${text}”`;

/** "1 到 12", "至少 18", "大于 0 且最多 10"… */
function bounds(r: NumericRange): string {
  const { min, max } = r;
  if (min !== undefined && max !== undefined) {
    if (!r.minExclusive && !r.maxExclusive) return min === max ? `正好 ${n(min)}` : `${n(min)} 到 ${n(max)}`;
    return `${r.minExclusive ? '大于' : '至少'} ${n(min)} 且${r.maxExclusive ? '小于' : '最多'} ${n(max)}`;
  }
  if (min !== undefined) return `${r.minExclusive ? '大于' : '至少'} ${n(min)}`;
  if (max !== undefined) return `${r.maxExclusive ? '小于' : '最多'} ${n(max)}`;
  return '';
}

function choose(r: CountRange): string {
  const { min, max } = r;
  if (min !== undefined && max !== undefined) return min === max ? `选择 ${n(min)} 个选项` : `选择 ${n(min)} 到 ${n(max)} 个选项`;
  if (min !== undefined) return `至少选择 ${n(min)} 个选项`;
  if (max !== undefined) return `最多选择 ${n(max)} 个选项`;
  return '选择所有适用的选项';
}

const PATTERN: Record<PatternRefusal, string> = {
  'not-text': '它不是文本',
  'too-long': `它超过了 ${n(MAX_PATTERN_LENGTH)} 个字符`,
  invalid: '它不是有效的正则表达式',
  unanalysable: '无法分析它',
  'back-reference': '它使用了反向引用',
  lookaround: `它使用了前瞻或后顾断言（如${q('(?=…)')}）`,
  'repeat-too-large': `它将某个内容重复了超过 ${n(1000)} 次`,
  'script-extensions': '它使用了 Unicode 文字扩展（Script_Extensions）类',
};

function issue(i: SchemaIssue): string {
  const key = q(i.key ?? '');
  const { reason } = i.params;
  const impossible = (what: string) => (i.severity === 'error' ? `${key}${what}。` : `${key}${what}；只能留空。`);
  switch (i.code) {
    case 'invalid-params':
      return reason === 'missing-url' ? '请求要求打开链接，但没有包含链接。' : '服务器发送了此应用无法读取的请求。';
    case 'invalid-message':
      return '服务器没有说明它在请求什么。';
    case 'unsupported-mode':
      return '服务器以此应用不支持的方式请求输入。';
    case 'invalid-schema':
      if (reason === 'not-object') return '服务器描述请求的形式是此对话框无法显示的。';
      if (reason === 'malformed-properties') return '服务器描述字段的形式是此对话框无法读取的。';
      return '服务器没有描述它需要的信息。';
    case 'unsupported-dialect':
      return '请求指定了此对话框不认识的 JSON Schema 版本；将按 JSON Schema 2020-12 检查。';
    case 'unsafe-key':
      return `名为${key}的字段无法安全地回答。`;
    case 'unknown-required':
      return `${key}是必填项，但从未被描述，因此任何回答都无法满足它。`;
    case 'sensitive-field':
      return `${q(i.params.label ?? i.key ?? '')}看起来像密码、密钥或支付信息。服务器不得在表单中索取这些信息；建议拒绝。`;
    case 'invalid-default':
      return `${key}的建议值不符合其自身规则，因此未被填入。`;
    case 'nested-object':
      return `${key}是嵌套的字段组，此对话框无法显示。`;
    case 'array-of-objects':
      return `${key}是记录列表，此对话框无法显示。`;
    case 'non-string-enum':
      return reason === 'enum-not-text' ? `${key}提供的选项并非都是文本。` : `${key}提供选项的形式是此对话框无法显示的。`;
    case 'unsafe-pattern':
      return `${key}要求的文本检查无法在此页面上运行（${PATTERN[i.params.pattern ?? 'unanalysable']}），因此已省略。`;
    case 'unsupported-type':
      switch (reason) {
        case 'items-missing':
          return `${key}是一个没有描述其元素的列表。`;
        case 'free-values':
          return `${key}是自由值的列表，此对话框无法显示。`;
        case 'named-type':
          return `${key}的类型为${q(i.params.type ?? '')}，此对话框无法显示。`;
        case 'no-type':
          return `${key}没有类型，此对话框无法显示。`;
        case 'unknown-type':
          return `此对话框无法识别${key}的类型。`;
        default:
          return `${key}的描述形式是此对话框无法显示的。`;
      }
    case 'invalid-keyword':
      switch (reason) {
        case 'not-a-number':
          return `${key}的${q(i.params.keyword ?? '')}不是有效数字，已忽略。`;
        case 'unknown-format':
          return `${key}要求未知的格式；将作为普通文本显示。`;
        case 'malformed-pattern':
          return `${key}的文本规则格式错误，已忽略。`;
        case 'repeated-choices':
          return `${key}多次列出了相同的选项；重复项已删除。`;
        case 'repeated-exclusive-choices':
          return `${key}多次列出了相同的选项；这些选项无法被接受，已删除。`;
        case 'malformed-required':
          return '必填字段列表格式错误；只使用其中有效的条目。';
        case 'min-length-above-max-length':
          return impossible('的最小长度大于最大长度');
        case 'minimum-above-maximum':
          return impossible('的最小值大于最大值');
        case 'no-whole-number':
          return impossible('的范围内没有整数');
        case 'no-choices':
          return impossible('没有提供任何选项');
        case 'min-items-above-max-items':
          return impossible('要求的最少选择数大于允许的最多选择数');
        case 'min-items-above-choices':
          return impossible('要求的选择数多于提供的选项数');
        default:
          return `${key}有此对话框无法使用的规则，已忽略。`;
      }
    default:
      return '此请求的部分内容无法显示。';
  }
}

function urlWarning(w: UrlWarning): string {
  const p = w.params;
  switch (w.code) {
    case 'punycode':
      return `网站名称使用了国际字符，实际为${q(p.host ?? '')}，显示为${q(p.hostUnicode ?? '')}。此类名称可能冒充其他网站。`;
    case 'mixed-script':
      return `网站名称混用了不同字母表的字母（${f.list((p.scripts ?? []).map(f.script))}）。`;
    case 'lookalike':
      return `网站名称用另一种字母表中外形相似的字母冒充${q(p.imitated ?? '')}。`;
    case 'insecure':
      return '此页面未加密（http）：网络上的其他人可能读取或篡改它。';
    case 'credentials':
      return `${q('@')}之前的部分（${q(p.userinfo ?? '')}）不是网站。你实际会前往 ${p.domain}。`;
    case 'ip-address':
      return `该地址是一个纯 IP 地址（${p.host}），而不是网站名称。`;
    case 'obfuscated-ip':
      return `该 IP 地址以伪装的形式书写：${q(p.written ?? '')}表示 ${p.host}。`;
    case 'local-network':
      return p.scope === 'this-device'
        ? '该地址指向这台计算机，而不是互联网上的网站。'
        : '该地址指向你本地网络中的设备，而不是互联网上的网站。';
    case 'deceptive-subdomain':
      return `该地址以另一个网站的名称（${q(p.imitated ?? '')}）开头，但实际前往 ${p.domain}。`;
    case 'many-subdomains':
      return `网站名称由很多部分组成；只有末尾决定你前往哪里：${p.domain}。`;
    case 'long-host':
      return `网站名称异常地长；只有末尾决定你前往哪里：${p.domain}。`;
    case 'long-url':
      return '该地址异常地长；请仔细检查。';
    case 'encoded-host':
      return '网站名称的一部分用百分号编码（%）进行了伪装。';
    case 'encoded-path':
      return '该地址包含可能隐藏其去向的伪装字符（如 %2F 或 %2E）。';
    case 'hidden-characters':
      return '该地址包含不可见字符或空格。';
    case 'unusual-syntax':
      return '该地址的写法不寻常；它将按此处显示的样子打开。';
    case 'trailing-dot':
      return '网站名称以点结尾，这不寻常。';
    default:
      return '请仔细检查此地址。';
  }
}

function urlRefused(r: UrlRefusal): string {
  if (r.code === 'empty') return '请求中没有网址。';
  if (r.code === 'unparseable') return '这不是有效的网址，因此无法打开。';
  switch (r.schemeKind) {
    case 'code':
      return '此链接会在此应用内运行代码，而不是打开网页。';
    case 'inline-page':
      return '此链接本身包含整个页面，而不是指向网站。';
    case 'local-file':
      return '此链接指向你计算机上的文件，而不是网站。';
    case 'app-data':
      return '此链接指向此应用持有的数据，而不是网站。';
    case 'browser-page':
      return '此链接指向浏览器自身的页面，而不是网站。';
    default:
      return `此链接打开的不是网页（${q(`${r.scheme ?? ''}:`)}），因此无法从这里打开。`;
  }
}

/** Receipts: who asked and how the request ended. */
const receipts: Record<ElicitAction | QueueEntryReason, (server: string) => string> = {
  accept: (server) => `你已回答来自 ${server} 的请求。`,
  decline: (server) => `你已拒绝来自 ${server} 的请求。`,
  cancel: (server) => `你已关闭来自 ${server} 的请求，未作回答。`,
  withdrawn: (server) => `${server} 撤回了其请求。`,
  'timed-out': (server) => `来自 ${server} 的请求已超时。`,
  'answered-elsewhere': (server) => `来自 ${server} 的请求已在另一个标签页或窗口中得到回答。`,
  gone: (server) => `来自 ${server} 的请求在此页面断开连接期间结束。`,
  'signed-out': (server) => `你在回答 ${server} 的请求之前已退出登录。`,
  'task-stopped': (server) => `你已停止 ${server} 提出此问题的任务。`,
};

/**
 * Simplified Chinese (简体中文).
 *
 * @example
 * ```tsx
 * import { zhHans } from 'mcp-elicitation-react/locales/zh-Hans';
 * <ElicitationDialog locale={zhHans} request={params} server={server} onResult={respond} />
 * ```
 */
export const zhHans: ElicitationLocale = {
  lang: 'zh-Hans',
  dir: 'ltr',
  texts: {
    title: (server) => `来自 ${server} 的请求`,
    serverReports: (name, otherName, version) =>
      `自称${q(name)}${otherName ? `（${otherName}）` : ''}${version ? `，版本 ${version}` : ''}`,
    accept: '接受',
    decline: '拒绝',
    cancel: '取消',
    issuesHeading: '此请求的部分内容无法显示',
    requiredLegend: '标有 * 的字段为必填项',
    issuesHeadingSensitive: '此请求要求提供机密信息',
    issue,
    cannotAccept: '此请求无法按原样回答。你可以拒绝或取消。',
    messageLabel: '服务器发来的消息',
    messageContinues: '消息的其余部分显示在屏幕上',
    prefilled: '由服务器预填',
    confirmOnly: '服务器只请求你确认；不会发送任何信息。',
    chooseOption: '请选择…',
    noAnswer: '不回答',
    filterChoices: '筛选选项',
    unnamedField: '（未命名字段）',
    confirm: '确认',
    destructiveWarning: (tool) => `${tool} 可能会删除或更改数据，且可能无法撤销。`,
    stepProgress: (index, total) => `第 ${f.number(index)} 步，共 ${f.number(total)} 步`,
    nextStep: '下一步',
    previousStep: '上一步',
    yes: '是',
    no: '否',
    skip: '跳过',
    reviewAnswers: '检查',
    reviewHeading: '发送前请检查您的回答',
    reviewChange: '修改',
    discard: '放弃',
    previousAnswer: '您之前的回答',
    prefilledCount: (count) => `服务器已预填 ${n(count)} 个回答；如不修改将按原样发送。`,
    messageShowAll: (hidden) => `显示完整消息（还有 ${n(hidden)} 个字符）`,
    filterStatus: (shown, matching) =>
      shown === matching ? `${n(matching)} 个选项` : `显示 ${n(matching)} 个选项中的 ${n(shown)} 个；输入以缩小范围`,
    hint: createHint({
      email: '电子邮件地址',
      uri: '完整的网址，例如 https://example.com',
      length: (r) => `${bounds(r)} 个字符`,
      number: (integer, r) => {
        const what = integer ? '整数' : '数字';
        const b = bounds(r);
        if (b) return `${what}，${b}`;
        return integer ? what : undefined;
      },
      choices: choose,
      optionalChoices: (hint) => `可选。如果选择：${hint}`,
      file: (accept, maxSize) =>
        fileHint(accept, maxSize === undefined ? undefined : f.bytes(maxSize), '文件类型：', '、', '；', (size) => `最大 ${size}`),
    }),
    describedWithHint: (description, hint) => `${description}（${hint}）`,
    close: '关闭',
    discardQuestion: '要放弃您的回答吗？再按一次 Esc 键即可放弃。',
    keepEditing: '继续编辑',
    errorSummary: (count) => `有 ${n(count)} 个回答需要修改`,
    urlDestination: (domain, port) => (port === undefined ? `你将前往：${domain}` : `你将前往：${domain}（端口 ${port}）`),
    urlAddress: '完整地址',
    urlTruncated: (hidden) => `…（还有 ${n(hidden)} 个字符）`,
    urlTrusted: (domain) => `${domain} 在此应用的受信任网站列表中。`,
    urlVisitedBefore: (domain) => `你以前从此应用打开过 ${domain}。`,
    urlFirstVisit: (domain) => `你还没有从此应用打开过 ${domain}。`,
    urlWarningsHeading: '请仔细检查此地址',
    urlWarning,
    urlRefusedHeading: '无法打开此链接',
    urlRefused,
    urlOpen: (domain) => `打开 ${domain}`,
    urlOpenAgain: (domain) => `再次打开 ${domain}`,
    urlOpening: '正在打开…',
    urlBlocked: '浏览器拦截了新窗口，因此没有打开任何内容。请允许此应用的弹出窗口后重试，或复制链接。',
    urlCopy: '复制链接',
    urlCopied: '链接已复制。你可以在其他设备上打开它。',
    urlCopyFailed: '无法自动复制链接。它已在上方选中：请用键盘或菜单复制。',
    urlWaiting: '正在等待你在另一个窗口中完成操作。',
    urlWaitingConfirm: `完成后，请选择${q('我已完成，重试')}。`,
    urlDone: '我已完成，重试',
    // Drafts behind `experimental`: file inputs.
    fileChoose: '选择文件…',
    fileReplace: '选择其他文件…',
    fileRemove: (name) => `移除 ${name}`,
    fileDrop: '或将文件拖放到此处',
    fileSentTo: (server) => `接受后将发送给 ${server}`,
    fileDetails: (mediaType, size) => `${mediaType} · ${size}`,
    fileSize: (bytes) => f.bytes(bytes),
    fileReading: '正在读取文件…',
    fileChosen: (name) => `已附加 ${name}`,
    fileUnreadable: '无法读取该文件。请重新选择。',
    fileUnnamed: '（无名称的文件）',
    // Drafts behind `experimental`: app-rendered elicitations.
    appFrameTitle: (server) => `${server} 的应用`,
    appLoading: (server) => `正在加载 ${server} 的应用…`,
    appUseForm: '使用标准表单',
    appFallback: (code, server) =>
      code === 'content' ? `${server} 的应用给出的回答与请求不符，因此未发送。请在此处作答。` : `无法显示 ${server} 的应用。请在此处作答。`,
    partUnavailable: '此请求的一部分无法加载。请重新加载页面后回答，或拒绝。',
    // The stepper's announcement, and answers shown after the fact.
    stepAnnouncement: (index, total, label) => `第 ${n(index)} 题，共 ${n(total)} 题：${label}`,
    hiddenAnswer: '已隐藏',
  },
  messages: {
    required: (field) => (field.kind === 'select' ? '请选择一个选项' : field.kind === 'multiSelect' ? '请至少选择一个选项' : '必填'),
    number: () => '请输入数字',
    integer: () => '请输入整数',
    minimum: (limit) => `不能小于 ${n(limit)}`,
    maximum: (limit) => `不能大于 ${n(limit)}`,
    exclusiveMinimum: (limit) => `必须大于 ${n(limit)}`,
    exclusiveMaximum: (limit) => `必须小于 ${n(limit)}`,
    minLength: (limit) => `至少需要 ${n(limit)} 个字符`,
    maxLength: (limit) => `最多 ${n(limit)} 个字符`,
    email: () => '请输入电子邮件地址',
    uri: () => '请输入完整的网址，例如 https://example.com',
    date: () => '请输入日期',
    dateTime: () => '请输入日期和时间',
    choice: () => '请从选项中选择',
    minItems: (limit) => `请至少选择 ${n(limit)} 项`,
    maxItems: (limit) => `最多选择 ${n(limit)} 项`,
    pattern: () => '与预期格式不符',
    invalid: () => '不接受此值',
    form: () => '这些回答不符合服务器的要求',
    blocked: () => '此请求无法按原样回答。请拒绝或取消。',
    loading: () => '这些回答的检查仍在加载中。请稍后再试。',
    checksUnavailable: () => '无法加载此请求的文本检查，因此无法检查任何回答。请拒绝或取消。',
    schemaError: () => '无法读取此请求的规则，因此无法检查任何回答。请拒绝或取消。',
    // File inputs (SEP-2356, a draft: `experimental.files`).
    file: () => '请选择一个文件',
    fileTooLarge: (maxSize) => `请选择不超过 ${f.bytes(maxSize)} 的文件`,
    fileType: (accept) => `请选择以下类型之一的文件：${f.list([...accept])}`,
  },
  hostTexts: {
    runningTool: '正在运行',
    showArguments: '显示参数',
    position: (index, total) => `第 ${n(index)} 个请求，共 ${n(total)} 个`,
    step: (index, total) => `第 ${n(index)} 步，共 ${n(total)} 步`,
    expiresIn: (timeLeft) => `${timeLeft} 后过期`,
    expiryWarning: (seconds) => `此请求将在 ${n(seconds)} 秒后过期。`,
    withdrawn: (server) => `${server} 撤回了此请求。你的回答保留在这里，但已无法发送。`,
    dismiss: '移除',
    answeredElsewhere: '此请求已在另一个标签页或窗口中回答。',
    timedOut: '此请求已超时，无法再回答。',
    signedOut: '你已退出登录，因此无法再在此处回答此请求。请重新登录后回答。',
    retry: '重试',
    sendTimedOut: '您的回答未在规定时间内得到回应，可能没有送达。请重新发送。',
    sendConnectionFailed: '无法发送您的回答：连接失败。请重新发送。',
    sendFailed: (status) => `无法发送您的回答（错误 ${status}）。请重新发送。`,
    blockServer: (server) => `在本次会话中屏蔽 ${server}`,
    blockServerHint: (server) => `在应用重新启动之前，自动拒绝来自 ${server} 的此请求及之后的所有请求，不再询问你。`,
    blockedServer: (server) => `已屏蔽 ${server}：在应用重新启动之前，其请求将被拒绝。`,
    undoBlock: '撤销',
    askedWhileRunning: (tool) => `在运行 ${tool} 时询问`,
    arrived: (server) => `来自 ${server} 的新请求`,
    task: (name, started, expires) =>
      [
        name === undefined ? '来自任务的询问' : `任务“${name}”`,
        ...(started === undefined ? [] : [`${f.relative(started)}开始`]),
        ...(expires === undefined ? [] : [`${f.relative(expires)}${expires > 0 ? '到期' : '已到期'}`]),
      ].join('，'),
    stopTask: '停止任务',
    taskStopped: '您已停止此任务，其问题已被撤回。您的回答保留在此处，但无法再发送。',
    stopTaskHint: '停止服务器上的整个任务并撤回其问题。若只想回答此问题，请选择“拒绝”。',
    taskWaiting: (server) => `${server} 正在等待您的回答`,
    waitingTitle: (count, title) => `(${f.number(count)}) 个问题 · ${title}`,
    stopFailed: (failure) =>
      `${
        failure.code === 'gone'
          ? '无法停止任务：持有该任务的服务器已无法访问。'
          : failure.code === 'no-reply'
            ? '停止任务没有得到回应，任务可能仍在运行。'
            : failure.code === 'status'
              ? `无法停止任务（错误 ${failure.status}）。`
              : '服务器没有停止该任务。'
      }该问题仍可回答。`,
    retryStop: '重试',
    keepQuestion: '保留问题',
    // Receipts.
    receipt: (server, outcome) => receipts[outcome](server),
    receiptAnswer: (label, value) => `${label}：${value}`,
    receiptSeparator: '；',
    receiptDetails: '全部回答',
  },
};
