import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { GraphQLError } from 'graphql';

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A string scalar checked by a predicate on the way in; values from the backend pass through. */
function stringScalar(name: string, description: string, valid: (v: string) => boolean, hint: string) {
  const parse = (value: unknown) => {
    if (typeof value !== 'string' || !valid(value)) {
      throw new GraphQLError(`${name} must be ${hint}`, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (value) => String(value),
    parseValue: parse,
    parseLiteral: (ast: ValueNode) => parse(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

export const scalarResolvers = {
  Date: stringScalar(
    'Date',
    'A calendar date, YYYY-MM-DD',
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v),
    'a date as YYYY-MM-DD',
  ),
  DateTime: stringScalar(
    'DateTime',
    'An ISO 8601 instant with its offset',
    (v) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
      !Number.isNaN(Date.parse(v)),
    'an ISO 8601 date-time with an offset',
  ),
  Time: stringScalar(
    'Time',
    'A time of day, HH:MM',
    (v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
    'a time as HH:MM (24-hour clock)',
  ),
};
