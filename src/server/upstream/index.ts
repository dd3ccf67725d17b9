export { createUpstreamDataSource, type UpstreamLog, type UpstreamOptions } from './upstreamDataSource';
export { createCircuitBreaker, type BreakerState, type BreakerTicket, type CircuitBreaker, type CircuitBreakerOptions } from './circuitBreaker';
export { BodyTooLargeError, readBodyWithin } from './readBody';
