// The path is made into a call of the VPN vendor's, whose class writes the vendor's host.
class VendorCall {
	constructor(path) {
		this.url = 'https://vpn.example.net/v2' + path;
	}
}

export function make(send, acct) {
	return send(new VendorCall(`/accounts/${acct}/tunnels`), { method: 'POST' });
}
