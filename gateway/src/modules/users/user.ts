import { requireViewer } from '../../access.js';
import { fullProfile } from './api.js';
import type { GatewayContext } from '../../context.js';
import type { GenderNumber, RoleNumber } from '../../rest/types.js';
import type { UserResolvers } from '../../generated/resolvers.js';
import { primeClass } from '../classes/api.js';
import type { UserParent } from './mappers.js';

/** The fields past the summary that classes embed come from the full profile, loaded on demand. */
const full = (u: UserParent, ctx: GatewayContext) => ('id_lms' in u ? u : fullProfile(ctx, u.id));

/**
 * The private part of a profile (birth date, contacts, passport): administrators and the user themself only.
 * The backend already sends others a roster profile with these empty; this holds even if it did not.
 */
async function own<T>(u: UserParent, ctx: GatewayContext, pick: (p: Awaited<ReturnType<typeof full>>) => T) {
  const viewer = requireViewer(ctx);
  const profile = await full(u, ctx);
  return viewer.role === 0 || profile.id_lms === viewer.sub ? pick(profile) : null;
}

export const asRole = (n: number): RoleNumber => (n === 0 || n === 2 || n === 4 ? n : 1);
const asGender = (n: number): GenderNumber => (n === 1 ? 1 : 0);

export const User: UserResolvers = {
  firstName: (u) => u.first_name,
  lastName: (u) => u.last_name,
  profilePicture: (u) => u.profile_picture,
  role: (u) => asRole(u.role),
  identityId: async (u, _, ctx) => (await full(u, ctx)).id_lms,
  subEmail: (u, _, ctx) => own(u, ctx, (p) => p.sub_email),
  dateOfBirth: (u, _, ctx) => own(u, ctx, (p) => p.date_of_birth || null),
  gender: async (u, _, ctx) => asGender((await full(u, ctx)).gender),
  address: (u, _, ctx) => own(u, ctx, (p) => p.address),
  link: (u, _, ctx) => own(u, ctx, (p) => p.link),
  studentStatus: async (u, _, ctx) => (await full(u, ctx)).student_status,
  workPlace: (u, _, ctx) => own(u, ctx, (p) => p.work_place),
  joinedAt: async (u, _, ctx) => (await full(u, ctx)).joined_at || null,
  passport: (u, _, ctx) => own(u, ctx, (p) => p.passport),
  createdAt: async (u, _, ctx) => (await full(u, ctx)).created_at || null,
  isActive: async (u, _, ctx) => (await full(u, ctx)).is_active,
  classes: async (u, { status }, ctx) => {
    const rows = await ctx.rest.getAll('students/class', { student_id: u.id, status: status ?? undefined });
    return rows.map((row) => {
      primeClass(ctx, row.class);
      return { id: row.id, class_id: row.class.id, status: row.status, joined_at: row.joined_at, student: u };
    });
  },
};
