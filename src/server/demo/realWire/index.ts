/** DEMO_WIRE=real: the demo league in the federation's real wire variants (DESIGN §1 "Real upstream data"). */
export { createRealWireDataSource, realWireDirectAnswer, realWireProxyAnswer, type RealWireOptions } from './realWireDataSource';
export { federationPeriodOf } from './variants';
