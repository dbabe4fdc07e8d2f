/**
 * Whether a file's bytes hold any of a list of ASCII words, without decoding them (issue 31: the
 * opening gate of a run that finds nothing to do). An ASCII word is in a UTF-8 file's decoded text
 * exactly when its bytes are in the file's bytes: decoding maps every ASCII byte to itself, even
 * next to a malformed sequence (the replacement character never swallows an ASCII byte), and no
 * other byte decodes to an ASCII character.
 *
 * One pass for all the words (the Wu–Manber scheme): the scan looks at the last two bytes of a
 * window as long as the shortest word, and skips ahead as far as no word can end there. Each word
 * is looked for by the window of its bytes least like ordinary code (not two lower-case letters),
 * so that few places stop the skip; where one does, the words ending there are compared in full.
 * On the bench's git tree (57 MB, 21 words, the shortest of 6 bytes) it took about a third of the
 * time of the gate's regular expressions on the decoded texts, and no text need be decoded.
 */

/** Words shorter than this make the skip too short to be worth it: the caller decodes and uses its regular expressions. */
const MIN_WINDOW = 4;

interface Entry {
  word: Uint8Array;
  /** Where the word's window starts in it. */
  at: number;
}

/**
 * A test for any of the words in a file's bytes; undefined when there are none, or one is not ASCII
 * or is shorter than MIN_WINDOW (decode the text instead). Its tables (64 KiB) are built when it is
 * first asked: most gates are made for their text test alone (every prefilter's, issue 30).
 */
export function bytesHoldingAny(words: string[]): ((bytes: Uint8Array) => boolean) | undefined {
  if (words.length === 0 || words.some((w) => w.length < MIN_WINDOW || !/^[\x20-\x7e]*$/.test(w))) return undefined;
  let test: ((bytes: Uint8Array) => boolean) | undefined;
  return (bytes) => (test ??= scanFor(words))(bytes);
}

/** The Wu–Manber scan for the words (see above), its tables built. */
function scanFor(words: string[]): (bytes: Uint8Array) => boolean {
  const encoded = [...new Set(words)].map((w) => Buffer.from(w, 'latin1'));
  const m = Math.min(...encoded.map((w) => w.length));
  const last = m - 1;
  // shift[pair]: how far the window may move when its last two bytes are `pair` (0: some word may end there).
  // A byte each: a skip of more than 255 is cut to 255 (shorter skips are always safe), not wrapped.
  const shift = new Uint8Array(65536).fill(Math.min(m - 1, 255));
  const ending: Entry[][] = [];
  for (const word of encoded) {
    const at = windowOf(word, m);
    for (let j = at + 1; j < at + m; j++) {
      const pair = (word[j - 1] << 8) | word[j];
      shift[pair] = Math.min(shift[pair], at + last - j);
    }
    (ending[(word[at + last - 1] << 8) | word[at + last]] ??= []).push({ word, at });
  }
  return (bytes) => {
    const n = bytes.length;
    let i = last;
    while (i < n) {
      const pair = (bytes[i - 1] << 8) | bytes[i];
      const s = shift[pair];
      if (s !== 0) {
        i += s;
        continue;
      }
      for (const { word, at } of ending[pair]) if (holdsAt(bytes, word, i - last - at)) return true;
      i++;
    }
    return false;
  };
}

/** Whether `word` is in `bytes` from `start` on. */
function holdsAt(bytes: Uint8Array, word: Uint8Array, start: number): boolean {
  if (start < 0 || start + word.length > bytes.length) return false;
  for (let k = 0; k < word.length; k++) if (bytes[start + k] !== word[k]) return false;
  return true;
}

/** Where the word's window of m bytes starts: the one whose pairs, the last above all, are least often two lower-case letters or a space. */
function windowOf(word: Uint8Array, m: number): number {
  const common = (a: number, b: number): number => (isLower(a) ? 1 : 0) + (isLower(b) ? 1 : 0) + (a === 32 || b === 32 ? 2 : 0);
  let best = 0;
  let bestScore = Infinity;
  for (let at = 0; at + m <= word.length; at++) {
    let score = 0;
    for (let j = at + 1; j < at + m; j++) score += common(word[j - 1], word[j]) * (j === at + m - 1 ? 4 : 1);
    if (score < bestScore) {
      bestScore = score;
      best = at;
    }
  }
  return best;
}

const isLower = (c: number): boolean => c >= 97 && c <= 122;
