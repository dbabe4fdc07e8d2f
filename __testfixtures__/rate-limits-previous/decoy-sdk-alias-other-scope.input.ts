import Cloudflare from 'cloudflare';

// Two modules of one file each call their own thing `Api`: only the admin one is the SDK's client.
namespace reports {
  interface LimitStore {
    rateLimits: { list(query: { zone_id: string }): Promise<unknown[]> };
  }
  type Api = LimitStore;

  export async function countLimits(api: Api, zoneId: string) {
    const rows = await api.rateLimits.list({ zone_id: zoneId });
    return rows.length;
  }
}

namespace admin {
  type Api = Cloudflare;

  export function makeApi(token: string): Api {
    return new Cloudflare({ apiToken: token });
  }
}

export const { countLimits } = reports;
export const { makeApi } = admin;
