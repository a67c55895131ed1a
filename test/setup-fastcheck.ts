import fc from "fast-check";

/**
 * Property tests draw their inputs from one fixed seed, so `npm test` gives the same answer on every
 * machine and every run (a random seed once failed CI on an input no run had drawn before). To look
 * for new counterexamples, run with another seed: `FC_SEED=123 npx vitest run src/markdown`; a
 * failure prints the seed and path that reproduce it.
 */
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20_261_124) });
