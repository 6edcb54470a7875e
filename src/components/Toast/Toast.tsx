import { useCallback, useEffect, useRef, useState } from 'react';
import { componentsFr } from '../../i18n/components.fr';
import { Button } from '../Button';
import { Icon, type WorkspaceIconName as IconName } from '../Icon/workspace';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Toast.css';

export type ToastTone = 'neutral' | 'success' | 'danger';

export interface ToastItem {
  id: string;
  message: string;
  /** @default 'neutral' */
  tone?: ToastTone;
  /** One action, e.g. « Annuler » after a deletion; pressing it runs `onAction` and closes the notification. */
  action?: { label: string; onAction: () => void };
  /**
   * Milliseconds before it closes by itself, counted only while the pointer is off the notifications and the focus
   * outside them; null keeps it until closed. @default TOAST_TIMEOUT_MS
   */
  timeout?: number | null;
}

/** Long enough to read a sentence and reach « Annuler »; the same action stays in the page (button, Ctrl+Z). */
export const TOAST_TIMEOUT_MS = 8000;

export interface ToastRegionProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  /** Names the landmark. @default componentsFr.toast.region ('Notifications') */
  'aria-label'?: string;
  className?: string;
}

const toneIcon: Record<ToastTone, IconName> = { neutral: 'info', success: 'success', danger: 'alert' };

/**
 * Notifications at the bottom of the window. Each message is announced politely (a status region that is always in
 * the page, so that a message added to it is spoken), never by taking the focus. A notification closes with its
 * button, Escape, its action, or after its timeout, which waits while the pointer is over the notifications or the
 * focus inside them (WCAG 2.2.1). If a notification that holds the focus closes, the focus goes back to where it was
 * before entering them.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  'aria-label': ariaLabel = componentsFr.toast.region,
  className,
}: ToastRegionProps) {
  const [isHovered, setIsHovered] = useState(false);
  const [isFocusWithin, setIsFocusWithin] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const hasToasts = toasts.length > 0;
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  // A notification closed while it holds the focus would leave the focus on nothing: give it back first to where it
  // was before entering the notifications (a timeout never closes one that holds the focus: it is paused).
  const close = useCallback((id: string) => {
    if (regionRef.current?.contains(document.activeElement) && returnFocus.current?.isConnected) {
      returnFocus.current.focus();
    }
    dismiss.current(id);
  }, []);

  // The region is not a widget: it only watches what happens inside it (pointer over it, focus within it, Escape
  // in a notification), so the listeners are attached here rather than declared as handlers of a landmark.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return undefined;
    const onEnter = () => setIsHovered(true);
    const onLeave = () => setIsHovered(false);
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !region.contains(from)) returnFocus.current = from;
      setIsFocusWithin(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!region.contains(event.relatedTarget as Node | null)) setIsFocusWithin(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const id = (event.target as Element | null)?.closest<HTMLElement>('[data-toast-id]')?.dataset.toastId;
      if (event.key === 'Escape' && id) close(id);
    };
    region.addEventListener('pointerenter', onEnter);
    region.addEventListener('pointerleave', onLeave);
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    region.addEventListener('keydown', onKeyDown);
    return () => {
      region.removeEventListener('pointerenter', onEnter);
      region.removeEventListener('pointerleave', onLeave);
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
      region.removeEventListener('keydown', onKeyDown);
      setIsHovered(false);
    };
  }, [hasToasts, close]);

  const isPaused = isHovered || isFocusWithin;
  return (
    <>
      {/* Always in the page: an addition to a live region that already exists is what screen readers speak. */}
      <VisuallyHidden elementType="div" role="status">
        {toasts.map((toast) => (
          <p key={toast.id}>{toast.message}</p>
        ))}
      </VisuallyHidden>
      {toasts.length > 0 && (
        <section
          ref={regionRef}
          aria-label={ariaLabel}
          className={[styles.region, className].filter(Boolean).join(' ')}
        >
          <ol className={styles.list}>
            {toasts.map((toast) => (
              <Toast key={toast.id} toast={toast} isPaused={isPaused} onDismiss={() => close(toast.id)} />
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

function Toast({ toast, isPaused, onDismiss }: { toast: ToastItem; isPaused: boolean; onDismiss: () => void }) {
  const { message, tone = 'neutral', action, timeout = TOAST_TIMEOUT_MS } = toast;
  // What is left of the timeout; counted down only while not paused.
  const remaining = useRef(timeout);
  // The parent hands a new callback on every render; the timer must not restart for that.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);
  useEffect(() => {
    if (isPaused || remaining.current === null) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [isPaused]);

  return (
    // Named by its message, so that a keyboard user who Tabs to « Annuler » hears what it undoes; the visible text is
    // not read a second time (the status region above has spoken it).
    <li role="group" aria-label={message} data-toast-id={toast.id} className={styles.toast({ tone })}>
      <Icon name={toneIcon[tone]} size="md" className={styles.icon({ tone })} />
      <p className={styles.message} aria-hidden="true">
        {message}
      </p>
      <div className={styles.actions}>
        {action && (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              action.onAction();
              onDismiss();
            }}
          >
            {action.label}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={componentsFr.toast.close}
          className={styles.close}
          onPress={onDismiss}
        >
          <Icon name="close" size="sm" />
        </Button>
      </div>
    </li>
  );
}
