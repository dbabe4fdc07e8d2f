import type { ASTNode, ASTPath, Collection, JSCodeshift, Node } from 'jscodeshift';
import type { DataArgs, MessageData, MessageId, MessageTable } from './messages';

/** A version of a package, [major, minor, patch]; Infinity in an interval's `to` for no upper bound (src/version-range.ts). */
export type Version = readonly [number, number, number];

/** The versions from `from` (included) to `to` (left out). */
export interface VersionInterval {
  from: Version;
  to: Version;
}

/** Versions of a package as a union of intervals (src/version-range.ts reads npm ranges into one). */
export type VersionSet = readonly VersionInterval[];

/** What a transform does to the code it recognises. */
export type TransformKind = 'rewrite' | 'report' | 'rewrite+report';

/** A call site the toolkit recognises but leaves for a person (contract: "Findings and review markers"). */
export interface Finding {
  transform: string;
  /** Path relative to the current directory, with `/`. */
  path: string;
  line: number;
  column: number;
  /** When the run wrote the file: the finding's line in the file as it stood before (`line` is in the file as written). */
  originalLine?: number;
  message: string;
  waived: boolean;
  /**
   * The id in the transform's `messages` the finding was reported with, and the data that filled its
   * placeholders. Kept in memory only (tests name findings by them): the JSON report leaves them out.
   */
  messageId?: string;
  data?: MessageData;
}

/** User configuration: `cf-codemod.config.json`, or the `cf-codemod` key of package.json. */
export interface UserConfig {
  /** Functions defined in other files that prefix their first argument with the API host. */
  wrappers?: string[];
  /** Identifiers (usually imported) whose value is a Cloudflare API base URL. */
  baseConstants?: string[];
  // Transforms' own options are keys too: each transform declares its own (TransformOption).
  // `imported`, set by the runner per file, is declared by src/project/types.ts (which fills it in).
  [key: string]: unknown;
}

/** Everything a transform sees while it works on one file; `M` is its message table. */
export interface TransformContext<M extends MessageTable = MessageTable> {
  j: JSCodeshift;
  root: Collection<ASTNode>;
  file: { path: string; source: string };
  config: UserConfig;
  /**
   * Reports a finding at `at` with the text of `messageId` in the transform's `messages`, its
   * placeholders filled from `data`, and, unless markers are off, puts a review marker above its statement.
   */
  report<K extends MessageId<M>>(at: ASTPath | ASTNode, messageId: K, ...data: DataArgs<M[K]>): void;
  /**
   * Whether the review marker of that finding already stands above `at` (a run before this one
   * reported it). For a finding about what the transform cannot see once it has done its part (a
   * type in a package it migrated bodies for): reported again while its marker stands, so a second
   * run reports what the first left. Absent outside the runner.
   */
  marked?<K extends MessageId<M>>(at: ASTPath | ASTNode, messageId: K, ...data: DataArgs<M[K]>): boolean;
  /**
   * Tells the runner the tree was edited, so it prints the file (and forgets what `memo` kept).
   * `'values'`: the edit only changed values held by nodes already in the tree (a literal's text, a
   * number), not which nodes it has or where they sit, so the index of its nodes is kept.
   * `{ replaced }`: the edit only replaced the nodes at these paths, each with one node
   * (`path.replace(node)`, as replaceWithEdits does); the index is updated for their subtrees.
   */
  changed(what?: 'values' | { replaced: readonly ASTPath<Node>[] }): void;
  /**
   * Keeps what the engine computed about this file's tree (its API calls, say) for the transforms
   * that run after, until some transform edits the tree.
   */
  memo?<T>(key: string, compute: () => T): T;
  /**
   * Asks for a follow-up on a module this file imports (`specifier` as written here): once every file
   * of the run is done, the runner runs the transform's `followUp` on that module with every request
   * made for it (plain data). Returns false when the module is not a file of the run (a package, say,
   * or a run with no project index): the transform then reports instead. Absent outside the runner.
   */
  defer?(specifier: string, request: unknown): boolean;
  /**
   * The run's other modules, through their names (absent outside the runner or with no project
   * index): where an imported name is declared, and which files import a name this file declares.
   */
  modules?: RunModules;
  /**
   * Why this file is anchored on Cloudflare (docs/project-index.md "The second tier"): its package's
   * reasons, or the API anchor module an import connects it to. Set by the runner when it is, absent
   * for a file that is not and outside the runner. The engine reports the
   * transform's `untraced` endpoints from it; a transform may read it too.
   */
  anchoring?: Anchoring;
  /**
   * Whether the run is anchored on Cloudflare (some package of it is: the report's
   * `anchoring.anchored`), set by the runner for every file; absent outside the runner. A record type
   * or zod schema recognised by its shape alone is a Cloudflare record only in such a run
   * (src/cloudflare/records/shape-anchor.ts).
   */
  runAnchored?: boolean;
  /**
   * The versions of the `cloudflare` package this file can be running with (src/project/cloudflare-version.ts),
   * when the runner can tell: an SDK chain that calls a transform's endpoint only in other versions is
   * no call of it (src/cloudflare/calls/sdk-methods.ts). Absent: unknown.
   */
  sdkVersions?: VersionSet;
}

/**
 * What anchors a package (docs/project-index.md "The second tier"): its package.json depending on
 * `cloudflare`, a module of it with an API anchor, or code of it reading a Cloudflare credential by name.
 */
export type AnchoringReason = (
  | { kind: 'dependency'; path: string }
  | { kind: 'api-anchor'; path: string }
  | { kind: 'credential'; path: string; name: string }
) & {
  /** The folder of the package it anchors ('.': the folder the run started from); set by the runner and `anchors`. */
  scope?: string;
};

/** Why a file is anchored: its package's reasons, or the anchor module it is connected to by an import. */
export interface Anchoring {
  /** The package's package.json that depends on `cloudflare`, else the first module of it that anchored it. */
  reasons: AnchoringReason[];
  /** The file's package.json depends on `cloudflare`: SDK method chains on untraced receivers count too. */
  dependsOnCloudflare: boolean;
}

/** One anchored package of a run, as the report and `anchors --json` list it. */
export interface AnchoredScope {
  /** The package's folder ('.': the folder the run started from). */
  path: string;
  /** Its package.json, when it has one. */
  packageJson?: string;
  reasons: AnchoringReason[];
  dependsOnCloudflare: boolean;
  /** Modules of other packages anchored through an import to or from one of its API anchor modules. */
  connected: string[];
}

/**
 * A deprecated endpoint reported where it is spelled out in an anchored package, when no traced call
 * covers it (never rewritten): a string, template, concatenation or path array spelling `template`
 * with its parameters in place, or (in a project that depends on `cloudflare`) an SDK method whose
 * endpoint it is.
 */
export interface UntracedEndpoint {
  /** An ENDPOINTS template (`/zones/:zone_id/rate_limits`), or one with a literal last segment (`/zones/:zone_id/settings/brotli`); paths under it count too. */
  template: string;
  /** What to use instead, as the finding names it (default: the transform's `replacement`). */
  replacement?: string;
  /**
   * Only the template itself, not the paths under it (`/zones/:zone_id/settings`, whose per-setting
   * paths are its replacement); a spelling kept in a variable that other spellings extend is a base.
   */
  exact?: boolean;
  /** Only spellings handed to a call of these methods, or to a call that does not say its method (`api.delete(path)` is not a GET). */
  methods?: readonly string[];
  /**
   * Only spellings that are the URL of a PUT or PATCH whose body the value-flow layer knows to write
   * this key, not copied off another object (src/cloudflare/untraced/sent-key.ts): an endpoint
   * deprecated only for what an update sets (a DNS record's `type`).
   */
  sets?: string;
  /**
   * Paths of the template (itself, or one under it) where only some methods are deprecated, each with
   * those methods, as the transform's traced rule has them (`/accounts/:account_id/tunnels`: POST, its
   * GET being the live list call). A request there whose call says another method is not reported; one
   * whose method is not known is, naming `methodUnknown` (what each method should do) when given. Other
   * paths under the template follow `methods` (src/cloudflare/untraced/spelled-method.ts).
   */
  methodsAt?: ReadonlyArray<{ template: string; methods: readonly string[]; methodUnknown?: string }>;
}

/** Where a name is declared among the run's files (see RunModules.declaration). */
export interface RunDeclaration {
  module: string;
  name: string;
  kind: 'interface' | 'alias' | 'other';
  /** For an interface or an alias of a type literal: the property names written in it. */
  members?: string[];
  /**
   * For a class: its methods written to return a type of the run's files (`T`, `T[]`, `Promise<T>`,
   * `Promise<T[]>`; `list` for the arrays), by method name, with where that type is declared.
   */
  returns?: Record<string, { list: boolean; type: RunDeclaration }>;
  /** For a function (a declaration, or a const holding an arrow or function): the type it is written to return, as `returns` gives a method's. */
  returned?: { list: boolean; type: RunDeclaration };
}

/** See `TransformContext.modules`. Paths are absolute; `defer` takes one as its specifier. */
export interface RunModules {
  /**
   * Where the name this file imports from `specifier` as `name` is declared among the run's files,
   * following re-exports (`export * from`, `export { a as b } from`, imported then exported): the
   * module, its name there and what declares it (with the property names an interface or type literal
   * writes, for a class the types its methods are written to return, for a function the type it is written to return); undefined when the chain
   * leaves the run's files. CommonJS exports count (`module.exports = { a }`, `exports.a = a`); `module.exports = X` is
   * the module's `default` and, under the name `module.exports`, what `require(specifier)` whole returns.
   */
  declaration(specifier: string, name: string): RunDeclaration | undefined;
  /** Whether `specifier`, imported from this file, names another file of the run (as `declaration` resolves it before reading the module). */
  resolves?(specifier: string): boolean;
  /**
   * The run's other files whose text holds `word` and that import `name` declared in this file
   * (directly or through re-exports), or a class with a method or a function written to return it: each file's
   * path, its Babel program and the local names it gives the declaration (none when it only
   * receives it from such a method). A namespace import used for it counts (its local is `ns.Name`);
   * `name` `*` stands for every declaration of this file. With `reach`, also the files that may hold
   * values of it without naming it: that import a value this file declares, or name a module exporting
   * it in an import type or a dynamic import (`import('./types').Rec`).
   */
  importers(name: string, word: string, options?: { reach?: boolean }): Array<{ path: string; program: unknown; locals: string[] }>;
  /** Says which words the next questions of `importers` will hold: the run's files are then read for all of them in one scan each (the answers are the same). */
  expectWords?(words: readonly string[]): void;
  /**
   * The package whose public entry (package.json `main`, `types`, `exports`…, built paths mapped back to
   * the sources) exposes the declaration `name` of this file, through re-exports or an imported type of
   * a module it reaches: code outside the repository may use it. Undefined when none does. With
   * `importers: false`, a reached module that only imports it does not count (an asker reading every
   * importer's uses itself, as run-sites.ts does).
   */
  publicPackage?(name: string, options?: { importers?: boolean }): string | undefined;
  /** The other names the run's files re-export the declaration `name` of this file under (`export { describe as describeRecords } from './lines'`, barrels of barrels too). */
  reexportedAs?(name: string): string[];
  /**
   * Whether a file of the run reaches this file (or a barrel of it) other than through a top-level
   * import `importers` reads: a `require` inside a function or read inline, a dynamic `import()`, a
   * namespace of it passed on bare (src/project/unbound-requires.ts). Its reads there are not known.
   * `calls`: asked for the call sites of its declarations (src/flow/run-sites.ts), where `const f =
   * require('./m')` of a declaration `./m` exports whole is read as that declaration, not a namespace.
   */
  unboundReaders?(options?: { calls?: boolean }): boolean;
  /**
   * The configuration another file of the run (`file`, its Babel `program`, as `importers` hands
   * them over) is recognised with: `config` (without the anchors the asking file imports) and the
   * anchors that file imports, as its own transforms see it.
   */
  configOf(file: string, program: unknown, config: UserConfig): UserConfig;
  /** The run's modules as another file of the run (`file`, a path `importers` handed over) sees them. */
  of?(file: string): RunModules;
  /**
   * The versions of `cloudflare` another file of the run runs with (its own `sdkVersions`, as its own
   * transforms see them: src/project/cloudflare-version.ts); undefined when unknown. A file of another
   * package may run another copy: its SDK chains are judged by its versions, not the asking file's.
   */
  sdkVersionsOf?(file: string): VersionSet | undefined;
  /**
   * Why the run edits nothing in the module at `module` (an absolute path, as `declaration` gives
   * it): build output, minified or generated, which is rebuilt from its source (`ctx.defer` refuses
   * it too); undefined when a follow-up may edit it. A transform whose edit here relies on one there
   * (a type relaxed) leaves this file as it is and reports.
   */
  skipped?(module: string): string | undefined;
  /**
   * The Babel program of a module of the run (`module`, a path `declaration` handed over) as its text
   * stood when the run began (offsets of that text); undefined when it cannot be read or parsed.
   */
  program?(module: string): unknown;
}

/** Everything a text-file transform sees (files that are not parsed: .env, JSON, YAML, Markdown). */
export interface TextContext<M extends MessageTable = MessageTable> {
  file: { path: string; source: string };
  config: UserConfig;
  /** Reports a finding at a 1-based line and column, with a message of the transform's table (see TransformContext). */
  report<K extends MessageId<M>>(line: number, column: number, messageId: K, ...data: DataArgs<M[K]>): void;
}

export interface TransformMeta<M extends MessageTable = MessageTable> {
  id: string;
  /** End of life, YYYY-MM-DD. */
  eol: string;
  /**
   * Where the deprecation was announced: the original schedule (deprecation-schedule.md, the
   * default when absent) or a later notice (later-deprecations.md). `list` shows it.
   */
  source?: 'schedule' | 'later';
  kind: TransformKind;
  title: string;
  replacement: string;
  /**
   * Literal words the transform cannot act without. A file containing none of them is not parsed
   * for this transform (the prefilter). Keep them specific: an endpoint fragment, not "cloudflare".
   */
  triggers: string[];
  /**
   * More trigger words drawn from the user configuration (say, configured gateway hosts). Like
   * `anchors`, a function of the configuration alone: the command line keeps its words for an empty
   * configuration and asks it again only when a key it read is set (src/cli/lazy-registry.ts).
   */
  configTriggers?: (config: UserConfig) => string[];
  /**
   * Words of which a file must contain one too, besides a trigger, for the transform to act: its
   * possible Cloudflare anchors. `defineTransform` fills in the API's (the API host, the quoted
   * package name `cloudflare`, configured wrappers and base constants) unless a transform says
   * `false`: its trigger is an anchor itself, or it acts on any request by design.
   */
  anchors?: false | ((config: UserConfig) => string[]);
  /**
   * What the transform reports, by message id: each finding's text, with `{{placeholder}}`s filled
   * from the data of the report. A report names one of these ids (the types hold it to them).
   */
  messages: M;
  /** Long guidance printed by `explain`: what changes, what is reported, what to do by hand. */
  explain: string;
  /** Links to the provider's documentation of the change. */
  links?: string[];
  /** The fixture case shown as the README's before/after (a case name under __testfixtures__/<id>/). */
  example?: string;
  /** File types outside --extensions this transform also visits as plain text. */
  textFiles?: TextFileSupport<M>;
  /**
   * The endpoints the engine reports, in an anchored project, where they are spelled out but not
   * traced to a client (src/cloudflare/untraced/untraced.ts); `defineTransform` adds the `untraced` message.
   */
  untraced?: readonly UntracedEndpoint[];
}

export interface TextFileSupport<M extends MessageTable = MessageTable> {
  /** Extensions (without dot) visited as text; `env` also matches `.env`, `.env.local` and so on. */
  extensions: string[];
  /** Returns the new text, or undefined when nothing changes. */
  run(source: string, ctx: TextContext<M>): string | undefined;
}

/**
 * Where a worker thread finds a transform (threads cannot receive functions): the module that
 * defines it, which the thread `require`s. The registry fills it in for its own transforms; a
 * transform of yours names the compiled file that exports it (`module: __filename` in a .js file).
 */
export interface TransformModule {
  /** An absolute path Node's `require` loads in a plain worker thread (JavaScript, not TypeScript): its default export, or one of its exports, is this transform (or defineTransform's result). Without it, a run that includes the transform stays in one thread. */
  module?: string;
}

/** The kinds of value a configuration option takes, and each one's TypeScript type. */
export interface OptionTypes {
  boolean: boolean;
  'string[]': string[];
}

export type OptionType = keyof OptionTypes;

/** A configuration option a transform declares: a key of the configuration file (README "Configuration"). */
export interface TransformOption<K extends OptionType = OptionType> {
  /** The key, in the configuration file and as `--<name>=` on jscodeshift's command line. */
  name: string;
  type: K;
  /** One sentence for the README: what setting it does. */
  description: string;
  /** The value a transform reads when the configuration does not set it. */
  default: OptionTypes[K];
}

export interface TransformOptions {
  /** The configuration options this transform reads (declared with `declareOption`, read with its `of`). */
  options?: readonly TransformOption[];
}

export interface Transform<M extends MessageTable = MessageTable> extends TransformMeta<M>, TransformModule, TransformOptions {
  run(ctx: TransformContext<M>): void;
  /**
   * The follow-up other files asked for on this module (`ctx.defer`), run after every file of the run
   * was transformed, on the module's text as the run left it: `requests` from every importer, in
   * path order. It edits and reports as `run` does.
   */
  followUp?(ctx: TransformContext<M>, requests: unknown[]): void;
}
