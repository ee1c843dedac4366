// What each prediction's reveal slide states (src/kit/exercises/reveal.ts): the step's value that
// answers it, at the question's configuration and at the answer's.
import { stepLine, type Reveals } from '../../kit/exercises/reveal';

export const reveals: Reveals = {
  'ni-bouncier': [stepLine('j', 'eq:ni-j', 0)],
  'ni-pinned': [stepLine('j', 'eq:ni-j', 0)],
};
