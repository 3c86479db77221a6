import type { Difficulty, QuestionSpec } from '../types.js';

/** Computed, so always right; the sets are bounded so the topic stays a quiz and not a drill. */
export const MATH_SOURCE = 'computed-math';

const ROMAN: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

export function toRoman(n: number): string {
  let rest = n;
  let out = '';
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

export function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

/** Wrong answers a careless calculation gives: off by one factor, neighbours, swapped digits. */
function nearNumbers(answer: number, hints: readonly number[]): string[] {
  // A trailing zero would reverse into a shorter number (60 -> 6), which fools nobody.
  const swapped = answer % 10 === 0 ? answer * 10 : Number(String(answer).split('').reverse().join(''));
  const around = [1, 2, 3, 4, 5, 6, 8, 10].flatMap((d) => [answer + d, answer - d]);
  return [...hints, swapped, ...around].filter((n) => n > 0 && n !== answer).map(String);
}

export function mathSpecs(): QuestionSpec[] {
  const out: QuestionSpec[] = [];
  const add = (
    kind: string,
    key: string,
    subtopic: string,
    difficulty: Difficulty,
    s: Pick<QuestionSpec, 'question' | 'answer' | 'distractors' | 'explanation'>,
  ): void => {
    out.push({
      id: `math:${kind}:${key}`,
      source: MATH_SOURCE,
      subtopic,
      difficulty,
      tags: ['math', kind],
      ...s,
    });
  };
  const product = (a: number, b: number, difficulty: Difficulty): void => {
    const p = a * b;
    add('multiply', `${a}x${b}`, 'Multiplication', difficulty, {
      question: `What is ${a} × ${b}?`,
      answer: String(p),
      distractors: nearNumbers(p, [p + a, p - a, p + b, p - b]),
      explanation: `${a} × ${b} = ${p}.`,
    });
  };
  // a × a is asked as 'a squared' below: one fact, one question.
  for (let a = 3; a <= 12; a++) for (let b = a + 1; b <= 12; b++) product(a, b, 'easy');
  for (let a = 13; a <= 20; a++) for (let b = 3; b <= 9; b++) product(a, b, 'medium');
  for (let a = 11; a <= 19; a++) for (let b = a + 1; b <= 25; b += 3) product(a, b, 'hard');

  for (let n = 2; n <= 30; n++) {
    const difficulty: Difficulty = n <= 12 ? 'easy' : n <= 20 ? 'medium' : 'hard';
    const sq = n * n;
    add('square', String(n), 'Squares and roots', difficulty, {
      question: `What is ${n} squared?`,
      answer: String(sq),
      distractors: nearNumbers(sq, [(n - 1) * (n - 1), (n + 1) * (n + 1), 2 * n, sq + n]),
      explanation: `${n} squared is ${n} × ${n} = ${sq}.`,
    });
    add('square-root', String(sq), 'Squares and roots', difficulty, {
      question: `What is the square root of ${sq}?`,
      answer: String(n),
      distractors: nearNumbers(n, [n + 1, n - 1, n + 2, n * 2]),
      explanation: `${n} × ${n} = ${sq}, so the square root of ${sq} is ${n}.`,
    });
  }
  for (let n = 2; n <= 10; n++) {
    const cube = n * n * n;
    add('cube', String(n), 'Squares and roots', n <= 5 ? 'medium' : 'hard', {
      question: `What is ${n} cubed?`,
      answer: String(cube),
      distractors: nearNumbers(cube, [n * n, 3 * n, (n + 1) ** 3, (n - 1) ** 3]),
      explanation: `${n} cubed is ${n} × ${n} × ${n} = ${cube}.`,
    });
  }
  // Composites that look prime (odd, not ending in 5) are the tempting wrong answers.
  const lookPrime = Array.from({ length: 120 }, (_, i) => i + 4).filter(
    (n) => !isPrime(n) && n % 2 === 1 && n % 5 !== 0,
  );
  for (let p = 11; p <= 113; p++) {
    if (!isPrime(p)) continue;
    add('prime', String(p), 'Primes', p < 50 ? 'medium' : 'hard', {
      question: 'Which of these numbers is prime?',
      answer: String(p),
      distractors: [...lookPrime].sort((a, b) => Math.abs(a - p) - Math.abs(b - p)).map(String),
      explanation: `${p} is prime: its only divisors are 1 and itself. Each other option has a smaller factor.`,
    });
  }
  for (const pct of [10, 20, 25, 50, 75]) {
    for (const base of [40, 80, 120, 160, 200, 240, 360, 400]) {
      const v = (pct * base) / 100;
      add('percent', `${pct}of${base}`, 'Percentages', pct === 50 || pct === 10 ? 'easy' : 'medium', {
        question: `What is ${pct}% of ${base}?`,
        answer: String(v),
        distractors: nearNumbers(v, [v * 2, v / 2, base - v, v + 10].filter(Number.isInteger)),
        explanation: `${pct}% of ${base} is ${pct}/100 × ${base} = ${v}.`,
      });
    }
  }
  const romanNumbers = [
    ...Array.from({ length: 100 }, (_, i) => i + 1),
    400,
    500,
    900,
    1000,
    1066,
    1492,
    1666,
    1776,
    1789,
    1815,
    1914,
    1939,
    1945,
    1969,
    1989,
    2000,
    2024,
  ];
  for (const n of romanNumbers) {
    const r = toRoman(n);
    const difficulty: Difficulty = n <= 20 ? 'easy' : n <= 100 ? 'medium' : 'hard';
    const near = [1, 2, 4, 5, 9, 10, 40, 50, 90, 100]
      .flatMap((d) => [n + d, n - d])
      .filter((m) => m > 0 && m < 4000);
    add('roman', String(n), 'Roman numerals', difficulty, {
      question: `How is ${n} written in Roman numerals?`,
      answer: r,
      distractors: near.map(toRoman),
      explanation: `${n} is ${r} in Roman numerals.`,
    });
    add('roman-value', r, 'Roman numerals', difficulty, {
      question: `Which number do the Roman numerals ${r} stand for?`,
      answer: String(n),
      distractors: near.map(String),
      explanation: `${r} = ${n}.`,
    });
  }
  return out;
}
