/**
 * The prefilter's word look-ups in one scan (src/word-scan.ts): the same words as one
 * `includes` per word, including a word inside another word the text holds and overlapping words.
 */
import { wordScanner } from '../src/word-scan';
import { prefilter } from '../src/runner/prefilter';

const byIncludes = (words: string[], text: string): string[] => [...new Set(words)].filter((w) => text.includes(w)).sort();
const byScan = (words: string[], text: string): string[] => [...wordScanner(words)(text)].sort();

describe('one scan for the prefilter\'s words', () => {
  test.each([
    ['a word inside another found word', ['zones', 'zone', 'one'], 'fetch(`/zones/${id}`)'],
    ['a word that starts where a longer one starts', ['dns_records', 'dns'], 'x.dns_records'],
    ['overlapping words', ['abc', 'bcd', 'cde'], 'xabcdex'],
    ['a word inside another, also on its own later', ['script_monitor', 'monitor'], 'script_monitor; monitor'],
    ['a word only inside a longer word that is not in the list', ['ttl'], 'const settle = 1; // subtle'],
    ['words with characters a regular expression gives a meaning', ["'cloudflare/", 'a.b', '(x)', 'a|b'], "require('cloudflare/x'); a|b (x)"],
    ['nothing', ['zones'], 'nothing here'],
    ['the same word twice in the list', ['ttl', 'ttl'], 'ttl: 1'],
    ['an empty word is never looked for', ['', 'x'], 'abc'],
  ])('%s', (_name, words, text) => {
    expect(byScan(words, text)).toEqual(byIncludes(words.filter((w) => w !== ''), text));
  });

  test('the same words as includes, over many texts built from the words and their pieces', () => {
    const words = ['zones', 'zone', 'one', 'on', 'settings', 'set', 'tings', 'api.cloudflare.com', 'cloudflare', 'flare', 'ttl', 'tt', 'proxied', 'xied'];
    const pieces = [...words, ...words.map((w) => w.slice(1)), ...words.map((w) => w.slice(0, -1)), ' ', '\n', '.', '/'];
    let seed = 7;
    const next = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let k = 0; k < 400; k++) {
      const text = Array.from({ length: 1 + next(12) }, () => pieces[next(pieces.length)]).join('');
      expect(byScan(words, text)).toEqual(byIncludes(words, text));
    }
  });

  test('the prefilter finds a transform by a trigger word that only stands inside another of its words', () => {
    const t = { id: 't', triggers: ['dns_records_export', 'records'], anchors: () => ['api.cloudflare.com'] };
    const other = { id: 'u', triggers: ['zones'], anchors: () => ['api.cloudflare.com'] };
    const test = prefilter([t, other]);
    expect(test("fetch('https://api.cloudflare.com/client/v4/zones/1/dns_records_export')").map((x) => x.id)).toEqual(['t', 'u']);
    expect(test("fetch('https://api.cloudflare.com/client/v4/zones/1/dns_records')").map((x) => x.id)).toEqual(['t', 'u']);
    expect(test("fetch('https://api.cloudflare.com/client/v4/accounts')").map((x) => x.id)).toEqual([]);
  });
});
