import type { Transform } from '../types';
import { unifiedDiff } from '../runner/diff';
import { bundledExample } from './examples';
import { optionLine } from '../options';

/** Where a transform's deprecation was announced (absent: the original schedule). */
export const sourceOf = (t: Pick<Transform, 'source'>): 'schedule' | 'later' => t.source ?? 'schedule';

/**
 * `list --json` objects (contract: "Transform ids"): the contract's five fields, and `source`
 * ('schedule' for the original deprecation schedule, 'later' for a later notice), added after them.
 */
export function listEntry(t: Transform) {
  return { id: t.id, eol: t.eol, kind: t.kind, title: t.title, replacement: t.replacement, source: sourceOf(t) };
}

/**
 * `list`: one table per source (the original schedule, then later notices), each ordered as the
 * registry; a transform whose end of life is after `today` is marked: a default run leaves it out.
 */
export function listText(transforms: Transform[], today: string): string {
  const idWidth = Math.max(...transforms.map((t) => t.id.length), 2);
  const kindWidth = Math.max(...transforms.map((t) => t.kind.length), 4);
  const row = (t: Transform) =>
    `${t.id.padEnd(idWidth)}  ${t.eol}  ${t.kind.padEnd(kindWidth)}  ${t.title}${t.eol > today ? ` (not due yet: a default run skips it until ${t.eol}; --as-of ${t.eol} runs it)` : ''}`;
  const header = `${'id'.padEnd(idWidth)}  ${'eol'.padEnd(10)}  ${'kind'.padEnd(kindWidth)}  title`;
  const out: string[] = [];
  const groups: Array<[string, 'schedule' | 'later']> = [
    ['From the original deprecation schedule:', 'schedule'],
    ['From later deprecation notices:', 'later'],
  ];
  for (const [title, source] of groups) {
    const rows = transforms.filter((t) => sourceOf(t) === source).map(row);
    if (rows.length === 0) continue;
    if (out.length) out.push('');
    out.push(title, header, ...rows);
  }
  return out.join('\n') + '\n';
}

/** `explain <id>`: what it changes, before/after, what it reports, links. */
export function explainText(t: Transform): string {
  const out = [
    `${t.id}: ${t.title}`,
    '',
    `End of life:  ${t.eol}`,
    `Kind:         ${t.kind}`,
    `Replacement:  ${t.replacement}`,
    `Triggers:     ${t.triggers.join(', ')}`,
    '',
    t.explain.trim(),
  ];
  const example = bundledExample(t.id);
  if (example) {
    out.push('', `Example (${example.file}):`, '', unifiedDiff(example.file, example.before, example.after).trimEnd());
  }
  if (t.options && t.options.length > 0) out.push('', 'Options (configuration keys):', ...t.options.map((o) => `  ${optionLine(o)}`));
  if (t.links && t.links.length > 0) out.push('', 'Links:', ...t.links.map((l) => `  ${l}`));
  return out.join('\n') + '\n';
}
