// A Worker with its own rate limiting: a Workers binding and a D1 table named rate_limits.
export interface Env {
  LOGIN_LIMITER: { limit(options: { key: string }): Promise<{ success: boolean }> };
  DB: D1Database;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const ip = request.headers.get('cf-connecting-ip') ?? 'unknown';
    const { success } = await env.LOGIN_LIMITER.limit({ key: ip });
    if (!success) return new Response('Too many requests', { status: 429 });
    await env.DB.prepare('INSERT INTO rate_limits (ip, at) VALUES (?, ?)').bind(ip, Date.now()).run();
    const rateLimits = await fetch('/api/rate_limits');
    return new Response(JSON.stringify(await rateLimits.json()));
  },
};
