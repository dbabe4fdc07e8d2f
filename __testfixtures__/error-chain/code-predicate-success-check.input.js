// No catch anywhere: the API's errors are handled by checking success, and the predicates are part of it.
const API = 'https://api.cloudflare.com/client/v4';

const isValidationError = (e) => e.code === 1004;

function isBadRecord(error) {
  return error.code === 1004 || error.code === 9005;
}

async function createRecord(zone, record, token) {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(record),
  });
  const body = await res.json();
  if (!body.success) {
    if (body.errors.some(isValidationError)) return null;
    throw new Error(body.errors.map((e) => e.message).join('; '));
  }
  return body.result;
}

module.exports = { createRecord, isBadRecord };
