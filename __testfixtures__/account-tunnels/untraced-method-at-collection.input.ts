import { send } from './gateway';

export async function tunnelNames(acct: string) {
  return send('GET', `/accounts/${acct}/tunnels`);
}

// Create: the collection's POST moves to /cfd_tunnel.
export async function openTunnel(acct: string, name: string, secret: string) {
  return send('POST', `/accounts/${acct}/tunnels`, { name, tunnel_secret: secret });
}

// One tunnel: every method there is the legacy API.
export async function closeTunnel(acct: string, tunnel: string) {
  return send('DELETE', `/accounts/${acct}/tunnels/${tunnel}`);
}

export async function readTunnel(acct: string, tunnel: string) {
  return send(`/accounts/${acct}/tunnels/${tunnel}`, { method: 'GET' });
}

// The method is the caller's: it may be the list or the create.
export async function onCollection(verb: string, acct: string) {
  return send(verb, `/accounts/${acct}/tunnels`);
}
