import axios, { type AxiosInstance } from 'axios';

const vendorClient = axios.create({ baseURL: 'https://dns.vendor.example.com/v2' });

class VendorZone {
  constructor(private readonly http: AxiosInstance) {}

  async change(zone: string, entry: string, kind: string) {
    return this.http.patch(`zones/${zone}/dns_records/${entry}`, { type: kind, ttl: 60 });
  }
}

export const vendor = new VendorZone(vendorClient);
