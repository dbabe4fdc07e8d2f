type TurnSrv = {
  type: 'SRV';
  name?: string;
  data: { service: string; proto: string; name: string; port: number; target: string; priority: number; weight: number };
};

// Publishes the TURN relay's record and remembers which host it announced.
export class RelayPublisher {
  private announced: string = '';

  constructor(private readonly zoneId: string, private readonly token: string) {}

  async publish(host: string): Promise<void> {
    const record: TurnSrv = {
      type: 'SRV',
      data: { service: '_turns', proto: '_tcp', name: host, port: 5349, target: `relay.${host}`, priority: 0, weight: 0 },
    };
    await fetch(`https://api.cloudflare.com/client/v4/zones/${this.zoneId}/dns_records`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.token}` },
      body: JSON.stringify(record),
    });
    this.announced = record.data.name;
  }

  get host(): string {
    return this.announced;
  }
}
