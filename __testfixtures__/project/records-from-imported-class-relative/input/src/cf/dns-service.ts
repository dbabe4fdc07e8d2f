import { SrvEntry } from './types';

const API = 'https://api.cloudflare.com/client/v4';

/** The newest SRV record, as the listing returns it. */
interface LatestSrv {
  id: string;
  type: 'SRV';
  name: string;
  content: string;
  ttl: number;
  data: { service: string; proto: string; name: string; port: number };
}

export class DnsService {
  constructor(private readonly zoneId: string, private readonly token: string) {}

  fetchAll = async (): Promise<SrvEntry[]> => {
    const res = await fetch(`${API}/zones/${this.zoneId}/dns_records?type=SRV`, { headers: { Authorization: `Bearer ${this.token}` } });
    const body = await res.json();
    return body.result;
  };

  async latest(): Promise<LatestSrv> {
    const res = await fetch(`${API}/zones/${this.zoneId}/dns_records?type=SRV&order=modified_on&per_page=1`, { headers: { Authorization: `Bearer ${this.token}` } });
    const body = await res.json();
    return body.result[0];
  }
}
