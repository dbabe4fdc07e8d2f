/**
 * The script blocks of component files (src/parse/script-blocks.ts): which parts of a `.vue`,
 * `.svelte` or `.astro` file are code, with their grammar and their place in the file.
 */
import { scriptBlocks, scriptContainerOf } from '../../src/parse/script-blocks';

const blocks = (file: string, text: string) =>
  scriptBlocks(file, text).map((b) => ({ code: text.slice(b.start, b.end), line: b.line, column: b.column, dialect: b.dialect }));

test('only component files hold script blocks', () => {
  expect(scriptContainerOf('src/App.vue')).toBe('vue');
  expect(scriptContainerOf('src/Page.SVELTE')).toBe('svelte');
  expect(scriptContainerOf('src/pages/index.astro')).toBe('astro');
  expect(scriptContainerOf('src/vue.ts')).toBeUndefined();
  expect(blocks('a.ts', '<script>x()</script>')).toEqual([]);
});

test('Vue: <script> and <script setup>, lang="ts" as TypeScript; nothing of the template, comments or styles', () => {
  const text = [
    '<template>',
    '  <div :title="a > b ? \'<script>\' : \'\'"><template v-if="x"><script>notCode()</script></template></div>',
    '</template>',
    '<!-- <script>commented()</script> -->',
    '<script setup lang="ts">',
    'const a: number = 1',
    '</script>',
    '<script lang="typescript">export default {}</script>',
    '<script>plain()</script>',
    '<script lang="coffee">x = 1</script>',
    '<style>.a { color: red }</style>',
    '',
  ].join('\n');
  expect(blocks('C.vue', text)).toEqual([
    { code: '\nconst a: number = 1\n', line: 5, column: 25, dialect: 'ts' },
    { code: 'export default {}', line: 8, column: 27, dialect: 'ts' },
    { code: 'plain()', line: 9, column: 9, dialect: 'js' },
  ]);
});

test('Svelte: instance and module scripts at the top level; external, JSON and nested scripts are not code', () => {
  const text = [
    '<script context="module" lang="ts">export const x = 1;</script>',
    '<script module>export const y = 2;</script>',
    '<script>',
    '  let z = 3;',
    '</script>',
    '<svelte:head><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script>inHead()</script></svelte:head>',
    '<button on:click={() => { if (a > b) go("</script>") }}>{z}</button>',
    '<div {...rest}><script>inDiv()</script></div>',
    '{#if a<b}<p>less</p>{/if}',
    '<script>afterMarkup()</script>',
    '',
  ].join('\n');
  expect(blocks('P.svelte', text)).toEqual([
    { code: 'export const x = 1;', line: 1, column: 36, dialect: 'ts' },
    { code: 'export const y = 2;', line: 2, column: 16, dialect: 'js' },
    { code: '\n  let z = 3;\n', line: 3, column: 9, dialect: 'js' },
    { code: 'afterMarkup()', line: 10, column: 9, dialect: 'js' },
  ]);
});

test('Astro: the frontmatter as TypeScript, every <script> of the markup (is:inline as JavaScript)', () => {
  const text = ['---', 'const a: string = "x";', '---', '<html><body>', '<script>go()</script>', '<script is:inline>inline()</script>', '<script src="/a.js"></script>', '</body></html>', ''].join('\r\n');
  expect(blocks('index.astro', text)).toEqual([
    { code: 'const a: string = "x";\r\n', line: 2, column: 1, dialect: 'ts' },
    { code: 'go()', line: 5, column: 9, dialect: 'ts' },
    { code: 'inline()', line: 6, column: 19, dialect: 'js' },
  ]);
  expect(blocks('empty.astro', '---\n---\n<p>hi</p>\n')).toEqual([]);
  expect(blocks('none.astro', '<p>--- not a fence</p>\n')).toEqual([]);
});
