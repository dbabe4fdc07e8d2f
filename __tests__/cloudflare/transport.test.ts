import { httpRequests, tlsClientOptions } from '../../src/cloudflare';
import { keyName } from '../../src/ast';
import { parseForEdit } from '../../src/parse/parse';

const j = require('jscodeshift');

const ctxOf = (code: string) => ({ j, root: j(parseForEdit(code, 'x.ts')), config: {} });
/** For each request site: its callee text and the keys of each option object. */
function requests(code: string): string[] {
  const ctx = ctxOf(code);
  return httpRequests(ctx).map((s) => `${j(s.path.value.callee).toSource()} ${s.options.map((o) => `{${o.properties.map((p) => ('key' in p ? keyName(p) : undefined)).join(',')}}`).join(' ')}`);
}

describe('HTTP requests by client name, any host', () => {
  test.each([
    ['fetch init', "fetch('https://example.com/up', { method: 'PUT', headers: h })", ['fetch {method,headers}']],
    ['axios data is not an option object', "axios.post(url, { headers: 1 }, { headers: h })", ['axios.post {headers}']],
    ['axios config form', "axios({ url, method: 'post', headers: h })", ['axios {url,method,headers}']],
    ['an axios instance and its creator', "const api = axios.create({ headers: h });\napi.put(url, data, { timeout: 1 })", ['axios.create {headers}', 'api.put {timeout}']],
    ['a got instance of the global', "const api = got.extend({ headers: h });\napi.post(url, { json: d })", ['got.extend {headers}', 'api.post {json}']],
    ['what a local named axios makes is no instance', "const axios = store();\nconst api = axios.create({ headers: h });\napi.get(key, { ttl: 1 })", ['axios.create {headers}']],
    ['options through a const', "const opts = { headers: h };\ngot.post(url, opts)", ['got.post {headers}']],
    ['node https.request', "https.request({ hostname: 'x', headers: h }, cb)", ['https.request {hostname,headers}']],
    ['new Request', "new Request(url, { headers: h })", ['Request {headers}']],
  ])('%s', (_name, code, expected) => {
    expect(requests(code)).toEqual(expected);
  });
  test.each([
    ['a response', "res.writeHead(200, { headers: h })"],
    ['new Response', "new Response(body, { headers: h })"],
    ['an unknown function', "send(url, { headers: h })"],
  ])('not a request: %s', (_name, code) => {
    expect(requests(code)).toEqual([]);
  });
});

describe('TLS client options', () => {
  const keys = (code: string) => tlsClientOptions(ctxOf(code)).map((o) => o.properties.map((p) => ('key' in p ? keyName(p) : undefined)).join(','));
  test.each([
    ['https.Agent', "new https.Agent({ ciphers: C, keepAlive: true })", ['ciphers,keepAlive']],
    ['undici Agent connect section', "new Agent({ connect: { ciphers: C } })", ['connect', 'ciphers']],
    ['tls.connect through a const', "const o = { ciphers: C, servername: h };\ntls.connect(443, h, o)", ['ciphers,servername']],
    ['got https section', "got(url, { https: { ciphers: C } })", ['ciphers']],
  ])('%s', (_name, code, expected) => {
    expect(keys(code)).toEqual(expected);
  });
  test.each([
    ['https.createServer', "https.createServer({ ciphers: C }, app)"],
    ['tls.createSecureContext', "tls.createSecureContext({ ciphers: C })"],
    ['a plain object', "const nginx = { ssl: { ciphers: C } }"],
  ])('not a client: %s', (_name, code) => {
    expect(keys(code)).toEqual([]);
  });
});
