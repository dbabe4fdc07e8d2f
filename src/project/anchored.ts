import * as fs from 'fs';
import * as path from 'path';
import type { Anchoring, AnchoringReason } from '../types';

/*
 * Whether the visited tree is anchored on Cloudflare (issue 23, the second tier of recognition): a
 * project that depends on the `cloudflare` package, holds an API anchor (the API host, an import of
 * the SDK) or reads a Cloudflare credential by name. In such a project a deprecated endpoint spelled
 * out in the code is reported even when its call cannot be traced to a client
 * (src/cloudflare/untraced.ts). Worked out from one scan of each text the runner reads anyway, and
 * from the package.json files around the visited code.
 */

/**
 * The credentials whose read by name anchors a project: the names Cloudflare's own tools
 * (wrangler, the Terraform provider, the SDK's environment defaults) and most scripts use. Generic
 * names (`API_TOKEN`, `ZONE_ID`) are not on it: they are every API's.
 */
export const CREDENTIAL_NAMES = [
  'CLOUDFLARE_API_TOKEN',
  'CLOUDFLARE_API_KEY',
  'CLOUDFLARE_EMAIL',
  'CLOUDFLARE_API_EMAIL',
  'CLOUDFLARE_ZONE_ID',
  'CLOUDFLARE_ACCOUNT_ID',
  'CF_API_TOKEN',
  'CF_API_KEY',
  'CF_API_EMAIL',
  'CF_ZONE_ID',
  'CF_ACCOUNT_ID',
] as const;

/** The API anchor words of a text: the host, and the package name as an import or require writes it. */
const API_ANCHOR = /api\.cloudflare\.com|(?:from\s*|require\(\s*|import\(\s*)['"]cloudflare(?:\/[^'"]*)?['"]/;

/** The names, whole words (`MY_CF_API_TOKEN` is not one). */
const CREDENTIAL = new RegExp(`\\b(?:${CREDENTIAL_NAMES.join('|')})\\b`, 'g');

/**
 * A read of the name at the end of `before`: `process.env.X`, `env.X` (a Worker's binding, Vite's
 * `import.meta.env.X`, `Bun.env.X`), `env['X']`, `Deno.env.get('X')`.
 */
const READ_BEFORE = /\benv\s*(?:\.\s*|\[\s*['"`]|\.\s*get\(\s*['"`])$/;
/** `const { X, … } = process.env` (or `= env`, `= Deno.env.toObject()`): the name inside a pattern read from the environment. */
const DESTRUCTURED_AFTER = /^[\w\s,:=$'"]*\}\s*=\s*(?:[\w$.]*\.)?env\b/;

/** The first credential the text reads by name, or undefined. */
export function credentialRead(text: string): string | undefined {
  CREDENTIAL.lastIndex = 0;
  for (let m = CREDENTIAL.exec(text); m; m = CREDENTIAL.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 200);
    if (READ_BEFORE.test(before) || DESTRUCTURED_AFTER.test(after)) return m[0];
  }
  return undefined;
}

/**
 * Words one of which a text holds when it may anchor the project (the runner's gate passes such
 * texts): these, or one of CREDENTIAL_NAMES (all in capitals, which the gate looks for in an
 * alternation of their own).
 */
export const API_ANCHORING_WORDS = ['api.cloudflare.com', "'cloudflare", '"cloudflare'];

/** What anchors a text: an API anchor, else a credential read; undefined for neither. */
export function textReason(text: string, file: string): AnchoringReason | undefined {
  if (API_ANCHOR.test(text)) return { kind: 'api-anchor', path: file };
  const name = credentialRead(text);
  return name ? { kind: 'credential', path: file, name } : undefined;
}

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/** Whether a package.json text depends on `cloudflare` in any dependency field (bundled ones too). */
export function dependsOnCloudflare(json: string): boolean {
  let pkg: Record<string, unknown>;
  try {
    pkg = JSON.parse(json);
  } catch {
    return false;
  }
  if (!pkg || typeof pkg !== 'object') return false;
  const has = (v: unknown) => !!v && typeof v === 'object' && (Array.isArray(v) ? v.includes('cloudflare') : Object.hasOwn(v, 'cloudflare'));
  return DEPENDENCY_FIELDS.some((f) => has(pkg[f])) || has(pkg.bundleDependencies) || has(pkg.bundledDependencies);
}

/**
 * The package.json files that depend on `cloudflare` among those of the folders holding the visited
 * code files and each folder above them, up to the repository root (the first folder with a `.git`;
 * the top of the file system outside git), as the configuration is looked for: a workspace package
 * and the project root both count. Each folder is looked at once.
 */
export function dependingPackages(files: readonly string[]): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const file of files) {
    for (let dir = path.dirname(file); !seen.has(dir); dir = path.dirname(dir)) {
      seen.add(dir);
      const pkg = path.join(dir, 'package.json');
      try {
        // Most folders have none: told without an exception (a failed read threw one per folder).
        if (fs.statSync(pkg, { throwIfNoEntry: false }) && dependsOnCloudflare(fs.readFileSync(pkg, 'utf8'))) found.push(pkg);
      } catch {
        /* none here */
      }
      if (fs.existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir) break;
    }
  }
  return found.sort();
}

/**
 * The anchoring of one run, gathered as the runner reads the texts: the package.json files first,
 * then each text (one scan) until one anchors the project. `result()` is undefined for a tree that
 * is not anchored.
 */
export class AnchoringScan {
  private readonly reasons: AnchoringReason[];
  private readonly depends: boolean;
  private fromText?: AnchoringReason;

  constructor(files: readonly string[], display: (abs: string) => string) {
    const packages = dependingPackages(files);
    this.depends = packages.length > 0;
    this.reasons = packages.map((p) => ({ kind: 'dependency', path: display(p) }));
  }

  /** Whether a text must still be scanned: nothing anchored the project yet. */
  get open(): boolean {
    return this.reasons.length === 0 && this.fromText === undefined;
  }

  scan(text: string, file: string): void {
    if (this.open) this.fromText = textReason(text, file);
  }

  result(): Anchoring | undefined {
    const reasons = this.fromText ? [this.fromText] : this.reasons;
    return reasons.length > 0 ? { reasons, dependsOnCloudflare: this.depends } : undefined;
  }
}

/** One line for a person: what anchored the project. */
export function anchoringText(a: Anchoring | undefined): string {
  if (!a) return 'not anchored on Cloudflare (no dependency on cloudflare, API anchor or Cloudflare credential): only traced calls count';
  const r = a.reasons[0];
  const more = a.reasons.length > 1 ? ` (and ${a.reasons.length - 1} more)` : '';
  const why =
    r.kind === 'dependency' ? `${r.path} depends on cloudflare` : r.kind === 'api-anchor' ? `${r.path} holds an API anchor` : `${r.path} reads ${r.name}`;
  return `anchored on Cloudflare: ${why}${more}; untraced deprecated endpoints are reported`;
}

/** The anchoring of a tree whose texts are at hand (the `anchors` command: the index read them all). */
export function anchoringOf(files: readonly string[], texts: Iterable<[string, string]>, display: (abs: string) => string): Anchoring | undefined {
  const scan = new AnchoringScan(files, display);
  for (const [abs, text] of texts) {
    if (!scan.open) break;
    scan.scan(text, display(abs));
  }
  return scan.result();
}
