// `npm start`'s entry (build/server-app/index.js). React and React Router run their development
// builds unless NODE_ENV says otherwise: extra checks meant for a developer, which more than
// double the CPU time of every render (the pages rendered at start-up: 11.0 s → 6.1 s of CPU).
// They read NODE_ENV when first loaded, so it is set before the server (server/index.ts) loads
// anything; app/lib/env.server.ts already takes production as the default.
process.env.NODE_ENV ||= 'production'
await import('./index')

// A module (for the top-level await), though it exports nothing.
export {}
