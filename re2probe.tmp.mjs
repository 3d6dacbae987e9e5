import { RE2JS } from 're2js';
const t = (p, s) => { try { const r = RE2JS.compile(p); return r.matcher(s).find(); } catch (e) { return 'ERR ' + e.constructor.name + ': ' + e.message; } };
console.log(t('^.$', '😀'), t('^.$', '\uD800'), t('(?<n>a)', 'a'), t('(a)\\1', 'aa'), t('(?=a)', 'a'), t('a{1001}', 'a'), t('\\p{L}+', 'é'), t('\\p{Greek}', 'α'), t('\\p{Letter}', 'a'), t('\\x{1F600}', '😀'), t('[^]', 'a'), t('\\/', '/'), t('\\-', '-'));
console.log(Object.getOwnPropertyNames(RE2JS).join(' '));
console.log(Object.getOwnPropertyNames(RE2JS.prototype).join(' '));
