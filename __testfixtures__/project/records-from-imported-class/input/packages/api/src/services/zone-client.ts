import axios from 'axios';
import type { PanelListing, ServiceRecord, ZoneRecord } from '@zonekit/common';

const ZONE = process.env.ZONE_ID ?? '';

export class ZoneClient {
  private recordsUrl = `https://api.cloudflare.com/client/v4/zones/${ZONE}/dns_records`;

  async listServiceRecords(): Promise<ServiceRecord[]> {
    const res = await axios.get(this.recordsUrl, { params: { type: 'SRV' } });
    return res.data.result;
  }

  async serviceRecord(id: string): Promise<ServiceRecord> {
    const res = await axios.get(`${this.recordsUrl}/${id}`);
    return res.data.result;
  }

  async zoneRecords(): Promise<Array<ZoneRecord>> {
    const res = await axios.get(this.recordsUrl);
    return res.data.result;
  }

  async listings(): Promise<PanelListing[]> {
    const res = await axios.get('https://panel.example.com/v1/listings');
    return res.data;
  }

  async rawRecords() {
    const res = await axios.get(this.recordsUrl);
    return res.data.result;
  }
}
