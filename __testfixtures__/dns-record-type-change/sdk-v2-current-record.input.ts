import cloudflare from 'cloudflare';

const client = cloudflare({ token: process.env.CF_TOKEN });
const records = client.dnsRecords;

// Also given the configured kind: that may differ from the record's.
export function configured(settings: { zone: string; host: string; recordId: string; kind: string }) {
  let current: any = { id: settings.recordId, type: settings.kind };
  async function refresh(address: string) {
    await records.edit(settings.zone, current.id, { content: address, type: current.type } as any);
  }
  async function locate() {
    const page: any = await records.browse(settings.zone);
    current = page.result.find((r: any) => r.name === settings.host);
  }
  return { refresh, locate };
}

// A lookup runs between the id and the type: it may give the variable another record.
export function racing(settings: { zone: string; host: string; kind: string }, lookupAddress: () => Promise<string>) {
  let current: any = null;
  async function refresh() {
    await records.edit(settings.zone, current.id, { content: await lookupAddress(), type: current.type } as any);
  }
  async function locate() {
    const page: any = await records.browse(settings.zone);
    current = page.result.find((r: any) => r.name === settings.host);
  }
  return { refresh, locate };
}

// The record found is given the configured kind before it is sent back.
export function retyped(settings: { zone: string; host: string; kind: string }) {
  let current: any = null;
  async function refresh(address: string) {
    await records.edit(settings.zone, current.id, { content: address, type: current.type } as any);
  }
  async function locate() {
    const page: any = await records.browse(settings.zone);
    current = page.result.find((r: any) => r.name === settings.host);
    current.type = settings.kind;
  }
  return { refresh, locate };
}
