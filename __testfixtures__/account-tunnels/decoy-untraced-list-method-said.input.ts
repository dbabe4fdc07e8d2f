import { send } from './gateway';

// The gateway is another module's: these requests are not traced. Each call says its method, and a GET
// of the collection itself is the live "list all tunnels" call.
export async function tunnelNames(acct: string): Promise<string[]> {
  const rows = (await send('GET', `/accounts/${acct}/tunnels`)) as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

export async function activeTunnels(acct: string) {
  return send(`/accounts/${acct}/tunnels?is_deleted=false`, { method: 'GET' });
}

export function pickerSource(this: { gateway: typeof send }, acct: string) {
  return this.gateway.call(this, 'get', `/accounts/${acct}/tunnels`);
}
