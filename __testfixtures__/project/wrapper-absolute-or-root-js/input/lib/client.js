const BASE = 'https://api.cloudflare.com/client/v4';

// Full URLs (paging links the API hands back) are requested unchanged; paths go under BASE.
async function request({ route, method = 'GET', data }) {
  const href = /^https?:\/\//.test(route) ? route : `${BASE}${route}`;
  const res = await fetch(href, { method, body: data ? JSON.stringify(data) : undefined });
  return res.json();
}

module.exports = { request };
