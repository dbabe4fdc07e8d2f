export async function repoint(http, zone, entry, target) {
  return http.patch(`zones/${zone}/dns_records/${entry}`, { content: target, proxied: false });
}

export async function add(http, zone, kind, host, target) {
  return http.put(`zones/${zone}/dns_records`, { type: kind, name: host, content: target });
}

export async function sendBack(http, zone, current, target) {
  const { type, name } = current;
  return http.patch(`zones/${zone}/dns_records/${current.id}`, { type, name, content: target });
}

export async function sendBackToo(http, zone, current, target) {
  const type = current.type;
  return http.put(`zones/${zone}/dns_records/${current.id}`, { type, content: target });
}

export async function look(http, zone, entry) {
  return http.get(`zones/${zone}/dns_records/${entry}`, { params: { type: 'MX' } });
}

export async function drop(http, zone, entry) {
  return http.request(`zones/${zone}/dns_records/${entry}`, { method: 'DELETE', data: { type: 'A' } });
}
