import { settingsSummary } from './room-settings.js';

describe('the room settings line', () => {
  it('given the defaults, then it reads topic, difficulty, count and time', () => {
    expect(
      settingsSummary({
        topic: 'Space',
        difficulty: 'medium',
        questionCount: 10,
        secondsPerQuestion: 15,
        lateJoin: true,
      }),
    ).toBe('Space · Medium · 10 questions · 15 s each');
  });

  it('given one question, then it says "question"', () => {
    expect(
      settingsSummary({
        topic: 'Jazz',
        difficulty: 'hard',
        questionCount: 1,
        secondsPerQuestion: 60,
        lateJoin: false,
      }),
    ).toBe('Jazz · Hard · 1 question · 60 s each');
  });
});
