import type { Dialect } from './babel-options';

/*
 * The code of component files (`.vue`, `.svelte`, `.astro`): their script blocks, found without a
 * compiler. Everything else in such a file (template, markup, styles, external scripts) is not code
 * and is never touched.
 */

/** The extensions whose files hold code only in script blocks. */
export const SCRIPT_CONTAINER_EXTENSIONS = ['vue', 'svelte', 'astro'] as const;

type Container = (typeof SCRIPT_CONTAINER_EXTENSIONS)[number];

/** What kind of component file a path names, or undefined for any other file. */
export function scriptContainerOf(filePath: string): Container | undefined {
  const dot = filePath.lastIndexOf('.');
  const ext = dot < 0 ? '' : filePath.slice(dot + 1).toLowerCase();
  return (SCRIPT_CONTAINER_EXTENSIONS as readonly string[]).includes(ext) ? (ext as Container) : undefined;
}

/** The path a block's code is parsed and transformed under: the file's, plus its grammar (`App.vue.ts`). */
export const scriptBlockPath = (filePath: string, block: Pick<ScriptBlock, 'dialect'>): string => `${filePath}.${block.dialect}`;

/** Whether a path is one scriptBlockPath made. */
export const isScriptBlockPath = (filePath: string): boolean => /\.(?:vue|svelte|astro)\.(?:js|ts|tsx)$/i.test(filePath);

/** One block of code in a component file. */
export interface ScriptBlock {
  /** Offsets of its code in the file's text (between the tags or fences). */
  start: number;
  end: number;
  /** 1-based line and column of `start` in the file. */
  line: number;
  column: number;
  dialect: Dialect;
  /** How a message names it: `<script setup lang="ts">`, `frontmatter`. */
  label: string;
}

/**
 * The script blocks of a component file's text, in file order (a text without a byte-order mark):
 * - Vue: the top-level `<script>` and `<script setup>` (not inside `<template>`);
 * - Svelte: the top-level `<script>`, `<script context="module">`, `<script module>` (one inside an
 *   element, such as `<svelte:head>`, is page markup);
 * - Astro: the frontmatter between the leading `---` fences (TypeScript) and every `<script>` of
 *   the markup (TypeScript, as Astro processes them; `is:inline` ones as JavaScript).
 * `lang="ts"`/`"typescript"` is TypeScript (`"tsx"` with JSX), no `lang` or `js`/`javascript`/`jsx`
 * JavaScript; a block in another language, an external one (`src=…`) and one whose `type` is not
 * JavaScript (`application/ld+json`) is not code. Markup comments (`<!-- … -->`) hide what they hold.
 */
export function scriptBlocks(filePath: string, text: string): ScriptBlock[] {
  const kind = scriptContainerOf(filePath);
  if (!kind) return [];
  const out: ScriptBlock[] = [];
  let from = 0;
  if (kind === 'astro') {
    const front = frontmatter(text);
    if (front && front.end > front.start) {
      out.push(block(text, { start: front.start, end: front.end, dialect: 'ts', label: 'frontmatter' }));
      from = front.after;
    }
  }
  for (const tag of scriptTags(text, from, kind === 'astro', kind === 'svelte')) {
    const dialect = dialectOf(kind, tag.attrs);
    if (!dialect || tag.start === tag.end) continue;
    out.push(block(text, { start: tag.start, end: tag.end, dialect, label: tag.label }));
  }
  return out;
}

/** A block of the text, with the line and column it starts at. */
function block(text: string, at: Omit<ScriptBlock, 'line' | 'column'>): ScriptBlock {
  const { start, end, dialect, label } = at;
  const before = text.slice(0, start);
  const lines = before.split(/\r\n|\r|\n/);
  return { start, end, line: lines.length, column: lines[lines.length - 1].length + 1, dialect, label };
}

/** Astro's frontmatter: a first line `---` (after blank lines at most), its code, a line `---`. */
function frontmatter(text: string): { start: number; end: number; after: number } | undefined {
  const open = /^(?:[ \t]*(?:\r\n|\r|\n))*[ \t]*---[ \t]*(?:\r\n|\r|\n)/.exec(text);
  if (!open) return undefined;
  const close = /^[ \t]*---[ \t]*$/gm;
  close.lastIndex = open[0].length;
  const m = close.exec(text);
  return m ? { start: open[0].length, end: m.index, after: m.index + m[0].length } : undefined;
}

/** Which grammar a script tag's code is read with, or undefined when it is not code this tool reads. */
function dialectOf(kind: Container, attrs: Map<string, string>): Dialect | undefined {
  if (attrs.has('src')) return undefined;
  const type = attrs.get('type')?.trim().toLowerCase();
  if (type !== undefined && type !== '' && !JS_TYPES.has(type)) return undefined;
  const lang = attrs.get('lang')?.trim().toLowerCase();
  if (lang === 'ts' || lang === 'typescript') return 'ts';
  if (lang === 'tsx') return 'tsx';
  if (lang === undefined || lang === '' || lang === 'js' || lang === 'javascript' || lang === 'jsx') {
    // Astro compiles its scripts as TypeScript; an inline one goes to the browser as written.
    if (kind === 'astro' && lang === undefined && !attrs.has('is:inline') && !attrs.has('define:vars')) return 'ts';
    return 'js';
  }
  return undefined;
}

const JS_TYPES = new Set(['module', 'text/javascript', 'application/javascript', 'text/typescript', 'application/typescript', 'ts', 'typescript']);

/** Elements that never have content or a closing tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose content is text up to their closing tag (no markup inside). */
const RAW = new Set(['script', 'style', 'textarea', 'title']);

interface ScriptTag {
  attrs: Map<string, string>;
  start: number;
  end: number;
  label: string;
}

/**
 * The `<script>` elements of markup from `from` on: at the top level only (depth 0), unless `anywhere`.
 * A careful tokenizer, not an HTML parser: comments, quoted and `{…}` attribute values, void and
 * self-closed elements, raw-text elements, `{…}` expressions in the text when `expressions`; a
 * closing tag closes the nearest open element of its name.
 */
function* scriptTags(text: string, from: number, anywhere: boolean, expressions: boolean): Generator<ScriptTag> {
  const open: string[] = [];
  let i = from;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt < 0) return;
    const brace = expressions ? text.indexOf('{', i) : -1;
    if (brace >= 0 && brace < lt) {
      // Svelte markup's `{#if a < b}`, `{x<y}`: code, whose `<` opens no element.
      const close = braceEnd(text, brace);
      i = close < 0 ? brace + 1 : close;
      continue;
    }
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4);
      if (close < 0) return;
      i = close + 3;
      continue;
    }
    const closing = /^<\/([A-Za-z][\w:.-]*)\s*>/.exec(text.slice(lt, lt + 200));
    if (closing) {
      const name = closing[1].toLowerCase();
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      i = lt + closing[0].length;
      continue;
    }
    const name = /^<([A-Za-z][\w:.-]*)/.exec(text.slice(lt, lt + 200))?.[1];
    if (!name) {
      i = lt + 1;
      continue;
    }
    const tag = readTag(text, lt + 1 + name.length);
    if (!tag) return;
    const lower = name.toLowerCase();
    i = tag.end;
    if (tag.selfClosed || VOID.has(lower)) continue;
    if (RAW.has(lower)) {
      const closeRe = new RegExp(`</${lower}(?=[\\s>/])`, 'ig');
      closeRe.lastIndex = tag.end;
      const close = closeRe.exec(text);
      const contentEnd = close ? close.index : text.length;
      if (lower === 'script' && (anywhere || open.length === 0)) {
        yield { attrs: tag.attrs, start: tag.end, end: contentEnd, label: text.slice(lt, tag.end).replace(/\s+/g, ' ') };
      }
      if (!close) return;
      const gt = text.indexOf('>', close.index);
      i = gt < 0 ? text.length : gt + 1;
      continue;
    }
    open.push(lower);
  }
}

/** The attributes of a start tag from just after its name: where it ends (after `>`), whether `/>`. */
function readTag(text: string, from: number): { attrs: Map<string, string>; end: number; selfClosed: boolean } | undefined {
  const attrs = new Map<string, string>();
  let i = from;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '>') return { attrs, end: i + 1, selfClosed: false };
    if (c === '/' && text[i + 1] === '>') return { attrs, end: i + 2, selfClosed: true };
    if (c === '{') {
      // A spread or shorthand attribute (`{...props}`, `{value}`).
      const close = braceEnd(text, i);
      if (close < 0) return undefined;
      i = close;
      continue;
    }
    const name = /^[^\s=>/{]+/.exec(text.slice(i, i + 200))?.[0] ?? text[i];
    i += name.length;
    while (i < n && /\s/.test(text[i])) i++;
    let value = '';
    if (text[i] === '=') {
      i++;
      while (i < n && /\s/.test(text[i])) i++;
      const q = text[i];
      if (q === '"' || q === "'") {
        const close = text.indexOf(q, i + 1);
        if (close < 0) return undefined;
        value = text.slice(i + 1, close);
        i = close + 1;
      } else if (q === '{') {
        const close = braceEnd(text, i);
        if (close < 0) return undefined;
        value = text.slice(i, close);
        i = close;
      } else {
        const v = /^[^\s>]*/.exec(text.slice(i))![0];
        value = v;
        i += v.length;
      }
    }
    attrs.set(name.toLowerCase(), value);
  }
  return undefined;
}

/** The offset just after the `}` closing the `{` at `at` (strings and template literals skipped), or -1. */
function braceEnd(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}') {
      if (--depth === 0) return i + 1;
    } else if (c === '"' || c === "'" || c === '`') {
      const close = text.indexOf(c, i + 1);
      if (close < 0) return -1;
      i = close;
    }
  }
  return -1;
}
