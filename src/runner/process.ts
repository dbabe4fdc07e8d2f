import type { ASTNode, ASTPath, JSCodeshift } from 'jscodeshift';
import type { Finding, Transform } from '../types';
import { assertParses, loadRecast, parseForEdit, ParseError } from '../parse/parse';
import { sourceLines } from '../parse/positions';
import { shareUnchanged } from '../parse/share-unchanged';
import { dominantLineTerminator, keepOriginalLines, revertCosmetic } from './keep-original';
import { candidates, textSupportFor, triggered, untracedCandidates } from './prefilter';
import { addBom, stripBom } from '../parse/bom';
import { fileQuote, keepEditedLiteralQuotes } from '../edit/literals';
import { scriptContainerOf } from '../parse/script-blocks';
import { inFile, processScriptFile } from './script-files';
import { IGNORE_WORD, attachMarker, hasMarker, isWaived, lineOf, markerAnchor, markerText, staleMarkers, waivingLines } from '../edit/markers';
import { unusedWaivers } from './waivers';
import type { DeferredEdit, ProcessOptions, ProcessResult, SourceInput } from './process-types';
import { afterReplacing, builtIndex, NODE_INDEX, pathOfNode, type NodeIndex } from '../ast/node-index';
import { memoIn } from '../memo';
import { holdTreeModules } from '../tree-modules';
import { GLUED_TAIL_ID, GLUED_TAIL_MESSAGE, PROXIED_ID, PROXIED_MESSAGE, renderMessage, UNTRACED_ID, UNTRACED_MESSAGE, type MessageData } from '../messages';
import type * as Untraced from '../cloudflare/untraced/untraced';
import type * as Proxied from '../cloudflare/untraced/proxied';

let jscodeshift: JSCodeshift | undefined;
const loadJ = (): JSCodeshift => (jscodeshift ??= require('jscodeshift') as JSCodeshift);
const untraced = () => require('../cloudflare/untraced/untraced') as typeof Untraced;
const proxied = () => require('../cloudflare/untraced/proxied') as typeof Proxied;
/** One list per transform, so the prefilter's untraced test of it is made once (it is kept by its list). */
const alone = (t: Transform): Transform[] => {
  let list = aloneLists.get(t);
  if (!list) aloneLists.set(t, (list = [t]));
  return list;
};
const aloneLists = new WeakMap<Transform, Transform[]>();

/**
 * Runs transforms over one file's text: the one place where parsing, transforming, printing,
 * byte preservation and output verification happen, shared by the CLI runner, the jscodeshift
 * entry point of each transform and the fixture tests.
 */
export function processSource({ input, filePath, transforms, options, mode = 'code' }: SourceInput): ProcessResult {
  const { text: source } = stripBom(input);
  let due = candidates(source, transforms, options.config);
  // In an anchored project, a file that spells a transform's untraced endpoint needs no anchor word.
  const untraced = (text: string, ts: Transform[]): Transform[] => (options.anchoring && mode === 'code' ? untracedCandidates(text, ts) : []);
  const more = untraced(source, transforms);
  if (more.length > 0) due = transforms.filter((t) => due.includes(t) || more.includes(t));
  if (mode === 'code' && scriptContainerOf(filePath)) {
    // A component: the prefilter judges the whole text, then each block is parsed when it holds a
    // trigger word (or, in an anchored project, an untraced endpoint) of a transform the file passed for.
    if (due.length === 0 && !(options.unusedWaivers && source.includes(IGNORE_WORD))) return { changedBy: [], findings: [] };
    return processScriptFile(input, filePath, due, { options, run: (code, blockPath, ts, o) => {
      const words = triggered(code, ts, o.config);
      const spelled = untraced(code, ts);
      const mine = ts.filter((t) => words.includes(t) || spelled.includes(t));
      return mine.length > 0 ? transformSource({ input: code, filePath: blockPath, transforms: mine, options: o }) : processSource({ input: code, filePath: blockPath, transforms: [], options: o });
    } });
  }
  if (due.length === 0) {
    const unused = mode === 'code' && options.unusedWaivers ? unusedWaivers(source, new Set(), options.displayPath) : [];
    return { changedBy: [], findings: [], ...(unused.length > 0 ? { unusedWaivers: unused } : {}) };
  }
  return transformSource({ input, filePath, transforms: due, options, mode });
}

/** processSource without the prefilter: every transform given runs (a follow-up asked for by other files). */
export function transformSource({ input, filePath, transforms, options, mode = 'code' }: SourceInput): ProcessResult {
  if (mode === 'code' && scriptContainerOf(filePath)) {
    return processScriptFile(input, filePath, transforms, { options, run: (code, blockPath, ts, o) => transformSource({ input: code, filePath: blockPath, transforms: ts, options: o }) });
  }
  const { text: source, bom } = stripBom(input);
  const result =
    mode === 'text' ? processText(source, filePath, transforms, options) : processCode(source, filePath, transforms, options);
  if (result.output === undefined) return result;
  const output = addBom(result.output, bom);
  return output === input ? { changedBy: [], findings: result.findings, deferred: result.deferred, unusedWaivers: result.unusedWaivers } : { ...result, output };
}

function processText(source: string, filePath: string, transforms: Transform[], options: ProcessOptions): ProcessResult {
  const findings: Finding[] = [];
  const changedBy: string[] = [];
  let text = source;
  const lines = sourceLines(source);
  for (const t of transforms) {
    const support = textSupportFor(filePath, t);
    if (!support) continue;
    try {
      const next = support.run(text, {
        file: { path: filePath, source: text },
        config: options.config,
        report: (line: number, column: number, messageId: string, data?: MessageData) =>
          findings.push({
            transform: t.id,
            path: options.displayPath,
            line,
            column,
            message: renderMessage(t.messages, messageId, data),
            waived: isWaived(lines, line, line),
            messageId,
            ...(data ? { data } : {}),
          }),
      });
      if (next !== undefined && next !== text) {
        text = next;
        changedBy.push(t.id);
      }
    } catch (e) {
      return { changedBy: [], findings, error: `${t.id} failed: ${(e as Error).message}` };
    }
  }
  return text === source ? { changedBy: [], findings } : { output: text, changedBy, rewrittenBy: changedBy, findings };
}

function processCode(source: string, filePath: string, transforms: Transform[], options: ProcessOptions): ProcessResult {
  // The tree, its index and recast's copy of it (about 150 bytes per byte of a large file) are
  // unreachable once editTree returns: the checks on the printed text below need only strings.
  const edited = editTree(source, filePath, transforms, options);
  if (edited.printed === undefined) return edited;
  const { printed, findings, changedBy, rewrittenBy, deferred, unusedWaivers: unused } = edited;
  const more = { ...(deferred ? { deferred } : {}), ...(unused ? { unusedWaivers: unused } : {}) };
  if (source.length >= LARGE_SOURCE) collectGarbage();
  const { text: output, parses } = revertCosmetic(source, keepOriginalLines(source, printed, filePath), filePath);
  if (output === source) return { changedBy: [], findings, ...more };
  try {
    // Output that does not parse is never written; revertCosmetic has often parsed it already.
    if (!parses) assertParses(output, filePath);
  } catch (e) {
    const ids = changedBy.join(', ');
    return { changedBy: [], findings, error: `output of ${ids} does not parse, file left unchanged: ${(e as Error).message}` };
  }
  return { output, changedBy, rewrittenBy, findings, ...more };
}

/** From this many characters a file's dead tree is collected before its printed text is checked. */
const LARGE_SOURCE = 1024 * 1024;
let gc: (() => void) | undefined;

/**
 * A full garbage collection. V8 lets garbage pile up while the heap is far from its limit (4 GiB on
 * a machine of 24 GiB): a 5 MB file's dead tree (about 1 GB) was still there when the checks below
 * parsed the printed text, and the process peaked at 2.1 GB instead of 1.2 GB.
 */
function collectGarbage(): void {
  try {
    if (!gc) {
      require('v8').setFlagsFromString('--expose-gc');
      gc = require('vm').runInNewContext('gc') as () => void;
    }
    gc!();
  } catch {
    gc = () => undefined; // a runtime without it: the checks still run, with more memory
  }
}

/** Parses, runs the transforms on the one tree and prints it when one of them changed it. */
function editTree(
  source: string,
  filePath: string,
  transforms: Transform[],
  options: ProcessOptions,
): ProcessResult & { printed?: string } {
  let ast: any;
  let reused: any;
  try {
    // The project index may have parsed this text already (one parse per file and run).
    reused = options.project?.takeAst(source);
    ast = reused ?? parseForEdit(source, filePath);
  } catch (e) {
    const err = e as ParseError;
    const pos = err.line && err.column ? (options.at ? inFile(options.at, { line: err.line, column: err.column }) : { line: err.line, column: err.column }) : undefined;
    const where = pos ? ` (${pos.line}:${pos.column})` : '';
    const hint = err.hint ? `: ${err.hint}` : '';
    return { changedBy: [], findings: [], error: `could not parse: ${err.message}${where}${hint}` };
  }
  const j = loadJ();
  const root = j(ast);
  // Questions asked with only the tree at hand (a URL literal's readers in other modules) find the run's modules through it.
  holdTreeModules(root.get().value, options.modules);
  // Imported anchors (project index) travel in the file's configuration.
  const config = options.project ? options.project.configFor(j, root) : options.config;
  const lines = sourceLines(source);
  const findings: Finding[] = [];
  const changedBy = new Set<string>();
  /** Transforms that edited the tree (changedBy also has those that only inserted a marker). */
  const rewrote = new Set<string>();
  /** Lines whose cf-codemod-ignore waived a finding. */
  const usedWaivers = new Set<number>();
  const deferred: DeferredEdit[] = [];
  // What the engine learnt about the tree, shared by the transforms until one of them edits it.
  const memory = new Map<string, unknown>();
  const memo = memoIn(memory);
  // A tree the project index handed over unedited: the index of its nodes it built still holds.
  const indexed = reused && builtIndex(root);
  if (indexed) memory.set(NODE_INDEX, indexed);

  for (const t of transforms) {
    const pendingMarkers = new Map<ASTNode, Set<string>>();
    /** The marker texts the transform reports with in this run (a marker above with another is an earlier version's), and per anchor line how many such it stood for. */
    let texts: ReadonlySet<string> = new Set();
    const restated = new Map<number, number>();
    const record = ({ at, message, messageId, data }: Reported): void => {
      const path = toPath({ j, root, memo }, at);
      const pos = lineOf(path, lines) ?? { line: 1, column: 1 };
      const anchor = path ? markerAnchor(path, lines) : undefined;
      const anchorPos = (anchor && lineOf(anchor, lines)) ?? pos;
      const waivers = waivingLines(lines, anchorPos.line, pos.line);
      for (const line of waivers) usedWaivers.add(line);
      const waived = waivers.length > 0;
      const named = { messageId, ...(data ? { data } : {}) };
      findings.push({ transform: t.id, path: options.displayPath, line: pos.line, column: pos.column, message, waived, ...named });
      if (!options.markers || waived || !anchor) return;
      const text = markerText(t.id, message);
      if (hasMarker(lines, anchorPos.line, text)) return;
      // A marker of this transform an earlier version worded otherwise stands for this one: one each.
      const reused = restated.get(anchorPos.line) ?? 0;
      if (reused < staleMarkers(lines, anchorPos.line, t.id, texts)) return void restated.set(anchorPos.line, reused + 1);
      const seen = pendingMarkers.get(anchor.value) ?? new Set<string>();
      if (seen.has(text)) return;
      seen.add(text);
      pendingMarkers.set(anchor.value, seen);
      attachMarker(anchor.value, j.commentLine(` ${text}`, true, false));
      changedBy.add(t.id);
    };
    // A transform reports as its passes find things; findings are recorded once it is done, in source
    // order, on the tree as its edits left it (so a marker lands on the node that is printed).
    // The text is made as the transform reports, so an unknown id or a missing placeholder fails it.
    const reported: Reported[] = [];
    try {
      // What the transform's own calls cover before it edits (a deleted call's URL is not untraced).
      const untracedCtx = { j, root, config, memo, file: { path: filePath, source }, modules: options.modules, sdkVersions: options.sdkVersions, ...(options.anchoring ? { anchoring: options.anchoring } : {}) };
      // Only for a text spelling one of its untraced endpoints (the prefilter's test): untracedFindings reports nothing else, so a
      // first recognition for a file whose transform asks for none is not made (on the bench's sparse tree, most of the index's cost).
      const before = options.anchoring && t.untraced?.length && untracedCandidates(source, alone(t)).length > 0 ? untraced().tracedBefore(untracedCtx) : undefined;
      t.run({
        j,
        root,
        file: { path: filePath, source },
        config,
        report: (at: ASTPath | ASTNode, messageId: string, data?: MessageData) =>
          void reported.push({ at, message: renderMessage(t.messages, messageId, data), messageId, data }),
        marked: (at: ASTPath | ASTNode, messageId: string, data?: MessageData) => {
          const path = toPath({ j, root, memo }, at);
          const anchorPos = path ? lineOf(markerAnchor(path), lines) : undefined;
          return !!anchorPos && hasMarker(lines, anchorPos.line, markerText(t.id, renderMessage(t.messages, messageId, data)));
        },
        changed: (what) => {
          changedBy.add(t.id);
          rewrote.add(t.id);
          const index = memory.get(NODE_INDEX) as NodeIndex | undefined;
          memory.clear();
          // Values only: the same nodes; replaced nodes: the index updated for their subtrees (a walk
          // of what was replaced, not of the file: a file of a thousand such edits stays linear).
          const kept = !index || what === undefined ? undefined : what === 'values' ? index : afterReplacing(j, index, what.replaced);
          if (kept) memory.set(NODE_INDEX, kept);
        },
        memo,
        defer: options.resolveModule
          ? (specifier, request) => {
              const module = options.resolveModule!(specifier);
              if (module === undefined) return false;
              deferred.push({ module, transform: t.id, request });
              return true;
            }
          : undefined,
        modules: options.modules,
        ...(options.anchoring ? { anchoring: options.anchoring } : {}),
        ...(options.runAnchored !== undefined ? { runAnchored: options.runAnchored } : {}),
        ...(options.sdkVersions ? { sdkVersions: options.sdkVersions } : {}),
      });
      // Requests through the project's own proxy: reported, never rewritten (src/cloudflare/untraced/proxied.ts).
      if (t.untraced?.length) {
        const table = { [PROXIED_ID]: PROXIED_MESSAGE, ...t.messages };
        for (const u of proxied().proxiedFindings({ j, root, config, memo, modules: options.modules, sdkVersions: options.sdkVersions }, t.untraced, t.replacement)) {
          reported.push({ at: u.at, message: renderMessage(table, u.messageId, u.data), messageId: u.messageId, data: u.data });
        }
      }
      // The second tier: the transform's endpoints spelled out here but not traced to a client.
      if (options.anchoring && t.untraced?.length) {
        const table = { [UNTRACED_ID]: UNTRACED_MESSAGE, [GLUED_TAIL_ID]: GLUED_TAIL_MESSAGE, ...t.messages };
        for (const u of untraced().untracedFindings({ j, root, config, memo, modules: options.modules, sdkVersions: options.sdkVersions }, { untraced: t.untraced, replacement: t.replacement, before, reads: (text, c) => candidates(text, [t], c).length > 0 || untracedCandidates(text, alone(t)).length > 0 }, options.anchoring, { path: filePath, source })) {
          reported.push({ at: u.at, message: renderMessage(table, u.messageId, u.data), messageId: u.messageId, data: u.data });
        }
      }
    } catch (e) {
      return { changedBy: [], findings: [], error: `${t.id} failed: ${(e as Error).message}` };
    }
    const start = (at: any): number => (at?.value ?? at)?.start ?? Number.MAX_SAFE_INTEGER;
    texts = new Set(reported.map((r) => markerText(t.id, r.message)));
    reported.sort((a, b) => start(a.at) - start(b.at)).forEach(record);
  }
  const unused = options.unusedWaivers ? unusedWaivers(source, usedWaivers, options.displayPath) : [];
  const more = { ...(deferred.length > 0 ? { deferred } : {}), ...(unused.length > 0 ? { unusedWaivers: unused } : {}) };
  if (changedBy.size === 0) return { changedBy: [], findings, ...more };

  const lineTerminator = dominantLineTerminator(source);
  let printed: string;
  try {
    keepEditedLiteralQuotes(ast);
    const recast = loadRecast();
    // Subtrees no transform touched become their originals, which recast's reprint search skips.
    shareUnchanged(ast, recast.types);
    printed = recast.print(ast, { lineTerminator, quote: preferredQuote(source) }).code;
  } catch (e) {
    return { changedBy: [], findings, error: `printing failed after ${[...changedBy].join(', ')}: ${(e as Error).message}` };
  }
  return { printed, changedBy: [...changedBy], rewrittenBy: [...rewrote], findings, ...more };
}

/** A finding as a transform reported it, before it has a position. */
interface Reported {
  at: ASTPath | ASTNode;
  message: string;
  messageId: string;
  data?: MessageData;
}

function toPath(ctx: Parameters<typeof pathOfNode>[0], at: ASTPath | ASTNode): ASTPath | null {
  if (at && typeof (at as ASTPath).node === 'object' && 'parentPath' in (at as object)) return at as ASTPath;
  return pathOfNode(ctx, at as ASTNode) ?? null;
}

/** The quote style most string literals in the file already use, for the literals a transform creates. */
const preferredQuote = (source: string): 'single' | 'double' => (fileQuote(source) === '"' ? 'double' : 'single');
