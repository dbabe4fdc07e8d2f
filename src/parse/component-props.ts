/**
 * Trees of a Svelte component's script (`X.svelte`, parsed as `X.svelte.js`/`.ts`: script-blocks.ts).
 * There `export let api = …` declares a prop: the parent component may set it to anything, so the
 * value-flow layer does not take the script's own writes as all the values of an exported `let`
 * (src/flow/names.ts). In a plain module an importer cannot reassign an exported binding: its
 * values are the module's own writes.
 */
const propScripts = new WeakSet<object>();

/** Marks the tree (the file and its program) when the path names a Svelte script block. */
export function markPropScript(file: { program?: object } | undefined, filePath: string): void {
  if (!file || !/\.svelte\.(?:js|ts)$/i.test(filePath)) return;
  propScripts.add(file);
  if (file.program) propScripts.add(file.program);
}

/** Whether the node (a file or its program) is a Svelte script's, whose exported `let`s are props. */
export const declaresProps = (node: unknown): boolean => typeof node === 'object' && node !== null && propScripts.has(node);
