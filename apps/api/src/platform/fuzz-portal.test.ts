import { fuzzRoutes, isStafRoute } from '../../test/fuzz/route-fuzz.js';

// The portal's routes (and the public and session ones); the staff side's are in fuzz-staf.
await fuzzRoutes({ includes: (op) => !isStafRoute(op), checksCoverage: true });
