import { z } from 'zod';
import {
  date,
  email,
  optionalEmail,
  optionalText,
  optionalUrl,
  passwordPair,
  phone,
  requiredText,
} from '../../ui/form/rules';

export const forgotPasswordSchema = z.object({ email: email() });

export const resetPasswordSchema = passwordPair();

/** The current password too (issue 10): the next person at a shared computer must not take the account. */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'validation.currentPasswordRequired') })
  .and(passwordPair());

export const registerSchema = z
  .object({ email: email(), firstName: optionalText(), lastName: optionalText() })
  .and(passwordPair());

/** docs/product.md point 5: the profile's required fields each have their own message. */
export const profileSchema = z.object({
  name: requiredText('validation.nameRequired'),
  firstName: optionalText(),
  lastName: optionalText(),
  dateOfBirth: date('validation.dateOfBirthRequired'),
  gender: z.enum(['MALE', 'FEMALE'], { error: 'validation.genderRequired' }),
  phone: phone(),
  subEmail: optionalEmail(),
  link: optionalUrl(),
  workPlace: requiredText('validation.workPlaceRequired'),
  address: optionalText(),
  passport: optionalText(),
});

export type ProfileValues = z.infer<typeof profileSchema>;
