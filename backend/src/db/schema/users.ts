import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { searchTextColumn, searchTextIndex } from '../search.js';
import { serverNow } from '../clock.js';

/** docs/product.md point 3 "User". `sub` is the identity provider's subject (the spec's id_{product}). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    sub: text('sub').unique(),
    email: text('email').notNull().unique(),
    subEmail: text('sub_email').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    name: text('name').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phone: text('phone').notNull().default(''),
    gender: smallint('gender').notNull().default(0),
    address: text('address').notNull().default(''),
    link: text('link').notNull().default(''),
    role: smallint('role').notNull().default(1),
    workPlace: text('work_place').notNull().default(''),
    studentStatus: text('student_status').notNull().default(''),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    passport: text('passport').notNull().default(''),
    profilePicture: text('profile_picture').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
    /** Name, e-mail and phone folded for search (case and Vietnamese marks ignored). */
    searchText: searchTextColumn('name', 'email', 'phone'),
    loginCount: integer('login_count').notNull().default(0),
  },
  (t) => [index('users_role_idx').on(t.role), searchTextIndex('users_search_idx', t.searchText)],
);
