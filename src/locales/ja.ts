// `mcp-elicitation-react/locales/ja`: the dialog in Japanese, a complete ElicitationLocale (texts, messages, host texts).
import { createHint, fileHint } from './hints';
import type { ElicitationLocale } from './types';
import { MAX_PATTERN_LENGTH, type PatternRefusal } from 'mcp-elicitation-core';
import type { ElicitAction, QueueEntryReason, SchemaIssue } from 'mcp-elicitation-core';
import type { UrlRefusal, UrlWarning } from 'mcp-elicitation-core/url';
import { localeFormat, type NumericRange } from 'mcp-elicitation-core';

// Japanese has no grammatical plural: every count takes the same form.
const f = localeFormat('ja');
const n = f.number;
const q = (text: string) => `「${text}」`;

/** "1〜12", "18以上", "0より大きく10以下"…; `unit` follows the numbers. */
function range(r: NumericRange, unit = ''): string {
  const { min, max } = r;
  if (min !== undefined && max !== undefined) {
    if (!r.minExclusive && !r.maxExclusive) return min === max ? `${n(min)}${unit}ちょうど` : `${n(min)}〜${n(max)}${unit}`;
    return `${n(min)}${unit}${r.minExclusive ? 'より大きく' : '以上'}${n(max)}${unit}${r.maxExclusive ? '未満' : '以下'}`;
  }
  if (min !== undefined) return `${n(min)}${unit}${r.minExclusive ? 'より大きい' : '以上'}`;
  if (max !== undefined) return `${n(max)}${unit}${r.maxExclusive ? '未満' : '以下'}`;
  return '';
}

const PATTERN: Record<PatternRefusal, string> = {
  'not-text': 'テキストではありません',
  'too-long': `${n(MAX_PATTERN_LENGTH)}文字を超えています`,
  invalid: '正しい正規表現ではありません',
  unanalysable: '解析できませんでした',
  'back-reference': '後方参照を使っています',
  lookaround: `先読みまたは後読みを使っています（${q('(?=…)')}など）`,
  'repeat-too-large': `${n(1000)}回を超える繰り返しを使っています`,
  'script-extensions': 'Unicode の Script_Extensions クラスを使っています',
};

function issue(i: SchemaIssue): string {
  const key = q(i.key ?? '');
  const { reason } = i.params;
  const impossible = (what: string) => (i.severity === 'error' ? `${key}は${what}。` : `${key}は${what}。空欄のままにするしかありません。`);
  switch (i.code) {
    case 'invalid-params':
      return reason === 'missing-url'
        ? 'リクエストはリンクを開くよう求めていますが、リンクが含まれていません。'
        : 'サーバーから、このアプリでは読み取れないリクエストが送られました。';
    case 'invalid-message':
      return 'サーバーは何を求めているのかを示していません。';
    case 'unsupported-mode':
      return 'サーバーは、このアプリが対応していない方法で入力を求めています。';
    case 'invalid-schema':
      if (reason === 'not-object') return 'サーバーは、このダイアログでは表示できない形式でリクエストを記述しています。';
      if (reason === 'malformed-properties') return 'サーバーは、このダイアログでは読み取れない形式で項目を記述しています。';
      return 'サーバーは、求める情報を記述していません。';
    case 'unsupported-dialect':
      return 'リクエストは、このダイアログが知らない JSON Schema のバージョンを指定しています。JSON Schema 2020-12 として検証します。';
    case 'unsafe-key':
      return `${key}という名前の項目には安全に回答できません。`;
    case 'unknown-required':
      return `${key}は必須ですが定義されていないため、どの回答も条件を満たせません。`;
    case 'sensitive-field':
      return `${q(i.params.label ?? i.key ?? '')}はパスワード、キー、または支払い情報のようです。サーバーはフォームでこれらを求めてはいけません。拒否することを検討してください。`;
    case 'invalid-default':
      return `${key}の提案値は、その項目自身のルールに合わないため入力されていません。`;
    case 'nested-object':
      return `${key}は入れ子になった項目のグループで、このダイアログでは表示できません。`;
    case 'array-of-objects':
      return `${key}はレコードのリストで、このダイアログでは表示できません。`;
    case 'non-string-enum':
      return reason === 'enum-not-text'
        ? `${key}の選択肢には、テキストでないものが含まれています。`
        : `${key}の選択肢は、このダイアログでは表示できない形式です。`;
    case 'unsafe-pattern':
      return `${key}は、このページでは実行できないテキスト検査を求めているため、省略しました（${PATTERN[i.params.pattern ?? 'unanalysable']}）。`;
    case 'unsupported-type':
      switch (reason) {
        case 'items-missing':
          return `${key}は、要素の説明がないリストです。`;
        case 'free-values':
          return `${key}は自由な値のリストで、このダイアログでは表示できません。`;
        case 'named-type':
          return `${key}の型${q(i.params.type ?? '')}は、このダイアログでは表示できません。`;
        case 'no-type':
          return `${key}には型がないため、このダイアログでは表示できません。`;
        case 'unknown-type':
          return `${key}の型は、このダイアログでは扱えません。`;
        default:
          return `${key}は、このダイアログでは表示できない形式で記述されています。`;
      }
    case 'invalid-keyword':
      switch (reason) {
        case 'not-a-number':
          return `${key}の${q(i.params.keyword ?? '')}は正しい数値ではないため、無視しました。`;
        case 'unknown-format':
          return `${key}は不明な形式を指定しているため、通常のテキストとして表示します。`;
        case 'malformed-pattern':
          return `${key}のテキストのルールが不正なため、無視しました。`;
        case 'repeated-choices':
          return `${key}には同じ選択肢が複数あるため、重複を削除しました。`;
        case 'repeated-exclusive-choices':
          return `${key}には同じ選択肢が複数あります。これらは受け付けられないため削除しました。`;
        case 'malformed-required':
          return '必須項目の一覧が不正です。有効な項目だけを使います。';
        case 'min-length-above-max-length':
          return impossible('最小文字数が最大文字数を超えています');
        case 'minimum-above-maximum':
          return impossible('最小値が最大値を超えています');
        case 'no-whole-number':
          return impossible('範囲内に整数がありません');
        case 'no-choices':
          return impossible('選択肢がありません');
        case 'min-items-above-max-items':
          return impossible('最小選択数が最大選択数を超えています');
        case 'min-items-above-choices':
          return impossible('必要な選択数が選択肢の数を超えています');
        default:
          return `${key}には、このダイアログで使えないルールがあるため、無視しました。`;
      }
    default:
      return 'このリクエストの一部を表示できません。';
  }
}

function urlWarning(w: UrlWarning): string {
  const p = w.params;
  switch (w.code) {
    case 'punycode':
      return `サイト名には国際文字が使われており、実際は${q(p.host ?? '')}です。${q(p.hostUnicode ?? '')}と表示されています。このような名前は他のサイトを装うことがあります。`;
    case 'mixed-script':
      return `サイト名に異なる文字体系の文字が混在しています（${f.list((p.scripts ?? []).map(f.script))}）。`;
    case 'lookalike':
      return `サイト名は、別の文字体系のよく似た文字を使って${q(p.imitated ?? '')}を装っています。`;
    case 'insecure':
      return 'このページは暗号化されていません（http）。ネットワーク上の他者が内容を読んだり改ざんしたりできます。';
    case 'credentials':
      return `${q('@')}より前の部分（${q(p.userinfo ?? '')}）はサイトではありません。実際の移動先は ${p.domain} です。`;
    case 'ip-address':
      return `アドレスがサイト名ではなく IP アドレス（${p.host}）です。`;
    case 'obfuscated-ip':
      return `IP アドレスが偽装された形式で書かれています。${q(p.written ?? '')}は ${p.host} を意味します。`;
    case 'local-network':
      return p.scope === 'this-device'
        ? 'アドレスはインターネット上のサイトではなく、このコンピューターを指しています。'
        : 'アドレスはインターネット上のサイトではなく、ローカルネットワーク上の機器を指しています。';
    case 'deceptive-subdomain':
      return `アドレスは別のサイトの名前（${q(p.imitated ?? '')}）で始まっていますが、実際の移動先は ${p.domain} です。`;
    case 'many-subdomains':
      return `サイト名が多くの部分に分かれています。移動先を決めるのは末尾の ${p.domain} だけです。`;
    case 'long-host':
      return `サイト名が異常に長くなっています。移動先を決めるのは末尾の ${p.domain} だけです。`;
    case 'long-url':
      return 'アドレスが異常に長くなっています。よく確認してください。';
    case 'encoded-host':
      return 'サイト名の一部がパーセントエンコード（%）で偽装されています。';
    case 'encoded-path':
      return 'アドレスに、移動先を隠すおそれのある偽装された文字（%2F や %2E など）が含まれています。';
    case 'hidden-characters':
      return 'アドレスに見えない文字または空白が含まれています。';
    case 'unusual-syntax':
      return 'アドレスが通常とは異なる書き方をされています。ここに表示されているとおりに開きます。';
    case 'trailing-dot':
      return 'サイト名がドットで終わっており、通常とは異なります。';
    default:
      return 'このアドレスをよく確認してください。';
  }
}

function urlRefused(r: UrlRefusal): string {
  if (r.code === 'empty') return 'リクエストにウェブアドレスが含まれていません。';
  if (r.code === 'unparseable') return '正しいウェブアドレスではないため、開けません。';
  switch (r.schemeKind) {
    case 'code':
      return 'このリンクはウェブページを開く代わりに、このアプリ内でコードを実行します。';
    case 'inline-page':
      return 'このリンクはウェブサイトを指すのではなく、ページ全体をそれ自体に含んでいます。';
    case 'local-file':
      return 'このリンクはウェブサイトではなく、お使いのコンピューター上のファイルを指しています。';
    case 'app-data':
      return 'このリンクはウェブサイトではなく、このアプリが保持するデータを指しています。';
    case 'browser-page':
      return 'このリンクはウェブサイトではなく、ブラウザー自体のページを指しています。';
    default:
      return `このリンクはウェブページ以外のもの（${q(`${r.scheme ?? ''}:`)}）を開くため、ここからは開けません。`;
  }
}

/** Receipts: who asked and how the request ended. */
const receipts: Record<ElicitAction | QueueEntryReason, (server: string) => string> = {
  accept: (server) => `${server} からのリクエストに回答しました。`,
  decline: (server) => `${server} からのリクエストを拒否しました。`,
  cancel: (server) => `${server} からのリクエストを回答せずに閉じました。`,
  withdrawn: (server) => `${server} がリクエストを取り下げました。`,
  'timed-out': (server) => `${server} からのリクエストは期限切れになりました。`,
  'answered-elsewhere': (server) => `${server} からのリクエストには別のタブまたはウィンドウで回答済みです。`,
  gone: (server) => `${server} からのリクエストは、このページが接続されていない間に終了しました。`,
  'signed-out': (server) => `${server} からのリクエストに回答する前にサインアウトされました。`,
  'task-stopped': (server) => `${server} がこの質問をしたタスクを停止しました。`,
};

/**
 * Japanese (日本語), polite form.
 *
 * @example
 * ```tsx
 * import { ja } from 'mcp-elicitation-react/locales/ja';
 * <ElicitationDialog locale={ja} request={params} server={server} onResult={respond} />
 * ```
 */
export const ja: ElicitationLocale = {
  lang: 'ja',
  dir: 'ltr',
  texts: {
    title: (server) => `${server} からのリクエスト`,
    serverReports: (name, otherName, version) =>
      `名乗っている名前: ${q(name)}${otherName ? `（${otherName}）` : ''}${version ? `、バージョン ${version}` : ''}`,
    accept: '承認',
    decline: '拒否',
    cancel: 'キャンセル',
    issuesHeading: 'このリクエストの一部を表示できません',
    requiredLegend: '* の付いた項目は必須です',
    issuesHeadingSensitive: 'このリクエストは秘密の情報を求めています',
    issue,
    cannotAccept: 'このリクエストには、このままでは回答できません。拒否またはキャンセルしてください。',
    messageLabel: 'サーバーからのメッセージ',
    messageContinues: 'メッセージの続きは画面に表示されています',
    prefilled: 'サーバーが入力済み',
    confirmOnly: 'サーバーは確認のみを求めています。情報は送信されません。',
    chooseOption: '選択してください…',
    noAnswer: '回答しない',
    filterChoices: '選択肢を絞り込む',
    unnamedField: '（名前のない項目）',
    confirm: '確認',
    destructiveWarning: (tool) => `${tool} はデータを削除または変更する可能性があり、元に戻せないことがあります。`,
    stepProgress: (index, total) => `${f.number(index)} / ${f.number(total)}`,
    nextStep: '次へ',
    previousStep: '戻る',
    yes: 'はい',
    no: 'いいえ',
    skip: 'スキップ',
    reviewAnswers: '確認',
    reviewHeading: '送信前に回答を確認してください',
    reviewChange: '変更',
    discard: '破棄',
    previousAnswer: '前回の回答',
    prefilledCount: (count) => `サーバーが ${n(count)} 件の回答を入力済みです。変更しなければそのまま送信されます。`,
    messageShowAll: (hidden) => `メッセージ全体を表示（残り ${n(hidden)} 文字）`,
    filterStatus: (shown, matching) =>
      shown === matching ? `${n(matching)}件の選択肢` : `${n(matching)}件中${n(shown)}件を表示中。入力して絞り込めます`,
    hint: createHint({
      email: 'メールアドレス',
      uri: '完全なウェブアドレス（例: https://example.com）',
      length: (r) => range(r, '文字'),
      number: (integer, r) => {
        const what = integer ? '整数' : '数値';
        const bounds = range(r);
        if (bounds) return `${what}（${bounds}）`;
        return integer ? what : undefined;
      },
      choices: (r) => {
        const bounds = range(r, '個');
        return bounds ? `${bounds}選んでください` : '当てはまるものをすべて選んでください';
      },
      optionalChoices: (hint) => `任意。選ぶ場合: ${hint}`,
      file: (accept, maxSize) =>
        fileHint(accept, maxSize === undefined ? undefined : f.bytes(maxSize), 'ファイルの種類：', '、', '、', (size) => `最大 ${size}`),
    }),
    describedWithHint: (description, hint) => `${description}（${hint}）`,
    close: '閉じる',
    discardQuestion: '入力した回答を破棄しますか？もう一度 Esc キーを押すと破棄します。',
    keepEditing: '編集を続ける',
    errorSummary: (count) => `確認が必要な回答が ${n(count)} 件あります`,
    urlDestination: (domain, port) => (port === undefined ? `移動先: ${domain}` : `移動先: ${domain}（ポート ${port}）`),
    urlAddress: '完全なアドレス',
    urlTruncated: (hidden) => `…（ほか${n(hidden)}文字）`,
    urlTrusted: (domain) => `${domain} は、このアプリの信頼済みサイトの一覧に含まれています。`,
    urlVisitedBefore: (domain) => `このアプリから ${domain} を開いたことがあります。`,
    urlFirstVisit: (domain) => `このアプリから ${domain} を開くのは初めてです。`,
    urlWarningsHeading: 'このアドレスをよく確認してください',
    urlWarning,
    urlRefusedHeading: 'このリンクは開けません',
    urlRefused,
    urlOpen: (domain) => `${domain} を開く`,
    urlOpenAgain: (domain) => `${domain} をもう一度開く`,
    urlOpening: '開いています…',
    urlBlocked:
      'ブラウザーが新しいウィンドウをブロックしたため、何も開かれませんでした。このアプリのポップアップを許可してもう一度試すか、リンクをコピーしてください。',
    urlCopy: 'リンクをコピー',
    urlCopied: 'リンクをコピーしました。別のデバイスで開けます。',
    urlCopyFailed: 'リンクを自動でコピーできませんでした。上で選択されているので、キーボードかメニューでコピーしてください。',
    urlWaiting: 'もう一方のウィンドウでの操作が終わるのを待っています。',
    urlWaitingConfirm: `終わったら${q('完了して再試行')}を選んでください。`,
    urlDone: '完了して再試行',
    // Drafts behind `experimental`: file inputs.
    fileChoose: 'ファイルを選択…',
    fileReplace: '別のファイルを選択…',
    fileRemove: (name) => `${name}を削除`,
    fileDrop: 'またはここにファイルをドロップ',
    fileSentTo: (server) => `承認すると${server}に送信されます`,
    fileDetails: (mediaType, size) => `${mediaType}・${size}`,
    fileSize: (bytes) => f.bytes(bytes),
    fileReading: 'ファイルを読み込んでいます…',
    fileChosen: (name) => `${name}を添付しました`,
    fileUnreadable: 'ファイルを読み込めませんでした。もう一度選択してください。',
    fileUnnamed: '（名前のないファイル）',
    // Drafts behind `experimental`: app-rendered elicitations.
    appFrameTitle: (server) => `${server}のアプリ`,
    appLoading: (server) => `${server}のアプリを読み込んでいます…`,
    appUseForm: '標準のフォームを使う',
    appFallback: (code, server) =>
      code === 'content'
        ? `${server}のアプリからの回答が要求に合わなかったため、送信されませんでした。代わりにこちらで回答してください。`
        : `${server}のアプリを表示できませんでした。代わりにこちらで回答してください。`,
    partUnavailable: 'このリクエストの一部を読み込めませんでした。回答するにはページを再読み込みするか、拒否してください。',
    // The stepper's announcement, and answers shown after the fact.
    stepAnnouncement: (index, total, label) => `質問 ${n(index)}/${n(total)}：${label}`,
    hiddenAnswer: '非表示',
  },
  messages: {
    required: (field) =>
      field.kind === 'select' ? '選択肢を選んでください' : field.kind === 'multiSelect' ? '少なくとも1つ選んでください' : '必須項目です',
    number: () => '数値を入力してください',
    integer: () => '整数を入力してください',
    minimum: (limit) => `${n(limit)}以上にしてください`,
    maximum: (limit) => `${n(limit)}以下にしてください`,
    exclusiveMinimum: (limit) => `${n(limit)}より大きい値にしてください`,
    exclusiveMaximum: (limit) => `${n(limit)}未満の値にしてください`,
    minLength: (limit) => `${n(limit)}文字以上で入力してください`,
    maxLength: (limit) => `${n(limit)}文字以内で入力してください`,
    email: () => 'メールアドレスを入力してください',
    uri: () => '完全なウェブアドレスを入力してください（例: https://example.com）',
    date: () => '日付を入力してください',
    dateTime: () => '日時を入力してください',
    choice: () => '選択肢から選んでください',
    minItems: (limit) => `${n(limit)}個以上選んでください`,
    maxItems: (limit) => `${n(limit)}個まで選んでください`,
    pattern: () => '期待される形式と一致しません',
    invalid: () => 'この値は受け付けられません',
    form: () => 'これらの回答は、サーバーが求めた内容に合っていません',
    blocked: () => 'このリクエストには、このままでは回答できません。拒否またはキャンセルしてください。',
    loading: () => 'これらの回答の確認をまだ読み込んでいます。少し待ってからもう一度お試しください。',
    checksUnavailable: () => 'このリクエストのテキスト検査を読み込めなかったため、回答を確認できません。拒否またはキャンセルしてください。',
    schemaError: () => 'このリクエストのルールを読み取れなかったため、回答を確認できません。拒否またはキャンセルしてください。',
    // File inputs (SEP-2356, a draft: `experimental.files`).
    file: () => 'ファイルを選んでください',
    fileTooLarge: (maxSize) => `${f.bytes(maxSize)}以下のファイルを選んでください`,
    fileType: (accept) => `次のいずれかの種類のファイルを選んでください：${f.list([...accept])}`,
  },
  hostTexts: {
    runningTool: '実行中のツール:',
    showArguments: '引数を表示',
    position: (index, total) => `リクエスト ${n(index)}/${n(total)}`,
    step: (index, total) => `ステップ ${n(index)}/${n(total)}`,
    expiresIn: (timeLeft) => `残り ${timeLeft}`,
    expiryWarning: (seconds) => `このリクエストはあと${n(seconds)}秒で期限切れになります。`,
    withdrawn: (server) => `${server} がこのリクエストを取り下げました。回答はここに残りますが、送信はできません。`,
    dismiss: '閉じる',
    answeredElsewhere: 'このリクエストには別のタブまたはウィンドウで回答済みです。',
    timedOut: 'このリクエストは期限が切れたため、回答できなくなりました。',
    signedOut: 'サインアウトされたため、ここではこのリクエストに回答できなくなりました。回答するには再度サインインしてください。',
    retry: '再試行',
    sendTimedOut: '回答の応答が時間内に届きませんでした。回答が届いていない可能性があります。もう一度送信してください。',
    sendConnectionFailed: '回答を送信できませんでした。接続に失敗しました。もう一度送信してください。',
    sendFailed: (status) => `回答を送信できませんでした（エラー ${status}）。もう一度送信してください。`,
    blockServer: (server) => `このセッション中は ${server} をブロック`,
    blockServerHint: (server) => `アプリを再起動するまで、${server} からのこのリクエストと以降のリクエストをすべて確認なしで拒否します。`,
    blockedServer: (server) => `${server} をブロックしました。アプリを再起動するまでリクエストは拒否されます。`,
    undoBlock: '元に戻す',
    askedWhileRunning: (tool) => `${tool} の実行中に質問されました`,
    arrived: (server) => `${server} からの新しいリクエスト`,
    task: (name, started, expires) =>
      [
        name === undefined ? 'タスクからの質問' : `タスク「${name}」`,
        ...(started === undefined ? [] : [`${f.relative(started)}に開始`]),
        ...(expires === undefined ? [] : [`${f.relative(expires)}${expires > 0 ? 'に期限切れ' : 'に期限切れになりました'}`]),
      ].join('、'),
    stopTask: 'タスクを停止',
    taskStopped: 'このタスクを停止したため、その質問は取り下げられました。回答はここに残りますが、送信できなくなりました。',
    stopTaskHint: 'サーバー上のタスク全体を停止し、その質問を取り下げます。この質問だけに答えるには「拒否」を選んでください。',
    taskWaiting: (server) => `${server} があなたの回答を待っています`,
    waitingTitle: (count, title) => `(${f.number(count)}) 件の質問 · ${title}`,
    stopFailed: (failure) =>
      `${
        failure.code === 'gone'
          ? 'タスクを停止できませんでした。タスクを保持しているサーバーに接続できません。'
          : failure.code === 'no-reply'
            ? 'タスクの停止に応答がなかったため、停止していない可能性があります。'
            : failure.code === 'status'
              ? `タスクを停止できませんでした（エラー ${failure.status}）。`
              : 'サーバーはタスクを停止しませんでした。'
      }質問はまだ回答できます。`,
    retryStop: '再試行',
    keepQuestion: '質問を残す',
    // Receipts.
    receipt: (server, outcome) => receipts[outcome](server),
    receiptAnswer: (label, value) => `${label}：${value}`,
    receiptSeparator: '、',
    receiptDetails: 'すべての回答',
  },
};
