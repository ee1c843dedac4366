import { PlugInNumbers } from '../../kit/steps/PlugInNumbers';
import { derivation } from './steps';

export default () => <PlugInNumbers derivation={derivation} />;
