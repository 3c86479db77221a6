/** The sign-in and create-account rules come from the domain, which the api applies too. */
export {
  MIN_PASSWORD_LENGTH,
  isValidEmail,
  validateSignIn,
  validateSignUp,
  type ValidationResult,
} from '@quiz/domain';
