// Comments about the dropped field go with it; the comments of the entries kept stay where they are.
// This file has CRLF line endings: the edits are made on the text as written, not by reprinting the body.
const CF_API = 'https://api.cloudflare.com/client/v4';

export async function createPool(accountId: string, origins: Array<{ name: string; address: string }>) {
  await fetch(`${CF_API}/accounts/${accountId}/load_balancers/pools`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'primary',
      notification_email: 'ops@example.com', // who gets paged
      origins,
    }),
  });
}

export async function updatePool(accountId: string, poolId: string, origins: Array<{ name: string; address: string }>) {
  await fetch(`${CF_API}/accounts/${accountId}/load_balancers/pools/${poolId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'primary',
      origins, // every data center
      // page the on-call rotation
      notification_email: 'oncall@example.com',
    }),
  });
}
