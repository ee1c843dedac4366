// Setup for the mutation run only (vitest.mutation.config.ts). A mutant that a property kills
// fails within the first draws; shrinking that counterexample to a small one, which helps a person
// reading a failure, would cost far more than the test itself, for every killed mutant.
import fc from 'fast-check';

fc.configureGlobal({ endOnFailure: true });
