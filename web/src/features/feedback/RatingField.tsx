import { FEEDBACK_RATINGS } from '@lms/domain';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../../ui/form/fields';
import { Controlled } from '../../ui/form/fields';
import './feedback.css';

/** The 1-5 stars as native radios: keyboard arrows move between them, each said as "4 stars". */
export function RatingField<T extends FieldValues>(props: Omit<FieldProps<T>, 'placeholder'>) {
  const { t } = useTranslation();
  return (
    <Controlled
      {...props}
      group
      render={({ id, field, invalid }) => (
        <div role="radiogroup" aria-labelledby={id} aria-invalid={invalid} className="rating-input">
          {FEEDBACK_RATINGS.map((rating) => {
            const value = field.value as number | null;
            return (
              <label
                key={rating}
                className={value !== null && rating <= value ? 'rating-star rating-star-on' : 'rating-star'}
              >
                <input
                  type="radio"
                  name={field.name}
                  value={rating}
                  checked={value === rating}
                  disabled={props.disabled}
                  onChange={() => field.onChange(rating)}
                  aria-label={t('feedback.stars', { count: rating })}
                />
                <span className="star-glyph" aria-hidden />
              </label>
            );
          })}
          <span className="rating-caption" aria-hidden>
            {field.value ? t(`feedback.ratingWords.${String(field.value)}`) : ''}
          </span>
        </div>
      )}
    />
  );
}
