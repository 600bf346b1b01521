// Runs before every web test file. Pure-function tests run in node; component tests ask for a
// DOM with a `// @vitest-environment happy-dom` docblock and get the shims and cleanup below.
if (typeof window !== 'undefined') await import('./dom-setup');

export {};
