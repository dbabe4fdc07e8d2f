const API = 'https://tunnels.example.com/api';

export function cfFetch(path: string) {
  return fetch(API + '/accounts/' + process.env.ACCOUNT + path);
}
