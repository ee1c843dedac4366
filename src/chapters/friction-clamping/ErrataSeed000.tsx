// Seed 000's unsigned dynamic friction impulse, at the stick-or-slip widget's values.
import { FrErrata } from './Errata';

export default () => <FrErrata seed="000" />;
