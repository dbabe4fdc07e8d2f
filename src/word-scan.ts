import { escapeRegExp } from './regexp';

/**
 * Which of a list of words a text holds, from one scan of the text instead of one `includes` scan per
 * word (the prefilter asked up to a scan per trigger word of every transform of a candidate file).
 * The scan is one alternation, longest words first, restarted one character after each match so that
 * overlapping words are found too. At a place where several words start, the alternation takes the
 * longest; each shorter one that starts there is a part of it, and a text that holds a word holds every
 * word inside it: so a match adds the words inside the matched one as well (`zones` adds `zone`).
 */
export function wordScanner(list: readonly string[]): (text: string) => ReadonlySet<string> {
  const words = [...new Set(list)].filter((w) => w !== '').sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
  if (words.length === 0) return () => new Set();
  const pattern = new RegExp(words.map(escapeRegExp).join('|'), 'g');
  // Each word with the other words inside it.
  const inside = new Map(words.map((w) => [w, words.filter((v) => v !== w && w.includes(v))]));
  return (text) => {
    const found = new Set<string>();
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null && found.size < words.length; m = pattern.exec(text)) {
      const word = m[0];
      if (!found.has(word)) {
        found.add(word);
        for (const part of inside.get(word)!) found.add(part);
      }
      pattern.lastIndex = m.index + 1;
    }
    return found;
  };
}
