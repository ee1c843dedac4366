import { PlugInNumbers } from '../PlugInNumbers';
import { derivation } from '../../derivations/effective-mass';

export default () => <PlugInNumbers derivation={derivation} />;
