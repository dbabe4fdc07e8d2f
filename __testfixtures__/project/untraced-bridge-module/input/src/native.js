// The window's side of the desktop shell: every API route goes to the native half, which sends it.
export async function callApi(verb, route, payload) {
  const reply = await window.shell.ipc.call('api_call', { verb, route, payload });
  return reply.result;
}
