/** Facts the legal pages quote. Change them here, in one place. */
export const legalInfo = {
  productName: 'QuizStorm',
  termsVersion: 'v1',
  effectiveDate: '21 November 2026',
  minimumAge: 13,
  contactEmail: 'support@quizstorm.example',
  privacyEmail: 'privacy@quizstorm.example',
} as const;
