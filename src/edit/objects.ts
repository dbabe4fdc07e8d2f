import type { TransformContext } from '../types';
import { pathOfNode } from '../ast/node-index';
import { nodeFromText } from './from-text';
import { writtenText } from './text-edits';

/**
 * Rewrites an object literal's property list while keeping its layout: recast prints every object
 * whose properties changed on several lines, so `{ a, 'Content-Type': x }` minus one property would
 * come out as three lines. Instead, the object is rebuilt from the source text of the properties it
 * keeps (untouched, as written) and the texts of new ones, on one line when it was on one line, else
 * one property per line with the original indentation and trailing comma; recast then prints that
 * text as it is. `items` are existing property nodes or new property source texts, in order.
 * Returns false (and changes nothing) when that is not safe: a property was already edited in the
 * tree, comments sit between the properties, or the text does not parse; the caller then edits the
 * property array directly.
 */
export function setObjectProperties(ctx: Pick<TransformContext, 'j' | 'root' | 'file'>, object: any, items: Array<any | string>): boolean {
  const { j, file } = ctx;
  const fileSource = file.source;
  // The text the offsets count in (recast's copy of the file: tabs expanded, lines joined with "\n").
  const written = writtenText(object, fileSource);
  if (!written || items.some((item) => typeof item !== 'string' && writtenText(item, fileSource)?.source !== written.source)) return false;
  const { source, start, end } = written;
  if (source[start] !== '{') return false;
  const inner = source.slice(start + 1, end - 1);
  if (/\/\/|\/\*/.test(inner.replace(/(['"`])(?:\\.|(?!\1).)*\1/g, '""'))) return false;
  const texts: string[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      texts.push(item);
      continue;
    }
    if (typeof item.start !== 'number' || typeof item.end !== 'number') return false;
    const text = source.slice(item.start, item.end);
    if (j(item).toSource() !== text) return false; // edited since parsing
    texts.push(text);
  }
  let text: string;
  if (!inner.includes('\n')) {
    const pad = /^\s/.test(inner) || inner === '' ? ' ' : '';
    text = texts.length === 0 ? '{}' : `{${pad}${texts.join(', ')}${pad}}`;
  } else {
    const first = object.properties[0];
    const lineStart = source.lastIndexOf('\n', (first?.start ?? end) - 1) + 1;
    const indent = first ? /^[ \t]*/.exec(source.slice(lineStart))![0] : '  ';
    const closeStart = source.lastIndexOf('\n', end - 1) + 1;
    const closeIndent = /^[ \t]*/.exec(source.slice(closeStart))![0];
    const last = object.properties[object.properties.length - 1];
    const trailing = last ? source.slice(last.end, end - 1).includes(',') : true;
    // Recast puts the rebuilt text at the object's place and indents it from there: indent relative to the closing brace.
    const relative = indent.startsWith(closeIndent) ? indent.slice(closeIndent.length) : indent;
    text = texts.length === 0 ? '{}' : `{\n${texts.map((t) => relative + t).join(',\n')}${trailing ? ',' : ''}\n}`;
  }
  const rebuilt = nodeFromText(text, file.path);
  const at = pathOfNode(ctx, object);
  if (rebuilt?.type !== 'ObjectExpression' || !at) return false;
  at.replace(rebuilt);
  return true;
}
