import type { QuestionRequest } from '../../modules/questions/providers/question-source.port.js';
import { parseAnswerLetter, toCandidate } from './model-candidate.js';

const request: QuestionRequest = { topic: 'space', difficulty: 'hard', count: 3, avoid: [] };
const item = {
  question: 'Which planet is largest?',
  options: ['Mars', 'Jupiter', 'Venus', 'Mercury'],
  correct: 'B',
  explanation: 'Jupiter is more than twice as massive as the other planets combined.',
  subtopic: 'Planets',
  difficulty: 'easy',
};

describe('toCandidate', () => {
  it('keeps a well-formed item as produced, naming its source', () => {
    expect(toCandidate(item, request, 'model:m')).toEqual({ ...item, source: 'model:m' });
  });

  it('keeps a numeric key and numeric options as text, for the pipeline to resolve', () => {
    const candidate = toCandidate({ ...item, correct: 2, options: [1, 2, 3, 4] }, request, 'model:m');

    expect(candidate).toMatchObject({ correct: '2', options: ['1', '2', '3', '4'] });
  });

  it('falls back to the requested subtopic, then the topic, and drops an unknown difficulty', () => {
    const { subtopic: _s, ...withoutSubtopic } = item;

    expect(toCandidate({ ...withoutSubtopic, difficulty: 'brutal' }, request, 'm')).toMatchObject({
      subtopic: 'space',
    });
    expect(toCandidate({ ...withoutSubtopic, difficulty: 'brutal' }, request, 'm')).not.toHaveProperty(
      'difficulty',
    );
    expect(toCandidate(withoutSubtopic, { ...request, subtopic: 'Moons' }, 'm')).toMatchObject({
      subtopic: 'Moons',
    });
  });

  it("names a targeted round's questions after the subtopic asked for, whatever label the model gave", () => {
    expect(toCandidate(item, { ...request, subtopic: 'Moons' }, 'm')).toMatchObject({ subtopic: 'Moons' });
  });

  it.each([
    ['no question', { ...item, question: '  ' }],
    ['no options', { ...item, options: [] }],
    ['options that are not a list', { ...item, options: 'Mars, Jupiter' }],
    ['no key', { ...item, correct: undefined }],
    ['no explanation', { ...item, explanation: '' }],
    ['not an object', 'Which planet is largest?'],
    ['null', null],
  ])('rejects an item with %s', (_case, element) => {
    expect(toCandidate(element, request, 'model:m')).toBeNull();
  });
});

describe('parseAnswerLetter', () => {
  it.each([
    ['{"answer":"C"}', 'C'],
    ['```json\n{"answer": "d"}\n```', 'D'],
    ['B', 'B'],
    ['(a)', 'A'],
    ['C.', 'C'],
    ['{"answer":"E"}', null],
    ['{"answer":2}', null],
    ['{"answer": "B', null],
    ['The answer is B because...', null],
    ['', null],
    [null, null],
  ])('reads %j as %s', (content, expected) => {
    expect(parseAnswerLetter(content)).toBe(expected);
  });
});
