// Copies a fixed set of fields into an update body: none of them is the record's type.
const API_ROOT = 'https://api.cloudflare.com/client/v4';

async function call(route, verb = 'GET', payload) {
  const response = await fetch(`${API_ROOT}${route}`, {
    method: verb,
    headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  return response.json();
}

export async function renameRecord(input) {
  const changes = {};
  ['name', 'content'].forEach((field) => {
    if (input[field] !== undefined) changes[field] = input[field];
  });
  return call(`/zones/${input.zoneId}/dns_records/${input.recordId}`, 'PATCH', changes);
}

// The same copy, type included, sent to an inventory service.
export async function recordInventory(input) {
  const entry = {};
  ['type', 'name', 'content'].forEach((field) => {
    if (input[field] !== undefined) entry[field] = input[field];
  });
  return fetch(`https://inventory.example.com/zones/${input.zoneId}/dns_records/${input.recordId}`, { method: 'PATCH', body: JSON.stringify(entry) });
}

// Every key copied, but into a new record: creating one changes no record's type.
export async function createRecord(input) {
  const record = {};
  Object.keys(input.fields).forEach((field) => {
    record[field] = input.fields[field];
  });
  return call(`/zones/${input.zoneId}/dns_records`, 'POST', record);
}
