import { freePlanLetterLimit } from './plans.ts';

/** Every user-facing message fixed word for word (docs/product.md#messages), shared by the browser and the server. */
export const messages = {
  emptyInput: 'Please enter both resume and job description.',
  freePlanLimit: `Free users can only generate ${freePlanLetterLimit} cover letters. Upgrade to premium.`,
  generationFailed: 'Error generating cover letter.',
  serverError: 'Server error. Please try again.',
  loginFailed: 'Login failed. Please check your credentials.',
  confirmEmail: 'Please confirm your email before logging in.',
} as const;
