import { useEffect, useRef, useState } from 'react';
import { Animation } from '../../components/Animation';
import { workspaceInit } from '../../components/Animation/generated/workspaceInit';
import { ProgressBar } from '../../components/ProgressBar';
import { accountFr } from '../../i18n/account.fr';
import * as styles from './Signup.css';
import { PROGRESS_MAX, SUCCESS_FINISH_MS, SUCCESS_PROGRESS_STEPS } from './timings';

export interface SuccessStepProps {
  /**
   * 0 to 100: starts at a determinate 0 (assistive technologies are told 0 %, not « busy »), loading in between, 100
   * is complete.
   */
  progress: number;
}

/**
 * Step 3 of the registration modal. The heading and « Initialisation de votre espace Metr » are the dialog's title
 * and description; this is the body: a sheet laid out and measured, with a success badge (decorative: the title says
 * it), and the progress bar named « Préparation de votre dashboard ». The animation lasts 1.4 s and nothing waits for
 * it: the timeline below runs from the step's first render, whether the player has arrived or not.
 */
export function SuccessStep({ progress }: SuccessStepProps) {
  return (
    <div className={styles.success}>
      <Animation animation={workspaceInit} />
      <ProgressBar
        className={styles.successProgress}
        label={accountFr.signup.success.progress}
        value={progress}
        maxValue={PROGRESS_MAX}
        showValueLabel
      />
    </div>
  );
}

/**
 * The success timeline: 0, then 30 at 200 ms, 70 at 800 ms, 100 at 1500 ms, and `onFinish` at 2000 ms, all counted
 * from the moment `isActive` turns true. Every timer is cleared when `isActive` turns false or on unmount, so
 * nothing fires after the modal closes. The timings stay under reduced motion (they are product constants, timings.ts); only the
 * bar's transition goes, through the motion tokens.
 */
export function useSuccessProgress(isActive: boolean, onFinish: () => void): number {
  const [progress, setProgress] = useState(0);
  const finish = useRef(onFinish);
  useEffect(() => {
    finish.current = onFinish;
  });
  useEffect(() => {
    if (!isActive) return undefined;
    const timers = SUCCESS_PROGRESS_STEPS.map(({ at, progress: value }) => setTimeout(() => setProgress(value), at));
    timers.push(setTimeout(() => finish.current(), SUCCESS_FINISH_MS));
    return () => timers.forEach(clearTimeout);
  }, [isActive]);
  return progress;
}
