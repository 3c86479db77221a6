/** The FAQ, word for word from spec §2. */
export const FAQ_ITEMS = [
  {
    question: 'What is the product?',
    answer: 'A trivia game that tests knowledge across various topics.',
  },
  {
    question: 'How do I play the game?',
    answer: 'Generate questions, choose the correct answers, and compete for the high score.',
  },
  {
    question: 'Can I reset my password?',
    answer: "Yes: on the login page click 'Forgot your info?' and follow the instructions.",
  },
] as const;
