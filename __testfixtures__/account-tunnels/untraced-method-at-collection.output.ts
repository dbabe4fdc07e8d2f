import { send } from './gateway';

export async function tunnelNames(acct: string) {
  return send('GET', `/accounts/${acct}/tunnels`);
}

// Create: the collection's POST moves to /cfd_tunnel.
export async function openTunnel(acct: string, name: string, secret: string) {
  // cf-codemod(account-tunnels): /accounts/:account_id/tunnels is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/cfd_tunnel[/:tunnel_id[/connections|/configurations]]
  return send('POST', `/accounts/${acct}/tunnels`, { name, tunnel_secret: secret });
}

// One tunnel: every method there is the legacy API.
export async function closeTunnel(acct: string, tunnel: string) {
  // cf-codemod(account-tunnels): /accounts/:account_id/tunnels is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/cfd_tunnel[/:tunnel_id[/connections|/configurations]]
  return send('DELETE', `/accounts/${acct}/tunnels/${tunnel}`);
}

export async function readTunnel(acct: string, tunnel: string) {
  // cf-codemod(account-tunnels): /accounts/:account_id/tunnels is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/cfd_tunnel[/:tunnel_id[/connections|/configurations]]
  return send(`/accounts/${acct}/tunnels/${tunnel}`, { method: 'GET' });
}

// The method is the caller's: it may be the list or the create.
export async function onCollection(verb: string, acct: string) {
  // cf-codemod(account-tunnels): /accounts/:account_id/tunnels is written here, but its request is not traced to a Cloudflare client: POST (create) must go to /accounts/:account_id/cfd_tunnel; GET (list all tunnels) is live and may stay
  return send(verb, `/accounts/${acct}/tunnels`);
}
