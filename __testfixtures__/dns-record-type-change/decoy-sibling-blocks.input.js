const API = 'https://api.cloudflare.com/client/v4';

async function send(method, path, payload) {
  const res = await fetch(`${API}${path}`, { method, body: JSON.stringify(payload) });
  return res.json();
}

// Each update sends a body of its own block that sets no type; the `payload` that does is another
// block's (a sibling's, or the outer one a nested block shadows).
export async function handle(action, input) {
  switch (action) {
    case 'add': {
      const payload = { type: input.kind, name: input.host, content: input.value };
      return send('POST', `/zones/${input.zone}/dns_records`, payload);
    }
    case 'retune': {
      const payload = { ttl: input.ttl };
      return send('PATCH', `/zones/${input.zone}/dns_records/${input.id}`, payload);
    }
    default: {
      const payload = { type: input.kind };
      if (input.id) {
        const payload = { content: input.value };
        return send('PATCH', `/zones/${input.zone}/dns_records/${input.id}`, payload);
      }
      return payload;
    }
  }
}
