// What each prediction's reveal slide states (src/kit/exercises/reveal.ts): the step's value that
// answers it, at the question's configuration and at the answer's.
import { stepLine, type Reveals } from '../../kit/exercises/reveal';

export const reveals: Reveals = {
  'em-moving-out': [stepLine('m_eff', 'eq:em-scalar', 1)],
  'em-pinned': [stepLine('m_eff', 'eq:em-scalar', 1)],
};
