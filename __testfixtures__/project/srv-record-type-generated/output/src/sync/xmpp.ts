import type { XmppSrv } from '../dns/types';

const API = 'https://api.cloudflare.com/client/v4';

export async function addXmpp(zoneId: string, token: string, host: string) {
  const record: XmppSrv = {
    type: 'SRV',
    name: `_xmpp-client._tcp.${host}`,
    data: { priority: 5, weight: 0, port: 5222, target: `chat.${host}` },
  };
  return fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(record) });
}
