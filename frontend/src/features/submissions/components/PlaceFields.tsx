import type {
  FieldErrors,
  UseFormGetFieldState,
  UseFormGetValues,
  UseFormRegister,
  UseFormSetValue,
} from 'react-hook-form';
import { COUNTRIES, COUNTRY_NAMES, NORTH_AMERICAN_ZONES, REGIONS, type Country } from '@dental/contracts';
import {
  placeForChoice,
  placeForCity,
  type PlaceChosen,
  type PlaceValues,
  type SubmissionFormValues,
} from '../submission-form-values';
import { fieldAria, FormField, inputClass } from './FormField';

const ZONE_LIST = 'submission-timezone-list';
const TIMEZONE_HINT = "Worked out from the state or province; change it if the agenda's times are in another zone.";

/**
 * The city and where it is: country and state or province (choices, filled in from a 'City, ST'
 * city as it is typed) and the time zone they imply, which stays editable. All three may be left
 * empty: the server then works them out from the city.
 */
export function CityAndPlaceFields({
  register,
  setValue,
  getValues,
  getFieldState,
  errors,
}: {
  register: UseFormRegister<SubmissionFormValues>;
  setValue: UseFormSetValue<SubmissionFormValues>;
  getValues: UseFormGetValues<SubmissionFormValues>;
  getFieldState: UseFormGetFieldState<SubmissionFormValues>;
  errors: FieldErrors<SubmissionFormValues>;
}) {
  // Set by the organiser: the form marks a control dirty only for their own input, not for what is filled in here.
  const chosen = (): PlaceChosen => ({
    region: getFieldState('region').isDirty,
    timezone: getFieldState('timezone').isDirty,
  });
  const e = (name: 'city' | 'country' | 'region' | 'timezone') => errors[name]?.message;
  const place = (): PlaceValues => ({
    country: getValues('country'),
    region: getValues('region'),
    timezone: getValues('timezone'),
  });
  const show = (next: PlaceValues) => {
    for (const field of ['country', 'region', 'timezone'] as const) {
      if (getValues(field) !== next[field])
        setValue(field, next[field] as never, { shouldValidate: Boolean(errors[field]) });
    }
  };
  const choose = (changed: 'country' | 'region') => {
    show(
      placeForChoice(
        { country: getValues('country'), region: getValues('region') },
        changed,
        getValues('city'),
        place(),
        chosen(),
      ),
    );
  };

  return (
    <>
      <FormField id="city" label="City" required error={e('city')}>
        <input
          {...register('city', { onChange: () => show(placeForCity(getValues('city'), place(), chosen())) })}
          {...fieldAria('city', e('city'))}
          type="text"
          autoComplete="address-level2"
          className={inputClass(Boolean(e('city')))}
          placeholder="e.g., Chicago, IL"
        />
      </FormField>
      <FormField id="country" label="Country" error={e('country')}>
        <select
          {...register('country', { onChange: () => choose('country') })}
          {...fieldAria('country', e('country'))}
          autoComplete="country"
          className={inputClass(Boolean(e('country')))}
        >
          <option value="">Choose a country</option>
          {COUNTRIES.map((country: Country) => (
            <option key={country} value={country}>
              {COUNTRY_NAMES[country]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="region" label="State or Province" error={e('region')}>
        <select
          {...register('region', { onChange: () => choose('region') })}
          {...fieldAria('region', e('region'))}
          autoComplete="address-level1"
          className={inputClass(Boolean(e('region')))}
        >
          <option value="">Choose a state or province</option>
          {COUNTRIES.map((country) => (
            <optgroup key={country} label={COUNTRY_NAMES[country]}>
              {REGIONS[country].map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </FormField>
      <FormField id="timezone" label="Time Zone" error={e('timezone')} hint={TIMEZONE_HINT}>
        <input
          {...register('timezone')}
          {...fieldAria('timezone', e('timezone'), TIMEZONE_HINT)}
          type="text"
          list={ZONE_LIST}
          autoComplete="off"
          spellCheck={false}
          className={inputClass(Boolean(e('timezone')))}
          placeholder="e.g., America/Chicago"
        />
        <datalist id={ZONE_LIST}>
          {NORTH_AMERICAN_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </FormField>
    </>
  );
}
