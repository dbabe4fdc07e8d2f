import type { Transform } from '../types';
import { unifiedDiff } from '../runner/diff';
import { bundledExample } from './examples';
import { optionLine } from '../options';

/** `list --json` objects (contract: "Transform ids"). */
export function listEntry(t: Transform) {
  return { id: t.id, eol: t.eol, kind: t.kind, title: t.title, replacement: t.replacement };
}

export function listText(transforms: Transform[]): string {
  const idWidth = Math.max(...transforms.map((t) => t.id.length), 2);
  const kindWidth = Math.max(...transforms.map((t) => t.kind.length), 4);
  const rows = transforms.map((t) => `${t.id.padEnd(idWidth)}  ${t.eol}  ${t.kind.padEnd(kindWidth)}  ${t.title}`);
  const header = `${'id'.padEnd(idWidth)}  ${'eol'.padEnd(10)}  ${'kind'.padEnd(kindWidth)}  title`;
  return [header, ...rows].join('\n') + '\n';
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
