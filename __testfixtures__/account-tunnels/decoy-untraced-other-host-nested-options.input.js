// The path sits two options objects deep in a call of a helper that writes another host.
function vendorSend(opts) {
	return fetch('https://vpn.example.net/v2' + opts.request.path, { method: 'POST' });
}

export function create(acct) {
	return vendorSend({ request: { path: `/accounts/${acct}/tunnels` } });
}
