import { PlugInNumbers } from '../PlugInNumbers';
import { derivation } from '../../derivations/revolute-joint';

export default () => <PlugInNumbers derivation={derivation} />;
