// Import files for the tests: the round robin the demo league is seeded with.
export { roundRobinRows } from '../../../infra/local/round-robin-rows';
