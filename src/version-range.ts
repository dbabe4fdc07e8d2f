/**
 * Which versions of a package a version or a range of package.json can stand for, as a set of
 * half-open intervals, so that two sets can be asked whether they share a version. A small reader
 * of npm's range grammar, written for the one question the tool asks (is the project's `cloudflare`
 * outside the versions where an SDK chain calls a deprecated endpoint?): what it cannot read exactly
 * is unknown (undefined), and an unknown set is never said to miss another.
 *
 * Read: `1.2.3` (`=` and `v` allowed), `^1.2.3`, `~1.2.3`, `>=`, `>`, `<=`, `<`, partial and x-ranges
 * (`1`, `1.2`, `1.x`, `1.2.*`), `*`, `x` and the empty range (every version), hyphen ranges
 * (`1.2 - 3`), comparators joined by spaces (all must hold) and by `||` (any may). Unknown: a
 * prerelease (`4.0.0-beta.1`: npm matches those only in ranges naming the same version, not worth
 * the grammar here), a dist-tag (`latest`, `next`: whatever it pointed at on install), and every spec
 * that is not a version range (`workspace:`, `npm:`, `file:`, git and GitHub specs, URLs).
 */

import type { Version, VersionInterval, VersionSet } from './types';

export type { Version, VersionInterval, VersionSet };

const ZERO: Version = [0, 0, 0];
const TOP: Version = [Infinity, 0, 0];
const EVERY: VersionSet = [{ from: ZERO, to: TOP }];

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const max = (a: Version, b: Version): Version => (compare(a, b) >= 0 ? a : b);
const min = (a: Version, b: Version): Version => (compare(a, b) <= 0 ? a : b);

/** A version as written, its missing or wildcard parts left out: `1.2` is [1, 2], `1.x` and `1` are [1], `*` is []. */
type Partial = number[];

const PART = /^(?:0|[1-9]\d{0,8})$/;
const WILDCARD = /^[xX*]$/;

/** The parts of a written version, or undefined when it is not one (a prerelease among them). Build metadata is ignored. */
function readPartial(text: string): Partial | undefined {
  const plain = text.replace(/^[v=]+/, '').replace(/\+[0-9A-Za-z.-]*$/, '');
  if (plain === '' || WILDCARD.test(plain)) return [];
  const parts = plain.split('.');
  if (parts.length > 3) return undefined;
  const known: number[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (WILDCARD.test(parts[i])) return parts.slice(i + 1).every((p) => WILDCARD.test(p)) ? known : undefined;
    if (!PART.test(parts[i])) return undefined;
    known.push(Number(parts[i]));
  }
  return known;
}

/** The lowest version a partial one stands for: `1.2` → 1.2.0. */
const low = (p: Partial): Version => [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0];

/** The first version after every one a partial version stands for: `1.2` → 1.3.0, `1.2.3` → 1.2.4, `*` → no bound. */
function after(p: Partial): Version {
  if (p.length === 0) return TOP;
  if (p.length === 1) return [p[0] + 1, 0, 0];
  if (p.length === 2) return [p[0], p[1] + 1, 0];
  return [p[0], p[1], p[2] + 1];
}

/** The first version a caret range leaves out: the next change of its first non-zero part (of the parts written). */
function caretEnd(p: Partial): Version {
  if (p.length === 0) return TOP;
  if (p[0] > 0 || p.length === 1) return [p[0] + 1, 0, 0];
  if (p[1] > 0 || p.length === 2) return [0, p[1] + 1, 0];
  return [0, 0, p[2] + 1];
}

const interval = (from: Version, to: Version): VersionSet => (compare(from, to) < 0 ? [{ from, to }] : []);

/** One comparator (`^1.2.3`, `>=4`, `1.x`), or undefined when it is not one this reader knows. */
function comparator(text: string): VersionSet | undefined {
  const m = /^(\^|~>?|>=|<=|>|<|=)?\s*(.*)$/.exec(text)!;
  const op = m[1] ?? '';
  const p = readPartial(m[2]);
  if (!p) return undefined;
  switch (op) {
    case '^':
      return interval(low(p), caretEnd(p));
    case '~':
    case '~>':
      return interval(low(p), p.length <= 1 ? after(p) : [p[0], p[1] + 1, 0]);
    case '>=':
      return interval(low(p), TOP);
    case '>':
      return p.length === 0 ? [] : interval(after(p), TOP);
    case '<':
      return p.length === 0 ? [] : interval(ZERO, low(p));
    case '<=':
      return interval(ZERO, after(p));
    default:
      return interval(low(p), after(p));
  }
}

/** The versions both sets hold. */
export function intersect(a: VersionSet, b: VersionSet): VersionSet {
  const out: VersionInterval[] = [];
  for (const x of a) for (const y of b) out.push(...interval(max(x.from, y.from), min(x.to, y.to)));
  return out;
}

/** Whether some version is in both sets. */
export const overlaps = (a: VersionSet, b: VersionSet): boolean => intersect(a, b).length > 0;

/** One `||` alternative: a hyphen range, or comparators that must all hold. */
function alternative(text: string): VersionSet | undefined {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
  if (hyphen) {
    const from = readPartial(hyphen[1]);
    const to = readPartial(hyphen[2]);
    return from && to ? interval(low(from), after(to)) : undefined;
  }
  // `>= 1.2.3`: an operator may stand apart from its version.
  const parts = text.replace(/(\^|~>?|>=|<=|>|<|=)\s+/g, '$1').split(/\s+/).filter(Boolean);
  let set: VersionSet = EVERY;
  for (const part of parts) {
    const one = comparator(part);
    if (!one) return undefined;
    set = intersect(set, one);
  }
  return set;
}

/** The versions a package.json range (or a version) stands for; undefined when unknown (see the header) or none. */
export function rangeVersions(spec: string): VersionSet | undefined {
  const text = spec.trim();
  if (/[:/@#]/.test(text)) return undefined;
  const out: VersionInterval[] = [];
  for (const alt of text.split('||')) {
    const set = alternative(alt.trim());
    if (!set) return undefined;
    out.push(...set);
  }
  // A range no version meets (`>=4.2.0 <4.0.0`) installs nothing: not a reason to rule out a chain.
  return out.length > 0 ? out : undefined;
}

/** The one version a lock file or an installed package.json names; undefined unless it is a plain x.y.z. */
export function exactVersion(text: string): VersionSet | undefined {
  const p = readPartial(text.trim());
  return p && p.length === 3 ? interval(low(p), after(p)) : undefined;
}

/** A set as text for messages and tests: `>=3.0.0 <4.0.0 || >=4.2.0`. */
export function showVersions(set: VersionSet): string {
  const show = (v: Version) => v.join('.');
  return set.map((i) => (i.to[0] === Infinity ? `>=${show(i.from)}` : `>=${show(i.from)} <${show(i.to)}`)).join(' || ') || '<0.0.0';
}
