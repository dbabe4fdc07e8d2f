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

/** The keys of request options that carry the body (fetch's `body`, axios's `data`, got's `json`). */
export const BODY_KEYS: ReadonlySet<string> = new Set(['body', 'data', 'json']);


/**
 * Calls that make a server or router, by the names code uses for them (`express()`, `express.Router()`,
 * `Router()`, `fastify()`, `new Hono()`, `new Koa()`): its verb methods register routes, not requests
 * (src/cloudflare/anchors/route-registration.ts).
 */
export const SERVER_FACTORIES: ReadonlySet<string> = new Set(['express', 'Router', 'fastify', 'Fastify', 'polka', 'Hono', 'Koa', 'KoaRouter', 'createServer']);

/** The packages whose exports make servers or routers (`import express from 'express'`, `import { Hono } from 'hono'`), whatever name they are imported under. */
export const SERVER_PACKAGES: ReadonlySet<string> = new Set(['express', 'fastify', 'hono', 'koa', '@koa/router', 'koa-router', 'polka', 'restify', 'router', 'ultimate-express', 'hyper-express']);

/** Calls that make a router (`express.Router()`, `Router()`): a router made so is a handler of the path it is mounted at (`app.use('/api', router)`). */
export const ROUTER_FACTORIES: ReadonlySet<string> = new Set(['Router', 'router']);

/** The methods of a client module or instance that send a request (or open a connection). */
export const MODULE_METHODS: ReadonlySet<string> = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'request', 'fetch', 'stream', 'connect']);

/** The packages whose exports are request functions or client modules (src/flow/http-clients.ts: their factories make clients). */
export { CLIENT_PACKAGES, CREATORS as CLIENT_CREATORS } from '../../flow/http-clients';
