import * as path from 'path';
import type { AnchoredScope, Anchoring, AnchoringReason } from '../types';
import { commonFolder, PackageScopes, type PackageScope } from './package-scopes';

export { dependsOnCloudflare } from './package-scopes';

/*
 * Which visited files are anchored on Cloudflare (issues 23 and 29, the second tier of recognition):
 * those of a package (package-scopes.ts) that depends on the `cloudflare` package, holds an API
 * anchor (the API host, an import of the SDK) or reads a Cloudflare credential by name, and the
 * modules of other packages connected by an import to one of its API anchor modules. There a
 * deprecated endpoint spelled out in the code is reported even when its call cannot be traced to a
 * client (src/cloudflare/untraced/untraced.ts). Worked out from one scan of each text the runner reads anyway,
 * from the package.json files of the visited code and from the imports the project index resolved.
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
const API_ANCHOR = /api\.cloudflare\.com|(?:from\s*|require\(\s*|import\(\s*)['"](?:cloudflare|npm:cloudflare(?:@[^'"/]*)?)(?:\/[^'"]*)?['"]/;

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

/** One package of the visited tree, as the scan finds it. */
interface ScopeState {
  scope: PackageScope;
  /** Its folder as shown ('.': the folder the run started from). */
  name: string;
  reasons: AnchoringReason[];
  /** What its files are anchored by, once it is anchored (one object for all of them). */
  anchoring?: Anchoring;
  /** Files of other packages connected to its API anchor modules by an import (absolute). */
  connected: string[];
}

/** The import connections of the anchors, as the project index found them (src/project/build.ts). */
export interface AnchorLinks {
  /** The files holding an API anchor word, each with the visited files that import it. */
  apiWordFiles: ReadonlyMap<string, readonly string[]>;
  /** A file's text, when it is at hand. */
  text(file: string): string | undefined;
  /** The visited modules a file imports. */
  importsOf(file: string, text: string): string[];
}

/**
 * The anchoring of one run, gathered as the runner reads the texts: each package's package.json
 * first, then each text of a package not anchored yet (one scan), until one anchors it. `result()`
 * adds the import connections of the API anchor modules, and is undefined when nothing is anchored.
 */
export class AnchoringScan {
  private readonly packages: PackageScopes;
  private readonly states = new Map<PackageScope, ScopeState>();
  private anchoredPackages = 0;

  /** `hasEntry`: what the file listing's reads of folders say of a name in one (see PackageScopes). */
  constructor(
    files: readonly string[],
    private readonly display: (abs: string) => string,
    hasEntry?: (dir: string, name: string) => boolean | undefined,
  ) {
    this.packages = new PackageScopes(commonFolder(files), hasEntry);
    for (const file of files) this.stateOf(file);
  }

  private stateOf(file: string): ScopeState {
    const scope = this.packages.of(file);
    let state = this.states.get(scope);
    if (!state) {
      const shown = this.display(path.join(scope.dir, '_'));
      const name = shown === '_' ? '.' : shown.slice(0, -2);
      state = { scope, name, reasons: [], connected: [] };
      this.states.set(scope, state);
      if (scope.dependsOnCloudflare && scope.packageJson) this.anchor(state, { kind: 'dependency', path: this.display(scope.packageJson) });
    }
    return state;
  }

  private anchor(state: ScopeState, reason: AnchoringReason): void {
    state.reasons.push({ ...reason, scope: state.name });
    state.anchoring = { reasons: state.reasons, dependsOnCloudflare: state.scope.dependsOnCloudflare };
    this.anchoredPackages++;
  }

  /** Whether the file's package is anchored already: its text need not be scanned. */
  isAnchored(file: string): boolean {
    return this.stateOf(file).anchoring !== undefined;
  }

  /** Whether some package is anchored. */
  get anyAnchored(): boolean {
    return this.anchoredPackages > 0;
  }

  /** Whether every package of the visited files is anchored (nothing is left to connect by imports). */
  get allAnchored(): boolean {
    return this.anchoredPackages === this.states.size;
  }

  /** Scans the text of a file (absolute path) whose package is not anchored yet. */
  scan(text: string, file: string): void {
    const state = this.stateOf(file);
    if (state.anchoring) return;
    const reason = textReason(text, this.display(file));
    if (reason) this.anchor(state, reason);
  }

  result(links?: AnchorLinks): ProjectAnchoring | undefined {
    if (!this.anyAnchored) return undefined;
    const connected = new Map<string, Anchoring>();
    if (links && !this.allAnchored) {
      for (const [module, importers] of links.apiWordFiles) {
        const state = this.stateOf(module);
        const text = state.anchoring ? links.text(module) : undefined;
        // An API anchor word may be a configured name; an API anchor module holds the host or imports the SDK.
        if (text === undefined || !API_ANCHOR.test(text)) continue;
        const reasons: AnchoringReason[] = [{ kind: 'api-anchor', path: this.display(module), scope: state.name }];
        for (const other of [...importers, ...links.importsOf(module, text)]) {
          const its = this.stateOf(other);
          if (its.anchoring || connected.has(other)) continue;
          // Anchored as a module, not its package: SDK method chains need its own package's dependency.
          connected.set(other, { reasons, dependsOnCloudflare: false });
          state.connected.push(other);
        }
      }
    }
    const anchored = [...this.states.values()].filter((s) => s.anchoring).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const scopes: AnchoredScope[] = anchored.map((s) => ({
      path: s.name,
      ...(s.scope.packageJson ? { packageJson: this.display(s.scope.packageJson) } : {}),
      reasons: s.reasons,
      dependsOnCloudflare: s.scope.dependsOnCloudflare,
      connected: s.connected.map(this.display).sort(),
    }));
    return new ProjectAnchoring((file) => this.stateOf(file).anchoring ?? connected.get(file), scopes);
  }
}

/** Which files of a run are anchored, and why. */
export class ProjectAnchoring {
  constructor(
    /** Why a file (absolute path) is anchored, or undefined: its package's reasons, or the anchor module it is connected to. */
    readonly of: (file: string) => Anchoring | undefined,
    /** The anchored packages, by folder. */
    readonly scopes: AnchoredScope[],
  ) {}

  /** The report's `anchoring`: every anchored package's reasons, and the packages. */
  report(): AnchoringSummary {
    return {
      anchored: this.scopes.length > 0,
      reasons: this.scopes.flatMap((s) => s.reasons),
      dependsOnCloudflare: this.scopes.some((s) => s.dependsOnCloudflare),
      scopes: this.scopes,
    };
  }
}

/** The report's `anchoring` (src/runner/report.ts). */
export interface AnchoringSummary {
  anchored: boolean;
  reasons: AnchoringReason[];
  dependsOnCloudflare: boolean;
  scopes: AnchoredScope[];
}

/** The report's `anchoring` for a run where nothing is anchored. */
export const notAnchored = (): AnchoringSummary => ({ anchored: false, reasons: [], dependsOnCloudflare: false, scopes: [] });

/** What one reason says: `src/x.ts holds an API anchor`. */
export const reasonText = (r: AnchoringReason): string =>
  r.kind === 'dependency' ? `${r.path} depends on cloudflare` : r.kind === 'api-anchor' ? `${r.path} holds an API anchor` : `${r.path} reads ${r.name}`;

/** The reason to name first: one in the sources rather than in a build's output (`dist/api.js` is skipped, `src/api.ts` is read). */
const shownReason = (reasons: readonly AnchoringReason[]): AnchoringReason => reasons.find((r) => !/(?:^|\/)(?:dist|build|out)\//.test(r.path)) ?? reasons[0];

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One line for a person: which packages are anchored, and by what. */
export function anchoringText(a: Partial<AnchoringSummary> | undefined): string {
  if (!a?.anchored || !a.reasons?.length) {
    return 'not anchored on Cloudflare (no dependency on cloudflare, API anchor or Cloudflare credential): only traced calls count';
  }
  const scopes = a.scopes ?? [];
  const connected = scopes.reduce((n, s) => n + s.connected.length, 0);
  const also = connected > 0 ? `, and in ${plural(connected, 'module')} of other packages connected to ${scopes.length > 1 ? 'their' : 'its'} API anchors by imports` : '';
  if (scopes.length > 1) {
    const list = scopes.map((s) => `${s.path} (${reasonText(shownReason(s.reasons))})`).join(', ');
    return `anchored on Cloudflare in ${scopes.length} packages: ${list}; untraced deprecated endpoints are reported in those packages${also}`;
  }
  const r = shownReason(a.reasons);
  const more = a.reasons.length > 1 ? ` (and ${a.reasons.length - 1} more)` : '';
  const where = scopes.length === 1 ? ` in its package (${scopes[0].path})${also}` : '';
  return `anchored on Cloudflare: ${reasonText(r)}${more}; untraced deprecated endpoints are reported${where}`;
}

/** The anchoring of a tree whose texts are at hand (the `anchors` command: the index read them all). */
export function anchoringOf(
  files: readonly string[],
  texts: Iterable<[string, string]>,
  display: (abs: string) => string,
  links?: AnchorLinks,
): ProjectAnchoring | undefined {
  const scan = new AnchoringScan(files, display);
  for (const [abs, text] of texts) {
    if (scan.allAnchored) break;
    scan.scan(text, abs);
  }
  return scan.result(links);
}
