import { EMPTY_EXERCISE, EXERCISE_FORM_FIELDS } from './exerciseFields';
import { exerciseFormSchema } from './exerciseSchema';

describe('the exercise form fields, kept apart from the rules', () => {
  it('name every field of the schema, and the empty exercise passes its shape', () => {
    expect([...EXERCISE_FORM_FIELDS].sort()).toEqual(Object.keys(exerciseFormSchema.shape).sort());
    expect(Object.keys(EMPTY_EXERCISE).sort()).toEqual([...EXERCISE_FORM_FIELDS].sort());
  });
});
