/**
 * One run converges (issue 21): a second run on the first run's output changes no byte and reports
 * exactly the findings the first run reported, minus those it fixed.
 *
 * A finding is named by its key: path, transform, message id and data. Its line is not compared: the
 * markers the first run inserts move it.
 *
 * A finding of the first run is *fixed* when the first run rewrote the code it is about (a line of
 * the outermost node that starts where the finding points, or of a variable that node reads: a
 * migrated URL, a body a property was dropped from) and the second run, which no longer sees a
 * deprecated call there, does not report it: what its marker asks (store the new id, create the
 * notification policy) is for a person to finish, and nothing deprecated is left to find. Every other finding stands and is reported again, once per
 * finding of the first run: the code it is about is as it was, and so is its marker (or its waiver).
 * A finding the second run reports that the first did not, or a standing finding it no longer
 * reports (a marker left over code the run no longer flags), fails the check.
 */
import { diffArrays } from 'diff';
import { parseToCheck } from '../../src/parse/parse';
import type { Finding } from '../../src/types';

type Keyed = Pick<Finding, 'transform' | 'path' | 'line' | 'column' | 'messageId' | 'data'>;

/**
 * A finding's key: what it says and in which file, not where. Lines its data names ("the filter
 * created at line 23") move with the inserted markers as its own line does: they are left out too.
 */
export const keyOf = (f: Keyed): string =>
  `${f.path} ${f.transform} ${f.messageId} ${JSON.stringify(f.data ?? {}).replace(/\bline \d+/g, 'line …')}`;

/** One file of the run: its name (for the parser), its text before the first run and after it. */
export interface RunFile {
  file: string;
  input: string;
  output: string;
}

/**
 * The keys the second run must report (sorted), and the keys it did report (sorted): equal when
 * the run converges. The first run's findings stand unless fixed; a standing finding the second run
 * misses stays in the first list, a finding it adds appears in the second only.
 */
export function convergence(first: Keyed[], second: Keyed[], fileOf: (path: string) => RunFile): { expected: string[]; received: string[] } {
  const left = new Map<string, number>();
  for (const f of second) left.set(keyOf(f), (left.get(keyOf(f)) ?? 0) + 1);
  const changed = new Map<string, (f: Keyed) => boolean>();
  const expected: string[] = [];
  for (const f of first) {
    const key = keyOf(f);
    const again = left.get(key) ?? 0;
    if (again > 0) {
      left.set(key, again - 1);
      expected.push(key);
      continue;
    }
    let rewrote = changed.get(f.path);
    if (!rewrote) changed.set(f.path, (rewrote = rewrittenAt(fileOf(f.path))));
    if (!rewrote(f)) expected.push(key);
  }
  return { expected: expected.sort(), received: second.map(keyOf).sort() };
}

/** Whether the first run rewrote a line of the code a finding is about (see `aboutLines`). */
function rewrittenAt({ file, input, output }: RunFile): (f: Keyed) => boolean {
  const before = input.replace(/^\uFEFF/, '');
  const inputLines = before.split(/\r?\n|\r/);
  const outputLines = output.replace(/^\uFEFF/, '').split(/\r?\n|\r/);
  // 1-based input lines the output does not keep as they were (lines only added leave none).
  const rewritten = new Set<number>();
  let line = 1;
  for (const part of diffArrays(inputLines, outputLines)) {
    if (part.added) continue;
    if (part.removed) for (let i = 0; i < part.value.length; i++) rewritten.add(line + i);
    line += part.value.length;
  }
  let program: unknown;
  try {
    program = parseToCheck(before, file).program;
  } catch {
    program = undefined; // a text file (.env, YAML): a finding is about its own line
  }
  return (f) => aboutLines(program, f.line, f.column - 1).some(([from, to]) => {
    for (let l = from; l <= to; l++) if (rewritten.has(l)) return true;
    return false;
  });
}

type Lines = [number, number];

/**
 * The lines a finding is about: those of the outermost node that starts where it points (a call, a
 * property, a type member), of the object literal or call that holds it (the network entry of an
 * address, the request of a body), and of the variables that node reads (the URL or the body built
 * in a const before a call). A function it calls is not part of it: the callers of a function the
 * run edited are not what the run fixed.
 */
function aboutLines(program: unknown, line: number, column: number): Lines[] {
  const chain = program === undefined ? [] : chainAt(program, line, column);
  const node = chain[chain.length - 1];
  if (!node) return [[line, line]];
  const span = (n: any): Lines => [n.loc.start.line, n.loc.end.line];
  const lines: Lines[] = [span(node)];
  const holder = chain
    .slice(0, -1)
    .reverse()
    .find((n) => /Statement$|Declaration$|^ObjectExpression$|^(?:Call|New|OptionalCall)Expression$/.test(n.type));
  if (holder && !/Statement$|Declaration$/.test(holder.type)) lines.push(span(holder));
  const names = new Set<string>();
  walk(node, (n) => {
    if (n.type === 'Identifier') names.add(n.name);
  });
  walk(program, (n) => {
    if (n.type !== 'VariableDeclaration') return;
    if (n.declarations.some((d: any) => d.id?.type === 'Identifier' && names.has(d.id.name))) lines.push(span(n));
  });
  return lines;
}

/** The nodes from the program down to the outermost node that starts at a line and (0-based) column (empty when none does). */
function chainAt(program: unknown, line: number, column: number): any[] {
  const chain: any[] = [];
  let found = false;
  const visit = (n: any): boolean => {
    const { start, end } = n.loc;
    if (found || end.line < line || start.line > line || (start.line === line && start.column > column)) return false;
    if (end.line === line && end.column < column) return false;
    chain.push(n);
    if (start.line === line && start.column === column) {
      found = true;
      return false;
    }
    return true;
  };
  // Depth first: a node that does not lead to the position is taken off the chain when its walk ends.
  const descend = (node: any): void => {
    if (found || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(descend);
    if (typeof node.type === 'string' && node.loc) {
      if (!visit(node)) return;
      for (const key of Object.keys(node)) if (key !== 'loc' && key !== 'comments' && !key.endsWith('Comments')) descend(node[key]);
      if (!found) chain.pop();
      return;
    }
    for (const key of Object.keys(node)) descend(node[key]);
  };
  descend(program);
  return found ? chain : [];
}

/** Visits every node with a location, depth first; a visitor that returns false skips the node's children. */
function walk(node: any, visit: (n: any) => boolean | void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
  if (typeof node.type === 'string' && node.loc && visit(node) === false) return;
  for (const key of Object.keys(node)) if (key !== 'loc' && key !== 'comments' && !key.endsWith('Comments')) walk(node[key], visit);
}
