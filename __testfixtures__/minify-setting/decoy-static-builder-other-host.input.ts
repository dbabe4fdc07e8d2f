class Edge {
  static host() {
    return 'https://edge.example.com/api';
  }

  static at(path: string) {
    return new URL(`${this.host()}/${path}`);
  }

  static async call(target: URL, verb = 'GET', payload?: unknown) {
    const res = await fetch(String(target), { method: verb, body: payload ? JSON.stringify(payload) : undefined });
    return res.json();
  }
}

class EdgeSettings extends Edge {
  static async change(zone: string, name: string, value: unknown) {
    return EdgeSettings.call(EdgeSettings.at(`zones/${zone}/settings/${name}`), 'PATCH', { value });
  }
}

export async function relaxEdge(zone: string) {
  await EdgeSettings.change(zone, 'minify', { css: 'off' });
}
