import type { User } from './users.js';

/** Scopes a client may ask for, as Keycloak's default client scopes of the realm. */
export const SUPPORTED_SCOPES = ['openid', 'profile', 'email', 'phone'] as const;
export const TOKEN_SCOPES = SUPPORTED_SCOPES.join(' ');
/** Keycloak's default client scopes: granted with `openid` whether asked for or not. */
export const DEFAULT_SCOPES = ['profile', 'email'] as const;

/** Which claims each scope releases (ID token, access token, userinfo). */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username'],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
};

export function scopesOf(scope: unknown): Set<string> {
  return new Set(typeof scope === 'string' ? scope.split(' ').filter(Boolean) : []);
}

/** A user's claims for the given scopes, as Keycloak's protocol mappers produce them. */
export function userClaims(user: User, scopes: Set<string>): Record<string, unknown> {
  const claims: Record<string, unknown> = { sub: user.id };
  if (scopes.has('profile')) {
    const name = `${user.firstName} ${user.lastName}`.trim();
    if (name) claims.name = name;
    if (user.firstName) claims.given_name = user.firstName;
    if (user.lastName) claims.family_name = user.lastName;
    claims.preferred_username = user.username;
  }
  if (scopes.has('email') && user.email) {
    claims.email = user.email;
    claims.email_verified = user.emailVerified;
  }
  const phone = user.attributes.phone_number?.[0] ?? user.attributes.phone?.[0];
  if (scopes.has('phone') && phone) {
    claims.phone_number = phone;
    claims.phone_number_verified = user.attributes.phone_number_verified?.[0] === 'true';
  }
  return claims;
}
