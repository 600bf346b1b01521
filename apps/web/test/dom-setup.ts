import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { tokenStorage } from '../src/lib/token-storage';

afterEach(() => {
  cleanup();
  tokenStorage.clear();
  vi.unstubAllGlobals();
});
