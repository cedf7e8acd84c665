/**
 * Vitest's setup file. Tests in the Node environment (`// @vitest-environment
 * node`, such as the identity provider's in mocks/idp) have no DOM and talk
 * to real servers: the DOM setup and the API stand-in are for the others.
 */
if (typeof window !== 'undefined') await import('./setup-tests')
