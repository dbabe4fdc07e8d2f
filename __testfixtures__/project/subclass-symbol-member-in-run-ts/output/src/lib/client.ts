// The API client's commands send through `this.request`.
const CF_API = 'https://api.cloudflare.com/client/v4';

export class Client {
  request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(CF_API + path, init);
  }
  async cssOff(zone: string): Promise<void> {
    console.log('css minify off');
  }
}
