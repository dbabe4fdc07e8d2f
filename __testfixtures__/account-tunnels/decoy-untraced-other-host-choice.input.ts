// The VPN vendor's own API: either path is sent by its helper, which writes the vendor's host.
function vendorGet(path: string): Promise<unknown> {
  return fetch('https://vpn.example.net/v2' + path).then((r) => r.json());
}

export function tunnels(acct: string, active: boolean) {
  return vendorGet(active ? `/accounts/${acct}/tunnels?active=1` : `/accounts/${acct}/tunnels`);
}
