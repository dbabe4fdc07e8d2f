import request from 'request';

// The options start out on the API host, but the URL (or the method) is written again before the
// request goes out: the literal no longer says where it goes, so nothing is deleted.
function disableOnMirror(zoneId: string, token: string): void {
  var opts = {
    method: 'PATCH',
    // cf-codemod(privacy-pass-setting): /zones/:zone_id/settings/privacy_pass is written here, but its request is not traced to a Cloudflare client: none: managed challenges handle Privacy Pass tokens by themselves
    url: `https://api.cloudflare.com/client/v4/zones/${zoneId}/settings/privacy_pass`,
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value: 'off' }),
  };
  opts.url = `https://edge-mirror.example.net/v4/zones/${zoneId}/settings/privacy_pass`;
  request(opts, () => {});
}

function readInstead(zoneId: string, token: string): void {
  var opts = {
    method: 'PATCH',
    // cf-codemod(privacy-pass-setting): /zones/:zone_id/settings/privacy_pass is written here, but its request is not traced to a Cloudflare client: none: managed challenges handle Privacy Pass tokens by themselves
    url: `https://api.cloudflare.com/client/v4/zones/${zoneId}/settings/privacy_pass`,
    headers: { Authorization: `Bearer ${token}` },
  };
  opts.method = 'GET';
  request(opts, (err: unknown, res: { body?: string } | undefined) => console.log(res && res.body));
}

export { disableOnMirror, readInstead };
