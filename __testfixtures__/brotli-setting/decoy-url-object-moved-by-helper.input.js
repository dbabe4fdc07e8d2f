const API_ROOT = 'https://api.cloudflare.com/client/v4';

// Look-alikes: a URL object kept in a field, or returned by a function, is moved to another setting by
// a helper that writes its parameter's path: the request sent after is not the brotli one.
function useSetting(url, name) {
  url.pathname = url.pathname.replace(/[^/]+$/, name);
}

function settingUrl(zone) {
  return new URL(API_ROOT + '/zones/' + zone + '/settings/brotli');
}

class ZoneSettings {
  constructor(zone) {
    this.target = new URL(API_ROOT + '/zones/' + zone + '/settings/brotli');
  }

  async enableHttp2() {
    useSetting(this.target, 'http2');
    await fetch(this.target, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  }
}

async function enableEarlyHints(zone) {
  const job = { url: settingUrl(zone) };
  useSetting(job.url, 'early_hints');
  await fetch(job.url.href, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

module.exports = { ZoneSettings, enableEarlyHints };
