/**
 * The shapes the URL and anchor recognisers hand each other: a URL expression's parts, a client
 * instance's base, a wrapper, what a factory makes. Types only, in a module of their own, so that the
 * modules that build them (url-expression, http, anchors, wrapper-call, imported) import no one
 * another for a type (no import cycle).
 */
import type { DynamicPart, Template, TextPart } from '../flow/template-parts';
import type { PartCondition } from '../flow/value';

/**
 * One piece of a URL expression: the value-flow layer's template part (src/flow/template-parts.ts:
 * known text with the literal it may be edited in, null when it must not be edited there, or a
 * dynamic value), with what the resolver adds. `inWrapper`: the text is an in-file wrapper's own URL,
 * seen at a call through it (the wrapper's request is where it is edited or reported); `proxied`: the
 * project's own proxy prefix it was read through. `param`: in a wrapper's URL, the wrapper parameter a
 * dynamic part stands for (bound to the caller's argument at each call); `paramKey`: the key of the
 * options object passed there that it is read from (`{ zoneId, path }`).
 */
export type UrlPart = (TextPart & { inWrapper?: boolean; proxied?: string }) | (DynamicPart & { param?: number; paramKey?: string });

/** A resolved URL: its parts, its text with every dynamic part written `:param`, and each part's offset in it. */
export type ResolvedUrl = Template<UrlPart>;

/** A base URL a client instance or wrapper puts before the path its callers pass. */
export interface Prefix {
  parts: UrlPart[];
}

/** What a factory returns: an HTTP client instance with the API base, a wrapper, or an instance of a client class (its wrapper methods). */
export type Made = { instance: Prefix } | { wrapper: Wrapper } | { methods: Map<string, Wrapper> };

export interface Wrapper {
  /** The URL before the path parameter (read-only: it belongs to the wrapper, not the call site). */
  prefix: Prefix;
  /** The URL after it, if any. */
  suffix: Prefix;
  /**
   * The parameter holding the path: the last parameter of the function written in the URL's path
   * (`zoneGet(zoneId, token, subPath)` → `${API}/zones/${zoneId}${subPath}`: 2). Dynamic parts of the
   * prefix and suffix that are other parameters carry their index (`UrlPart.param`) and are bound to
   * the caller's arguments.
   */
  pathParam: number;
  /** The key of an options object passed at `pathParam` that holds the path (`api({ path })`). */
  pathKey?: string;
  /** The path is an array of segments the wrapper joins with this separator (`api._get(['zones', id, 'rate_limits'])`). */
  pathJoin?: string;
  /** Replacements the wrapper applies to the path before sending it (`endpoint.replace('/tunnels', '')`), in order. */
  pathReplaced?: Replacement[];
  /**
   * The test the caller's path must answer for the wrapper to send it under its prefix
   * (`path.startsWith('http') ? path : `${ROOT}${path}``: not starting with 'http'; src/flow/conditioned-template.ts).
   * A path that answers otherwise, or that does not decide it, is not traced through the wrapper.
   */
  pathWhen?: PartCondition;
  /** Paths a guard before the request turns away (`if (by === 'industry') return`: narrowing.ts's `excluded`): a call passing one sends nothing. */
  pathExcluded?: string[];
  /** The path the wrapper sends when its caller gives none (`suffix = ''`). */
  pathDefault?: string;
  /** The parameter the method is passed in, when the wrapper takes one. */
  methodParam?: number;
  /** The key of an options object holding the method (`api({ path, method })`). */
  methodKey?: string;
  /** The method the wrapper uses when its caller does not give one. */
  defaultMethod?: string;
  /** The parameter the request body is passed in. */
  bodyParam?: number;
  /**
   * The wrapper sends something made from its body parameter, not the parameter itself
   * (`JSON.stringify(toApi(body))`, `body && encode(body)`): what the caller passes is not the body sent.
   */
  bodyConverted?: boolean;
  /**
   * The keys a converted body adds to the caller's, which it spreads (`{ ...body, ttl: 1 }`: ttl):
   * the caller's other keys are sent as they are (src/cloudflare/anchors/sent-body.ts).
   */
  bodyAdds?: string[];
  /** The key of an options object holding the body (`api({ path, body })`). */
  bodyKey?: string;
  /** The parameter holding request options passed on (`fetch(url, init)`, `{ ...init, headers }`): method and body come from it. */
  optionsParam?: number;
  /** The key of an options object holding request options passed on. */
  optionsKey?: string;
  /** Configured wrappers: argument shapes are guessed (a verb string, an object body). */
  configured?: boolean;
  /**
   * The endpoint of the wrapper's own request, its parameters unknown (`/zones/:param/settings/minify`
   * for `harden(zone)`, `/:param` for `cfApi(path)`): what the wrapper fixes whoever calls it. A template
   * this already matches is written in the wrapper, whose own request is the one to migrate or report
   * (see `addresses`). Undefined for wrappers whose request is not in the file (configured ones).
   */
  ownEndpoint?: string;
  /** The method of the wrapper's own request as written there (undefined when it comes from a parameter). */
  ownMethod?: string;
  /**
   * The wrapper's function also sends requests to other endpoints (`sync(zone, setting)` patching the
   * setting, then purging the cache): a call through it does more than the request its caller chooses.
   */
  sendsMore?: boolean;
  /** A setting's wrapper that reads its setting id beyond the URL or writes state of its own (ast/treats-param.ts). */
  treatsPath?: boolean;
  /**
   * Every return of the wrapper's function hands out the answer of its one request, a part of it, or
   * nothing (anchors/answer-returns.ts): a call of it holds what that request answered.
   */
  returnsAnswer?: boolean;
  /** Its requests are all made by a function it returns (`(id) => (zone, value) => fetch(…)`): a call of it sends nothing itself. */
  returnsSender?: boolean;
}

/** One `.replace(search, replacement)` with both written as strings (replaced-path.ts). */
export interface Replacement {
  search: string;
  replacement: string;
}

/**
 * A prefix of the app's own URLs that its project forwards to another base, whole and unchanged
 * otherwise (src/cloudflare/anchors/proxy-routes.ts): a request to `prefix + rest` is a request to
 * `target + rest`. Only forwarding that is fully seen makes one (the method and the body passed on,
 * the path mapped 1:1); any other proxy makes none.
 */
export interface ProxyRoute {
  /** The app's own path prefix (`/api`, `/cf-api/`). */
  prefix: string;
  /** What the forwarding puts in its place: an absolute URL (`https://api.cloudflare.com/client/v4`). */
  target: string;
}
