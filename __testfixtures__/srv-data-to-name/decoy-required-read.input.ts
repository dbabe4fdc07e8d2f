interface LdapSrv {
  type: string;
  name?: string;
  data: { service: string; proto: string; name: string; port: number; target: string; priority: number; weight: number };
}

function probe(host: string, port: number): Promise<boolean> {
  return Promise.resolve(host.length > 0 && port > 0);
}

// Registers the record with the in-house directory (not Cloudflare), then checks the host it names answers.
export async function publishDirectory(zoneId: string, host: string, token: string) {
  const record: LdapSrv = {
    type: 'SRV',
    data: { service: '_ldap', proto: '_tcp', name: host, port: 636, target: `ldap.${host}`, priority: 0, weight: 10 },
  };
  await fetch(`https://directory.internal.example/v4/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(record),
  });
  return probe(record.data.name, record.data.port);
}
