const API_ROOT = 'https://api.cloudflare.com/client/v4';

// Look-alikes: the URL object is handed on before the request (into an object or a list whose element
// is moved, to a field, returned beside its sender): the request is not known to be the brotli one.
async function keptInObject(zone) {
  const target = new URL(API_ROOT + '/zones/' + zone + '/settings/brotli');
  const job = { target };
  job.target.pathname = '/client/v4/zones/' + zone + '/settings/http2';
  await fetch(target, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

async function keptInList(zone) {
  const target = new URL(API_ROOT + '/zones/' + zone + '/settings/brotli');
  const all = [target];
  for (const u of all) u.pathname = '/client/v4/zones/' + zone + '/settings/http2';
  await fetch(`${target}`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

async function keptInField(zone, holder) {
  const target = new URL(API_ROOT + '/zones/' + zone + '/settings/brotli');
  holder.url = target;
  holder.url.pathname = '/client/v4/zones/' + zone + '/settings/http2';
  await fetch(String(target), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

function retargeted(zone) {
  const target = new URL(API_ROOT + '/zones/' + zone + '/settings/brotli');
  return [target, () => fetch(target, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) })];
}

module.exports = { keptInObject, keptInList, keptInField, retargeted };
