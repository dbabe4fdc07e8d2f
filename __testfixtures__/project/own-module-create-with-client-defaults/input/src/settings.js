// `Memo.create` is the project's own factory: given the API client's defaults it is still a memo, so
// its `patch` calls store values and must not be deleted as Mirage requests.
import axios from 'axios';
import { Memo } from './memo';

const edge = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
const memo = Memo.create({ ...edge.defaults });

export function remember(zoneId) {
  memo.patch(`/zones/${zoneId}/settings/mirage`, 'off');
  return memo.get(`/zones/${zoneId}/settings/mirage`);
}
