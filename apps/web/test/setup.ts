// Runs before every web test file. Pure-function tests run in node; component tests ask for a
// DOM with a `// @vitest-environment happy-dom` docblock and get dom-setup.ts's network guard
// and cleanup. (happy-dom has the matchMedia and ResizeObserver antd needs.)
if (typeof window !== 'undefined') await import('./dom-setup');

// A module, for the top-level await.
export {};
