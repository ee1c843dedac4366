import { PlugInNumbers } from '../PlugInNumbers';
import { derivation } from '../../derivations/sphere-impulse';

export default () => <PlugInNumbers derivation={derivation} />;
