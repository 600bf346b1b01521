import { fuzzRoutes, isStafRoute } from '../../test/fuzz/route-fuzz.js';

// The staff side's routes; the portal's are in fuzz-portal.
await fuzzRoutes({ includes: isStafRoute });
