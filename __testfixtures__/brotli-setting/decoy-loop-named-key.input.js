// The same preset loop against a feature-flag service.
const FLAGS = 'https://flags.example.com/api';

const wanted = [
  { name: 'brotli', value: 'on' },
  { name: 'dark_mode', value: 'off' },
];

export async function enforce(project) {
  for (const { name, value } of wanted) {
    await fetch(`${FLAGS}/zones/${project}/settings/${name}`, { method: 'PATCH', body: JSON.stringify({ value }) });
  }
}
