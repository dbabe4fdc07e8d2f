// Sends whatever it is given; knows nothing about any particular service.
export class Transport {
  static async send(url: string, init?: RequestInit): Promise<Response> {
    return fetch(url, init);
  }
}
