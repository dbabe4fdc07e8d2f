class Edge {
  static host() {
    return 'https://edge.example.com/api';
  }

  static at(path) {
    return new URL(`${this.host()}/${path}`);
  }

  static async call(target, verb = 'GET', payload) {
    const res = await fetch(String(target), { method: verb, body: payload ? JSON.stringify(payload) : undefined });
    return res.json();
  }
}

class EdgeSettings extends Edge {
  static async change(zone, name, value) {
    return EdgeSettings.call(EdgeSettings.at(`zones/${zone}/settings/${name}`), 'PATCH', { value });
  }
}

export async function relaxEdge(zone) {
  await EdgeSettings.change(zone, 'minify', { css: 'off' });
}
