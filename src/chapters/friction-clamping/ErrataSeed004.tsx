// Seed 004's unclamped friction impulse, at the stick-or-slip widget's values.
import { FrErrata } from './Errata';

export default () => <FrErrata seed="004" />;
