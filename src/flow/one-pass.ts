import type { IndexContext, Root } from '../ast/node-index';

/*
 * One pass over a tree that edits nothing while it runs (a file's anchors, its calls): what its
 * questions compute may be kept until it ends. Outside a pass nothing is kept, since nothing tells
 * when the tree is edited (the runner's memo, which every edit clears, does). On a dense file each
 * request asked the value-flow layer about its URL with a store of its own (a function of the file
 * called in many requests was evaluated again for each), and every call was described twice, once
 * for the anchors and once for the calls (issue 31).
 */

type Memo = <T>(key: string, compute: () => T) => T;

const keptIn = (kept: Map<string, unknown>): Memo => <T>(key: string, compute: () => T): T => {
  if (!kept.has(key)) kept.set(key, compute());
  return kept.get(key) as T;
};

interface Pass {
  file: unknown;
  /** The runner's memo when the pass was started with it, else the pass's own. */
  shared: Memo;
  /** Kept for this pass only. */
  own: Memo;
}

let pass: Pass | undefined;

/**
 * Runs `look` as one pass over the tree of `ctx`; a pass over the same tree already under way (the
 * anchors, asked while the calls are found) is that pass.
 */
export function inOnePass<T>(ctx: IndexContext, look: () => T): T {
  const file: unknown = ctx.root.get().value;
  if (pass?.file === file) return look();
  const before = pass;
  const own = keptIn(new Map());
  pass = { file, shared: ctx.memo ?? own, own };
  try {
    return look();
  } finally {
    pass = before;
  }
}

/** The memo of the pass under way over this tree, for what the runner's memo may keep too (cleared by an edit); undefined outside one. */
export function passMemo(root: Root): Memo | undefined {
  return pass !== undefined && pass.file === root.get().value ? pass.shared : undefined;
}

/** The memo of the pass under way over this tree, for what only the pass may keep (an edit made after it does not clear it); undefined outside one. */
export function passOnlyMemo(root: Root): Memo | undefined {
  return pass !== undefined && pass.file === root.get().value ? pass.own : undefined;
}

/** The runner's memo, when the pass under way over this tree was started with it (the anchors then ask through it). */
export function passRunnerMemo(root: Root): Memo | undefined {
  return pass !== undefined && pass.file === root.get().value && pass.shared !== pass.own ? pass.shared : undefined;
}
