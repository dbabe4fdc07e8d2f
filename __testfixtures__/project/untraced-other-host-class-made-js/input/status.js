// A request object of another API: its constructor puts the path under that API's host.
class MirrorRequest {
  constructor(path) {
    this.url = 'https://mirror.example.org/api' + path;
  }
  send() {
    return fetch(this.url);
  }
}

export function mirroredRules(zone) {
  return new MirrorRequest(`/zones/${zone}/firewall/rules`).send();
}

export function mirroredRulesLater(zone) {
  const r = new MirrorRequest(`/zones/${zone}/firewall/rules`);
  return r;
}
