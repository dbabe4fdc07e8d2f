// A call that only some runs reach (a loop body, an if branch, a ternary): a FormData built before the
// statement would read u.id outside the loop and user.id when user is null.
const ACCOUNT_ID = process.env.CF_ACCOUNT_ID;
const URL_V1 = `https://api.cloudflare.com/client/v4/accounts/${ACCOUNT_ID}/images/v1/direct_upload`;

export async function many(users: { id: string }[]) {
  for (const u of users) await fetch(URL_V1, { method: 'POST', body: JSON.stringify({ metadata: { userId: u.id } }) });
}

export async function maybe(user: { id: string } | null) {
  if (user) await fetch(URL_V1, { method: 'POST', body: JSON.stringify({ metadata: { userId: user.id } }) });
}

export async function tern(user: { id: string } | null) {
  const r = user ? await fetch(URL_V1, { method: 'POST', body: JSON.stringify({ metadata: { userId: user.id } }) }) : null;
  return r;
}
