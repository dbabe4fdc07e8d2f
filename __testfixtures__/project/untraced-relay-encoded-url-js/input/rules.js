// A relay that forwards any URL it is given: the request still reaches the API host.
function viaRelay(target) {
  return fetch('https://relay.example.net/forward?to=' + target);
}

export async function listRules(zone) {
  const res = await viaRelay(encodeURIComponent(`https://api.cloudflare.com/client/v4/zones/${zone}/firewall/rules`));
  return res.json();
}
