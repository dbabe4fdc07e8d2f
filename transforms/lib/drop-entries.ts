import type { ASTPath } from 'jscodeshift';
import type { TransformContext } from '../../src/types';
import { unwrap } from '../../src/cloudflare';
import { removePropertiesEdits, replaceWithEdits, writtenText, type TextEdit } from '../../src/edit/text-edits';

/**
 * Dropping entries (object properties, array elements) while keeping the rest of the literal as
 * written: a one-line object stays on one line, trailing commas and comments stay. Shared by the
 * transforms that remove one field from what a request sends (notification-email, te-content-length)
 * or one item from a list (legacy-chacha20).
 */

function pathOf(ctx: TransformContext, node: any): ASTPath<any> | undefined {
  let found: ASTPath<any> | undefined;
  ctx.root.find(ctx.j.Node).forEach((p: ASTPath<any>) => {
    if (!found && p.value === node) found = p;
  });
  return found;
}

/** Applies edits to the literal's own text; falls back to changing the tree (recast lays it out) when it has none. */
function apply(ctx: TransformContext, node: any, edits: TextEdit[] | undefined, fallback: () => void): void {
  const path = pathOf(ctx, node);
  if (!(path && edits && replaceWithEdits(path, edits, ctx.file.source, ctx.file.path))) fallback();
  ctx.changed();
}

/** Removes properties from an object literal. */
export function dropProperties(ctx: TransformContext, object: any, props: any[]): void {
  const o = unwrap(object);
  apply(ctx, o, removePropertiesEdits(o, props, ctx.file.source), () => {
    o.properties = o.properties.filter((p: any) => !props.includes(p));
  });
}

/** Removes elements from an array literal, each with its separator. */
export function dropElements(ctx: TransformContext, array: any, elements: any[]): void {
  const a = unwrap(array);
  const w = writtenText(a, ctx.file.source);
  let edits: TextEdit[] | undefined;
  if (w && a.elements.every((e: any) => e && writtenText(e, ctx.file.source)?.source === w.source)) {
    const items: any[] = a.elements;
    const gone = new Set(elements);
    edits = [];
    const lastKept = items.reduce((k: number, e: any, i: number) => (gone.has(e) ? k : i), -1);
    items.forEach((e: any, i: number) => {
      if (!gone.has(e)) return;
      if (i < lastKept) {
        // Up to the next element.
        edits!.push({ start: e.start, end: items[i + 1].start, text: '' });
      } else if (i === lastKept + 1 && lastKept >= 0) {
        // The first of a run at the end: from the end of the last kept element, keeping a trailing comma if there was one.
        const last = items[items.length - 1];
        const trailing = w.source.slice(last.end, w.end).match(/^\s*,/);
        const comma = w.source.indexOf(',', items[lastKept].end);
        edits!.push(trailing ? { start: comma + 1, end: last.end + trailing[0].length, text: '' } : { start: items[lastKept].end, end: last.end, text: '' });
      }
    });
  }
  apply(ctx, a, edits, () => {
    a.elements = a.elements.filter((e: any) => !elements.includes(e));
  });
}
