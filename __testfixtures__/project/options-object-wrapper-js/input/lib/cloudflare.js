const API = 'https://api.cloudflare.com/client/v4';

function authHeaders() {
  return { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };
}

async function updateRecord(zoneId, recordId, body) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', headers: authHeaders(), body: JSON.stringify(body) });
  return res.json();
}

// Converts the caller's fields first: what the caller passes is not what is sent.
function createFromForm(zoneId, form) {
  return fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', headers: authHeaders(), body: JSON.stringify(fromForm(form)) });
}

function fromForm(form) {
  return { type: form.kind, name: form.host, data: form.fields };
}

module.exports = { updateRecord, createFromForm };
