export { SignupModal, type SignupModalProps, type SignupModalView, type SignupStep } from './SignupModal';
export { SignInForm, type SignInError, type SignInFormProps, type SignInFormValues } from './SignInForm';
export { SignupForm, type SignupField, type SignupFormProps, type SignupFormValues } from './SignupForm';
export {
  OnboardingForm,
  type Experience,
  type OnboardingFormProps,
  type OnboardingFormValues,
  type Profession,
} from './OnboardingForm';
export { SuccessStep, useSuccessProgress, type SuccessStepProps } from './SuccessStep';
export { PROGRESS_MAX, SIGNUP_DELAY_MS, SUCCESS_FINISH_MS, SUCCESS_PROGRESS_STEPS } from './timings';
