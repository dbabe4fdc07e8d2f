import { cloudflareRequest } from '@/lib/cloudflare';

const ACCOUNT_ID = process.env.CLOUDFLARE_ACCOUNT_ID!;

/** Uploads through the shared client (lib/cloudflare.ts, named in cf-codemod.config.json). */
export async function getDirectUploadUrl(): Promise<{ id: string; uploadURL: string }> {
  const { result } = await cloudflareRequest(`/accounts/${ACCOUNT_ID}/images/v1/direct_upload`, 'POST');
  return result;
}

export async function getSignedUploadUrl(userId: string) {
  const { result } = await cloudflareRequest(`/accounts/${ACCOUNT_ID}/images/v1/direct_upload`, 'POST', {
    requireSignedURLs: true,
    metadata: { userId },
  });
  return result;
}
