import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { tokenStorage } from '../src/lib/token-storage';
import { fakeApi } from './fake-api';

// No test reaches the network: a test that names no answers gets the server's 404s.
beforeEach(() => {
  fakeApi({});
});

afterEach(() => {
  cleanup();
  tokenStorage.clear();
  vi.unstubAllGlobals();
});
