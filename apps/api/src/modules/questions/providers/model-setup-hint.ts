/** For operators (logs, /api/health), never for players: how to get questions on any topic. */
export const MODEL_SETUP_HINT =
  'Only the built-in offline topics can be played: set OPENAI_API_KEY (or OPENAI_BASE_URL for a local model) ' +
  'to generate questions on any topic.';
