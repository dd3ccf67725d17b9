/**
 * The embedded demo league (DESIGN §4): a deterministic world with lazily simulated matches, and the
 * `DataSource` that serves it.
 */
export { createDemoLeague, type DemoOptions } from './league';
export { createDemoDataSource } from './dataSource';
export { cutSimulation, simulationAt, isSimulatedSport } from './simulate';
export * from './model';
