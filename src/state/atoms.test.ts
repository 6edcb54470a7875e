import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEASUREMENT_HEIGHT, measurementSessionAtom, resetMeasurementAtom } from './measurement';
import {
  closeModalAtom,
  isModalOpenAtom,
  modalStepAtom,
  modalViewAtom,
  nextModalStepAtom,
  openModalAtom,
  openSignInModalAtom,
} from './modal';
import {
  emptyOnboardingForm,
  emptySignupForm,
  onboardingFormAtom,
  registrationInputAtom,
  resetSignupAtom,
  signupFormAtom,
} from './signup';

describe('modal atoms', () => {
  it('starts closed at step 1', () => {
    const store = createStore();
    expect(store.get(isModalOpenAtom)).toBe(false);
    expect(store.get(modalStepAtom)).toBe(1);
  });

  it('goes 1 → 2 → 3 and stays at 3; closing resets to step 1', () => {
    const store = createStore();
    store.set(openModalAtom);
    expect(store.get(isModalOpenAtom)).toBe(true);
    store.set(nextModalStepAtom);
    expect(store.get(modalStepAtom)).toBe(2);
    store.set(nextModalStepAtom);
    store.set(nextModalStepAtom);
    expect(store.get(modalStepAtom)).toBe(3);

    store.set(closeModalAtom);
    expect(store.get(isModalOpenAtom)).toBe(false);
    expect(store.get(modalStepAtom)).toBe(1);
  });

  it('opens at step 1 even if a step was left behind', () => {
    const store = createStore();
    store.set(modalStepAtom, 2);
    store.set(openModalAtom);
    expect(store.get(modalStepAtom)).toBe(1);
  });

  it('opens on the sign-in view when asked; closing, or opening the sign-up, comes back to the sign-up', () => {
    const store = createStore();
    store.set(openSignInModalAtom);
    expect(store.get(isModalOpenAtom)).toBe(true);
    expect(store.get(modalViewAtom)).toBe('signin');
    store.set(closeModalAtom);
    expect(store.get(modalViewAtom)).toBe('signup');
    store.set(modalViewAtom, 'signin');
    store.set(openModalAtom);
    expect(store.get(modalViewAtom)).toBe('signup');
    expect(store.get(modalStepAtom)).toBe(1);
  });
});

describe('sign-up atoms', () => {
  const filled = {
    firstName: 'Camille',
    lastName: 'Durand',
    email: 'camille@metr.fr',
    password: 'motdepasse',
    acceptTerms: true,
  };

  it('start empty', () => {
    const store = createStore();
    expect(store.get(signupFormAtom)).toEqual(emptySignupForm);
    expect(store.get(onboardingFormAtom)).toEqual({ company: '', profession: null, experience: null });
  });

  it('hand the repository the identity and onboarding answers, never the password', () => {
    const store = createStore();
    store.set(signupFormAtom, filled);
    store.set(onboardingFormAtom, { company: ' Durand SARL ', profession: 'Ingénieur', experience: null });
    const input = store.get(registrationInputAtom);
    expect(input).toEqual({
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille@metr.fr',
      company: 'Durand SARL',
      profession: 'Ingénieur',
    });
    expect(input).not.toHaveProperty('password');
    expect(JSON.stringify(input)).not.toContain('motdepasse');
  });

  it('reset clears both steps, the password included', () => {
    const store = createStore();
    store.set(signupFormAtom, filled);
    store.set(onboardingFormAtom, { company: 'X', profession: 'Autre', experience: '0-3 ans' });
    store.set(resetSignupAtom);
    expect(store.get(signupFormAtom)).toEqual(emptySignupForm);
    expect(store.get(signupFormAtom).password).toBe('');
    expect(store.get(onboardingFormAtom)).toEqual(emptyOnboardingForm);
  });

  it('keeps separate stores separate (nothing global, nothing persisted)', () => {
    const a = createStore();
    a.set(signupFormAtom, filled);
    expect(createStore().get(signupFormAtom).password).toBe('');
  });
});

describe('measurement atoms', () => {
  it('start with their defaults: height 2.5, value 0, not started', () => {
    const store = createStore();
    expect(DEFAULT_MEASUREMENT_HEIGHT).toBe(2.5);
    expect(store.get(measurementSessionAtom)).toEqual({
      height: 2.5,
      measurementType: null,
      currentItemId: null,
      measurementValue: 0,
      isStarted: false,
    });
  });

  it('reset brings the defaults back', () => {
    const store = createStore();
    store.set(measurementSessionAtom, {
      height: 3,
      measurementType: 'surface',
      currentItemId: 'item-1',
      measurementValue: 12.4,
      isStarted: true,
    });
    store.set(resetMeasurementAtom);
    expect(store.get(measurementSessionAtom)).toMatchObject({ height: 2.5, measurementValue: 0, isStarted: false });
    expect(store.get(measurementSessionAtom).currentItemId).toBeNull();
  });
});
