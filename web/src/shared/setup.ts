import { missingSetupFields } from '@lms/domain';

/**
 * The first sign-in's profile setup (`/setup/{id}`, issue 15): a new account (created by an administrator or by
 * self-registration) lacks docs/product.md point 5's required profile fields; the app sends it to the setup page when
 * it lands on the dashboard, until the fields are filled, or for this tab once the user chose "later".
 */
const LATER_KEY = 'lms.setup.later';

export const setupPending = (viewer: {
  name: string;
  dateOfBirth?: string | null;
  phone?: string | null;
  workPlace?: string | null;
}) => missingSetupFields(viewer).length > 0;

export function setupPostponed(): boolean {
  try {
    return window.sessionStorage.getItem(LATER_KEY) === '1';
  } catch {
    return false;
  }
}

export function postponeSetup() {
  try {
    window.sessionStorage.setItem(LATER_KEY, '1');
  } catch {
    // Nowhere to keep it: the setup page comes back on the next visit to the dashboard.
  }
}
