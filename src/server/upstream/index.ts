export { createUpstreamDataSource, type UpstreamOptions } from './upstreamDataSource';
export { ResponseCache, type CacheEntry, type ResponseCacheOptions } from './responseCache';
