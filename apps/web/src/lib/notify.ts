import type { NotificationArgsProps } from 'antd';
import { LIMITS } from '@madrasah/contract/limits';
import { DOOR_TEXT } from './door-texts';

type Kind = 'success' | 'error' | 'warning';
type Notifier = Record<Kind, (args: NotificationArgsProps) => void>;

let notifier: Notifier | undefined;

/**
 * The providers hand over antd's context-aware notification API here, so code outside React
 * (the API client) can show toasts with the app's theme and locale.
 */
export function setNotifier(next: Notifier | undefined): void {
  notifier = next;
}

function show(type: Kind, title: string, description?: string): void {
  notifier?.[type]({
    title,
    description,
    placement: 'topRight',
    duration: LIMITS.toastSeconds,
    // Parallel calls failing the same way (e.g. an expired session) show one toast, not several.
    key: `${type}:${title}:${description ?? ''}`,
  });
}

export const notify = {
  success: (message: string) => show('success', DOOR_TEXT.success, message),
  error: (title: string, description?: string) => show('error', title, description),
  warning: (message: string) => show('warning', message),
};
