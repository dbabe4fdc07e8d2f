import { NextResponse } from 'next/server';

const CF = `https://api.cloudflare.com/client/v4/accounts/${process.env.CF_ACCOUNT_ID}`;

// app/api/upload-url/route.ts
export async function POST() {
  const res = await fetch(`${CF}/images/v2/direct_upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CF_IMAGES_TOKEN}` },
  });
  const json = await res.json();
  if (!json.success) {
    return NextResponse.json({ error: json.errors[0]?.message ?? 'upload url failed' }, { status: 502 });
  }
  const { id, uploadURL } = json.result;
  return NextResponse.json({ id, uploadURL });
}

// DELETE /images/v1/:image_id is current: stays as it is.
export async function DELETE(request: Request) {
  const { id } = await request.json();
  await fetch(`${CF}/images/v1/${id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${process.env.CF_IMAGES_TOKEN}` },
  });
  return new NextResponse(null, { status: 204 });
}
