/** The texts of features/account, loaded with its pages (src/app/routes.tsx). */
export const catalogue = {
  auth: {
    signInWithAcademy: 'Sign in with your academy account',
    redirecting: 'Taking you to the academy sign-in page…',
    accountUnavailable:
      'You are signed in, but your account could not be loaded. Please try again later or contact support.',
  },
  validation: {
    dateOfBirthRequired: 'Please choose the date of birth',
    workPlaceRequired: 'Please enter the workplace or school',
    currentPasswordRequired: 'Please enter your current password',
  },
  account: {
    register: 'Register',
    registered: 'Register successfully!',
    registeredHint:
      'You can sign in now. If this e-mail already had an account, we have sent it a message on how to get in.',
    haveAccount: 'Already have an account?',
    forgotTitle: 'Forgot password',
    forgotLead: 'Enter the e-mail you sign in with and we will send you a link to reset your password.',
    sendResetCode: 'Send the reset link',
    checkEmail: 'Please check your Email',
    resetSent: 'If {{email}} has an account, a password-reset link has just been sent to it.',
    resetTitle: 'Reset password',
    missingCode: 'The reset link is incomplete. Please open the link from the e-mail again.',
    passwordReset: 'Your password has been reset. You can sign in with the new password.',
    setPassword: 'Set the password',
    changeTitle: 'Change password',
    passwordChanged: 'Password changed',
    password: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm the password',
    backToSignIn: 'Back to sign-in',
  },
  profile: { title: 'Profile', saved: 'Profile saved' },
  setup: {
    pageTitle: 'Set up your account',
    title: 'Welcome, {{name}}',
    lead: 'One step before you start: complete your profile.',
    why: 'The academy needs your date of birth, phone number and where you study or work to arrange classes and reach you. You can change them later in your profile.',
    later: 'Later',
    guide: 'New here?',
    guideLink: 'Read the user guide for your role.',
  },
};
