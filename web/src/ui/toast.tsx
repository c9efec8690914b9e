import type { NotificationInstance } from 'antd/es/notification/interface';

/** docs/design.md section 6: toasts close after 3000 ms, at the top right. */
export const TOAST_DURATION_SECONDS = 3;
export const TOAST_CONFIG = { placement: 'topRight', duration: TOAST_DURATION_SECONDS, maxCount: 5 } as const;

type Kind = 'success' | 'error' | 'warning' | 'info';
interface Toast {
  kind: Kind;
  title: string;
  description?: string;
}

let bound: NotificationInstance | null = null;
const waiting: Toast[] = [];
const wanting = new Set<() => void>();

function show(toast: Toast) {
  if (!bound) {
    waiting.push(toast);
    wanting.forEach((listener) => listener());
    return;
  }
  // The key de-duplicates: the same failure reported by several queries shows once.
  bound[toast.kind]({
    title: toast.title,
    description: toast.description,
    key: `${toast.kind}:${toast.title}:${toast.description ?? ''}`,
    role: 'alert',
  });
}

/**
 * Toasts for code inside and outside React (the Apollo error link, start-up). The toast area loads at the first
 * toast or a few seconds after start-up (app/WithToasts.tsx); what is shown before waits for it.
 */
export const toast = {
  success: (title: string, description?: string) => show({ kind: 'success', title, description }),
  error: (title: string, description?: string) => show({ kind: 'error', title, description }),
  warning: (title: string, description?: string) => show({ kind: 'warning', title, description }),
  info: (title: string, description?: string) => show({ kind: 'info', title, description }),
};

/**
 * Calls `listener` when a toast waits for the toast area (at once if one already does), so that the area can
 * load then rather than with the page. Answers the function that stops listening.
 */
export function whenToastWanted(listener: () => void): () => void {
  wanting.add(listener);
  if (waiting.length) listener();
  return () => wanting.delete(listener);
}

/** Whether the toast area has loaded and shows toasts as they come. */
export const toastAreaReady = () => bound !== null;

export function bindToasts(instance: NotificationInstance | null) {
  bound = instance;
  if (instance) waiting.splice(0).forEach(show);
}
