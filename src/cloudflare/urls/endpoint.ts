import type { ResolvedUrl } from '../shapes';

/**
 * Endpoint paths: the part of an API URL after `/client/v4`, with every dynamic piece written
 * `:param` and the query string set aside. Schedule templates name their parameters
 * (`/zones/:zone_id/dns_records/:dns_record_id`); a template parameter matches any one segment.
 */
interface EndpointPath {
  /** `/zones/:param/dns_records`, no trailing slash, no query. */
  path: string;
  /** The query string without `?`, or '' when there is none. */
  query: string;
}

const API_PREFIX = /^(?:https?:)?\/\/api\.cloudflare\.com\/client\/v4(?=[/?#:]|$)/; // `:` starts a dynamic part
/** The API root cut short (the host alone, or up to `/client`): the caller's path completes it. */
const ROOT_HEAD = /^(?:https?:)?\/\/api\.cloudflare\.com(?:\/client)?\/?$/;
/** The API root cut at `/client`: what a path written `/v4/…` completes. */
export const CLIENT_HEAD = /^(?:https?:)?\/\/api\.cloudflare\.com\/client\/?$/;

/** The endpoint of an anchored URL, or undefined when the URL is not on the API host. */
export function endpointOf(url: ResolvedUrl): EndpointPath | undefined {
  const m = API_PREFIX.exec(url.text);
  if (!m) return undefined;
  return splitEndpoint(url.text.slice(m[0].length));
}

/** A client base that may make API calls: the API root (or more), or a head of it, the joined URL then judged by endpointOf (`/v4/…` after `…/client`). */
export const apiBase = (url: ResolvedUrl): boolean => endpointOf(url) !== undefined || ROOT_HEAD.test(url.text);

/** Splits a path (relative to the API base) into path and query. */
function splitEndpoint(rest: string): EndpointPath {
  const q = rest.search(/[?#]/);
  const pathPart = q < 0 ? rest : rest.slice(0, q);
  const query = q < 0 ? '' : rest.slice(q + 1).replace(/#.*$/, '');
  const path = ('/' + pathPart).replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  return { path, query };
}


/** A path's segments (empty ones dropped), as matchSegments takes them. */
export const segments = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * Whether an endpoint path matches a template of the schedule. Literal segments must be equal; a
 * template parameter (`:name`) matches any single segment. A trailing `/*` in the template matches
 * any further segments (or none).
 */
export function matchEndpoint(path: string, template: string): boolean {
  return matchSegments(segments(path), segments(template));
}

/** matchEndpoint on paths split already (a caller comparing many paths splits each once). */
export function matchSegments(got: readonly string[], template: readonly string[]): boolean {
  const open = template[template.length - 1] === '*';
  const want = open ? template.slice(0, -1) : template;
  if (open ? got.length < want.length : got.length !== want.length) return false;
  return want.every((w, i) => (w.startsWith(':') ? got[i].length > 0 : w === got[i]));
}

/** The first template an endpoint path matches, or undefined. */
export function whichEndpoint<T extends string>(path: string, templates: readonly T[]): T | undefined {
  return templates.find((t) => matchEndpoint(path, t));
}
