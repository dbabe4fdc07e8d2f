import { BaseGateway } from './gateway';

type Send = (path: string) => Promise<Response>;

export class Edge {
  protected request(path: string): Promise<Response> {
    return fetch(`https://api.cloudflare.com/client/v4${path}`);
  }
}

export class Relay {
  private request: Send;

  constructor(send: Send) {
    this.request = send;
  }

  list(zone: string): Promise<Response> {
    return this.request(`/zones/${zone}/rate_limits`);
  }
}

export class Gateway extends BaseGateway {
  list(zone: string): Promise<Response> {
    return this.request(`/zones/${zone}/rate_limits`);
  }
}
