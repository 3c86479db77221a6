/** A player's answer, as the server judged it. Recorded on stream `quiz-{sessionId}`. */
export interface QuestionAnswered {
  type: 'QuestionAnswered';
  data: {
    sessionId: string;
    userId: string;
    questionId: string;
    /** The question as the player saw it: text, options in order, key and explanation. */
    question: string;
    optionA: string;
    optionB: string;
    optionC: string;
    optionD: string;
    correct: 'A' | 'B' | 'C' | 'D';
    explanation: string;
    topic: string;
    difficulty: 'easy' | 'medium' | 'hard';
    subtopic: string;
    /** null: the timer ran out. */
    selectedAnswer: 'A' | 'B' | 'C' | 'D' | null;
    isCorrect: boolean;
    /** Seconds, bounded by the server. */
    timeTaken: number;
    answeredAt: string;
  };
}
