import { PlugInNumbers } from '../PlugInNumbers';
import { derivation } from '../../derivations/normal-impulse';

export default () => <PlugInNumbers derivation={derivation} />;
