// Seed 004's unclamped friction impulse, at the stick-or-slip widget's values.
import { FrErrata } from './FrErrata';

export default () => <FrErrata seed="004" />;
