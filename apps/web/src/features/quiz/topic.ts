/** The topic entry screen's rules come from the domain; only navigation is the web app's own. */
export {
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  MAX_TOPIC_LENGTH,
  isDifficulty,
  normalizeTopic,
  validateTopic,
  type Difficulty,
  type TopicCheck,
} from '@quiz/domain';
import type { Difficulty } from '@quiz/domain';

/** `/play?topic={topic}&difficulty={difficulty}&round=1` */
export function playPath(topic: string, difficulty: Difficulty, round = 1): string {
  return `/play?topic=${encodeURIComponent(topic)}&difficulty=${encodeURIComponent(difficulty)}&round=${round}`;
}
