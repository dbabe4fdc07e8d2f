type Call = { url: string; method: string };

// The path's parts are joined in the options object, which says the method: a GET lists.
export function listTunnels(api: { request(c: Call): Promise<unknown> }, acct: string) {
  return api.request({ url: ['accounts', acct, 'tunnels'].join('/'), method: 'GET' });
}
