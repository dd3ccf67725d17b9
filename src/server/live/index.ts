/** The embedded live endpoint, its message hub and the live match simulator (DESIGN §5). */
export { createLiveHub, type LiveHub, type LiveHubOptions, type LiveMessage } from './hub';
export { createJournaledHub, JournalError, openLiveJournal, type LiveJournal, type ReplaySummary } from './journal';
export { liveEndpointRoutes, type LiveEndpointOptions } from './endpoint';
export { createLiveFaultInjector, type LiveFaultInjector, type LiveFaults, type LiveRequestKind } from './faults';
export { liveTestRoutes, isLoopback, type LiveTestRoutesOptions } from './testRoutes';
