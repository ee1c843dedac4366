import { PlugInNumbers } from '../PlugInNumbers';
import { derivation } from '../../derivations/friction-clamping';

export default () => <PlugInNumbers derivation={derivation} />;
