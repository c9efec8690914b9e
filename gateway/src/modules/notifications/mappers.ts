import type {
  NotificationChannelValue,
  NotificationKindValue,
  RestNotification,
  RestNotificationPage,
  RestNotificationPreferences,
} from '../../rest/types.js';

export type NotificationParent = RestNotification;
export type NotificationPageParent = RestNotificationPage;
export type NotificationPreferencesParent = RestNotificationPreferences;
export interface NotificationKindPreferenceParent {
  kind: NotificationKindValue;
  channel: NotificationChannelValue;
}
