const API_BASE = 'https://api.cloudflare.com/client/v4';

async function cfRequest(path, options = {}) {
  const res = await fetch(`${API_BASE}${path}`, {
    ...options,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
  });
  const body = await res.json();
  if (!body.success) throw new Error(body.errors.map((e) => e.message).join(', '));
  return body.result;
}

// cf-codemod(billing-endpoints): billing API removed 2023-06-06, no replacement: delete this call and what uses its result
export const getAccountBilling = (accountId) => cfRequest(`/accounts/${accountId}/billing/profile`);
export const getUser = () => cfRequest('/user');
