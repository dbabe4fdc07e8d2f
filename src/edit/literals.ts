/**
 * Edits inside string and template literals that keep the literal's own quoting and escapes: the
 * change is made in the raw text too, so recast prints exactly the original characters around it.
 * Only for replacements whose text needs no escaping (URL fragments, identifiers, digits).
 */

/** The text of a string literal or of one template quasi, or undefined for any other node. */
export function literalText(node: any): string | undefined {
  if (!node) return undefined;
  if (node.type === 'StringLiteral' || (node.type === 'Literal' && typeof node.value === 'string')) return node.value;
  if (node.type === 'TemplateElement') return node.value.cooked ?? node.value.raw;
  return undefined;
}

/** Replaces every match of `pattern` in a string literal or template quasi; returns whether it changed. */
export function replaceInLiteral(node: any, pattern: RegExp, replacement: string): boolean {
  const text = literalText(node);
  if (text === undefined) return false;
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g');
  const next = text.replace(global, replacement);
  if (next === text) return false;
  if (node.type === 'TemplateElement') {
    node.value = { raw: node.value.raw.replace(global, replacement), cooked: next };
  } else {
    const raw: string | undefined = node.extra?.raw;
    node.value = next;
    node.extra = raw ? { ...node.extra, rawValue: next, raw: raw.replace(global, replacement) } : undefined;
  }
  return true;
}

/** Sets a numeric or string literal to a new value, keeping its notation (decimal, hex, quotes). */
export function setLiteralValue(node: any, value: number | string): void {
  if (typeof value === 'number') {
    const raw: string = node.extra?.raw ?? String(node.value);
    const hex = /^0x/i.test(raw);
    const text = hex ? `0x${value.toString(16)}` : String(value);
    node.value = value;
    node.extra = { rawValue: value, raw: text };
    return;
  }
  const raw: string | undefined = node.extra?.raw;
  const quote = raw && (raw[0] === '"' || raw[0] === "'") ? raw[0] : "'";
  node.value = value;
  node.extra = { rawValue: value, raw: `${quote}${value}${quote}` };
}
