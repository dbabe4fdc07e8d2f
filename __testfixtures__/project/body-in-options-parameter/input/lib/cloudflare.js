const API = 'https://api.cloudflare.com/client/v4';

// Sends the options' body as it is.
async function editRecord(zoneId, recordId, opts) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${opts.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(opts.body),
  });
  return res.json();
}

// One options object for everything, destructured.
async function putRecord({ zoneId, recordId, body }) {
  return fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', body: JSON.stringify(body) });
}

// Converts the options' body first: what the caller passes is not what is sent.
async function editConverted(zoneId, recordId, opts) {
  return fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PATCH', body: JSON.stringify(toApi(opts.body)) });
}

function toApi(record) {
  return { type: record.kind, name: record.host, data: record.fields };
}

// Writes the options' body before sending it: the type sent is the options', not the body's.
async function editTyped(zoneId, recordId, opts) {
  opts.body.type = opts.type;
  return fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PATCH', body: JSON.stringify(opts.body) });
}

module.exports = { editRecord, putRecord, editConverted, editTyped };
