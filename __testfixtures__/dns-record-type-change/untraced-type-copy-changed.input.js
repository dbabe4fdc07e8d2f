// Each sends a type that may not be the record's own: reassigned, or taken from what the user sent.
export async function flip(http, zone, rec, address) {
  let type = rec.type;
  if (address.includes(':')) type = 'AAAA';
  return http.put(`zones/${zone}/dns_records/${rec.id}`, { type, name: rec.name, content: address });
}

export async function submitted(http, zone, entry, form) {
  const { type, content } = form;
  return http.put(`zones/${zone}/dns_records/${entry}`, { type, content });
}

export async function relayed(http, zone, entry, req) {
  return http.patch(`zones/${zone}/dns_records/${entry}`, { type: req.body.type, content: req.body.content });
}
