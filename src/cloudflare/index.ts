/** Recognising Cloudflare API use in one file. See docs in README ("How it works"). */
export { API_BASE, resolveUrl, isApiUrl, urlExpressions } from './url-expression';
export type { UrlPart, ResolvedUrl } from './url-expression';
export { renamePathSegment } from './url-edit';
