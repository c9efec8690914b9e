/** The registration form's fields, without its rules (ieltsSchemas.ts, loaded when the form first validates). */
export const REGISTRATION_FIELDS = ['examDateId', 'promotionCode', 'phone', 'passport'] as const;
