// The path's parts are joined in the options object, which says the method: a GET lists.
export function listTunnels(api, acct) {
	return api.request({ url: ['accounts', acct, 'tunnels'].join('/'), method: 'GET' });
}
