import type { RoomSettings } from '@quiz/contracts';

/** One line for the room's settings: "Space · Easy · 10 questions · 15 s each". */
export function settingsSummary(settings: RoomSettings): string {
  const difficulty = settings.difficulty.charAt(0).toUpperCase() + settings.difficulty.slice(1);
  const questions = `${settings.questionCount} ${settings.questionCount === 1 ? 'question' : 'questions'}`;
  return `${settings.topic} · ${difficulty} · ${questions} · ${settings.secondsPerQuestion} s each`;
}
