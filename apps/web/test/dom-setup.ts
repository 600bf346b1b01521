import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { tokenStorage } from '../src/lib/token-storage';
import { fakeApi } from './fake-api';

// A page's first render loads its lazy parts (the clock-in dialog, Leaflet); on a busy machine
// that takes longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

// No test reaches the network: a test that names no answers gets the server's 404s.
beforeEach(() => {
  fakeApi({});
});

afterEach(() => {
  cleanup();
  tokenStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
