const RELAY = 'https://relay.example.org/fetch?u=';

// The API's URL is encoded into the relay's: the relay's GET is the request, and a GET of the
// collection is the live list.
export function listTunnels(relay, acct) {
	return relay.get(RELAY + encodeURIComponent(`https://api.cloudflare.com/client/v4/accounts/${acct}/tunnels`));
}
