export { parseBroadcast, parseMatch, parseSeason, parseTeam, parseTournament } from './entities';
export { parseDirectResponse, parseProxyResponse } from './responses';
export { parseSiteConfig, ConfigError } from './siteConfig';
export { createWireReport, resetWireWarnings, type WireReport } from './report';
