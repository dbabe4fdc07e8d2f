import got from 'got';

const api = got.extend({
  prefixUrl: 'https://api.cloudflare.com/client/v4',
  headers: { authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

export async function signedUploadUrl(accountId) {
  const body = await api
    .post(`accounts/${accountId}/images/v1/direct_upload`, { json: { requireSignedURLs: true, expiry: '2030-01-01T00:00:00Z' } })
    .json();
  return body.result;
}
