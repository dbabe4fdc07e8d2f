import type { ModuleResolver } from './resolve';

/*
 * Whether a file's imports can lead to a module at all, read from the texts without parsing: the
 * declarations (declarations.ts) parse a file holding a word to see whether it imports a module's
 * declaration, directly or through re-exports, namespaces, classes handing it out or import types;
 * every step of those follows a specifier a module's text spells. So a file from which no chain of
 * spelled specifiers reaches the module imports nothing of it, and need not be parsed (on the bench's
 * sparse tree: six dependency files holding `client`, about a tenth of the run with the index).
 *
 * The specifiers looked for are more than the parse follows: any quoted string that starts with `.` or
 * `/` (a relative or absolute path, wherever it is written: a comment between `from` and its string
 * hides nothing) or with an escape, and any after `from`, `require(`, `import(` or `import` (a second
 * pass of its own, so a path string paired wrongly cannot hide it), in any of the three quotes (`require(`./m`)` is a link too; a template with `${…}` in it is none). Each
 * is read with its escapes as the parser reads them (`'.\/m'` is `./m`).
 */
const PATH_STRING = /(['"`])([./\\][^'"`\n]*)\1/g;
const LINK_SPECIFIER = /(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s*\(\s*|\bimport\s+)(['"`])([^'"`\n]+)\1/g;

export class TextReach {
  /** By file: the run's files its text names. */
  private readonly targets = new Map<string, readonly string[]>();
  /** By module: files no chain from which names it (every file a walk that found no way visited). */
  private readonly none = new Map<string, Set<string>>();

  constructor(
    private readonly resolver: ModuleResolver,
    /** A file's text; undefined when it cannot be read (it then leads nowhere, as its parse would). */
    private readonly text: (file: string) => string | undefined,
  ) {}

  /**
   * Whether some chain of specifiers spelled from `from` on (through any number of files) names `module`.
   * A walk that finds none has seen every file reachable from `from`, so none of them reaches `module`:
   * later walks to it stop there (the declarations ask it of every file holding a word, for each module).
   */
  reaches(from: string, module: string): boolean {
    let none = this.none.get(module);
    if (none === undefined) this.none.set(module, (none = new Set()));
    if (none.has(from)) return false;
    const seen = new Set([from]);
    const stack = [from];
    while (stack.length > 0) {
      for (const t of this.targetsOf(stack.pop()!)) {
        if (t === module) return true;
        if (!seen.has(t) && !none.has(t)) {
          seen.add(t);
          stack.push(t);
        }
      }
    }
    for (const f of seen) none.add(f);
    return false;
  }

  private targetsOf(file: string): readonly string[] {
    let targets = this.targets.get(file);
    if (targets === undefined) {
      targets = spelledTargets(file, this.text(file) ?? '', this.resolver);
      this.targets.set(file, targets);
    }
    return targets;
  }
}

function spelledTargets(file: string, text: string, resolver: ModuleResolver): string[] {
  const out = new Set<string>();
  for (const pattern of [PATH_STRING, LINK_SPECIFIER]) {
    for (const m of text.matchAll(pattern)) {
      if (m[1] === '`' && m[2].includes('${')) continue;
      const target = resolver.resolve(file, m[2].includes('\\') ? cooked(m[2]) : m[2]);
      if (target !== undefined && target !== file) out.add(target);
    }
  }
  return [...out];
}

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };

/** A string literal's value from its text between the quotes: its escapes read (`\x2e`, `\u002e`, `\u{2e}`, `\/`; a line continuation is nothing). */
export function cooked(raw: string): string {
  return raw.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\r\n|[^])/g, (_, e: string) => {
    if (e.startsWith('u{')) return String.fromCodePoint(parseInt(e.slice(2, -1), 16));
    if (e[0] === 'u' || e[0] === 'x') return e.length > 1 ? String.fromCharCode(parseInt(e.slice(1), 16)) : e;
    if (e === '\r\n' || e === '\n' || e === '\r' || e === '\u2028' || e === '\u2029') return '';
    return SIMPLE_ESCAPES[e] ?? e;
  });
}
