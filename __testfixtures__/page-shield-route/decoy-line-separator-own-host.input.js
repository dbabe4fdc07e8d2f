// A monitoring service of our own, on its own host, whose path spells script_monitor too; the
// note between its quotes holds a line separator (U+2028).
const note = 'our own monitor';
export const listOwnScripts = () => fetch('https://monitor.example.com/zones/1/script_monitor/scripts', { headers: { 'X-Note': note } });
