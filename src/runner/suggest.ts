/** Edit distance between two words (insertions, deletions, substitutions; a swap of neighbours counts one). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The known word a misspelt one most likely meant, or undefined when none is close: the only known
 * word it begins (`brotli` → `brotli-setting`), a different case, or a few letters off (at most a
 * third of the word). Used for "did you mean …?" messages.
 */
export function closest(word: string, known: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  // A beginning of two letters or more (dashes aside) that only one known word has.
  if (lower.replace(/^-+/, '').length >= 2) {
    const starting = known.filter((k) => k.toLowerCase().startsWith(lower) && k.toLowerCase() !== lower);
    if (starting.length === 1 && !known.some((k) => k.toLowerCase() === lower)) return starting[0];
  }
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = candidate.toLowerCase() === lower ? 0 : distance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(1, Math.floor(word.length / 3)) ? best : undefined;
}

/** ` (did you mean "x"?)`, or nothing when no known word is close. */
export function didYouMean(word: string, known: readonly string[]): string {
  const match = closest(word, known);
  return match ? ` (did you mean "${match}"?)` : '';
}
