/**
 * What a screen reader hears of the countdown: the full time once, then 10, 5 and 3 seconds left (as the solo game
 * does), whatever time per question the host chose.
 */
export function timerAnnouncement(secondsLeft: number, secondsPerQuestion: number): string {
  if (secondsLeft <= 0) return "Time's up.";
  if (secondsLeft <= 3) return '3 seconds left.';
  if (secondsLeft <= 5) return '5 seconds left.';
  if (secondsLeft <= 10 && secondsPerQuestion > 10) return '10 seconds left.';
  return `${secondsPerQuestion} seconds to answer.`;
}
