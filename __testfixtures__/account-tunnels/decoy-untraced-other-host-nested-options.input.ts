// The path sits two options objects deep in a call of a helper that writes another host.
function vendorSend(opts: { request: { path: string } }) {
  return fetch('https://vpn.example.net/v2' + opts.request.path, { method: 'POST' });
}

export function create(acct: string) {
  return vendorSend({ request: { path: `/accounts/${acct}/tunnels` } });
}
