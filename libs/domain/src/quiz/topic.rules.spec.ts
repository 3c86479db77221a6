import { DEFAULT_DIFFICULTY, isDifficulty, normalizeTopic, validateTopic } from './topic.rules.js';

describe('the topic a player types', () => {
  it('is trimmed with whitespace collapsed', () => {
    expect(normalizeTopic('  World \t  War\n 2  ')).toBe('World War 2');
  });

  it('is refused when empty or blank, with the spec’s message', () => {
    expect(validateTopic('')).toEqual({ ok: false, message: 'Please enter a topic.' });
    expect(validateTopic('   \t ')).toEqual({ ok: false, message: 'Please enter a topic.' });
  });

  it('is accepted up to 20 characters after normalising, refused beyond', () => {
    expect(validateTopic('a'.repeat(20))).toEqual({ ok: true, topic: 'a'.repeat(20) });
    expect(validateTopic(`  ${'a'.repeat(10)}     ${'b'.repeat(9)} `)).toEqual({
      ok: true,
      topic: `${'a'.repeat(10)} ${'b'.repeat(9)}`,
    });
    expect(validateTopic('a'.repeat(21))).toEqual({
      ok: false,
      message: 'Topic must be 20 characters or less',
    });
  });
});

describe('difficulty', () => {
  it('is easy, medium or hard, medium by default', () => {
    expect(DEFAULT_DIFFICULTY).toBe('medium');
    expect(['easy', 'medium', 'hard'].every(isDifficulty)).toBe(true);
    expect(isDifficulty('extreme')).toBe(false);
  });
});
