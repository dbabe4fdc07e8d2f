import type { ProxyRoute, UrlPart, Wrapper } from '../cloudflare/shapes';

/*
 * What the project index knows, as plain data: it travels to worker threads with each job, so no part
 * of it holds a node of another file's tree (literal parts have `node: null`, dynamic parts a
 * stand-in identifier that only names the value for messages).
 */

/** What a factory returns (see the `factory` anchor). */
export type Made =
  /** An HTTP client instance made with the API base (`axios.create({ baseURL })`). */
  | { kind: 'instance'; prefix: UrlPart[] }
  /** A function that sends the API base plus one of its parameters. */
  | { kind: 'wrapper'; wrapper: Wrapper }
  /** An instance of a client class (its wrapper methods). */
  | { kind: 'client'; methods: Record<string, Wrapper> };

/** One Cloudflare anchor a module exports. */
export type Anchor =
  | Made
  /** A function whose result is one of the above (`createCloudflareApi(token)`, `createCfFetch(token)`, `makeClient(token)`). */
  | { kind: 'factory'; returns: Made }
  /** A URL constant on the API host (`export const CF_API = 'https://api.cloudflare.com/client/v4'`). */
  | { kind: 'base'; url: UrlPart[] }
  /**
   * A function returning a URL on the API host around its parameters (`cfUrl(path)` returning
   * `new URL(\`/client/v4${path}\`, 'https://api.cloudflare.com')`): each parameter part says which (`param`);
   * `computes` when it does nothing but build it (src/ast/effects.ts's `buildsOnly`: its call goes with the request).
   */
  | { kind: 'builder'; url: UrlPart[]; computes?: true; thisReads?: string[] }
  /** A `cloudflare` SDK client (`new Cloudflare(...)`, the v2 factory's result). */
  | { kind: 'sdk-client' }
  /** A function returning an SDK client, or the SDK's constructor passed on. */
  | { kind: 'sdk-factory' }
  /** A class whose methods are wrappers (base in a field or the constructor). */
  | { kind: 'client-class'; methods: Record<string, Wrapper> }
  /** A DNS record type or interface (its `service`/`proto` fields go with SRV bodies). */
  | { kind: 'record-type'; name: string };

/** A module's exported anchors by exported name (`default` for `export default` and `module.exports = x`). */
export type ModuleAnchors = Record<string, Anchor>;

/** The whole index: every module of the visited tree that exports an anchor, by absolute path. */
export interface ProjectData {
  /** Tells runs apart (a worker thread keeps one live project per id). */
  id: string;
  modules: Record<string, ModuleAnchors>;
  /**
   * Modules that hold an API anchor word (the host, the SDK's name) and that another file imports,
   * whether or not they export an anchor: what their importers get from them (records a method of
   * a class there returns) may be the API's, so the specifiers naming them count as anchor words there.
   */
  apiModules: string[];
  /**
   * Modules a file holding an API anchor word (or importing one of `apiModules`) imports, that may
   * export a function it hands DNS records to (src/project/passed-records.ts): their transforms run
   * and decide whether every call in the run passes records.
   */
  readers: string[];
  /** Every code file visited (nothing outside it is followed). */
  files: string[];
  /**
   * The project's own transparent proxies to the API (src/cloudflare/anchors/proxy-routes.ts), found in
   * any file holding an API anchor word: a request in any file of the run to `prefix + rest` is one to `target + rest`.
   */
  proxies?: ProxyRoute[];
  /** Words a bare specifier naming a module of `modules` holds (see specifierWords): computed once, read by every thread. */
  words: string[];
}

/**
 * What one file imports that is an anchor, by the key its code uses (`request`, `cf.request`,
 * `this.api.get` for wrappers; local names for the rest). The engine reads it from the per-file
 * configuration (`config.imported`) and treats every entry exactly as one defined in the file.
 */
export interface ImportedAnchors {
  bases: Record<string, UrlPart[]>;
  /** URL builders by the key the file calls them with (`cfUrl`, `urls.cfUrl`): see the `builder` anchor. */
  builders: Record<string, { url: UrlPart[]; computes?: true; thisReads?: string[] }>;
  wrappers: Record<string, Wrapper>;
  instances: Record<string, UrlPart[]>;
  sdkClients: string[];
  sdkFactories: string[];
  clientClasses: Record<string, Record<string, Wrapper>>;
  /** Factories by local name: what their result is. */
  factories: Record<string, Made>;
  recordTypes: string[];
  /** Words the prefilter accepts as anchors in this file (the local names above). */
  words: string[];
  /** The imported anchor each local import binding stands for (what a re-export passes on). */
  byLocal: Record<string, Anchor>;
}

/*
 * The per-file configuration carries what the file imports: this layer adds the field to the core
 * type (src/types.ts names no layer above it).
 */
declare module '../types' {
  interface UserConfig {
    /** Set by the runner, never read from a file: what this file imports that is a Cloudflare anchor. */
    imported?: ImportedAnchors;
    /** Set by the runner, never read from a file: the prefixes the run's own proxies forward to the API (ProjectData.proxies). */
    proxies?: ProxyRoute[];
  }
}

export const emptyImported = (): ImportedAnchors => ({
  bases: {},
  builders: {},
  wrappers: {},
  instances: {},
  sdkClients: [],
  sdkFactories: [],
  clientClasses: {},
  factories: {},
  recordTypes: [],
  words: [],
  byLocal: {},
});
