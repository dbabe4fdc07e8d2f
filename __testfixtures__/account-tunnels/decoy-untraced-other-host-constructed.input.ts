// The path is made into a call of the VPN vendor's, whose class writes the vendor's host.
class VendorCall {
  readonly url: string;
  constructor(path: string) {
    this.url = 'https://vpn.example.net/v2' + path;
  }
}

export function make(send: (c: VendorCall, init: RequestInit) => Promise<Response>, acct: string) {
  return send(new VendorCall(`/accounts/${acct}/tunnels`), { method: 'POST' });
}
