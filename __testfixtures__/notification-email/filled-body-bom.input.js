const API = 'https://api.cloudflare.com/client/v4';

// An empty object filled field by field, then serialised into a PATCH of one pool.
async function retunePool(accountId, poolId, watchers) {
  const changes = {};
  changes.description = 'retuned';
  changes.notification_email = watchers.join(',');
  const res = await fetch(`${API}/accounts/${accountId}/load_balancers/pools/${poolId}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(changes),
  });
  return res.json();
}

module.exports = { retunePool };
