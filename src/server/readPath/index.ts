export { cacheControlOf, freshnessOf, type Freshness, type FreshnessOptions, type ReadTarget } from './freshness';
export { createReadPath, type Answer, type Encoding, type ReadPath, type ReadPathOptions, type ReadPathStats, type ServedAnswer } from './readPath';
