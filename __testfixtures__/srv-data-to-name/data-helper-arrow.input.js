const API = 'https://api.cloudflare.com/client/v4';

const dataFor = (kind, service, proto, name, target) => {
  switch (kind) {
    case 'SRV':
      return { service, proto, name, priority: 10, weight: 10, port: 25565, target };
    case 'CAA':
      return { flags: 0, tag: 'issue', value: target };
  }
};

async function addMinecraft(zoneId, token, domain) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'SRV', ttl: 1, data: dataFor('SRV', '_minecraft', '_tcp', domain, `mc.${domain}`) }),
  });
  return res.json();
}

async function addCaa(zoneId, token, domain) {
  return fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'CAA', name: domain, data: dataFor('CAA', '', '', domain, 'letsencrypt.org') }),
  });
}

// URI records fall through into the 'SRV' case: its object is not SRV's alone, so it is reported.
function locatorData(kind, service, proto, name, target) {
  switch (kind) {
    case 'URI':
    case 'SRV':
      return { service, proto, name, priority: 1, weight: 1, port: 5060, target };
    default:
      return { content: target };
  }
}

async function addSip(zoneId, domain) {
  return fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    body: JSON.stringify({ type: 'SRV', data: locatorData('SRV', '_sip', '_udp', domain, `sip.${domain}`) }),
  });
}

module.exports = { addMinecraft, addCaa, addSip };
