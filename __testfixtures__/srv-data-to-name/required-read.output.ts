interface LdapSrv {
  type: string;
  name?: string;
  data: { service: string; proto: string; name: string; port: number; target: string; priority: number; weight: number };
}

function probe(host: string, port: number): Promise<boolean> {
  return Promise.resolve(host.length > 0 && port > 0);
}

// Publishes the directory's SRV record, then checks the host it names answers.
export async function publishDirectory(zoneId: string, host: string, token: string) {
  // cf-codemod(srv-data-to-name): LdapSrv must stop requiring data.service/proto/name, but data.name is read through it where a string is required (publishDirectory() in this file): derive that read from the record's name (name.split('.')) or let it take undefined, then run again
  const record: LdapSrv = {
    type: 'SRV',
    data: { service: '_ldap', proto: '_tcp', name: host, port: 636, target: `ldap.${host}`, priority: 0, weight: 10 },
  };
  await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(record),
  });
  return probe(record.data.name, record.data.port);
}
