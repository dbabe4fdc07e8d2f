const API = 'https://api.cloudflare.com/client/v4';

async function auditLimits(zoneId, token) {
  /* cf-codemod-ignore — the audit job reads the old limits until the zone is migrated */
  const res = await fetch(`${API}/zones/${zoneId}/rate_limits`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).result;
}

module.exports = { auditLimits };
