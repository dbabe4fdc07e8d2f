import type { Finding, Transform } from '../types';
import { scriptBlockPath, scriptBlocks, type ScriptBlock } from '../parse/script-blocks';
import { addBom, stripBom } from '../parse/bom';
import type { ProcessOptions, ProcessResult } from './process-types';
import type { UnusedWaiver } from './waivers';

/** How one block's code is processed (processSource, or transformSource for a follow-up). */
type RunBlock = (code: string, blockPath: string, transforms: Transform[], options: ProcessOptions) => ProcessResult;

/** What each block of a component file goes through: the file's options, and the processing itself. */
interface BlockRun {
  options: ProcessOptions;
  run: RunBlock;
}

/**
 * A component file (`.vue`, `.svelte`, `.astro`, see script-blocks.ts) processed as its script
 * blocks: each block's code goes through the transforms as a file of its own (its own parse, under a
 * path whose extension names its grammar: `App.vue.ts`), and its new code replaces it in the file;
 * every other byte of the file stays. Findings and unused waivers carry their place in the file. A
 * block that fails (it does not parse, say) fails the file, which is then left as it was, its message
 * naming the block.
 */
export function processScriptFile(input: string, filePath: string, transforms: Transform[], { options, run }: BlockRun): ProcessResult {
  const { text: source, bom } = stripBom(input);
  const findings: Finding[] = [];
  const changedBy = new Set<string>();
  const rewrittenBy = new Set<string>();
  const deferred: NonNullable<ProcessResult['deferred']> = [];
  const unused: UnusedWaiver[] = [];
  const edits: Array<{ block: ScriptBlock; code: string }> = [];
  for (const block of scriptBlocks(filePath, source)) {
    const at = { line: block.line, column: block.column };
    const result = run(source.slice(block.start, block.end), scriptBlockPath(filePath, block), transforms, { ...options, at });
    findings.push(...result.findings.map((f) => ({ ...f, ...inFile(at, f) })));
    unused.push(...(result.unusedWaivers ?? []).map((w) => ({ ...w, ...inFile(at, w) })));
    deferred.push(...(result.deferred ?? []));
    if (result.error) return { changedBy: [], findings, error: `${block.label} block (line ${block.line}): ${result.error}` };
    if (result.output === undefined) continue;
    edits.push({ block, code: result.output });
    result.changedBy.forEach((id) => changedBy.add(id));
    (result.rewrittenBy ?? result.changedBy).forEach((id) => rewrittenBy.add(id));
  }
  const more = { ...(deferred.length > 0 ? { deferred } : {}), ...(unused.length > 0 ? { unusedWaivers: unused } : {}) };
  if (edits.length === 0) return { changedBy: [], findings, ...more };
  let text = source;
  for (const { block, code } of edits.reverse()) text = text.slice(0, block.start) + code + text.slice(block.end);
  const output = addBom(text, bom);
  if (output === input) return { changedBy: [], findings, ...more };
  return { output, changedBy: [...changedBy], rewrittenBy: [...rewrittenBy], findings, ...more };
}

/** A block's 1-based line and column as the file's: its first line starts at the block's column. */
export function inFile(at: { line: number; column: number }, pos: { line: number; column: number }): { line: number; column: number } {
  return { line: at.line + pos.line - 1, column: pos.line === 1 ? at.column + pos.column - 1 : pos.column };
}
