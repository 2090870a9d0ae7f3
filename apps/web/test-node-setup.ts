import Module from 'node:module';

/**
 * The page runs on Preact (vite.config.ts aliases React to preact/compat, decision 0039), and so do the component
 * tests. A CommonJS-only package (use-sync-external-store, under recharts' store) is loaded by Node, past those
 * aliases; its require('react') is sent to Preact here, or the charts would call hooks on a React that renders
 * nothing. In a file of its own: it needs Node's types, which src/ never sees.
 */
const nodeModule = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const resolveFilename = nodeModule._resolveFilename;
nodeModule._resolveFilename = (request, ...rest) =>
  resolveFilename(request === 'react' || request === 'react-dom' ? 'preact/compat' : request, ...rest);
