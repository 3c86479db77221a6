import { sessionStats, weakestSubtopic, type ScoredAnswer } from './session-stats.js';

const right = (subtopic = 'Europe', timeTaken = 4): ScoredAnswer => ({
  isCorrect: true,
  timeTaken,
  subtopic,
});
const wrong = (subtopic = 'Europe', timeTaken = 4): ScoredAnswer => ({
  isCorrect: false,
  timeTaken,
  subtopic,
});

describe('session stats (spec §9)', () => {
  it('given no answers, when summed up, then everything is zero', () => {
    expect(sessionStats([])).toEqual({
      correct: 0,
      total: 0,
      accuracyPercent: 0,
      averageTimeSeconds: 0,
      bestStreak: 0,
    });
  });

  it('given 2 right of 3, when summed up, then the score is 2/3 and accuracy rounds to 67 %', () => {
    const stats = sessionStats([right(), wrong(), right()]);
    expect(stats).toMatchObject({ correct: 2, total: 3, accuracyPercent: 67 });
  });

  it('given 1 right of 8, when summed up, then accuracy rounds 12.5 % half up to 13 %', () => {
    expect(sessionStats([right(), ...Array.from({ length: 7 }, () => wrong())]).accuracyPercent).toBe(13);
  });

  it('given times of 3, 4.5 and 5.2 s, when summed up, then the average is 4.2 s to one decimal', () => {
    expect(sessionStats([right('a', 3), wrong('a', 4.5), right('a', 5.2)]).averageTimeSeconds).toBe(4.2);
  });

  it('given right, right, wrong, three right, wrong, when summed up, then the best streak is 3', () => {
    const answers = [right(), right(), wrong(), right(), right(), right(), wrong()];
    expect(sessionStats(answers).bestStreak).toBe(3);
  });

  it('given a streak that runs to the last answer, when summed up, then it counts', () => {
    expect(sessionStats([wrong(), right(), right()]).bestStreak).toBe(2);
  });

  it('given only wrong answers, when summed up, then the best streak is 0', () => {
    expect(sessionStats([wrong(), wrong()]).bestStreak).toBe(0);
  });
});

describe('the weakest subtopic (spec §9)', () => {
  it('given no answers, or none naming a subtopic, when asked, then there is none', () => {
    expect(weakestSubtopic([])).toBeNull();
    expect(weakestSubtopic([wrong(''), wrong('  ')])).toBeNull();
  });

  it('given Europe 1/2 and Asia 0/1 and Africa 2/2, when asked, then Asia has the lowest accuracy', () => {
    const answers = [right('Europe'), wrong('Europe'), wrong('Asia'), right('Africa'), right('Africa')];
    expect(weakestSubtopic(answers)).toBe('Asia');
  });

  it('given every answer right, when asked, then the lowest accuracy still names one subtopic', () => {
    expect(weakestSubtopic([right('Europe'), right('Asia')])).toBe('Europe');
  });

  it('given a tie on accuracy, when asked, then the subtopic with more answers is weaker', () => {
    // Both 0 %: 0 of 1 and 0 of 3.
    expect(weakestSubtopic([wrong('Asia'), wrong('Europe'), wrong('Europe'), wrong('Europe')])).toBe(
      'Europe',
    );
    // Both 50 %: 1 of 2 and 2 of 4.
    const half = [right('Asia'), wrong('Asia'), right('Oceania'), wrong('Oceania')];
    expect(weakestSubtopic([...half, right('Oceania'), wrong('Oceania')])).toBe('Oceania');
  });

  it('given a tie on accuracy and count, when asked, then the subtopic played first is weaker', () => {
    expect(weakestSubtopic([right('Asia'), wrong('Europe'), wrong('Asia'), right('Europe')])).toBe('Asia');
    expect(weakestSubtopic([wrong('Europe'), right('Asia'), wrong('Asia'), right('Europe')])).toBe('Europe');
  });

  it('given one subtopic spelt two ways, when asked, then they count together under the first spelling', () => {
    const answers = [wrong('Rivers'), wrong(' rivers '), right('Lakes'), wrong('Lakes'), right('Lakes')];
    // Rivers 0/2 beats Lakes 2/3 only if both spellings are one subtopic; either way its name is the first seen.
    expect(weakestSubtopic(answers)).toBe('Rivers');
    expect(weakestSubtopic([right('Rivers'), wrong('Lakes'), wrong('Lakes'), right('RIVERS')])).toBe('Lakes');
  });
});
