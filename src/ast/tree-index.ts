import type { ASTNode, ASTPath, Identifier, JSCodeshift, Node } from 'jscodeshift';
import { allPaths, madeUnder, rootHolding } from './all-paths';
import { typeFacts } from './field-names';

/**
 * Every path of a tree grouped by node type, from one traversal. The recognisers ask it for
 * declarators, assignments, class members and calls instead of walking the whole tree once for each
 * question (each walk of ast-types costs about as much as a parse of the file).
 */
export interface NodeIndex {
  /** Paths of nodes of these types, in source (pre-)order; the list is the index's own, not to be changed. */
  of<K extends string>(...types: K[]): ASTPath<NodeOfType<K>>[];
  /** The first path (in source pre-order) that holds this very node; undefined when it is not in the tree. */
  pathOf<N extends Node>(node: N): ASTPath<N> | undefined;
  /** The identifiers named `name`, in source order (the index's own list: copy it before changing it). */
  named(name: string): readonly ASTPath<Identifier>[];
  /**
   * The identifiers named `name` that may lie inside `scope` (a node): a part of `named(name)` that holds
   * every one inside it, in source order; the caller still tells which are.
   */
  namedNear(name: string, scope: Node): readonly ASTPath<Identifier>[];
}

/** The node type named `K` (`CallExpression` for `'CallExpression'`); any node for a type ast-types does not know (`PropertyDefinition`). */
export type NodeOfType<K extends string> = K extends ASTNode['type'] ? Extract<ASTNode, { type: K }> : ASTNode;

/** The walk of one piece of the tree, with the node each path held when it was walked (an edit gives a path another). */
interface Piece {
  paths: ASTPath[];
  nodes: Node[];
  /** Where each type's paths are in `paths`, made on the first question for several types at once. */
  byType?: Map<string, number[]>;
}

/** A list of the paths of nodes of some types, in source order. */
interface Kept {
  types: ReadonlySet<string>;
  list: ASTPath[];
}

/** Whole-tree walks made to build an index, in this process. */
let builds = 0;

/** How many indexes of a whole tree this process has built (a test bounds them per file: one walk per file, issue 31). */
export const indexBuilds = (): number => builds;

/** The Program's list of statements under a File root, which the index walks statement by statement. */
function statementsOf(roots: ASTPath[]): ASTPath | undefined {
  if (roots.length !== 1 || roots[0].value?.type !== 'File' || roots[0].value.program?.type !== 'Program') return undefined;
  const body = roots[0].get('program', 'body') as ASTPath;
  return Array.isArray(body.value) ? body : undefined;
}

/**
 * The index of a tree, kept in pieces so that an edit costs what it changed (issue 31): the walk
 * is cut at the Program's statements, one piece per statement, with the paths before and after them
 * (File, Program, the file's comments) in a first and a last piece. The lists the index hands out
 * are in source order: by piece, then in the piece's walk. After an edit that replaced nodes
 * (`replaced`), only the replaced subtrees are walked again, and each list kept that holds or gets
 * one of their types has only its run for that statement replaced (a new list: one handed out
 * earlier stays as it was); the identifiers by name and the first path of a node follow the same way.
 */
class PieceIndex implements NodeIndex {
  private pieces: Piece[] = [];
  /** The Program's statements, when the tree is a File (else the whole walk is one piece). */
  private statements: ASTPath | undefined;
  /** The paths walked before the statements (the Program). */
  private head = new Set<ASTPath>();
  private lists = new Map<string, Kept>();
  private names: Map<string, ASTPath<Identifier>[]> | undefined;
  private first: Map<unknown, ASTPath> | undefined;
  /** Nodes the tree has held at more than one place since the first paths were made (kept while the first paths are). */
  private shared = new Set<unknown>();
  /** Nodes whose first path an edit removed: they may still be held elsewhere (a comment the File lists too). */
  private stale = new Set<unknown>();

  constructor(
    private readonly j: JSCodeshift,
    private readonly roots: ASTPath[],
  ) {
    this.walkAll();
  }

  of<K extends string>(...types: K[]): ASTPath<NodeOfType<K>>[] {
    const key = types.join('\0');
    let kept = this.lists.get(key);
    if (!kept) {
      // Every single type of the tree is kept from the start: a type no node has is none.
      if (types.length === 1) return [];
      const wanted = new Set<string>(types);
      kept = { types: wanted, list: this.pieces.flatMap((piece) => ofTypes(piece, wanted)) };
      this.lists.set(key, kept);
    }
    // The paths under a type's name hold nodes of that type.
    return kept.list as ASTPath<NodeOfType<K>>[];
  }

  pathOf<N extends Node>(node: N): ASTPath<N> | undefined {
    const first = this.firstPaths();
    const found = first.get(node);
    if (found || !this.stale.has(node)) return found as ASTPath<N> | undefined;
    this.stale.delete(node);
    for (const piece of this.pieces) {
      const p = piece.paths.find((q) => q.value === node);
      if (p) return void first.set(node, p), p as ASTPath<N>;
    }
    return undefined;
  }

  named(name: string): readonly ASTPath<Identifier>[] {
    if (!this.names) {
      this.names = new Map();
      for (const p of this.of('Identifier')) {
        const list = this.names.get(p.value.name);
        if (list) list.push(p);
        else this.names.set(p.value.name, [p]);
      }
    }
    return this.names.get(name) ?? [];
  }

  namedNear(name: string, scope: Node): readonly ASTPath<Identifier>[] {
    const all = this.named(name);
    // A scope held once, in a statement: whatever is inside it is in that statement's piece.
    const at = all.length > 0 ? this.pathOf(scope) : undefined;
    const k = at ? this.pieceOf(at as ASTPath) : 0;
    if (!this.statements || k === 0 || k === this.pieces.length - 1 || this.shared.has(scope)) return all;
    return all.slice(this.from(all, k), this.from(all, k + 1));
  }

  /**
   * The index follows an edit that only replaced the nodes at these paths, each with one node
   * (`path.replace(node)`). False, and the index unchanged, when it cannot tell (a path no longer in
   * the tree, or outside the statements): the caller builds the index anew.
   */
  replaced(paths: readonly ASTPath[]): boolean {
    const rootNode = this.roots[0]?.value;
    const last = this.pieces.length - 1;
    for (const at of paths) {
      if (rootHolding(at) !== rootNode || typeof at.value?.type !== 'string' || !typeFacts(this.j.types, at.value).isNode) return false;
      const k = this.pieceOf(at);
      if (this.statements && (k === 0 || k === last)) return false;
    }
    if (paths.length === 0) return false;
    // (A path the walk did not make, after the checks above: the whole tree is walked again.)
    if (!paths.every((at) => this.replace(at))) this.walkAll();
    return true;
  }

  /** Walks the whole tree, statement by statement. */
  private walkAll(): void {
    builds++;
    this.statements = statementsOf(this.roots);
    const before: ASTPath[] = [];
    const after: ASTPath[] = [];
    let out = before;
    const statements = this.statements;
    allPaths(this.j, this.roots, (p) => void out.push(p), statements && { at: statements, here: () => void (out = after) });
    this.head = new Set(before);
    this.pieces = [piece(before)];
    if (statements) for (let i = 0; i < (statements.value as unknown as unknown[]).length; i++) this.pieces.push(this.walk(statements.get(i)));
    this.pieces.push(piece(after));
    this.lists = new Map();
    for (const { paths } of this.pieces) {
      for (const p of paths) {
        const type: string = p.value.type;
        const kept = this.lists.get(type);
        if (kept) kept.list.push(p);
        else this.lists.set(type, { types: new Set([type]), list: [p] });
      }
    }
    this.names = undefined;
    this.first = undefined;
    this.shared.clear();
    this.stale.clear();
  }

  /** The walk of a subtree, its root first. */
  private walk(at: ASTPath): Piece {
    const paths = [at];
    allPaths(this.j, [at], (p) => void paths.push(p));
    return piece(paths);
  }

  /** The piece a path of the index is in: its statement's (the paths of a replaced subtree still lead to it), else the first or the last. */
  private pieceOf(path: ASTPath): number {
    if (!this.statements) return 0;
    for (let p: ASTPath | null = path; p; p = p.parentPath) if (p.parentPath === this.statements) return (p.name as number) + 1;
    return this.head.has(path) ? 0 : this.pieces.length - 1;
  }

  /** The first place in a list (in piece order) of a path of piece `k` or later. */
  private from(list: readonly ASTPath[], k: number): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.pieceOf(list[mid]) < k) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Replaces the subtree at `at` in its piece with a walk of its new one; false when `at` is not in the piece. */
  private replace(at: ASTPath): boolean {
    const k = this.pieceOf(at);
    const old = this.pieces[k];
    const i = old.paths.indexOf(at);
    if (i < 0) return false;
    let end = i + 1;
    while (end < old.paths.length && madeUnder(old.paths[end], at)) end++;
    const fresh = this.walk(at);
    const now: Piece = { paths: old.paths.slice(0, i).concat(fresh.paths, old.paths.slice(end)), nodes: old.nodes.slice(0, i).concat(fresh.nodes, old.nodes.slice(end)) };
    this.pieces[k] = now;
    const gone = old.nodes.slice(i, end);
    // The lists that held or get a node of the types gone or new: their run for this piece anew.
    const types = new Set<string>([...gone, ...fresh.nodes].map((n) => n.type));
    for (const type of types) if (!this.lists.has(type)) this.lists.set(type, { types: new Set([type]), list: [] });
    for (const kept of this.lists.values()) {
      if (![...kept.types].some((t) => types.has(t))) continue;
      const lo = this.from(kept.list, k);
      const hi = this.from(kept.list, k + 1);
      const run = now.paths.filter((p) => kept.types.has(p.value.type));
      if (lo < hi || run.length > 0) kept.list = kept.list.slice(0, lo).concat(run, kept.list.slice(hi));
    }
    if (this.names) this.renamed(k, now, [...gone, ...fresh.nodes]);
    if (this.first) this.refirst(k, now, old, i, end, fresh);
    return true;
  }

  /** The identifiers by name after piece `k` changed, for the names of the identifiers gone or new . */
  private renamed(k: number, now: Piece, touched: Node[]): void {
    const names = new Set<string>();
    for (const n of touched) if (n.type === 'Identifier') names.add((n as Identifier).name);
    for (const name of names) {
      const list = this.names!.get(name) ?? [];
      const run = now.paths.filter((p) => p.value.type === 'Identifier' && p.value.name === name) as ASTPath<Identifier>[];
      const next = list.slice(0, this.from(list, k)).concat(run, list.slice(this.from(list, k + 1)));
      if (next.length > 0) this.names!.set(name, next);
      else this.names!.delete(name);
    }
  }

  /** Each node's first path after the subtree [i, end) of piece `k` was replaced by `fresh`. */
  private refirst(k: number, now: Piece, old: Piece, i: number, end: number, fresh: Piece): void {
    const first = this.first!;
    for (let n = i; n < end; n++) {
      if (first.get(old.nodes[n]) !== old.paths[n]) continue;
      first.delete(old.nodes[n]);
      this.stale.add(old.nodes[n]);
    }
    for (const p of fresh.paths) {
      const held = first.get(p.value);
      if (held && held !== p) this.shared.add(p.value);
      // A node held elsewhere too: the path that comes first (another piece, or before the subtree).
      if (held && (this.pieceOf(held) < k || (this.pieceOf(held) === k && now.paths.indexOf(held) < i))) continue;
      first.set(p.value, p);
      this.stale.delete(p.value);
    }
  }

  /** Node → its first path, made on the first question (a scan of a type's list per question cost the square of the file). */
  private firstPaths(): Map<unknown, ASTPath> {
    if (this.first) return this.first;
    const first = new Map<unknown, ASTPath>();
    const shared = new Set<unknown>();
    for (const { paths } of this.pieces) {
      for (const p of paths) {
        if (!first.has(p.value)) first.set(p.value, p);
        else shared.add(p.value);
      }
    }
    this.first = first;
    this.shared = shared;
    return first;
  }
}

/**
 * A tree's index as a question reads it: a view of the walk in pieces (PieceIndex). An edit that
 * replaced nodes gives a new view over the same updated walk, so that what the layer remembers per
 * index (a file's returns by function, its in-place changes, its narrowed names: WeakMaps keyed by
 * the index) is found again for the edited tree, while the lists, the identifiers by name and the
 * first paths follow the edit instead of being made again from a whole walk.
 */
export class TreeIndex implements NodeIndex {
  private constructor(private readonly tree: PieceIndex) {}

  /** The index of the tree under `roots`, from one walk. */
  static build(j: JSCodeshift, roots: ASTPath[]): TreeIndex {
    return new TreeIndex(new PieceIndex(j, roots));
  }

  of<K extends string>(...types: K[]): ASTPath<NodeOfType<K>>[] {
    return this.tree.of(...types);
  }

  pathOf<N extends Node>(node: N): ASTPath<N> | undefined {
    return this.tree.pathOf(node);
  }

  named(name: string): readonly ASTPath<Identifier>[] {
    return this.tree.named(name);
  }

  namedNear(name: string, scope: Node): readonly ASTPath<Identifier>[] {
    return this.tree.namedNear(name, scope);
  }

  /**
   * The index after an edit that only replaced the nodes at these paths, each with one node
   * (`path.replace(node)`); undefined, and this index unchanged, when it cannot tell (a path no
   * longer in the tree, or outside the Program's statements): the caller builds the index anew.
   * This index reads the edited tree too from then on (the walk is shared).
   */
  replaced(paths: readonly ASTPath[]): TreeIndex | undefined {
    return this.tree.replaced(paths) ? new TreeIndex(this.tree) : undefined;
  }
}

const piece = (paths: ASTPath[]): Piece => ({ paths, nodes: paths.map((p) => p.value as Node) });

/**
 * The paths of a piece whose nodes have one of these types, in its order: read from its paths by
 * type (one pass over the piece, whatever the questions), not from a filter of all its paths for
 * each list of types asked (a tenth of the dense bench's index time, issue 31).
 */
function ofTypes(piece: Piece, wanted: ReadonlySet<string>): ASTPath[] {
  let byType = piece.byType;
  if (!byType) {
    byType = piece.byType = new Map();
    piece.paths.forEach((p, i) => {
      const type: string = p.value.type;
      const at = byType!.get(type);
      if (at) at.push(i);
      else byType!.set(type, [i]);
    });
  }
  const runs: number[][] = [];
  for (const type of wanted) {
    const at = byType.get(type);
    if (at) runs.push(at);
  }
  if (runs.length === 0) return [];
  const at = runs.length === 1 ? runs[0] : runs.flat().sort((a, b) => a - b);
  return at.map((i) => piece.paths[i]);
}
