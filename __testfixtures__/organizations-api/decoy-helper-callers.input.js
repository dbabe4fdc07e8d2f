// The same audit against a code-hosting API whose organizations have members too.
// Not a Cloudflare call: nothing changes.
const API = 'https://api.example-git.com/v3';
const auth = { 'X-Auth-Email': process.env.CF_EMAIL, 'X-Auth-Key': process.env.CF_KEY };

async function listMembers(orgId) {
  const res = await fetch(`${API}/organizations/${orgId}/members`, { headers: auth });
  const { result } = await res.json();
  return result;
}

async function audit(orgId) {
  const members = await listMembers(orgId);
  for (const m of members) console.log(m.user.email, m.status);
}

audit(process.argv[2]).catch((e) => {
  console.error(e);
  process.exit(1);
});
