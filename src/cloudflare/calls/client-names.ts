/**
 * The well-known HTTP clients, by the names code uses for them and by the packages they come from:
 * the one list the transport rules (transport.ts), the request recogniser (request-callee.ts) and the
 * second tier's "sends no request" test of a client's code (untraced/other-client.ts) read.
 */

/** Global request functions and client modules' default exports, by the names code uses for them. */
export const CLIENT_FUNCTIONS: ReadonlySet<string> = new Set([
  'fetch',
  'axios',
  'got',
  'ky',
  'request',
  'nodeFetch',
  'undiciFetch',
  'crossFetch',
  'superagent',
  'needle',
  'ofetch',
  '$fetch',
  'reqwest',
]);

/** Client modules whose methods send requests (`axios.post`, `https.request`), by the names code uses for them. */
export const CLIENT_MODULES: ReadonlySet<string> = new Set(['axios', 'got', 'ky', 'undici', 'http', 'https', 'http2', 'nodeFetch']);

/** Methods of a client module or instance that make a new client instance, not a request (`axios.create(…)`, `got.extend(…)`, `ky.create(…)`). */
export const CLIENT_CREATORS: ReadonlySet<string> = new Set(['create', 'extend']);

/** The methods of a client module or instance that send a request (or open a connection). */
export const MODULE_METHODS: ReadonlySet<string> = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'request', 'fetch', 'stream', 'connect']);

/** The packages whose exports are request functions or client modules, whatever name they are imported under. */
export const CLIENT_PACKAGES: ReadonlySet<string> = new Set([
  'node-fetch',
  'undici',
  'axios',
  'got',
  'ky',
  'ofetch',
  'superagent',
  'needle',
  'request',
  'request-promise',
  'request-promise-native',
  'reqwest',
  'cross-fetch',
  'isomorphic-fetch',
  'http',
  'https',
  'node:http',
  'node:https',
]);
