import { ExerciseList } from '../../kit/exercises/ExerciseList';
import { exercises } from './exercises';

export default () => <ExerciseList page="soft-step" exercises={exercises} />;
