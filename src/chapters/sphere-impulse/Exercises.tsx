import { ExerciseList } from '../../kit/exercises/ExerciseList';
import { exercises } from './exercises';

export default () => <ExerciseList page="sphere-impulse" exercises={exercises} />;
