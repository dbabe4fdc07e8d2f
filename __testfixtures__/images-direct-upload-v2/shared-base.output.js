// One base for every Images call: the v1 segment is shared with routes that are current.
const IMAGES = `https://api.cloudflare.com/client/v4/accounts/${process.env.CF_ACCOUNT_ID}/images/v1`;
const auth = { Authorization: `Bearer ${process.env.CF_IMAGES_TOKEN}` };

export async function uploadUrl() {
  // cf-codemod(images-direct-upload-v2): use /images/v2/direct_upload (multipart form data): the v1 segment is shared with other /images/v1 routes, which stay; give this call its own URL
  const res = await fetch(`${IMAGES}/direct_upload`, { method: 'POST', headers: auth });
  return (await res.json()).result;
}

export async function removeImage(id) {
  await fetch(`${IMAGES}/${id}`, { method: 'DELETE', headers: auth });
}

export async function usage() {
  const res = await fetch(`${IMAGES}/stats`, { headers: auth });
  return (await res.json()).result.count;
}
